/// The items `explain` takes: views, custom guides, and a view's built-in guides
/// (`root.safeArea`, `root.keyboard`, and the root's legacy `root.topLayoutGuide`), named as constraints name them (FORMAT.md, "Layout guides and item
/// names"). Users ask about the safe area as naturally as about a view, and its frame is
/// decided by constraints like any other: the container's insets pin the root's, each
/// view's follows its superview's, and the margins guides hang inside them.
extension LayoutEngine {
    /// The solver variables of the item `name` and, for a guide, the view whose
    /// coordinates its frame is rounded in; nil when `name` names nothing with a frame.
    ///
    /// `V.readableContent` has variables only when a constraint uses it, a scroll view's
    /// `V.contentLayout` only for scroll views, and `V.frameLayout` is the scroll view's
    /// own frame. The root's legacy `topLayoutGuide`/`bottomLayoutGuide` (Interface
    /// Builder's `viewControllerLayoutGuide`s) have no variables of their own: they are
    /// the strips between the root's edges and its safe area's, across its width, and are
    /// explained through those (a view controller has them for its root view only). A
    /// view's keyboard guide has none either: its top is the view's safe-area bottom, its
    /// other edges the root's (``keyboardGuideEdges(ofView:)``).
    func explainedFrame(of name: String) -> (frame: ExplainedFrame, owner: Int?)? {
        if let index = hierarchy.indexOfView(name), viewFrames.indices.contains(index) {
            return (ExplainedFrame(viewFrames[index]), nil)
        }
        if let index = hierarchy.indexOfGuide(name), guideFrames.indices.contains(index) {
            return (ExplainedFrame(guideFrames[index]), facts.guideOwners[index])
        }
        guard let dot = name.lastIndex(of: "."), let guide = BuiltInGuide(rawValue: String(name[name.index(after: dot)...])),
            let view = hierarchy.indexOfView(String(name[..<dot])), viewFrames.indices.contains(view)
        else { return nil }
        if guide.isLegacy {
            guard view == 0, !safeAreaFrames.isEmpty else { return nil }
            return (ExplainedFrame(legacy: guide, root: viewFrames[0], safeArea: safeAreaFrames[0]), 0)
        }
        if guide == .keyboard {
            guard safeAreaFrames.indices.contains(view) else { return nil }
            return (ExplainedFrame(keyboardGuideEdges(ofView: view)), view)
        }
        let frame: FrameVariables?
        switch guide {
        case .safeArea: frame = safeAreaFrames.indices.contains(view) ? safeAreaFrames[view] : nil
        case .layoutMargins: frame = marginFrames.indices.contains(view) ? marginFrames[view] : nil
        case .readableContent: frame = readableFrames[view]
        case .contentLayout: frame = contentFrames[view]
        case .frameLayout: frame = contentFrames[view] == nil ? nil : viewFrames[view]
        case .topLayoutGuide, .bottomLayoutGuide, .keyboard: frame = nil
        }
        return frame.map { (ExplainedFrame($0), view) }
    }

    /// The frame of `name` (a view, a custom guide or a built-in guide as
    /// ``explainedFrame(of:)`` takes it) on the pixel grid, as ``result()`` would report
    /// it; a guide is rounded in its owner's coordinates, as a subview would be.
    public func frame(ofItem name: String) -> ItemFrame? {
        guard let (frame, owner) = explainedFrame(of: name) else { return nil }
        let viewRects = roundedFrames()
        guard let owner else {
            return hierarchy.indexOfView(name).flatMap { viewRects.indices.contains($0) ? viewRects[$0] : nil }
        }
        return rounded(frame.rect(in: solver), in: owner, viewRects: viewRects)
    }
}
