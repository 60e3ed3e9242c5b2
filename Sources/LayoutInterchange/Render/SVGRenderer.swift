/// Draws one configuration of one document as SVG: what a reviewer looks at to see
/// what the diagnostics mean.
///
/// The picture is in the root's coordinates, one unit per point, so a view's `<rect>`
/// carries its frame's numbers exactly (three decimals at most, ``PointText``). In
/// drawing order:
///
/// - a grey backdrop (the area outside the window, where off-screen views land),
/// - the container in white, the unsafe region shaded, the root's margins dashed green;
/// - every view, depth first (so in z-order), as a `<g class="view …">` holding a
///   `<rect>` at its frame in root coordinates and its id; views with problems get
///   `problem` and `problem-<kind>` classes and are outlined in the colour of their
///   first kind (``ProblemKind``); a zero-size view, which a `<rect>` cannot show,
///   gets a cross at its origin; hidden views are drawn faint and dotted;
/// - overlaps between siblings filled in their colour;
/// - each ambiguous item's other valid frame dashed, joined to the chosen one by a line
///   (the engine gives both, ``AmbiguousLayout/alternativeFrame``);
/// - a legend of what is drawn and of every problem kind present, with counts.
///
/// Output is a pure function of the input: the same result gives the same bytes.
public struct SVGRenderer: Sendable {
    public var flavor: SVGFlavor

    public init(flavor: SVGFlavor = .standalone) {
        self.flavor = flavor
    }

    public func render(_ result: ConfigurationResult) -> String {
        let frames = result.layout.frames
        let problems = ProblemKind.byView(result.layout.diagnostics)
        let counts = Self.counts(result.layout.diagnostics)
        let ambiguous = result.layout.ambiguous
        var content = result.views.compactMap { frames[$0.id]?.inRoot }
        content += ambiguous.flatMap { [$0.frame, $0.alternativeFrame] }
        let legend = Self.legend(counts: counts)
        let canvas = SVGCanvas(container: result.containerRect, content: content, legendRows: legend.count + 1)

        var writer = MarkupWriter()
        canvas.open(
            &writer, flavor: flavor, title: "\(result.documentName) — \(result.label)", className: "layoutdb-configuration")
        SVGCanvas.container(&writer, result)
        writer.open("g", [("class", "views")])
        for view in result.views {
            guard let frame = frames[view.id]?.inRoot else { continue }
            drawView(&writer, view, frame: frame, kinds: problems[view.id] ?? [])
        }
        writer.close()
        drawOverlaps(&writer, result)
        drawAmbiguities(&writer, ambiguous, views: Set(result.views.map(\.id)))
        for (row, entry) in legend.enumerated() {
            canvas.legendRow(
                &writer, row: row, className: entry.className, color: entry.color, text: entry.text,
                dashed: entry.dashed, filled: entry.filled)
        }
        writer.element(
            "text",
            [("class", "caption"), ("x", pt(canvas.drawing.x + 6)),
             ("y", pt(canvas.legendTop + Double(legend.count) * SVGCanvas.legendRowHeight + 10)),
             ("font-size", "10"), ("fill", "#263238")],
            text: caption(result))
        writer.close()
        return writer.text
    }

    private func caption(_ result: ConfigurationResult) -> String {
        let revision = result.revision.map { " r\($0)" } ?? ""
        return "\(result.documentName)\(revision) · \(result.label) · "
            + "\(pt(result.containerSize.width))×\(pt(result.containerSize.height))"
    }

    // MARK: Views

    private func drawView(_ writer: inout MarkupWriter, _ view: RenderedView, frame: LayoutRect, kinds: [ProblemKind]) {
        let color = kinds.first?.color ?? "#1565c0"
        var classes = ["view"]
        if view.parent == nil { classes.append("root") }
        if view.isHidden { classes.append("hidden") }
        if !kinds.isEmpty { classes += ["problem"] + kinds.map { "problem-\($0.rawValue)" } }
        var group: [(String, String)] = [("class", classes.joined(separator: " ")), ("data-view", view.id)]
        if view.isHidden { group.append(("opacity", "0.45")) }
        writer.open("g", group)
        writer.element("title", text: "\(view.id) (\(view.className)) \(PointText.format(frame))")
        var rect: [(String, String)] = [("class", "frame")] + SVGCanvas.rect(frame)
        rect += [
            // The root is the container: tinting it would tint the whole picture.
            ("fill", color), ("fill-opacity", view.parent == nil ? "0" : kinds.isEmpty ? "0.05" : "0.14"),
            ("stroke", color), ("stroke-width", kinds.isEmpty ? "0.75" : "1.5"),
        ]
        if view.isHidden { rect.append(("stroke-dasharray", "1 2")) }
        writer.empty("rect", rect)
        if frame.width <= 0 || frame.height <= 0 {
            // Nothing of a collapsed view shows; mark where it is.
            let x = frame.x, y = frame.y
            writer.empty(
                "path",
                [("class", "zero-size-marker"),
                 ("d", "M\(pt(x - 4)) \(pt(y - 4))L\(pt(x + 4)) \(pt(y + 4))M\(pt(x - 4)) \(pt(y + 4))L\(pt(x + 4)) \(pt(y - 4))"
                    + "M\(pt(x)) \(pt(y))L\(pt(x + max(0, frame.width))) \(pt(y + max(0, frame.height)))"),
                 ("stroke", color), ("stroke-width", "1.5"), ("fill", "none")])
        }
        if view.parent != nil || !kinds.isEmpty {
            writer.element(
                "text",
                [("class", "label"), ("x", pt(frame.x + 2)), ("y", pt(frame.y + SVGCanvas.labelSize + 1)),
                 ("font-size", pt(SVGCanvas.labelSize)), ("fill", kinds.isEmpty ? "#0d47a1" : color)],
                text: view.id)
        }
        writer.close()
    }

