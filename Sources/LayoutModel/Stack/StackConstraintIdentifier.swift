/// The `identifier`s UIKit gives the constraints a `UIStackView` installs
/// (facts/stackview.md §1), so diagnostics print `'UISV-spacing'` as UIKit's logs do.
public enum StackConstraintIdentifier: String, Hashable, Sendable, CaseIterable {
    /// First and last visible arranged views (or the spanner) pinned to the stack's edges
    /// or its margins guide.
    case canvasConnection = "UISV-canvas-connection"
    /// The gap between neighbours along the axis.
    case spacing = "UISV-spacing"
    /// Every arranged view tied to the first one across the axis.
    case alignment = "UISV-alignment"
    /// Equal lengths: views (fillEqually) or gap guides (equalSpacing, equalCentering).
    case fillEqually = "UISV-fill-equally"
    /// `view.length == share × stack.length` for fillProportionally.
    case fillProportionally = "UISV-fill-proportionally"
    /// Gap guides pinned to the views they separate.
    case distributingEdge = "UISV-distributing-edge"
    /// A hidden arranged view collapsed along the axis.
    case hiding = "UISV-hiding"
    /// Arranged views kept inside the alignment spanner.
    case spanningBoundary = "UISV-spanning-boundary"
    /// The spanner pulled to zero across the axis, so it hugs the tallest view.
    case spanningFit = "UISV-spanning-fit"
    /// The stack pulled to zero across the axis (baseline and single-view centre alignment).
    case canvasFit = "UISV-canvas-fit"
    /// Lengths that nothing else decides pulled to zero at priority 25.
    case ambiguitySuppression = "UISV-ambiguity-suppression"
    /// A wrapping label's width capped at its share of a horizontal stack, so labels
    /// that could take any width split the stack instead of one taking it all.
    case textWidthDisambiguation = "UISV-text-width-disambiguation"

    /// The identifier of UIKit's gap guides (`_UIOLAGapGuide`).
    public static let distributingGuide = "UISV-distributing"
    /// The identifier of UIKit's alignment spanner (`_UILayoutSpacer`).
    public static let alignmentSpanner = "UISV-alignment-spanner"
}
