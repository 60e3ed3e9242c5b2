/// One cell of the Dynamic Type table: what `UIFont.preferredFont(forTextStyle:)` gives a
/// style at one content-size category.
public struct DynamicTypeEntry: Hashable, Sendable {
    /// `UIFont.pointSize`.
    public var pointSize: Double
    /// The HIG's "Leading" column: the line height Apple designs the style with. Text
    /// measurement does not use it (UILabel lays lines out by the font's own line height,
    /// see `SystemFontMetrics`); it is kept because documents and reports may show it.
    public var leading: Double
    public var weight: FontWeight

    public init(pointSize: Double, leading: Double, weight: FontWeight) {
        self.pointSize = pointSize
        self.leading = leading
        self.weight = weight
    }
}