    /// Sibling overlaps, in root coordinates (the diagnostic gives the superview's).
    private func drawOverlaps(_ writer: inout MarkupWriter, _ result: ConfigurationResult) {
        let parents = Dictionary(result.views.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
        var opened = false
        for diagnostic in result.layout.diagnostics {
            guard case .overlappingSiblings(let first, let second, let intersection) = diagnostic else { continue }
            let origin = parents[first].flatMap { $0 }.flatMap { result.layout.frames[$0]?.inRoot } ?? result.containerRect
            if !opened {
                writer.open("g", [("class", "overlaps")])
                opened = true
            }
            writer.empty(
                "rect",
                [("class", "overlap"), ("data-views", "\(first) \(second)")]
                    + SVGCanvas.rect(intersection.offsetBy(dx: origin.x, dy: origin.y))
                    + [("fill", ProblemKind.overlappingSiblings.color), ("fill-opacity", "0.35"), ("stroke", "none")])
        }
        if opened { writer.close() }
    }

    /// The other valid frame of each ambiguous item, dashed, with a line from the
    /// chosen frame's centre to the other's; a guide (not drawn as a view) gets its
    /// chosen frame drawn here too.
    private func drawAmbiguities(_ writer: inout MarkupWriter, _ ambiguous: [AmbiguousLayout], views: Set<String>) {
        guard !ambiguous.isEmpty else { return }
        let color = ProblemKind.ambiguous.color
        writer.open("g", [("class", "ambiguities")])
        for layout in ambiguous {
            writer.open("g", [("class", "ambiguous"), ("data-view", layout.item)])
            if !views.contains(layout.item) {
                writer.empty(
                    "rect",
                    [("class", "ambiguous-frame")] + SVGCanvas.rect(layout.frame)
                        + [("fill", "none"), ("stroke", color), ("stroke-width", "1.5")])
            }
            writer.empty(
                "rect",
                [("class", "ambiguous-alternative")] + SVGCanvas.rect(layout.alternativeFrame)
                    + [("fill", color), ("fill-opacity", "0.06"), ("stroke", color), ("stroke-width", "1.5"),
                       ("stroke-dasharray", "5 3")])
            let from = layout.frame, to = layout.alternativeFrame
            writer.empty(
                "line",
                [("class", "ambiguous-link"), ("x1", pt(from.x + from.width / 2)), ("y1", pt(from.y + from.height / 2)),
                 ("x2", pt(to.x + to.width / 2)), ("y2", pt(to.y + to.height / 2)), ("stroke", color),
                 ("stroke-width", "0.75"), ("stroke-dasharray", "2 2")])
            writer.element(
                "text",
                [("class", "label"), ("x", pt(to.x + 2)), ("y", pt(to.maxY - 2)), ("font-size", pt(SVGCanvas.labelSize)),
                 ("fill", color)],
                text: "\(layout.item) (other solution)")
            writer.close()
        }
        writer.close()
    }

    // MARK: Legend

    struct LegendEntry {
        var className: String
        var color: String
        var text: String
        var dashed = false
        var filled = true
    }

    static func counts(_ diagnostics: [LayoutDiagnostic]) -> [ProblemKind: Int] {
        var counts: [ProblemKind: Int] = [:]
        for diagnostic in diagnostics {
            if let kind = ProblemKind(diagnostic) { counts[kind, default: 0] += 1 }
        }
        return counts
    }

    /// What is always drawn, then each kind present with its count.
    static func legend(counts: [ProblemKind: Int]) -> [LegendEntry] {
        var entries = [
            LegendEntry(className: "legend-view", color: "#1565c0", text: "view frame"),
            LegendEntry(className: "legend-safe-area", color: "#546e7a", text: "outside the safe area (shaded)"),
            LegendEntry(className: "legend-margins", color: "#2e7d32", text: "root layout margins", dashed: true, filled: false),
        ]
        for kind in ProblemKind.allCases {
            guard let count = counts[kind] else { continue }
            entries.append(
                LegendEntry(className: "legend-problem legend-\(kind.rawValue)", color: kind.color, text: "\(kind.title): \(count)"))
        }
        if counts.isEmpty {
            entries.append(LegendEntry(className: "legend-none", color: "#2e7d32", text: "no problems found", filled: false))
        }
        return entries
    }
}
