/// Scroll views: their content area and the constraints that attach to it
/// (``ScrollViewContent``).
extension LayoutEngine {
    /// Whether view `index` is `ancestor` or inside it.
    func isInside(_ index: Int, _ ancestor: Int) -> Bool {
        var current: Int? = index
        while let view = current {
            if view == ancestor { return true }
            current = hierarchy.views[view].parent
        }
        return false
    }

    /// Whether `target` is content of scroll view `scroll`: a view inside it (or a
    /// built-in guide of one), or a custom guide owned by it or by a view inside it.
    func isContent(_ target: Target, of scroll: Int) -> Bool {
        switch target {
        case .view(let index, _): return index != scroll && isInside(index, scroll)
        case .customGuide(let index):
            guard let owner = hierarchy.indexOfView(hierarchy.guides[index].owner) else { return false }
            return isInside(owner, scroll)
        }
    }

    /// Whether `anchor` of `spec` is a scroll view's edge or margin that attaches to its
    /// content area: the anchor is the scroll view itself and the other side its content.
    /// Returns the scroll view's index when it does.
    func contentAreaScrollView(for anchor: AnchorReference, in spec: ConstraintSpec) throws(LayoutEngineError) -> Int? {
        guard ScrollViewContent.attachesToContentArea(anchor.attribute), let second = spec.second,
            case .view(let scroll, nil) = try target(of: anchor, in: spec),
            ScrollViewContent.isScrollView(hierarchy.views[scroll].view)
        else { return nil }
        let other = anchor == spec.first ? second : spec.first
        return isContent(try target(of: other, in: spec), of: scroll) ? scroll : nil
    }

    /// Per scroll view, the axes on which an active constraint reaches its content area.
    func usedScrollContentAxes() throws(LayoutEngineError) -> [Int: Set<LayoutAxis>] {
        var used: [Int: Set<LayoutAxis>] = [:]
        for spec in hierarchy.constraints where spec.isActive && !spec.isPlaceholder {
            for anchor in [spec.first] + (spec.second.map { [$0] } ?? []) {
                guard let axis = anchor.attribute.axis else { continue }
                if case .view(let index, .contentLayout?) = try target(of: anchor, in: spec) {
                    used[index, default: []].insert(axis)
                } else if let scroll = try contentAreaScrollView(for: anchor, in: spec) {
                    used[scroll, default: []].insert(axis)
                }
            }
        }
        return used
    }

    /// The content area's origin where UIKit's resting content offset puts it on screen
    /// (its adjusted content inset in from the scroll view's top left:
    /// ``contentOffsetInset(ofScrollView:)``), and a zero size on each axis nothing
    /// attaches to.
    mutating func addScrollContentConstraints(of index: Int) throws(LayoutEngineError) {
        guard let area = contentFrames[index] else { return }
        for edge in [FrameEdge.left, .top] {
            let serial = nextSerial()
            let (constraint, diagnosed) = scrollContentOriginConstraint(of: index, edge: edge, serial: serial)
            if let id = try install(constraint, as: diagnosed) {
                scrollContentOrigins[index, default: [:]][edge] = InstalledEdge(id: id, serial: serial)
            }
        }
        let id = hierarchy.views[index].view.id
        let axes = scrollContentAxes[index] ?? []
        var pins: [(LinearExpression, String, String)] = []
        if !axes.contains(.horizontal) { pins.append((LinearExpression(area.width), "H:[", "(0)]")) }
        if !axes.contains(.vertical) { pins.append((LinearExpression(area.height), "V:[", "(0)]")) }
        for (expression, before, after) in pins {
            let text = ConstraintText.scrollContentGuide(of: index, before: before, after: after, serial: nextSerial())
            try install(
                Constraint(expression, .equal, priority: .required),
                as: PendingConstraint(source: .scrollContentLayout(view: id), text: text))
        }
    }

    /// The content area's left or top edge pinned at the current pass's resting offset.
    func scrollContentOriginConstraint(of index: Int, edge: FrameEdge, serial: Int) -> (Constraint, PendingConstraint) {
        let area = contentFrames[index] ?? viewFrames[index]
        let scroll = viewFrames[index]
        let inset = contentOffsetInset(ofScrollView: index)
        let (expression, before) = edge == .left
            ? (area.left - scroll.left - inset.left, "H:|-(\(NumberText.g(inset.left)))-[")
            : (area.top - scroll.top - inset.top, "V:|-(\(NumberText.g(inset.top)))-[")
        let text = ConstraintText.scrollContentGuide(of: index, before: before, after: "]", serial: serial)
        return (Constraint(expression, .equal, priority: .required),
            PendingConstraint(source: .scrollContentLayout(view: hierarchy.views[index].view.id), text: text))
    }

