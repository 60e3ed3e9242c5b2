/// A view whose frame more than one solution allows, with another
/// frame that satisfies every constraint as well as the one chosen
/// (UIKit's `exerciseAmbiguityInLayout`).
public struct AmbiguousLayout: Hashable, Sendable {
    /// Engine variables as `_autolayoutTrace` names them (`minX`, `minY`, `Width`, `Height`).
    /// facts/diagnostics.md §3 leaves the capitals unconfirmed; public traces print
    /// `_UILayoutSpacer:0x…'UISV-alignment-spanner'.minY{id: 434}, ….Height{id: 435}` and
    /// `UIButton:0x7fb94790bb90.Width{id: 82}`.
    public enum Component: String, Hashable, Sendable, CaseIterable {
        case minX, minY
        case width = "Width"
        case height = "Height"
    }

    public var item: String
    /// Whether the item is a layout guide. The engine reports views only (a guide's
    /// freedom shows through the views it moves, as in UIKit: see
    /// `LayoutEngine.ambiguities(grid:)`), so its diagnostics carry false; the field stays
    /// because the JSON diagnostics have always had the key.
    public var isGuide: Bool
    /// The components that can move, with the range each can take (in root
    /// coordinates; bounds may be infinite).
    public var ranges: [Component: ClosedRange<Double>]
    /// The frame chosen, in root coordinates, on the pixel grid.
    public var frame: LayoutRect
    /// Another valid frame, in root coordinates, on the pixel grid.
    public var alternativeFrame: LayoutRect

    public init(
        item: String, isGuide: Bool, ranges: [Component: ClosedRange<Double>], frame: LayoutRect,
        alternativeFrame: LayoutRect
    ) {
        self.item = item
        self.isGuide = isGuide
        self.ranges = ranges
        self.frame = frame
        self.alternativeFrame = alternativeFrame
    }

    /// The moving components in `minX, minY, Width, Height` order.
    public var components: [Component] { Component.allCases.filter { ranges[$0] != nil } }
}
