extension LayoutReport {
    /// junit.xml for CI systems: a `<testsuite>` per document, a `<testcase>` per
    /// configuration named by its label.
    ///
    /// A failing configuration has one `<failure>`: `message` is the first failing
    /// diagnostic's message verbatim (UIKit's log for a conflict, tabs and newlines
    /// kept as character references), `type` its kind, and the body every failing
    /// diagnostic as `[kind] views` and its message. Diagnostics that do not fail go
    /// to `<system-out>`. An unsolved configuration has an `<error>` with the reason.
    /// With a baseline run (``Document/standings``) only what is new fails: a problem
    /// the baseline had for the configuration, and every problem of a configuration it
    /// did not solve, passes, listed in `<system-out>` under a line saying so
    /// (``BaselineStanding``).
    /// No timestamps or times: the file is a function of the results.
    public var junitXML: String { text(.junit) }

    func junitHead(_ totals: ReportTotals) -> String {
        var writer = MarkupWriter(indent: 2)
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        writer.open(
            "testsuites",
            [("name", title), ("tests", String(totals.configurations)), ("failures", String(totals.junitFailures)),
             ("errors", String(totals.junitErrors))])
        return writer.text
    }

    var junitTail: String { "</testsuites>\n" }

    /// The document's `<testsuite>`, one level inside `<testsuites>`.
    func writeJUnit<Output: ReportOutput>(_ document: Document, into out: inout Output) throws(Output.Failure) {
        var writer = MarkupWriter(indent: 2, depth: 1)
        let statuses = document.entries.indices.map {
            junitStatus(document.entries[$0], standing: document.standings?[$0])
        }
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
        for (index, entry) in document.entries.enumerated() {
            testCase(&writer, entry, standing: document.standings?[index], document: document.name, bodies: &bodies)
            if writer.text.utf8.count >= Self.pieceBytes { try out.write(writer.takeText()) }
        }
        writer.close()
        try out.write(writer.takeText())
    }

    private func testCase(
        _ writer: inout MarkupWriter, _ entry: ReportEntry, standing: BaselineStanding?, document: String,
        bodies: inout JUnitCaseBodies
    ) {
        writer.open("testcase", [("name", entry.label.description), ("classname", document)])
        switch entry {
        case .unsolved(let failure):
            if let standing, !standing.isNew(0) {
                writer.element("system-out", text: "\(Self.notNew(standing)):\nnot solved: \(failure.message)")
            } else {
                writer.element("error", [("message", failure.message), ("type", "unsolved")], text: failure.message)
            }
        case .solved(let result):
            let level = writer.level
            writer.raw(bodies.body(of: result.layout.diagnostics, standing: standing) { diagnostics in
                var body = MarkupWriter(indent: writer.indent, depth: level)
                let indices = diagnostics.indices
                let fail = indices.filter { fails(diagnostics[$0]) && (standing?.isNew($0) ?? true) }
                let known = indices.filter { fails(diagnostics[$0]) && !(standing?.isNew($0) ?? true) }
                let others = indices.filter { !fails(diagnostics[$0]) }
                let labels = diagnostics.isEmpty ? [:] : result.userLabels
                func describe(_ picked: [Int]) -> String {
                    Self.describe(picked.map { diagnostics[$0] }, labels: labels, document: document)
                }
                if let first = fail.first {
                    let message = InterfaceBuilderNaming.message(of: diagnostics[first], labels: labels, inDocumentNamed: document)
                    body.element("failure", [("message", message), ("type", diagnostics[first].kind)], text: describe(fail))
                }
                var out: [String] = []
                if let standing, !known.isEmpty { out.append("\(Self.notNew(standing)):\n" + describe(known)) }
                if !others.isEmpty { out.append(describe(others)) }
                if !out.isEmpty { body.element("system-out", text: out.joined(separator: "\n\n")) }
                return body.text
            })
        }
        writer.close()
    }

    /// The line above the problems a test case does not fail for, with a baseline run.
    private static func notNew(_ standing: BaselineStanding) -> String {
        switch standing {
        case .compared(let run, _): return "Known: batch run \(run) had these too, so they do not fail this run"
        case .notCovered(let run):
            return "Not compared: batch run \(run) did not solve this configuration, "
                + "so its problems do not fail this run"
        }
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
