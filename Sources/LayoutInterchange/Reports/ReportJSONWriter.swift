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
    /// The document of the entry being written: its views are named in messages as
    /// ``InterfaceBuilderNaming`` says.
    private var documentName = ""
    /// The designers' names of the views of the result being written (its
    /// ``ConfigurationResult/userLabels``), which messages name views by too.
    private var labels: [String: String] = [:]

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
            documentName = result.documentName
            let texts = self.texts(of: result, depth: depth + 1)
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

    /// The separator before a member of an object `depth` levels in, its indent and key
    /// (which needs no escaping).
    private mutating func member(_ key: StaticString, _ depth: Int, first: Bool = false) {
        if !first { output.append(",\n") }
        output.writeIndent(depth + 1)
        output.append(UInt8(ascii: "\""))
        output.append(key)
        output.append("\": ")
    }

    private mutating func texts(of result: ConfigurationResult, depth: Int) -> ResultTexts {
        let layout = result.layout
        // A kept text is a copy of one result's, so of one document's views and labels.
        if let known = recent.first(where: { Self.sameText($0.layout, layout) }) { return known.texts }
        labels = layout.diagnostics.isEmpty ? [:] : result.userLabels
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
                writeDiagnostic(diagnostic, depth: depth + 1)
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
        output.append("{\n")
        number("height", rect.height, depth, first: true)
        number("width", rect.width, depth)
        number("x", rect.x, depth)
        number("y", rect.y, depth)
        close(depth)
    }

    private mutating func writeSize(_ size: LayoutSize, depth: Int) {
        output.append("{\n")
        number("height", size.height, depth, first: true)
        number("width", size.width, depth)
        close(depth)
    }

    private mutating func writeInsets(_ insets: EdgeInsets, depth: Int) {
        output.append("{\n")
        number("bottom", insets.bottom, depth, first: true)
        number("left", insets.left, depth)
        number("right", insets.right, depth)
        number("top", insets.top, depth)
        close(depth)
    }

    /// A member whose value is a number, in an object `depth` levels in.
    private mutating func number(_ key: StaticString, _ value: Double, _ depth: Int, first: Bool = false) {
        member(key, depth, first: first)
        output.writeNumber(value)
    }

    /// The end of an object `depth` levels in, after its last member.
    private mutating func close(_ depth: Int) {
        output.append(UInt8(ascii: "\n"))
        output.writeIndent(depth)
        output.append(UInt8(ascii: "}"))
    }

    /// ``LayoutDiagnostic/jsonObject`` printed `depth` levels in, its members in key
    /// order. A conflict (rare, and with constraints to describe) is printed from its
    /// object.
    private mutating func writeDiagnostic(_ diagnostic: LayoutDiagnostic, depth: Int) {
        var rects: [(key: StaticString, rect: LayoutRect)] = []
        switch diagnostic {
        case .unsatisfiable:
            PrettyJSON.write(.object(diagnostic.jsonObject), depth: depth, into: &output)
            return
        case .ambiguous(let layout):
            output.append("{\n")
            member("alternativeFrame", depth, first: true)
            writeRect(layout.alternativeFrame, depth: depth + 1)
            member("components", depth)
            writeStrings(layout.components.map(\.rawValue), depth: depth + 1)
            member("frame", depth)
            writeRect(layout.frame, depth: depth + 1)
            member("isGuide", depth)
            output.append(layout.isGuide ? "true" : "false")
            writeCommonMembers(diagnostic, depth)
            close(depth)
            return
        case .overlappingSiblingsNotListed(_, let pairs, let listed):
            output.append("{\n")
            member("kind", depth, first: true)
            output.writeString(diagnostic.kind)
            number("listed", Double(listed), depth)
            member("message", depth)
            output.writeString(InterfaceBuilderNaming.message(of: diagnostic, labels: labels, inDocumentNamed: documentName))
            number("pairs", Double(pairs), depth)
            member("views", depth)
            writeStrings(diagnostic.views, depth: depth + 1)
            close(depth)
            return
        case .scrollableContentSizeAmbiguous(_, let axes):
            output.append("{\n")
            member("axes", depth, first: true)
            writeStrings(axes.map(\.rawValue), depth: depth + 1)
            writeCommonMembers(diagnostic, depth)
            close(depth)
            return
        case .standardRowHeight(_, let height):
            output.append("{\n")
            number("height", height, depth, first: true)
            writeCommonMembers(diagnostic, depth)
            close(depth)
            return
        case .zeroSize(_, let frame):
            rects = [("frame", frame)]
        case .outsideSuperview(_, let frame, let bounds), .entirelyOutsideSuperview(_, _, let frame, let bounds):
            rects = [("frame", frame), ("superviewBounds", bounds)]
        case .outsideSafeArea(_, let frame, let safeArea):
            rects = [("frame", frame), ("safeArea", safeArea)]
        case .overlappingSiblings(_, _, let intersection):
            rects = [("intersection", intersection)]
        case .misplaced(_, let frame, let recorded):
            rects = [("frame", frame), ("recordedFrame", recorded)]
        }
        // Rectangles named before `kind` (frame, intersection) or after `message`
        // (recordedFrame, safeArea, superviewBounds).
        output.append("{\n")
        member(rects[0].key, depth, first: true)
        writeRect(rects[0].rect, depth: depth + 1)
        member("kind", depth)
        output.writeString(diagnostic.kind)
        member("message", depth)
        output.writeString(InterfaceBuilderNaming.message(of: diagnostic, labels: labels, inDocumentNamed: documentName))
        for (key, rect) in rects.dropFirst() {
            member(key, depth)
            writeRect(rect, depth: depth + 1)
        }
        member("views", depth)
        writeStrings(diagnostic.views, depth: depth + 1)
        close(depth)
    }

    /// `kind`, `message` and `views`, after members whose keys sort before them.
    private mutating func writeCommonMembers(_ diagnostic: LayoutDiagnostic, _ depth: Int) {
        member("kind", depth)
        output.writeString(diagnostic.kind)
        member("message", depth)
        output.writeString(InterfaceBuilderNaming.message(of: diagnostic, labels: labels, inDocumentNamed: documentName))
        member("views", depth)
        writeStrings(diagnostic.views, depth: depth + 1)
    }

    /// An array of strings `depth` levels in.
    private mutating func writeStrings(_ strings: [String], depth: Int) {
        guard !strings.isEmpty else {
            output.append("[]")
            return
        }
        output.append("[\n")
        for (index, string) in strings.enumerated() {
            output.writeIndent(depth + 1)
            output.writeString(string)
            output.append(index < strings.count - 1 ? ",\n" : "\n")
        }
        output.writeIndent(depth)
        output.append(UInt8(ascii: "]"))
    }
}
