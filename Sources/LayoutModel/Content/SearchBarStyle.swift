/// `UISearchBar.Style`: whether a search bar draws its background, which decides its
/// height (``IntrinsicContentSizing``). The names are Interface Builder's `searchBarStyle`
/// values; UIKit's `.default` is written as no attribute.
///
/// A document that names no style means `default`.
public enum SearchBarStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case `default`
    case prominent
    case minimal
}
