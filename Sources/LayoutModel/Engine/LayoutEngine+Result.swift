/// Reading a solve back: frames on the pixel grid and the diagnostics.
extension LayoutEngine {
    /// The frames on the pixel grid and every diagnostic.
    public func result() -> LayoutResult {
        let grid = PixelGrid(scale: scale)
        let viewRects = roundedFrames()
        var frames: [String: ItemFrame] = [:]
        for (index, entry) in hierarchy.views.enumerated() {
            frames[entry.view.id] = viewRects[index]
        }
        for (index, guide) in hierarchy.guides.enumerated() {
            // A guide is rounded in its owner's coordinates, as a subview would be.
            let owner = hierarchy.indexOfView(guide.owner) ?? 0
            frames[guide.id] = rounded(guideFrames[index].rect(in: solver), in: owner, viewRects: viewRects)
        }
        let scrolling = scrollViewLayouts(viewRects: viewRects)
        var diagnostics = unsatisfiable.map(LayoutDiagnostic.unsatisfiable)
        diagnostics += ambiguities(grid: grid).map(LayoutDiagnostic.ambiguous)
        diagnostics += ambiguousScrollContent()
        diagnostics += geometryDiagnostics(frames: viewRects, scrollViews: scrolling)
        return LayoutResult(frames: frames, diagnostics: diagnostics, scale: scale, scrollViews: scrolling)
    }

    /// Every view's frame on the pixel grid, in depth-first order: rounded in the
    /// superview's coordinates from the unrounded solution, then placed at the
    /// superview's rounded origin.
    func roundedFrames() -> [ItemFrame] {
        var frames: [ItemFrame] = []
        frames.reserveCapacity(hierarchy.views.count)
        for (index, entry) in hierarchy.views.enumerated() {
            let exact = AlignmentRectInsets.frame(forAlignmentRect: viewFrames[index].rect(in: solver), of: entry.view)
            guard let parent = entry.parent else {
                let rect = PixelGrid(scale: scale).round(exact)
                frames.append(ItemFrame(inRoot: rect, inSuperview: rect))
                continue
            }
            frames.append(rounded(exact, in: parent, viewRects: frames))
        }
        return frames
    }

    /// `exact` (root coordinates) rounded in the coordinates of view `parent`.
    func rounded(_ exact: LayoutRect, in parent: Int, viewRects: [ItemFrame]) -> ItemFrame {
        let grid = PixelGrid(scale: scale)
        let origin = AlignmentRectInsets.frame(
            forAlignmentRect: viewFrames[parent].rect(in: solver), of: hierarchy.views[parent].view)
        let local = grid.round(exact.offsetBy(dx: -origin.x, dy: -origin.y))
        let placed = viewRects[parent].inRoot
        return ItemFrame(inRoot: local.offsetBy(dx: placed.x, dy: placed.y), inSuperview: local)
    }
}
