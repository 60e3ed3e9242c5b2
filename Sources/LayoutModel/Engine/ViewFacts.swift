/// What reading frames and checking them needs of each view, taken from the solved
/// hierarchy once per engine.
///
/// Frames are read several times per configuration (wrapping passes, the insets that
/// follow frames, the result and its diagnostics), each time for every view. Reading a
/// ``LayoutHierarchy/Entry`` out of the hierarchy copies a whole ``ViewNode`` (dozens of
/// reference-counted fields), and the alignment insets were looked up by class name
/// each time; in a sweep those copies and lookups cost more than the arithmetic. None
/// of it changes while an engine lives (the hierarchy is a `let`), so it is kept here
/// as plain arrays, in the hierarchy's depth-first order.
struct ViewFacts: Sendable {
    /// Each view's id.
    let ids: [String]
    /// The index of each view's superview; nil for the root.
    let parents: [Int?]
    /// ``AlignmentRectInsets/insets(of:)`` of each view.
    let alignmentInsets: [EdgeInsets]
    /// Whether the view does not show: hidden, or inside a hidden view.
    let hidden: [Bool]
    /// Whether the view is inside a scroll view, at any depth.
    let scrolled: [Bool]
    /// Whether the view is a container (has subviews) or a plain `UIView`: full-bleed by
    /// design, never reported outside the safe area.
    let decoration: [Bool]
    /// Each view's frame as the document recorded it (for misplacement).
    let recordedFrames: [LayoutRect?]
    /// Whether the view raises its margins to its superview's (`preservesSuperviewLayoutMargins`).
    let preservesMargins: [Bool]
    /// Whether the view's margins add its safe area (`insetsLayoutMarginsFromSafeArea`).
    let insetsMarginsFromSafeArea: [Bool]
    /// The view's own layout margins resolved for its effective direction.
    let resolvedMargins: [EdgeInsets]
    /// Each custom guide's owner, by index (the root where the owner is unknown).
    let guideOwners: [Int]
    /// Each custom guide's id.
    let guideIDs: [String]

    /// - Parameter direction: the trait collection's, which each view's own resolves under.
    init(_ hierarchy: LayoutHierarchy, direction: LayoutDirection) {
        let views = hierarchy.views
        var ids: [String] = []
        var parents: [Int?] = []
        var insets: [EdgeInsets] = []
        var hidden: [Bool] = []
        var scrolled: [Bool] = []
        var decoration: [Bool] = []
        ids.reserveCapacity(views.count)
        parents.reserveCapacity(views.count)
        insets.reserveCapacity(views.count)
        hidden.reserveCapacity(views.count)
        scrolled.reserveCapacity(views.count)
        decoration.reserveCapacity(views.count)
        for (index, entry) in views.enumerated() {
            ids.append(entry.view.id)
            parents.append(entry.parent)
            insets.append(AlignmentRectInsets.insets(of: entry.view))
            hidden.append(entry.view.isHidden || (entry.parent.map { hidden[$0] } ?? false))
            // Inside a scroll view: the parent is one, or is inside one.
            scrolled.append(entry.parent.map { ScrollViewContent.isScrollView(views[$0].view) || scrolled[$0] } ?? false)
            let isContainer = index + 1 < views.count && views[index + 1].parent == index
            decoration.append(isContainer || entry.view.className == "UIView")
        }
        self.ids = ids
        self.parents = parents
        self.alignmentInsets = insets
        self.hidden = hidden
        self.scrolled = scrolled
        self.decoration = decoration
        recordedFrames = views.map(\.view.recordedFrame)
        preservesMargins = views.map(\.view.preservesSuperviewLayoutMargins)
        insetsMarginsFromSafeArea = views.map(\.view.insetsLayoutMarginsFromSafeArea)
        resolvedMargins = views.map { entry in
            entry.view.layoutMargins.resolved(for: entry.view.semanticContentAttribute.effectiveDirection(under: direction))
        }
        guideOwners = hierarchy.guides.map { hierarchy.indexOfView($0.owner) ?? 0 }
        guideIDs = hierarchy.guides.map(\.id)
    }

    /// ``AlignmentRectInsets/frame(forAlignmentRect:of:)`` for view `index`, with the
    /// same arithmetic.
    func frame(forAlignmentRect rect: LayoutRect, ofView index: Int) -> LayoutRect {
        let insets = alignmentInsets[index]
        guard insets != .zero else { return rect }
        return LayoutRect(
            x: rect.x - insets.left, y: rect.y - insets.top,
            width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
    }

    /// ``AlignmentRectInsets/alignmentRect(forFrame:of:)`` for view `index`.
    func alignmentRect(forFrame frame: LayoutRect, ofView index: Int) -> LayoutRect {
        alignmentInsets[index].inset(frame)
    }
}
