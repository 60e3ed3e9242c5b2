/// Anchors for code that has ids but no nodes: `LayoutItem.view("title").topAnchor`,
/// `LayoutItem.guide("column").widthAnchor`. The ids are checked when the engine
/// resolves the constraint, as for any document constraint.
public enum LayoutItem {
    /// The view `id`: edges, centres, size, baselines and built-in guides.
    public static func view(_ id: String) -> View { View(id: id) }

    /// The custom layout guide `id`: edges, centres and size.
    public static func guide(_ id: String) -> Guide { Guide(ItemReference(id)) }

    /// A view named by id.
    public struct View: ViewAnchoring, Hashable, Sendable {
        public var id: String
        /// The font its baselines follow, for baseline system spacing; nil is the
        /// 17-point label default.
        public var font: FontDescriptor?

        public init(id: String, font: FontDescriptor? = nil) {
            self.id = id
            self.font = font
        }

        public var anchorItem: ItemReference { ItemReference(id) }
        public var anchorFont: FontDescriptor? { font }
    }

    /// A layout guide: a custom one by id, or a view's built-in guide.
    public struct Guide: LayoutAnchoring, Hashable, Sendable {
        public var reference: ItemReference

        public init(_ reference: ItemReference) { self.reference = reference }

        public var anchorItem: ItemReference { reference }
    }
}
