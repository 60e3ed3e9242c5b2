import LayoutModel

/// report.json's configurations, written straight into bytes: for each entry the text
/// ``PrettyJSON`` gives its value (``LayoutReport/jsonValue(_:)``) four levels in,
/// without building that value (`ReportJSONTextTests` compares the two).
///
/// Why: building each configuration's tree of values (a dictionary per frame, keys
/// sorted for each) and printing it into a `String` was two thirds of what writing a
/// report cost, more than solving the batch. And most configurations of a batch share
/// their result with a neighbour (configurations placed alike, the text sizes of a
/// layout that ignores them), so the text of its frames, diagnostics and failing kinds
/// is kept for the last few results (``remembered``) and copied when the next entry's
/// result is the same.
///
/// The same means equal frames (their numbers print alike whenever they compare
/// equal: -0 prints as 0, NaN equals nothing) and the very same diagnostics array (a
/// copy of one result), or none: a diagnostic's message could show -0 where an equal
/// one shows 0.
struct ReportJSONWriter {
    let report: LayoutReport
    private(set) var output = JSONOutputBuffer()
    private var recent: [(layout: LayoutResult, texts: ResultTexts)] = []

    /// How many distinct results' texts are kept: a document's configurations come in
    /// label order, so a shared result is usually one of the last two or three (both
    /// directions of each text size of a device).
    static let remembered = 8

    /// What a result and the report's policy make of a configuration's value.
    private struct ResultTexts {
        var diagnostics: [UInt8]
        var failing: [UInt8]
        var frames: [UInt8]
        var fails: Bool
    }

    init(report: LayoutReport) { self.report = report }

    /// The text written since the last call, leaving the writer ready for more.
    mutating func takeText() -> String { output.takeString() }

    /// Bytes written and not yet taken.
    var count: Int { output.count }

    /// Raw text between entries (punctuation, indents).
    mutating func append(_ text: StaticString) { output.append(text) }

    /// Writes `entry`'s object `depth` levels in (its first line not indented, no
    /// newline after it).
    mutating func write(_ entry: ReportEntry, depth: Int) {
        let label = entry.label
        output.append("{\n")
        switch entry {
        case .unsolved(let failure):
            member("contentSize", depth, first: true)
            output.writeString(label.contentSize.rawValue)
            member("device", depth)
            output.writeString(label.deviceID)
            member("direction", depth)
            output.writeString(label.direction.rawValue)
            member("error", depth)
            output.writeString(failure.message)
            member("label", depth)
            output.writeString(label.description)
            member("multitasking", depth)
            output.writeString(label.multitasking.rawValue)
            member("orientation", depth)
            output.writeString(label.orientation.rawValue)
            if let revision = failure.revision {
                member("revision", depth)
                output.writeNumber(Double(revision))
            }
            member("status", depth)
            output.writeString(ReportStatus.error.rawValue)
        case .solved(let result):
            let texts = self.texts(of: result.layout, depth: depth + 1)
            member("container", depth, first: true)
            writeSize(result.containerSize, depth: depth + 1)
            member("contentSize", depth)
            output.writeString(label.contentSize.rawValue)
            member("device", depth)
            output.writeString(label.deviceID)
            member("diagnostics", depth)
            output.append(contentsOf: texts.diagnostics)
            member("direction", depth)
            output.writeString(label.direction.rawValue)
            member("failing", depth)
            output.append(contentsOf: texts.failing)
            member("frames", depth)
            output.append(contentsOf: texts.frames)
            member("label", depth)
            output.writeString(label.description)
            member("layoutMargins", depth)
            writeInsets(result.rootLayoutMargins, depth: depth + 1)
            member("multitasking", depth)
            output.writeString(label.multitasking.rawValue)
            member("orientation", depth)
            output.writeString(label.orientation.rawValue)
            if let revision = result.revision {
                member("revision", depth)
                output.writeNumber(Double(revision))
            }
            member("safeAreaInsets", depth)
            writeInsets(result.safeAreaInsets, depth: depth + 1)
            member("scale", depth)
            output.writeNumber(result.layout.scale)
            member("status", depth)
            output.writeString((texts.fails ? ReportStatus.failed : .passed).rawValue)
        }
        output.append(UInt8(ascii: "\n"))
        output.writeIndent(depth)
        output.append(UInt8(ascii: "}"))
    }

