/// What a solve produced: every view's and custom guide's frame, and what UIKit would
/// complain about (or what a reviewer would want to know).
public struct LayoutResult: Hashable, Sendable {
    /// By view or custom guide id.
    public var frames: [String: ItemFrame]
    /// In order: unsatisfiable conflicts as they were met, then ambiguous items, then
    /// scroll views with an ambiguous content size, then
    /// collapsed views, views partly and entirely outside their superview, views outside
    /// the root's safe area, overlapping siblings and misplaced views, each kind in
    /// document order.
    public var diagnostics: [LayoutDiagnostic]
    /// The display scale the frames are rounded for.
    public var scale: Double
    /// Each scroll view's content size and whether it scrolls, by id. Frames of views
    /// inside a scroll view are relative to its content origin (scroll offset 0).
    public var scrollViews: [String: ScrollViewLayout]

    public init(
        frames: [String: ItemFrame], diagnostics: [LayoutDiagnostic], scale: Double,
        scrollViews: [String: ScrollViewLayout] = [:]
    ) {
        self.frames = frames
        self.diagnostics = diagnostics
        self.scale = scale
        self.scrollViews = scrollViews
    }

    public subscript(id: String) -> ItemFrame? { frames[id] }

    public var unsatisfiable: [UnsatisfiableConstraints] {
        diagnostics.compactMap { if case .unsatisfiable(let u) = $0 { return u } else { return nil } }
    }

    public var ambiguous: [AmbiguousLayout] {
        diagnostics.compactMap { if case .ambiguous(let a) = $0 { return a } else { return nil } }
    }
}
