import LayoutModel

/// A scroll view of a solved layout: how large its content is and whether it scrolls on
/// each axis (content larger than the frame), as `layoutdb solve` reports it.
public struct SolvedScrollView: Hashable, Sendable {
    public var id: String
    public var contentSize: LayoutSize
    public var scrollsHorizontally: Bool
    public var scrollsVertically: Bool

    public init(id: String, contentSize: LayoutSize, scrollsHorizontally: Bool, scrollsVertically: Bool) {
        self.id = id
        self.contentSize = contentSize
        self.scrollsHorizontally = scrollsHorizontally
        self.scrollsVertically = scrollsVertically
    }

    init(id: String, _ layout: ScrollViewLayout) {
        self.init(
            id: id, contentSize: layout.contentSize, scrollsHorizontally: layout.scrollsHorizontally,
            scrollsVertically: layout.scrollsVertically)
    }
}
