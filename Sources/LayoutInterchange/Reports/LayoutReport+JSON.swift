extension LayoutReport {
    /// The `format` value of report.json; bumped when a key changes meaning.
    public static let jsonFormat = "layoutdb-report/1"

    /// report.json: every configuration's frames and diagnostics, machine-readable,
    /// keys sorted and indented (Documentation/Reports.md lists every key).
    ///
    /// The text ``PrettyJSON`` gives ``jsonValue``, written a configuration at a time
    /// (``render(_:into:)``) rather than from the whole tree.
    public var json: String { text(.json) }

    /// The report as a JSON value (what ``json`` prints).
    public var jsonValue: DiagnosticValue {
        let totals = ReportTotals(self)
        return .object([
            "format": .string(Self.jsonFormat),
            "title": .string(title),
            "failingKinds": failingKindsJSON,
            "summary": Self.summaryJSON(totals),
            "documents": .array(documents.map(jsonValue)),
        ])
    }

    // The object's keys in sorted order are documents, failingKinds, format, summary,
    // title: the documents come first, the totals after them, so the file is written
    // document by document and closed with what was counted on the way.

    func jsonHead(documentCount: Int) -> String {
        "{\n  \"documents\": " + (documentCount == 0 ? "[]" : "[\n")
    }

    /// Each document is an element of the top-level array (two levels in).
    var jsonDocumentOpening: String { "    " }

    func jsonDocumentClosing(index: Int, of count: Int) -> String {
        index < count - 1 ? ",\n" : "\n  ]"
    }

    func jsonTail(_ totals: ReportTotals) -> String {
        let members: [(String, DiagnosticValue)] = [
            ("failingKinds", failingKindsJSON), ("format", .string(Self.jsonFormat)),
            ("summary", Self.summaryJSON(totals)), ("title", .string(title)),
        ]
        return members.map { ",\n  " + DiagnosticValue.string($0.0).text + ": " + PrettyJSON.text($0.1, depth: 1) }
            .joined() + "\n}\n"
    }

    /// The document's object as ``PrettyJSON`` writes it two levels in: its
    /// configurations (one piece each), then its name and revision.
    func writeJSON<Output: ReportOutput>(_ document: Document, into out: inout Output) throws(Output.Failure) {
        guard !document.entries.isEmpty else {
            try out.write(PrettyJSON.text(jsonValue(document), depth: 2))
            return
        }
        var writer = ReportJSONWriter(report: self)
        writer.append("{\n      \"configurations\": [\n")
        for (index, entry) in document.entries.enumerated() {
            writer.append("        ")
            writer.write(entry, depth: 4)
            writer.append(index < document.entries.count - 1 ? ",\n" : "\n")
            if writer.count >= Self.pieceBytes { try out.write(writer.takeText()) }
        }
        var piece = writer.takeText() + "      ],\n      \"name\": " + DiagnosticValue.string(document.name).text
        if let revision = document.revision {
            piece += ",\n      \"revision\": " + DiagnosticValue.number(Double(revision)).text
        }
        try out.write(piece + "\n    }")
    }

    private var failingKindsJSON: DiagnosticValue {
        .array(failingKinds.sorted().map { .string($0.rawValue) })
    }

    private static func summaryJSON(_ totals: ReportTotals) -> DiagnosticValue {
        .object([
            "documents": .number(Double(totals.documentNames.count)),
            "configurations": .number(Double(totals.configurations)),
            "passed": .number(Double(totals.passed)),
            "failed": .number(Double(totals.failed)),
            "errors": .number(Double(totals.errors)),
            "diagnostics": .object(totals.diagnosticsByKind.mapValues { .number(Double($0)) }),
        ])
    }

    private func jsonValue(_ document: Document) -> DiagnosticValue {
        var object: [String: DiagnosticValue] = [
            "name": .string(document.name),
            "configurations": .array(document.entries.map(jsonValue)),
        ]
        if let revision = document.revision { object["revision"] = .number(Double(revision)) }
        return .object(object)
    }

    /// An entry's value, as ``jsonValue`` lists it (``ReportJSONWriter`` writes its text).
    func jsonValue(_ entry: ReportEntry) -> DiagnosticValue {
        let label = entry.label
        var object: [String: DiagnosticValue] = [
            "label": .string(label.description),
            "device": .string(label.deviceID),
            "orientation": .string(label.orientation.rawValue),
            "multitasking": .string(label.multitasking.rawValue),
            "contentSize": .string(label.contentSize.rawValue),
            "direction": .string(label.direction.rawValue),
            "status": .string(status(entry).rawValue),
        ]
        if let revision = entry.revision { object["revision"] = .number(Double(revision)) }
        switch entry {
        case .unsolved(let failure):
            object["error"] = .string(failure.message)
        case .solved(let result):
            object["container"] = .object([
                "width": .number(result.containerSize.width), "height": .number(result.containerSize.height),
            ])
            object["safeAreaInsets"] = Self.jsonValue(result.safeAreaInsets)
            object["layoutMargins"] = Self.jsonValue(result.rootLayoutMargins)
            object["scale"] = .number(result.layout.scale)
            object["frames"] = .object(result.layout.frames.mapValues { DiagnosticValue($0.inRoot) })
            object["diagnostics"] = .array(result.layout.diagnostics.map { .object($0.jsonObject) })
            object["failing"] = .array(failingDiagnostics(entry).map { .string($0.kind) })
        }
        return .object(object)
    }

    private static func jsonValue(_ insets: EdgeInsets) -> DiagnosticValue {
        .object([
            "top": .number(insets.top), "left": .number(insets.left), "bottom": .number(insets.bottom),
            "right": .number(insets.right),
        ])
    }
}