    /// How far in from a scroll view's top left its content starts on screen at rest:
    /// UIKit's content offset at rest is minus the adjusted content inset
    /// (``DerivedInsets/adjustedContentInsets``), so a scroll view under the status bar
    /// shows its content's top 59 points down on an iPhone 15. Zero for any other view.
    /// The scroll view's subviews have their frames in its bounds, which start there.
    func contentOffsetInset(ofScrollView index: Int) -> (left: Double, top: Double) {
        guard let insets = derived.adjustedContentInsets[index] else { return (0, 0) }
        return (insets.left, insets.top)
    }

    /// A scroll view's edge or margin attribute on its content area: margins are the
    /// content area inset by the scroll view's layout margins.
    func contentAreaExpression(ofScrollView index: Int, _ attribute: LayoutAttribute) -> LinearExpression? {
        guard let area = contentFrames[index] else { return nil }
        var plain = attribute.nonMarginCounterpart
        if plain == .leading || plain == .trailing {
            let leftToRight = effectiveDirection(ofView: index) == .leftToRight
            plain = (plain == .leading) == leftToRight ? .left : .right
        }
        guard let expression = area.expression(for: plain, direction: .leftToRight, baselineOffset: nil) else { return nil }
        guard attribute.isMargin else { return expression }
        let margins = derived.margins[index]
        switch plain {
        case .left: return expression + margins.left
        case .right: return expression - margins.right
        case .top: return expression + margins.top
        case .bottom: return expression - margins.bottom
        case .centerX: return expression + (margins.left - margins.right) / 2
        case .centerY: return expression + (margins.top - margins.bottom) / 2
        default: return expression
        }
    }

    /// `insets` of view `index` as the scroll views it is content of adjust them
    /// (``ScrollContentInsetAdjustment``).
    func scrolledContentSafeArea(_ insets: EdgeInsets, ofView index: Int, layouts: [String: ScrollViewLayout]) -> EdgeInsets {
        guard !layouts.isEmpty, facts.scrolled[index] else { return insets }
        var insets = insets
        var ancestor = facts.parents[index]
        while let scroll = ancestor {
            if let layout = layouts[facts.ids[scroll]] {
                insets = ScrollContentInsetAdjustment.contentSafeArea(
                    insets, in: layout,
                    alwaysVertically: alwaysAdjustsVertically(scrollView: scroll))
            }
            ancestor = facts.parents[scroll]
        }
        return insets
    }

    /// Whether the scroll view at `index` is inset vertically whether it scrolls or not
    /// (``ViewControllerRoot/alwaysAdjustsScrollViewsVertically``).
    func alwaysAdjustsVertically(scrollView index: Int) -> Bool {
        viewController?.alwaysAdjustsScrollViewsVertically == true && hierarchy.isControllersScrollView(at: index)
    }

    /// Each scroll view's content and frame sizes on the pixel grid, by id.
    func scrollViewLayouts(viewRects: [ItemFrame]) -> [String: ScrollViewLayout] {
        var layouts: [String: ScrollViewLayout] = [:]
        for index in scrollViews {
            guard let area = contentFrames[index] else { continue }
            let content = rounded(area.rect(in: solver), in: index, viewRects: viewRects).inSuperview
            let frame = viewRects[index].inRoot
            layouts[hierarchy.views[index].view.id] = ScrollViewLayout(
                contentSize: LayoutSize(width: content.width, height: content.height),
                frameSize: LayoutSize(width: frame.width, height: frame.height))
        }
        return layouts
    }

    /// Scroll views whose content size the constraints leave open, with the open axes.
    func ambiguousScrollContent() -> [LayoutDiagnostic] {
        let areas = scrollViews.compactMap { index in contentFrames[index].map { (index, $0) } }
        guard !areas.isEmpty else { return [] }
        let ambiguity = solver.ambiguity(of: areas.flatMap { [$0.1.width, $0.1.height] })
        guard ambiguity.isAmbiguous else { return [] }
        return areas.compactMap { index, area in
            let axes = [(LayoutAxis.horizontal, area.width), (.vertical, area.height)]
                .filter { ambiguity.ranges[$0.1] != nil }.map(\.0)
            guard !axes.isEmpty else { return nil }
            return .scrollableContentSizeAmbiguous(scrollView: hierarchy.views[index].view.id, axes: axes)
        }
    }
}
