/// Diagnostics read from a solved layout: ambiguity, collapsed views, views outside
/// their superview.
extension LayoutEngine {
    /// The most overlapping pairs of one view's subviews listed one by one; the rest are
    /// counted in one ``LayoutDiagnostic/overlappingSiblingsNotListed(superview:pairs:listed:)``.
    /// Far more than a screen a person designed has, and few enough that a document of
    /// many stacked views is solved in bounded memory (pairs grow with the square of the
    /// siblings).
    public static let overlappingPairsListed = 1_000

    /// Views (the root excepted: the window pins it) whose variables the solver reports
    /// as not uniquely determined, each with another valid frame.
    ///
    /// Layout guides are left out, the document's own as well as the gap and spanner
    /// guides a stack view makes: UIKit reports ambiguity through views only
    /// (`_autolayoutTrace` lists views, and nothing is logged at run time), and a guide's
    /// free position or length that moves a view shows as that view's ambiguity. One that
    /// moves no view is invisible in UIKit: Apple's own `UILayoutGuide` example makes
    /// equal-width spacers with horizontal constraints only, and reporting their free
    /// vertical axis failed that layout (exit status 1). Listed, one ambiguous stack also
    /// added an error per guide naming an id no document has (`s4_UISV_distributing0`).
    func ambiguities(grid: PixelGrid) -> [AmbiguousLayout] {
        let items: [(id: String, isGuide: Bool, frame: FrameVariables)] =
            hierarchy.views.indices.dropFirst().map { (hierarchy.views[$0].view.id, false, viewFrames[$0]) }
        let ambiguity = solver.ambiguity(of: items.flatMap(\.frame.all))
        guard ambiguity.isAmbiguous else { return [] }
        var found: [AmbiguousLayout] = []
        for item in items {
            var ranges: [AmbiguousLayout.Component: ClosedRange<Double>] = [:]
            let components: [(AmbiguousLayout.Component, Variable)] = [
                (.minX, item.frame.x), (.minY, item.frame.y), (.width, item.frame.width), (.height, item.frame.height),
            ]
            for (component, variable) in components {
                if let range = ambiguity.ranges[variable] { ranges[component] = range }
            }
            guard !ranges.isEmpty else { continue }
            func alternative(_ variable: Variable) -> Double { ambiguity.alternative[variable] ?? solver.value(of: variable) }
            let other = LayoutRect(
                x: alternative(item.frame.x), y: alternative(item.frame.y),
                width: alternative(item.frame.width), height: alternative(item.frame.height))
            found.append(AmbiguousLayout(
                item: item.id, isGuide: item.isGuide, ranges: ranges,
                frame: grid.round(item.frame.rect(in: solver)), alternativeFrame: grid.round(other)))
        }
        return found
    }

