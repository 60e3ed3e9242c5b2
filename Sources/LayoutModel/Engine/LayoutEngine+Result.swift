/// Reading a solve back: frames on the pixel grid and the diagnostics.
extension LayoutEngine {
    /// The frames on the pixel grid and every diagnostic.
    public func result() -> LayoutResult {
        let grid = PixelGrid(scale: scale)
        let viewRects = roundedFrames()
        var frames: [String: ItemFrame] = [:]
        frames.reserveCapacity(facts.ids.count + facts.guideIDs.count)
        for (index, id) in facts.ids.enumerated() {
            frames[id] = viewRects[index]
        }
        for (index, id) in facts.guideIDs.enumerated() {
            // A guide is rounded in its owner's coordinates, as a subview would be.
            frames[id] = rounded(guideFrames[index].rect(in: solver), in: facts.guideOwners[index], viewRects: viewRects)
        }
        let scrolling = scrollViewLayouts(viewRects: viewRects)
        var diagnostics = unsatisfiable.map(LayoutDiagnostic.unsatisfiable)
        diagnostics += ambiguities(grid: grid).map(LayoutDiagnostic.ambiguous)
        diagnostics += ambiguousScrollContent()
        if usesStandardRowHeight {
            diagnostics.append(.standardRowHeight(cell: hierarchy.root.id, height: containerSize.height))
        }
        diagnostics += geometryDiagnostics(frames: viewRects, scrollViews: scrolling)
        return LayoutResult(frames: frames, diagnostics: diagnostics, scale: scale, scrollViews: scrolling)
    }

    /// Every view's frame on the pixel grid, in depth-first order: rounded in the
    /// superview's coordinates from the unrounded solution, then placed at the
    /// superview's rounded origin. A scroll view's coordinates are its bounds, which at
    /// rest start at its content offset (``contentOffsetInset(ofScrollView:)``): a
    /// subview is as far from the bounds' origin as from the content's on screen.
    func roundedFrames() -> [ItemFrame] {
        let grid = PixelGrid(scale: scale)
        let count = facts.parents.count
        var frames: [ItemFrame] = []
        frames.reserveCapacity(count)
        // Each view's unrounded frame, kept for its subviews' origins.
        var exact: [LayoutRect] = []
        exact.reserveCapacity(count)
        for index in 0..<count {
            let frame = facts.frame(forAlignmentRect: viewFrames[index].rect(in: solver), ofView: index)
            exact.append(frame)
            guard let parent = facts.parents[index] else {
                let rect = grid.round(frame)
                frames.append(ItemFrame(inRoot: rect, inSuperview: rect))
                continue
            }
            let (origin, placed) = boundsOrigins(of: parent, exact: exact[parent], placed: frames[parent].inRoot)
            frames.append(Self.rounded(frame, origin: origin, placed: placed, grid: grid))
        }
        return frames
    }

    /// `exact` (root coordinates) rounded in the coordinates of view `parent`.
    func rounded(_ exact: LayoutRect, in parent: Int, viewRects: [ItemFrame]) -> ItemFrame {
        let frame = facts.frame(forAlignmentRect: viewFrames[parent].rect(in: solver), ofView: parent)
        let (origin, placed) = boundsOrigins(of: parent, exact: frame, placed: viewRects[parent].inRoot)
        return Self.rounded(exact, origin: origin, placed: placed, grid: PixelGrid(scale: scale))
    }

    /// Where view `index`'s bounds start on screen, unrounded and rounded, given its
    /// frame's: in from its frame by the resting content offset for a scroll view.
    private func boundsOrigins(of index: Int, exact: LayoutRect, placed: LayoutRect) -> (LayoutRect, LayoutRect) {
        let inset = contentOffsetInset(ofScrollView: index)
        guard inset.left != 0 || inset.top != 0 else { return (exact, placed) }
        return (exact.offsetBy(dx: inset.left, dy: inset.top), placed.offsetBy(dx: inset.left, dy: inset.top))
    }

    /// `exact` rounded relative to its superview's unrounded frame `origin`, then placed
    /// at the superview's rounded frame `placed`.
    private static func rounded(_ exact: LayoutRect, origin: LayoutRect, placed: LayoutRect, grid: PixelGrid) -> ItemFrame {
        let local = grid.round(exact.offsetBy(dx: -origin.x, dy: -origin.y))
        return ItemFrame(inRoot: local.offsetBy(dx: placed.x, dy: placed.y), inSuperview: local)
    }
}
