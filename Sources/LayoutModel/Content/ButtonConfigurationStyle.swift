/// The style of an iOS 15 `UIButton.Configuration` (Interface Builder's
/// `<buttonConfiguration style=…>`): a button with one is sized by its configuration —
/// the title in the body text style with the configuration's content insets around it —
/// not by the 6-point padding and 15-point title of a system button without one
/// (``IntrinsicContentSizing``).
///
/// The names are Interface Builder's: `plain`, `gray`, `tinted`, `filled` (the four
/// styles its inspector offers; a missing `style` is `plain`). The style changes the
/// button's colours, not its size: all four have the same insets at the default size.
public enum ButtonConfigurationStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case plain
    case gray
    case tinted
    case filled
}
