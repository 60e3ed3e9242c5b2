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
    public var junitXML: String { text(.junit) }

    func junitHead(_ totals: ReportTotals) -> String {
        var writer = MarkupWriter(indent: 2)
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        writer.open(
            "testsuites",
            [("name", title), ("tests", String(totals.configurations)), ("failures", String(totals.failed)),
             ("errors", String(totals.errors))])
        return writer.text
    }

    var junitTail: String { "</testsuites>\n" }

    /// The document's `<testsuite>`, one level inside `<testsuites>`.
    func writeJUnit<Output: ReportOutput>(_ document: Document, into out: inout Output) throws(Output.Failure) {
        var writer = MarkupWriter(indent: 2, depth: 1)
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
        var bodies = JUnitCaseBodies()
        for entry in document.entries {
            testCase(&writer, entry, document: document.name, bodies: &bodies)
            if writer.text.utf8.count >= Self.pieceBytes { try out.write(writer.takeText()) }
        }
        writer.close()
        try out.write(writer.takeText())
    }

    private func testCase(
        _ writer: inout MarkupWriter, _ entry: ReportEntry, document: String, bodies: inout JUnitCaseBodies
    ) {
        writer.open("testcase", [("name", entry.label.description), ("classname", document)])
        switch entry {
        case .unsolved(let failure):
            writer.element("error", [("message", failure.message), ("type", "unsolved")], text: failure.message)
        case .solved(let result):
            let level = writer.level
            writer.raw(bodies.body(of: result.layout.diagnostics) { diagnostics in
                var body = MarkupWriter(indent: writer.indent, depth: level)
                let failing = diagnostics.filter(fails)
                let labels = diagnostics.isEmpty ? [:] : result.userLabels
                if let first = failing.first {
                    body.element(
                        "failure",
                        [("message", InterfaceBuilderNaming.message(of: first, labels: labels, inDocumentNamed: document)),
                         ("type", first.kind)],
                        text: Self.describe(failing, labels: labels, document: document))
                }
                let others = diagnostics.filter { !fails($0) }
                if !others.isEmpty { body.element("system-out", text: Self.describe(others, labels: labels, document: document)) }
                return body.text
            })
        }
        writer.close()
    }

    /// `[kind] view, view` then the message, blank lines between diagnostics; the views
    /// of a document from Interface Builder named by their IB ids too, and a view a
    /// designer named by that name (`labels`, by view id) (``InterfaceBuilderNaming``).
    static func describe(_ diagnostics: [LayoutDiagnostic], labels: [String: String] = [:], document: String) -> String {
        diagnostics.map { diagnostic in
            "[\(diagnostic.kind)] \(InterfaceBuilderNaming.list(diagnostic.views, labels: labels, inDocumentNamed: document))\n"
                + InterfaceBuilderNaming.message(of: diagnostic, labels: labels, inDocumentNamed: document)
        }.joined(separator: "\n\n")
    }
}
