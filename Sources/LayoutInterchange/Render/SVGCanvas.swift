/// The drawing area shared by the configuration picture and the diff overlay: the
/// root's container and whatever lies outside it, a legend strip below, in root
/// coordinates (one unit is one point, so a frame's numbers appear unchanged in the
/// markup).
struct SVGCanvas {
    /// Space around the drawing, in points.
    static let padding = 12.0
    static let legendRowHeight = 14.0
    static let legendWidth = 240.0
    static let labelSize = 8.0

    /// The drawn region in root coordinates (padding included), legend excluded.
    let drawing: LayoutRect
    let legendRows: Int

    /// The container and every rectangle in `content`, each clamped to one container
    /// size beyond the container on every side: a view thrown thousands of points
    /// away must not shrink the picture to a dot (its diagnostic still says where).
    init(container: LayoutRect, content: [LayoutRect], legendRows: Int) {
        let limitX = (container.minX - max(container.width, 100))...(container.maxX + max(container.width, 100))
        let limitY = (container.minY - max(container.height, 100))...(container.maxY + max(container.height, 100))
        var minX = container.minX, minY = container.minY, maxX = container.maxX, maxY = container.maxY
        for rect in content where rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite {
            minX = min(minX, rect.minX.clamped(to: limitX))
            minY = min(minY, rect.minY.clamped(to: limitY))
            maxX = max(maxX, rect.maxX.clamped(to: limitX))
            maxY = max(maxY, rect.maxY.clamped(to: limitY))
        }
        let padding = Self.padding
        drawing = LayoutRect(
            x: minX - padding, y: minY - padding, width: max(maxX - minX + 2 * padding, Self.legendWidth),
            height: maxY - minY + 2 * padding)
        self.legendRows = legendRows
    }

    var legendTop: Double { drawing.maxY + 4 }
    var totalHeight: Double { drawing.height + 8 + Double(legendRows) * Self.legendRowHeight }

    /// `<svg …>` with the view box, a grey backdrop for the area outside the container,
    /// and `<title>`. Close with `writer.close()`.
    func open(_ writer: inout MarkupWriter, flavor: SVGFlavor, title: String, className: String) {
        var attributes: [(String, String)] = []
        if flavor == .standalone { attributes.append(("xmlns", "http://www.w3.org/2000/svg")) }
        attributes += [
            ("class", className),
            ("viewBox", "\(pt(drawing.x)) \(pt(drawing.y)) \(pt(drawing.width)) \(pt(totalHeight))"),
            ("width", pt(drawing.width)), ("height", pt(totalHeight)),
            ("font-family", "sans-serif"),
        ]
        if flavor == .standalone { writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") }
        writer.open("svg", attributes)
        writer.element("title", text: title)
        writer.empty(
            "rect",
            [("class", "backdrop"), ("x", pt(drawing.x)), ("y", pt(drawing.y)), ("width", pt(drawing.width)),
             ("height", pt(totalHeight)), ("fill", "#eceff1")])
    }

    /// The root's bounds in white, the unsafe region shaded and the margins dashed.
    static func container(_ writer: inout MarkupWriter, _ result: ConfigurationResult) {
        let bounds = result.containerRect
        writer.empty("rect", [("class", "container")] + rect(bounds) + [("fill", "#ffffff"), ("stroke", "#263238")])
        let safe = result.safeAreaRect
        if safe != bounds {
            // Even-odd: the container minus the safe area is the shaded, unsafe part.
            let inner = LayoutRect(
                x: safe.x, y: safe.y, width: max(0, safe.width), height: max(0, safe.height))
            writer.empty(
                "path",
                [("class", "unsafe-area"), ("d", path(bounds) + " " + path(inner)), ("fill", "#546e7a"),
                 ("fill-opacity", "0.18"), ("fill-rule", "evenodd")])
        }
        let margins = result.marginsRect
        if margins != bounds, margins.width >= 0, margins.height >= 0 {
            writer.empty(
                "rect",
                [("class", "margins")] + rect(margins)
                    + [("fill", "none"), ("stroke", "#2e7d32"), ("stroke-width", "0.75"), ("stroke-dasharray", "4 3")])
        }
    }

    /// One legend row: a swatch in `color` (dashed if asked) and `text`.
    func legendRow(_ writer: inout MarkupWriter, row: Int, className: String, color: String, text: String, dashed: Bool = false, filled: Bool = true) {
        let y = legendTop + Double(row) * Self.legendRowHeight
        let x = drawing.x + 6
        var swatch: [(String, String)] = [
            ("x", pt(x)), ("y", pt(y + 2)), ("width", "16"), ("height", "9"),
            ("fill", filled ? color : "none"), ("fill-opacity", filled ? "0.25" : "1"), ("stroke", color),
        ]
        if dashed { swatch.append(("stroke-dasharray", "3 2")) }
        writer.open("g", [("class", "legend-row " + className)])
        writer.empty("rect", swatch)
        writer.element("text", [("x", pt(x + 26)), ("y", pt(y + 10)), ("font-size", "10"), ("fill", "#263238")], text: text)
        writer.close()
    }

    /// `x`, `y`, `width`, `height` attributes; negative sizes drawn as zero.
    static func rect(_ rect: LayoutRect) -> [(String, String)] {
        [("x", pt(rect.x)), ("y", pt(rect.y)), ("width", pt(max(0, rect.width))), ("height", pt(max(0, rect.height)))]
    }

    /// A closed rectangular subpath.
    static func path(_ rect: LayoutRect) -> String {
        "M\(pt(rect.minX)) \(pt(rect.minY))H\(pt(rect.maxX))V\(pt(rect.maxY))H\(pt(rect.minX))Z"
    }
}

/// Short for ``PointText/format(_:)``: every coordinate in markup goes through it.
func pt(_ value: Double) -> String { PointText.format(value) }

extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
