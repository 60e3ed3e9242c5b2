/// Which font a text-bearing view uses: a Dynamic Type text style (whose size follows
/// the content-size category when the view adjusts for it) or a fixed system font.
public enum FontDescriptor: Hashable, Sendable {
    case textStyle(TextStyle)
    case system(size: Double, weight: FontWeight)

    /// UIKit's default label font: the system font at 17 points (facts/uikit-defaults.md).
    public static let labelDefault = FontDescriptor.system(size: 17, weight: .regular)
}
