/// The trait collection's layout direction (`UITraitCollection.layoutDirection`),
/// which decides where leading and trailing are.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, Codable {
    case leftToRight
    case rightToLeft
}
