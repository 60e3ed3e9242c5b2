extension LayoutReport {
    /// junit.xml for CI systems: a `<testsuite>` per document, a `<testcase>` per
    /// configuration named by its label.
    ///
    /// A failing configuration has one `<failure>`: `message` is the first failing
    /// diagnostic's message verbatim (UIKit's log for a conflict, tabs and newlines
    /// kept as character references), `type` its kind, and the body every failing
    /// diagnostic as `[kind] views` and its message. Diagnostics that do not fail go
    /// to `<system-out>`. An unsolved configuration has an `<error>` with the reason.
    /// No timestamps or times: the file is a function of the results.
    public var junitXML: String {
        var writer = MarkupWriter(indent: 2)
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        writer.open(
            "testsuites",
            [("name", title), ("tests", String(entries.count)), ("failures", String(count(.failed))),
             ("errors", String(count(.error)))])
        for document in documents {
            let statuses = document.entries.map(status)
            writer.open(
                "testsuite",
                [("name", document.name), ("tests", String(document.entries.count)),
                 ("failures", String(statuses.filter { $0 == .failed }.count)),
                 ("errors", String(statuses.filter { $0 == .error }.count)), ("skipped", "0")])
            if let revision = document.revision {
                writer.open("properties")
                writer.empty("property", [("name", "revision"), ("value", String(revision))])
                writer.close()
            }
            for entry in document.entries { testCase(&writer, entry, document: document.name) }
            writer.close()
        }
        writer.close()
        return writer.text
    }

    private func testCase(_ writer: inout MarkupWriter, _ entry: ReportEntry, document: String) {
        writer.open("testcase", [("name", entry.label.description), ("classname", document)])
        switch entry {
        case .unsolved(let failure):
            writer.element("error", [("message", failure.message), ("type", "unsolved")], text: failure.message)
        case .solved:
            let failing = failingDiagnostics(entry)
            if let first = failing.first {
                writer.element(
                    "failure", [("message", first.message), ("type", first.kind)], text: Self.describe(failing))
            }
            let others = entry.diagnostics.filter { diagnostic in !failing.contains(diagnostic) }
            if !others.isEmpty { writer.element("system-out", text: Self.describe(others)) }
        }
        writer.close()
    }

    /// `[kind] view, view` then the message, blank lines between diagnostics.
    static func describe(_ diagnostics: [LayoutDiagnostic]) -> String {
        diagnostics.map { "[\($0.kind)] \($0.views.joined(separator: ", "))\n\($0.message)" }.joined(separator: "\n\n")
    }
}
