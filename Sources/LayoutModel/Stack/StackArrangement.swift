/// The constraints and guides of one stack view: UIKit's ordered arrangement along the
/// axis (distribution, spacing, hiding) and its aligned arrangement across it.
///
/// Decisions where UIKit is undocumented (facts/stackview.md), each a default a device
/// test may overturn:
///
/// - **Hidden views** leave the chain: the canvas connections and `UISV-spacing` join
///   the *visible* views, so the gap between two visible views is the spacing after the
///   earlier one whatever is hidden between them. Each hidden view gets `UISV-hiding`
///   `length == 0` at ``hidingPriority`` (DEC's 999.999, just below required: a hidden
///   button with a required 44-point width stays 44 wide, as Interface Builder records
///   every hidden button of VideoPlayerControls; older logs show the constraint
///   required, which made such a stack log a conflict). Between two visible views it
///   is pinned half the gap after the previous one, as the decompiled
///   `UISV-spacing-hidden` gives (facts/stackview.md §6) and Interface Builder records
///   (15 hidden views in Google's ads examples, KeePassium, Zotero, Rocket.Chat and
///   xDrip sit half the spacing below the view before them); after the last visible
///   view it is pinned with constant 0 (ten such views recorded there, spacings 5 to 16).
///   A hidden view before every visible one is pinned with its trailing edge to the
///   first visible view's leading edge, as UIKit prints it (facts/stackview.md §6,
///   `H:[Subview0]-(0)-[Subview1]`; VideoPlayerControls' hidden first button is
///   recorded one width left of the stack), or, in a stack with nothing visible, to the
///   leading canvas edge. These pins are required. In an `equalSpacing` or
///   `equalCentering` stack, whose gap guides join only the visible views, a hidden
///   view is pinned to the leading canvas edge wherever it is (decision, inferred from
///   the one file with hidden views there: VideoPlayerControls' two equalSpacing stacks
///   record their hidden first and last buttons at x 0). Across the axis it keeps the
///   stack's alignment (``addHiddenAlignment(_:reference:)``). It takes no part in
///   spanning or distribution.
/// - **Arranged ids** that are not subviews of the stack are ignored (UIKit would add
///   them as subviews; a document cannot mean that).
/// - **Baseline alignment in a vertical stack** (UIKit supports it only in horizontal
///   stacks) is treated as `.fill`.
/// - **Baseline-relative arrangement** (vertical stacks only) changes only the spacing
///   constraints, to `next.firstBaseline == previous.lastBaseline + spacing`; the canvas
///   connections stay on the edges.
/// - **System spacing** is ``SystemSpacing``: 8 points, or the baseline-to-baseline
///   value of the fonts when the arrangement is baseline relative.
/// - **Generated guides** get ids `<stack>_UISV_distributing<n>` and
///   `<stack>_UISV_alignment_spanner`. The axis UIKit leaves free on them (UIKit never
///   reports guides as ambiguous; the engine does) is pulled to the canvas edge and
///   zero length at priority 25, `UISV-ambiguity-suppression`.
/// - **The stack's own baselines** (what constraints outside it see) are one arranged
///   view's, as UIKit's header says; the engine resolves them
///   (`LayoutEngine+StackBaseline.swift`), not the arrangement.
/// - **Multi-line labels** in horizontal stacks get `UISV-text-width-disambiguation`
///   caps (``addTextWidthDisambiguation(_:)``, where the choice of UIKit's newer `<=`
///   form is explained).
struct StackArrangement {
    let stack: ViewNode
    let properties: StackProperties
    /// The arranged views found among the stack's subviews, in arrangement order.
    let arranged: [ViewNode]
    var constraints: [ConstraintSpec] = []
    var guides: [LayoutGuideNode] = []

