extension LayoutReport {
    /// The `format` value of report.json; bumped when a key changes meaning.
    public static let jsonFormat = "layoutdb-report/1"

    /// report.json: every configuration's frames and diagnostics, machine-readable,
    /// keys sorted and indented (Documentation/Reports.md lists every key).
    public var json: String { PrettyJSON.text(jsonValue) }

    /// The report as a JSON value (what ``json`` prints).
    public var jsonValue: DiagnosticValue {
        var kindCounts: [String: DiagnosticValue] = [:]
        for entry in entries {
            for diagnostic in entry.diagnostics {
                let current: Double
                if case .number(let value) = kindCounts[diagnostic.kind] { current = value } else { current = 0 }
                kindCounts[diagnostic.kind] = .number(current + 1)
            }
        }
        let summary: [String: DiagnosticValue] = [
            "documents": .number(Double(documents.count)),
            "configurations": .number(Double(entries.count)),
            "passed": .number(Double(count(.passed))),
            "failed": .number(Double(count(.failed))),
            "errors": .number(Double(count(.error))),
            "diagnostics": .object(kindCounts),
        ]
        return .object([
            "format": .string(Self.jsonFormat),
            "title": .string(title),
            "failingKinds": .array(failingKinds.sorted().map { .string($0.rawValue) }),
            "summary": .object(summary),
            "documents": .array(documents.map(jsonValue)),
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

    private func jsonValue(_ entry: ReportEntry) -> DiagnosticValue {
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
