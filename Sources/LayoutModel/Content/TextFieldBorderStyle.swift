/// `UITextField.BorderStyle`: how a text field draws its edge, which decides how much
/// room it leaves around its text (``IntrinsicContentSizing``).
///
/// A document that names no style means `roundedRect`, Interface Builder's library text
/// field (a field made in code starts as `none`; the JSON format keeps the style the
/// model measured before it knew the others).
public enum TextFieldBorderStyle: String, Hashable, Sendable, CaseIterable, Codable {
    /// No border: the text's line and nothing around it.
    case none
    /// A thin rectangle.
    case line
    /// A bezelled rectangle (the pre-iOS 7 look).
    case bezel
    /// The rounded rectangle of Interface Builder's text field.
    case roundedRect
}
