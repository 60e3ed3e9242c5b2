/// UIKit's `UIUserInterfaceSizeClass`: the coarse width or height a trait collection
/// reports, which variants (Interface Builder's "Vary for traits") select on.
public enum SizeClass: String, Hashable, Sendable, CaseIterable, Codable {
    case unspecified
    case compact
    case regular

    /// Interface Builder's one-letter form (`wC`, `hR`, …); `*` for unspecified.
    public var letter: String {
        switch self {
        case .unspecified: return "*"
        case .compact: return "C"
        case .regular: return "R"
        }
    }
}
