/// Diagnostics read from a solved layout: ambiguity, collapsed views, views outside
/// their superview.
extension LayoutEngine {
    /// Views (the root excepted: the window pins it) and custom guides whose variables
    /// the solver reports as not uniquely determined, each with another valid frame.
    func ambiguities(grid: PixelGrid) -> [AmbiguousLayout] {
        let items: [(id: String, isGuide: Bool, frame: FrameVariables)] =
            hierarchy.views.indices.dropFirst().map { (hierarchy.views[$0].view.id, false, viewFrames[$0]) }
            + hierarchy.guides.indices.map { (hierarchy.guides[$0].id, true, guideFrames[$0]) }
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

    /// Visible views with a zero (or negative) width or height, then views that leave
    /// their superview's bounds, in document order. Hidden views are skipped for both:
    /// nothing of them shows.
    func geometryDiagnostics(rootFrames: [LayoutRect]) -> [LayoutDiagnostic] {
        var zero: [LayoutDiagnostic] = []
        var outside: [LayoutDiagnostic] = []
        let tolerance = 1e-6
        for (index, entry) in hierarchy.views.enumerated() where !entry.view.isHidden {
            let frame = rootFrames[index]
            if frame.width <= tolerance || frame.height <= tolerance {
                zero.append(.zeroSize(view: entry.view.id, frame: frame))
            }
            guard let parent = entry.parent else { continue }
            let bounds = rootFrames[parent]
            let local = frame.offsetBy(dx: -bounds.x, dy: -bounds.y)
            if local.minX < -tolerance || local.minY < -tolerance
                || local.maxX > bounds.width + tolerance || local.maxY > bounds.height + tolerance
            {
                outside.append(.outsideSuperview(
                    view: entry.view.id, frame: local,
                    superviewBounds: LayoutRect(x: 0, y: 0, width: bounds.width, height: bounds.height)))
            }
        }
        return zero + outside
    }
}
