/// A font with its size fixed: what a `FontDescriptor` becomes at one content-size
/// category. Measurers take this, so the Dynamic Type lookup happens in one place.
public struct ResolvedFont: Hashable, Sendable {
    public var pointSize: Double
    public var weight: FontWeight

    public init(pointSize: Double, weight: FontWeight) {
        self.pointSize = pointSize
        self.weight = weight
    }
}

extension FontDescriptor {
    /// The size and weight at `category`: a text style reads the Dynamic Type table, a
    /// system font keeps its size whatever the category (as `UIFont.systemFont(ofSize:)`).
    ///
    /// Whether a view's font follows the category at all is the caller's decision
    /// (`ViewContent.followsContentSizeCategory`); a non-following text-style font is
    /// resolved at `.large`, the category UIKit's default trait collection has.
    public func resolved(at category: ContentSizeCategory) -> ResolvedFont {
        switch self {
        case .textStyle(let style):
            let entry = DynamicTypeTable.entry(style, category)
            return ResolvedFont(pointSize: entry.pointSize, weight: entry.weight)
        case .system(let size, let weight):
            return ResolvedFont(pointSize: size, weight: weight)
        }
    }
}
