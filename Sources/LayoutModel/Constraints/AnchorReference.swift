/// One side of a constraint as written: an item and one of its attributes,
/// `title.leading` or `root.safeArea.top`.
public struct AnchorReference: Hashable, Sendable, CustomStringConvertible {
    public var item: ItemReference
    public var attribute: LayoutAttribute

    public init(_ item: ItemReference, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// Shorthand for an item without a built-in guide: `AnchorReference("a", .top)`.
    public init(_ id: String, _ attribute: LayoutAttribute) {
        self.init(ItemReference(id), attribute)
    }

    /// Parses `ITEM.ATTR` or `ITEM.GUIDE.ATTR` (the `first`/`second` fields of a
    /// constraint object). Throws the equation parser's error, with offsets into `text`.
    public init(parsing text: String) throws(EquationParseError) {
        var parser = EquationParser(text)
        self = try parser.parseStandaloneAnchor()
    }

    /// `title.leading`, `root.safeArea.top`: the document spelling, which
    /// ``init(parsing:)`` reads back.
    public var description: String { "\(item).\(attribute.rawValue)" }
}