    init(stack: ViewNode, properties: StackProperties) {
        self.stack = stack
        self.properties = properties
        let subviews = Dictionary(stack.subviews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        arranged = properties.arrangedSubviewIDs.compactMap { subviews[$0] }
    }

    // MARK: Axes

    var isHorizontal: Bool { properties.axis == .horizontal }
    /// Along the axis.
    var leadingEdge: LayoutAttribute { isHorizontal ? .leading : .top }
    var trailingEdge: LayoutAttribute { isHorizontal ? .trailing : .bottom }
    var length: LayoutAttribute { isHorizontal ? .width : .height }
    var center: LayoutAttribute { isHorizontal ? .centerX : .centerY }
    /// Across the axis.
    var acrossLeading: LayoutAttribute { isHorizontal ? .top : .leading }
    var acrossTrailing: LayoutAttribute { isHorizontal ? .bottom : .trailing }
    var acrossLength: LayoutAttribute { isHorizontal ? .height : .width }
    var acrossCenter: LayoutAttribute { isHorizontal ? .centerY : .centerX }

    /// What the canvas connections pin to: the stack, or its margins guide.
    var canvas: ItemReference {
        ItemReference(stack.id, guide: properties.isLayoutMarginsRelativeArrangement ? .layoutMargins : nil)
    }

    var visible: [ViewNode] { arranged.filter { !$0.isHidden } }

    // MARK: Building

    mutating func build() {
        addHiding()
        let visible = visible
        if let first = visible.first, let last = visible.last {
            add(.canvasConnection, canvasAnchor(leadingEdge), .equal, anchor(first, leadingEdge))
            // The stack first, as UIKit's log prints it: `V:[UILabel:0x…]-(0)-|`
            // (facts/stackview.md §1), the visual format of `stack.bottom == last.bottom`.
            add(.canvasConnection, canvasAnchor(trailingEdge), .equal, anchor(last, trailingEdge))
            addAlignment(visible)
        } else if !arranged.isEmpty {
            addCollapsedCanvas()
        }
        addDistribution(visible)
        addTextWidthDisambiguation(visible)
        addSpacing(visible)
    }

    /// UIKit's `UISV-hiding` priority, 999.9990234375 (DEC): the nearest float below
    /// required, so a view's own required length beats it.
    static let hidingPriority = 999.9990234375

    /// A stack whose arranged views are all hidden collapses to nothing on both axes, as
    /// weakly as anything can ask.
    ///
    /// UIKit's arrangements connect the canvas to their spanning guide when no item is
    /// visible (`_viewOrGuideForLocationAttribute:` falls back to it) and fit that guide to
    /// zero at `_spanningLayoutGuideFittingPriority`, which is 0.001 when every item is
    /// hidden (51 otherwise); the hidden items' boundary constraints are inactive. So the
    /// stack (its margins guide, in a margins-relative arrangement) is 0 × 0 unless
    /// something outside sizes it. Decompiled `_UILayoutArrangement` (facts/stackview.md,
    /// DEC), unconfirmed on a device. layoutdb's lowest priority is 1, so the fits are at 1.
    /// A stack with no arranged views at all has no canvas connections in UIKit (they are
    /// made only once it has items) and stays a plain view here too.
    private mutating func addCollapsedCanvas() {
        let along = makeGuide("UISV_ordering_spanner")
        add(.canvasConnection, canvasAnchor(leadingEdge), .equal, anchor(along, leadingEdge))
        add(.canvasConnection, canvasAnchor(trailingEdge), .equal, anchor(along, trailingEdge))
        add(.spanningFit, anchor(along, length), .equal, nil, priority: 1)
        suppressAcross(along)
        let across = makeGuide("UISV_alignment_spanner")
        add(.canvasConnection, canvasAnchor(acrossLeading), .equal, anchor(across, acrossLeading))
        add(.canvasConnection, canvasAnchor(acrossTrailing), .equal, anchor(across, acrossTrailing))
        add(.spanningFit, anchor(across, acrossLength), .equal, nil, priority: 1)
        suppressAlong(across)
    }

    /// `UISV-hiding`, and where a hidden view sits.
    private mutating func addHiding() {
        let reference = visible.first
        var previousVisible: ViewNode?
        for view in arranged {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            add(.hiding, anchor(view, length), .equal, nil, priority: Self.hidingPriority)
            if properties.distribution == .equalSpacing || properties.distribution == .equalCentering {
                add(.canvasConnection, anchor(view, leadingEdge), .equal, canvasAnchor(leadingEdge))
            } else if let previousVisible {
                let gap = nextVisible(after: view).map { spacing(after: previousVisible, before: $0) / 2 } ?? 0
                add(.spacing, anchor(view, leadingEdge), .equal, anchor(previousVisible, trailingEdge), constant: gap)
            } else if let reference {
                add(.spacing, anchor(reference, leadingEdge), .equal, anchor(view, trailingEdge))
            } else {
                add(.canvasConnection, anchor(view, leadingEdge), .equal, canvasAnchor(leadingEdge))
            }
            addHiddenAlignment(view, reference: reference)
        }
    }

    /// The visible arranged view after `view`, if any.
    private func nextVisible(after view: ViewNode) -> ViewNode? {
        guard let index = arranged.firstIndex(where: { $0.id == view.id }) else { return nil }
        return arranged[(index + 1)...].first { !$0.isHidden }
    }

    /// A hidden view keeps the stack's alignment across the axis: it spans the stack in
    /// a fill stack (as far as its own content lets it), is centred in a centre-aligned
    /// one, and so on, measured on the first
    /// visible view (or the canvas when none is). Interface Builder records it so in
    /// every file seen: 46 hidden views of fill-aligned stacks in 28 files span the
    /// stack (Esri's, Google's ads examples, OwnTracks, Sendbird's sign-in forms), and
    /// 22 of centre-aligned ones in Zotero, Firebase, Threema, Esri and KeePassium sit
    /// centred; the fifth wild sweep found them 0 wide at the first view's leading edge.
    /// Baseline alignments keep the leading edge (no file shows one).
    private mutating func addHiddenAlignment(_ view: ViewNode, reference: ViewNode?) {
        func across(_ attribute: LayoutAttribute) -> AnchorReference {
            reference.map { anchor($0, attribute) } ?? canvasAnchor(attribute)
        }
        switch effectiveAlignment {
        case .fill where reference == nil:
            // Nothing visible: the stack collapses (``addCollapsedCanvas()``), and a tie of
            // the hidden view's trailing edge to it would hold it open at priority 25.
            add(.alignment, anchor(view, acrossLeading), .equal, across(acrossLeading))
        case .fill:
            // The trailing edge only at the suppression's priority: it takes the place of
            // the 0 length a hidden view would otherwise be pulled to, and a hidden view's
            // own content never widens the stack through it (the corpus's PitchControl
            // keeps its hidden background stack out of the row's width).
            add(.alignment, anchor(view, acrossLeading), .equal, across(acrossLeading))
            add(.ambiguitySuppression, anchor(view, acrossTrailing), .equal, across(acrossTrailing), priority: 25)
            return
        case .center:
            add(.alignment, anchor(view, acrossCenter), .equal, across(acrossCenter))
        case .trailing, .bottom:
            add(.alignment, anchor(view, acrossTrailing), .equal, across(acrossTrailing))
        case .leading, .top, .firstBaseline, .lastBaseline:
            add(.alignment, anchor(view, acrossLeading), .equal, across(acrossLeading))
        }
        add(.ambiguitySuppression, anchor(view, acrossLength), .equal, nil, priority: 25)
    }

    /// `UISV-spacing` between visible neighbours: exact for the fill distributions, a
    /// minimum for equalSpacing and equalCentering.
    private mutating func addSpacing(_ visible: [ViewNode]) {
        let relation: Relation
        switch properties.distribution {
        case .fill, .fillEqually, .fillProportionally: relation = .equal
        case .equalSpacing, .equalCentering: relation = .greaterThanOrEqual
        }
        let baselines = isBaselineRelative
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let first = anchor(next, baselines ? .firstBaseline : leadingEdge)
            let second = anchor(previous, baselines ? .lastBaseline : trailingEdge)
            add(.spacing, first, relation, second, constant: spacing(after: previous, before: next))
        }
    }

