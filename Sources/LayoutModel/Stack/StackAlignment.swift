/// `UIStackView.Alignment`: how arranged views sit across the stack's axis.
///
/// `leading`/`top` and `trailing`/`bottom` are the same values in UIKit (a vertical
/// stack says leading, a horizontal one top); the document accepts both spellings and
/// keeps the one it was given, so export writes it back unchanged.
public enum StackAlignment: String, Hashable, Sendable, CaseIterable, Codable {
    case fill
    case leading
    case top
    case firstBaseline
    case center
    case trailing
    case bottom
    case lastBaseline
}