    /// The separator before a member of an object `depth` levels in, its indent and key.
    private mutating func member(_ key: StaticString, _ depth: Int, first: Bool = false) {
        if !first { output.append(",\n") }
        output.writeIndent(depth + 1)
        output.append(UInt8(ascii: "\""))
        output.append(key)
        output.append("\": ")
    }

    private mutating func texts(of layout: LayoutResult, depth: Int) -> ResultTexts {
        if let known = recent.first(where: { Self.sameText($0.layout, layout) }) { return known.texts }
        var scratch = JSONOutputBuffer()
        swap(&scratch, &output)
        defer { swap(&scratch, &output) }
        let failing = layout.diagnostics.filter(report.fails)
        if layout.diagnostics.isEmpty {
            output.append("[]")
        } else {
            output.append("[\n")
            for (index, diagnostic) in layout.diagnostics.enumerated() {
                output.writeIndent(depth + 1)
                PrettyJSON.write(.object(diagnostic.jsonObject), depth: depth + 1, into: &output)
                output.append(index < layout.diagnostics.count - 1 ? ",\n" : "\n")
            }
            output.writeIndent(depth)
            output.append(UInt8(ascii: "]"))
        }
        let diagnostics = output.takeBytes()
        if failing.isEmpty {
            output.append("[]")
        } else {
            output.append("[\n")
            for (index, diagnostic) in failing.enumerated() {
                output.writeIndent(depth + 1)
                output.writeString(diagnostic.kind)
                output.append(index < failing.count - 1 ? ",\n" : "\n")
            }
            output.writeIndent(depth)
            output.append(UInt8(ascii: "]"))
        }
        let failingText = output.takeBytes()
        writeFrames(layout.frames, depth: depth)
        let texts = ResultTexts(
            diagnostics: diagnostics, failing: failingText, frames: output.takeBytes(), fails: !failing.isEmpty)
        if recent.count == Self.remembered { recent.removeFirst() }
        recent.append((layout, texts))
        return texts
    }

    /// Whether two results print the same frames, diagnostics and failing kinds.
    private static func sameText(_ lhs: LayoutResult, _ rhs: LayoutResult) -> Bool {
        JUnitCaseBodies.same(lhs.diagnostics, rhs.diagnostics) && lhs.frames == rhs.frames
    }

    private mutating func writeFrames(_ frames: [String: ItemFrame], depth: Int) {
        guard !frames.isEmpty else {
            output.append("{}")
            return
        }
        output.append("{\n")
        let ids = frames.keys.sorted()
        for (index, id) in ids.enumerated() {
            output.writeIndent(depth + 1)
            output.writeString(id)
            output.append(": ")
            if let frame = frames[id] { writeRect(frame.inRoot, depth: depth + 1) }
            output.append(index < ids.count - 1 ? ",\n" : "\n")
        }
        output.writeIndent(depth)
        output.append(UInt8(ascii: "}"))
    }

    /// `{"height", "width", "x", "y"}`, as ``DiagnosticValue/init(_:)`` makes a rectangle.
    private mutating func writeRect(_ rect: LayoutRect, depth: Int) {
        writeObject([("height", rect.height), ("width", rect.width), ("x", rect.x), ("y", rect.y)], depth: depth)
    }

    private mutating func writeSize(_ size: LayoutSize, depth: Int) {
        writeObject([("height", size.height), ("width", size.width)], depth: depth)
    }

    private mutating func writeInsets(_ insets: EdgeInsets, depth: Int) {
        writeObject(
            [("bottom", insets.bottom), ("left", insets.left), ("right", insets.right), ("top", insets.top)], depth: depth)
    }

    /// An object of numbers whose keys are given in sorted order.
    private mutating func writeObject(_ members: [(StaticString, Double)], depth: Int) {
        output.append("{\n")
        for (index, member) in members.enumerated() {
            output.writeIndent(depth + 1)
            output.append(UInt8(ascii: "\""))
            output.append(member.0)
            output.append("\": ")
            output.writeNumber(member.1)
            output.append(index < members.count - 1 ? ",\n" : "\n")
        }
        output.writeIndent(depth)
        output.append(UInt8(ascii: "}"))
    }
}