    var isBaselineRelative: Bool { properties.isBaselineRelativeArrangement && !isHorizontal }

    /// The gap after `previous`: its custom spacing, else the stack's spacing; either may
    /// be the system spacing (`spacingUseSystem`).
    ///
    /// Used as given, not rounded to the screen scale: the decompiled UIKit rounds
    /// spacing constants with `UIRoundToViewScale` (facts/stackview.md §5, DEC only,
    /// unconfirmed); layoutdb rounds frames to pixels after solving instead (decision),
    /// which gives the same frames for the whole-point spacings documents use.
    func spacing(after previous: ViewNode, before next: ViewNode) -> Double {
        switch properties.customSpacing[previous.id] ?? properties.spacing {
        case .points(let points): return points
        case .system:
            guard isBaselineRelative else { return SystemSpacing.betweenViews }
            return SystemSpacing.below(previous.lastBaselineAnchor, next.firstBaselineAnchor)
        }
    }

    // MARK: Specs

    func anchor(_ view: ViewNode, _ attribute: LayoutAttribute) -> AnchorReference {
        AnchorReference(ItemReference(view.id), attribute)
    }

    func anchor(_ guide: LayoutGuideNode, _ attribute: LayoutAttribute) -> AnchorReference {
        AnchorReference(ItemReference(guide.id), attribute)
    }

    func canvasAnchor(_ attribute: LayoutAttribute) -> AnchorReference { AnchorReference(canvas, attribute) }

    /// The stack itself (not its margins guide), for the canvas-fit constraint.
    func stackAnchor(_ attribute: LayoutAttribute) -> AnchorReference { AnchorReference(ItemReference(stack.id), attribute) }

    mutating func add(
        _ identifier: StackConstraintIdentifier, _ first: AnchorReference, _ relation: Relation, _ second: AnchorReference?,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) {
        constraints.append(ConstraintSpec(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: Priority(clamping: priority), identifier: identifier.rawValue, origin: .object))
    }

    /// A generated guide owned by the stack.
    mutating func makeGuide(_ suffix: String) -> LayoutGuideNode {
        let guide = LayoutGuideNode(id: "\(stack.id)_\(suffix)", owner: stack.id)
        guides.append(guide)
        return guide
    }
}
