/// Draws a ``LayoutDiff`` over the newer result: every view where it now is (faint),
/// and for each change the old frame dashed and the new one solid, joined by an arrow
/// line from the old centre to the new; appeared views in green, disappeared ones
/// dashed red, views with a new problem outlined in the problem's colour.
///
/// Same canvas and coordinates as ``SVGRenderer`` (root points, one unit per point),
/// and the same determinism: equal input, equal bytes.
public struct DiffOverlayRenderer: Sendable {
    public var flavor: SVGFlavor

    public init(flavor: SVGFlavor = .standalone) {
        self.flavor = flavor
    }

    static let before = "#78909c"
    static let after = "#1565c0"
    static let appeared = "#2e7d32"
    static let disappeared = "#c62828"

    public func render(from old: ConfigurationResult, to new: ConfigurationResult) -> String {
        let diff = LayoutDiff(from: old, to: new)
        var content = new.views.compactMap { new.layout.frames[$0.id]?.inRoot }
        for change in diff.changes {
            switch change {
            case .moved(_, let from, _), .resized(_, let from, _), .disappeared(_, let from): content.append(from)
            case .appeared: break
            }
        }
        let legend: [(String, String, String, Bool)] = [
            ("legend-before", Self.before, "before (dashed)", true),
            ("legend-after", Self.after, "after (solid)", false),
            ("legend-appeared", Self.appeared, "appeared", false),
            ("legend-disappeared", Self.disappeared, "disappeared", true),
        ]
        let canvas = SVGCanvas(container: new.containerRect, content: content, legendRows: legend.count + 1)
        var writer = MarkupWriter()
        canvas.open(&writer, flavor: flavor, title: diff.text.split(separator: "\n").first.map(String.init) ?? "", className: "layoutdb-diff")
        SVGCanvas.container(&writer, new)

        let newProblems = ProblemKind.byView(diff.newDiagnostics)
        writer.open("g", [("class", "views")])
        for view in new.views {
            guard let frame = new.layout.frames[view.id]?.inRoot else { continue }
            let kinds = newProblems[view.id] ?? []
            var rect: [(String, String)] = [("class", "frame")] + SVGCanvas.rect(frame)
            rect += [("fill", "none"), ("stroke", kinds.first?.color ?? "#b0bec5"), ("stroke-width", kinds.isEmpty ? "0.5" : "1.5")]
            writer.open("g", [("class", kinds.isEmpty ? "view" : "view new-problem"), ("data-view", view.id)])
            writer.empty("rect", rect)
            writer.close()
        }
        writer.close()

        writer.open("g", [("class", "changes")])
        for change in diff.changes { drawChange(&writer, change) }
        writer.close()
        for (row, entry) in legend.enumerated() {
            canvas.legendRow(&writer, row: row, className: entry.0, color: entry.1, text: entry.2, dashed: entry.3, filled: false)
        }
        let summary = "\(diff.changes.count) changed view\(diff.changes.count == 1 ? "" : "s"), "
            + "\(diff.newDiagnostics.count) new problem\(diff.newDiagnostics.count == 1 ? "" : "s"), "
            + "\(diff.fixedDiagnostics.count) fixed"
        writer.element(
            "text",
            [("class", "caption"), ("x", pt(canvas.drawing.x + 6)),
             ("y", pt(canvas.legendTop + Double(legend.count) * SVGCanvas.legendRowHeight + 10)), ("font-size", "10"),
             ("fill", "#263238")],
            text: summary)
        writer.close()
        return writer.text
    }

    private func drawChange(_ writer: inout MarkupWriter, _ change: FrameChange) {
        writer.open("g", [("class", "change " + change.kind), ("data-view", change.view)])
        writer.element("title", text: change.text)
        switch change {
        case .moved(let view, let from, let to), .resized(let view, let from, let to):
            writer.empty(
                "rect",
                [("class", "before")] + SVGCanvas.rect(from)
                    + [("fill", "none"), ("stroke", Self.before), ("stroke-width", "1"), ("stroke-dasharray", "4 3")])
            writer.empty(
                "rect",
                [("class", "after")] + SVGCanvas.rect(to)
                    + [("fill", Self.after), ("fill-opacity", "0.08"), ("stroke", Self.after), ("stroke-width", "1.5")])
            writer.empty(
                "line",
                [("class", "shift"), ("x1", pt(from.x + from.width / 2)), ("y1", pt(from.y + from.height / 2)),
                 ("x2", pt(to.x + to.width / 2)), ("y2", pt(to.y + to.height / 2)), ("stroke", Self.after),
                 ("stroke-width", "0.75")])
            label(&writer, view, at: to, color: Self.after)
        case .appeared(let view, let frame):
            writer.empty(
                "rect",
                [("class", "after")] + SVGCanvas.rect(frame)
                    + [("fill", Self.appeared), ("fill-opacity", "0.1"), ("stroke", Self.appeared), ("stroke-width", "1.5")])
            label(&writer, view, at: frame, color: Self.appeared)
        case .disappeared(let view, let frame):
            writer.empty(
                "rect",
                [("class", "before")] + SVGCanvas.rect(frame)
                    + [("fill", "none"), ("stroke", Self.disappeared), ("stroke-width", "1.5"), ("stroke-dasharray", "4 3")])
            label(&writer, view, at: frame, color: Self.disappeared)
        }
        writer.close()
    }

    private func label(_ writer: inout MarkupWriter, _ text: String, at frame: LayoutRect, color: String) {
        writer.element(
            "text",
            [("class", "label"), ("x", pt(frame.x + 2)), ("y", pt(frame.y + SVGCanvas.labelSize + 1)),
             ("font-size", pt(SVGCanvas.labelSize)), ("fill", color)],
            text: text)
    }
}