    /// The geometry diagnostics, each kind in document order, kinds in this order:
    /// collapsed views, views partly and then entirely outside their superview, views
    /// outside the root's safe area, overlapping siblings (at most
    /// ``overlappingPairsListed`` pairs per superview, then a count), misplaced views.
    ///
    /// Views that do not show (hidden, or inside a hidden view) are skipped for all but
    /// misplacement, which is about the document, not the screen. The root is skipped
    /// where the window decides its frame. Comparisons allow 1e-6 pt for the solver's
    /// rounding; frames are already on the pixel grid.
    ///
    /// Containment (clipping, the safe area) allows one pixel more: each view is
    /// rounded in its superview's coordinates while the superview's own size comes from
    /// rounding its edges in *its* superview's, so a subview pinned to its superview's
    /// bottom can end one pixel past it (a baseline-relative stack whose last label sits
    /// at a fractional offset). UIKit shows nothing wrong there, and neither should
    /// the report; an overhang the constraints make is at least that pixel more.
    ///
    /// A scroll view's subviews are checked against its scrollable area (its content
    /// area, or its bounds where those are larger), not its bounds: content below the
    /// fold is what scrolling is for.
    func geometryDiagnostics(frames: [ItemFrame], scrollViews: [String: ScrollViewLayout] = [:]) -> [LayoutDiagnostic] {
        let tolerance = 1e-6
        let hidden = facts.hidden
        var zero: [LayoutDiagnostic] = []
        var clipped: [LayoutDiagnostic] = []
        var outside: [LayoutDiagnostic] = []
        var unsafe: [LayoutDiagnostic] = []
        var overlapping: [LayoutDiagnostic] = []
        var misplaced: [LayoutDiagnostic] = []
        let root = frames[0].inRoot
        let safeArea = safeAreaInsets.inset(LayoutRect(x: 0, y: 0, width: root.width, height: root.height))
        func hasArea(_ rect: LayoutRect) -> Bool { rect.width > tolerance && rect.height > tolerance }
        let slack = 1 / scale + tolerance
        func contains(_ outer: LayoutRect, _ inner: LayoutRect) -> Bool {
            inner.minX >= outer.minX - slack && inner.minY >= outer.minY - slack
                && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
        }
        // The unsafe region: the strips of the root between its edges and the safe area.
        let strips = [
            LayoutRect(x: 0, y: 0, width: root.width, height: safeArea.minY),
            LayoutRect(x: 0, y: safeArea.maxY, width: root.width, height: root.height - safeArea.maxY),
            LayoutRect(x: 0, y: 0, width: safeArea.minX, height: root.height),
            LayoutRect(x: safeArea.maxX, y: 0, width: root.width - safeArea.maxX, height: root.height),
        ].filter(hasArea)
        // Recorded frames describe one configuration: the design canvas, laid out left to
        // right at the root's recorded size (Xcode's canvas). Elsewhere every view would
        // be "misplaced" (a batch over all devices reported tens of thousands), so they
        // are compared only there; a root with no recorded frame compares at any size.
        let comparesRecordedFrames = direction == .leftToRight
            && (hierarchy.views[0].view.recordedFrame.map { recorded in
                abs(recorded.width - root.width) <= 0.5 && abs(recorded.height - root.height) <= 0.5
            } ?? true)
        var children: [Int: [Int]] = [:]
        // Read from ``facts``: a copied entry would retain every field of its view.
        for index in facts.parents.indices {
            let frame = frames[index]
            let parent = facts.parents[index]
            if comparesRecordedFrames, parent != nil, let recorded = facts.recordedFrames[index] {
                let local = frame.inSuperview
                let differences = [local.x - recorded.x, local.y - recorded.y, local.width - recorded.width, local.height - recorded.height]
                if differences.contains(where: { abs($0) > 0.5 + tolerance }) {
                    misplaced.append(.misplaced(view: facts.ids[index], frame: local, recordedFrame: recorded))
                }
            }
            guard !hidden[index] else { continue }
            if frame.inRoot.width <= tolerance || frame.inRoot.height <= tolerance {
                zero.append(.zeroSize(view: facts.ids[index], frame: frame.inRoot))
            }
            guard let parent else { continue }
            children[parent, default: []].append(index)
            // A control's frame may reach past the rectangle Auto Layout aligns (a switch's
            // is 2 pt wider): that overhang is drawn by UIKit on purpose, so clipping is
            // judged on the alignment rectangle.
            let local = facts.alignmentRect(forFrame: frame.inSuperview, ofView: index)
            let size = frames[parent].inRoot
            var bounds = LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
            if !scrollViews.isEmpty, let scrolling = scrollViews[facts.ids[parent]] {
                // What can be scrolled into view: the content, and the bounds at rest,
                // which start at the content offset (minus the adjusted inset).
                let inset = contentOffsetInset(ofScrollView: parent)
                let minX = min(0, -inset.left), minY = min(0, -inset.top)
                bounds = LayoutRect(
                    x: minX, y: minY,
                    width: max(size.width - inset.left, scrolling.contentSize.width) - minX,
                    height: max(size.height - inset.top, scrolling.contentSize.height) - minY)
            }
            if !contains(bounds, local) {
                let shared = local.intersection(bounds)
                let touches = shared.map { hasArea(local) ? hasArea($0) : true } ?? false
                if touches {
                    clipped.append(.outsideSuperview(view: facts.ids[index], frame: local, superviewBounds: bounds))
                } else {
                    outside.append(.entirelyOutsideSuperview(
                        view: facts.ids[index], superview: facts.ids[parent], frame: local,
                        superviewBounds: bounds))
                }
            }
            let intrudes = strips.contains { $0.intersection(frame.inRoot).map(hasArea) ?? false }
            // Containers (views with subviews) and plain views (backgrounds, separators)
            // reaching under the status bar or home indicator are full-bleed by design;
            // content (text, images, controls) is what must stay safe, and it is checked.
            // Content of a scroll view scrolls into the safe area; where it rests says nothing.
            if hasArea(frame.inRoot), intrudes, !facts.decoration[index], !facts.scrolled[index],
                !contains(frame.inRoot, safeArea)
            {
                unsafe.append(.outsideSafeArea(view: facts.ids[index], frame: frame.inRoot, safeArea: safeArea))
            }
        }
        for parent in children.keys.sorted() {
            let siblings = (children[parent] ?? []).filter { hasArea(frames[$0].inSuperview) }
            var pairs = 0
            for (position, first) in siblings.enumerated() {
                for second in siblings[(position + 1)...] {
                    guard let shared = frames[first].inSuperview.intersection(frames[second].inSuperview), hasArea(shared)
                    else { continue }
                    pairs += 1
                    guard pairs <= Self.overlappingPairsListed else { continue }
                    overlapping.append(.overlappingSiblings(
                        first: facts.ids[first], second: facts.ids[second],
                        intersection: shared))
                }
            }
            if pairs > Self.overlappingPairsListed {
                overlapping.append(.overlappingSiblingsNotListed(
                    superview: facts.ids[parent], pairs: pairs, listed: Self.overlappingPairsListed))
            }
        }
        return zero + clipped + outside + unsafe + overlapping + misplaced
    }
}
