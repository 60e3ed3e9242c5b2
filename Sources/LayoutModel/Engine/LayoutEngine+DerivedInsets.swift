/// The insets that depend on frames (subview safe areas, preserved margins, readable
/// guides): the first guess, and what the current frames say.
extension LayoutEngine {
    /// The first guess: no subview safe areas, own margins, uncapped readable guides.
    func initialDerivedInsets() -> DerivedInsets {
        let safe = [safeAreaInsets] + Array(repeating: EdgeInsets.zero, count: hierarchy.views.count - 1)
        let margins = hierarchy.views.indices.map { ownMargins(ofView: $0, safeArea: safe[$0]) }
        return DerivedInsets(
            safeArea: safe, margins: margins,
            readable: Dictionary(uniqueKeysWithValues: readableUsers.map { ($0, 0) }))
    }

    /// Every frame-dependent inset from the current (rounded) frames.
    ///
    /// - Safe area: the root's is given; a subview's is the overlap of its frame with the
    ///   root's unsafe region, per edge.
    /// - Margins: ``ownMargins(ofView:safeArea:)``, a wide table's sides raised on a phone
    ///   in portrait (``TableViewMargins``); with `preservesSuperviewLayoutMargins`
    ///   each edge is raised to the superview's effective margin less the view's
    ///   distance from that superview edge (uikit-defaults.md §4), so content inside
    ///   never crosses the superview's margin (an inset grouped table's cell takes its
    ///   inset as its side margins, ``TableViewMargins/insetGroupedCellMargins(_:of:frame:in:tableFrame:)``).
    ///   Parents come first in depth-first order,
    ///   so a chain of preserving views takes its parent's new margins.
    /// - Readable: half of what the margins guide is wider than the readable width.
    func computeDerivedInsets() -> DerivedInsets {
        let safe = safeAreaInsets.inset(LayoutRect(x: 0, y: 0, width: containerSize.width, height: containerSize.height))
        let rounded = roundedFrames()
        let frames = rounded.map(\.inRoot)
        let scrolling = scrollViewLayouts(viewRects: rounded)
        var safeInsets: [EdgeInsets] = []
        var margins: [EdgeInsets] = []
        var adjustedContentInsets: [Int: EdgeInsets] = [:]
        for index in frames.indices {
            let frame = frames[index]
            func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
            // A fitted view has no window: nothing of it is unsafe.
            let viewSafe = index == 0 ? safeAreaInsets : fitting != nil ? .zero : EdgeInsets(
                top: clamp(safe.minY - frame.minY, frame.height),
                left: clamp(safe.minX - frame.minX, frame.width),
                bottom: clamp(frame.maxY - safe.maxY, frame.height),
                right: clamp(frame.maxX - safe.maxX, frame.width))
            safeInsets.append(scrolledContentSafeArea(viewSafe, ofView: index, layouts: scrolling))
            var own = ownMargins(ofView: index, safeArea: safeInsets[index])
            if viewController?.widensPhoneTableMargins == true {
                own = TableViewMargins.phoneMargins(own, of: hierarchy.views[index].view, width: frame.width)
            }
            if let parent = facts.parents[index], facts.preservesMargins[index] {
                // Distances on screen: scroll content already sits its scroll view's
                // adjusted inset in (``roundedFrames()``), so it keeps its own margin there.
                let outer = frames[parent]
                let inherited = margins[parent]
                own.top = max(own.top, inherited.top - (frame.minY - outer.minY))
                own.left = max(own.left, inherited.left - (frame.minX - outer.minX))
                own.bottom = max(own.bottom, inherited.bottom - (outer.maxY - frame.maxY))
                own.right = max(own.right, inherited.right - (outer.maxX - frame.maxX))
                own = TableViewMargins.insetGroupedCellMargins(
                    own, of: hierarchy.views[index].view, frame: frame, in: hierarchy.views[parent].view,
                    tableFrame: outer)
            }
            margins.append(own)
            if let layout = scrolling[facts.ids[index]] {
                let vertical = layout.scrollsVertically || alwaysAdjustsVertically(scrollView: index)
                let safe = safeInsets[index]
                let adjusted = EdgeInsets(
                    top: vertical ? safe.top : 0, left: layout.scrollsHorizontally ? safe.left : 0,
                    bottom: vertical ? safe.bottom : 0, right: layout.scrollsHorizontally ? safe.right : 0)
                if adjusted != .zero { adjustedContentInsets[index] = adjusted }
            }
        }
        var readable: [Int: Double] = [:]
        let cap = ReadableWidth.points(for: contentSize)
        for index in readableUsers {
            let width = frames[index].width - margins[index].left - margins[index].right
            readable[index] = max(0, (width - cap) / 2)
        }
        return DerivedInsets(
            safeArea: safeInsets, margins: margins, readable: readable, adjustedContentInsets: adjustedContentInsets)
    }

    /// A view's margins from its bounds before any superview preserves: its own (the
    /// controller's minimum applied on a view-controller root), plus the safe area when
    /// `insetsLayoutMarginsFromSafeArea` (additive, facts/uikit-defaults.md §4; the
    /// measured root margins in devices.json are exactly safe area + minimum).
    func ownMargins(ofView index: Int, safeArea: EdgeInsets) -> EdgeInsets {
        var margins = facts.resolvedMargins[index]
        if index == 0, let viewController {
            margins = viewController.margins(
                own: hierarchy.views[0].view.layoutMargins, direction: effectiveDirection(ofView: 0))
        }
        guard facts.insetsMarginsFromSafeArea[index] else { return margins }
        return EdgeInsets(
            top: margins.top + safeArea.top, left: margins.left + safeArea.left,
            bottom: margins.bottom + safeArea.bottom, right: margins.right + safeArea.right)
    }
}
