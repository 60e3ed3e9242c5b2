extension LayoutReport {
    /// index.html: one self-contained page (inline CSS, script and SVG; no URL of any
    /// kind, and a content security policy that forbids fetching anything) with, per
    /// document, a grid of cards, one per distinct finding (``ReportFinding``) or, with
    /// ``ReportPictures/every``, per configuration: the picture of its first
    /// configuration (``SVGRenderer``), that configuration's diagnostics beside it in
    /// UIKit's words, and the list of every configuration the card stands for. Filters
    /// by device, orientation, multitasking, content size, direction and problem kind
    /// count configurations, not cards (``HTMLReportScript``).
    public var html: String { text(.html) }

    func htmlHead(_ totals: ReportTotals) -> String {
        var writer = MarkupWriter()
        writer.raw("<!DOCTYPE html>")
        writer.open("html", [("lang", "en")])
        writer.open("head")
        writer.empty("meta", [("charset", "utf-8")], void: true)
        writer.empty(
            "meta",
            [("http-equiv", "Content-Security-Policy"),
             ("content", "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:")],
            void: true)
        writer.empty("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")], void: true)
        // An empty icon, so a browser does not go looking for /favicon.ico.
        writer.empty("link", [("rel", "icon"), ("href", "data:,")], void: true)
        writer.element("title", text: title)
        writer.raw("<style>\n\(HTMLReportStyle.css)\n</style>")
        writer.close()
        writer.open("body")
        header(&writer, totals)
        writer.open("main")
        return writer.text
    }

    /// The opening tag of the document's section, whose id is its place in the page.
    func htmlDocumentOpening(index: Int, name: String) -> String {
        var writer = MarkupWriter()
        writer.open("section", [("class", "document"), ("id", "document-\(index)"), ("data-document", name)])
        return writer.text
    }

    var htmlDocumentClosing: String { "</section>\n" }

    var htmlTail: String { "</main>\n<script>\n\(HTMLReportScript.javascript)\n</script>\n</body>\n</html>\n" }

    private func header(_ writer: inout MarkupWriter, _ totals: ReportTotals) {
        let documents = totals.documentNames
        writer.open("header")
        writer.element("h1", text: title)
        writer.open("p", [("class", "summary")])
        writer.raw(
            MarkupText.escaped(
                "\(documents.count) document\(documents.count == 1 ? "" : "s"), \(totals.configurations) configurations: ")
                + "<span class=\"passed\">\(totals.passed) passed</span>, "
                + "<span class=\"failed\">\(totals.failed) failed</span>, \(totals.errors) not solved")
        writer.close()
        writer.open("form", [("id", "filters")])
        filter(&writer, key: "device", title: "Device", values: Self.unique(totals.deviceIDs))
        filter(&writer, key: "orientation", title: "Orientation", values: Self.unique(totals.orientations))
        filter(&writer, key: "multitasking", title: "Multitasking", values: Self.unique(totals.multitasking))
        let sizes = totals.contentSizes.sorted().map(\.rawValue)
        filter(&writer, key: "content-size", title: "Content size", values: sizes.map { ($0, $0) })
        filter(&writer, key: "direction", title: "Direction", values: Self.unique(totals.directions))
        var kinds = [("failing", "failing"), ("passing", "passing"), ("error", "not solved")]
        kinds += totals.presentKinds.map { ($0.rawValue, $0.title) }
        filter(&writer, key: "kind", title: "Problem", values: kinds)
        writer.element(
            "span", [("id", "shown-count")],
            text: "\(totals.configurations) configurations, in \(Self.cards(totals.cards))")
        writer.close()
        if documents.count > 1 {
            writer.open("nav", [("class", "documents")])
            for (index, name) in documents.enumerated() {
                writer.element("a", [("href", "#document-\(index)")], text: name)
            }
            writer.close()
        }
        writer.close()
    }

    /// Distinct values in sorted order, each shown as itself.
    private static func unique(_ values: Set<String>) -> [(String, String)] {
        values.sorted().map { ($0, $0) }
    }

    private static func cards(_ count: Int) -> String { "\(count) card\(count == 1 ? "" : "s")" }

    private func filter(_ writer: inout MarkupWriter, key: String, title: String, values: [(String, String)]) {
        writer.open("label")
        writer.raw(MarkupText.escaped(title))
        writer.open("select", [("id", "filter-\(key)"), ("data-key", key)])
        writer.element("option", [("value", "")], text: "all")
        for (value, text) in values { writer.element("option", [("value", value)], text: text) }
        writer.close()
        writer.close()
    }

    /// The document's heading and its grid of cards (inside its section).
    ///
    /// `findings` are the document's (``ReportFinding/findings(of:in:)``), when already found.
    func writeHTML<Output: ReportOutput>(
        _ document: Document, findings known: [ReportFinding]? = nil, into out: inout Output
    ) throws(Output.Failure) {
        let findings = known ?? ReportFinding.findings(of: document, in: self)
        var writer = MarkupWriter()
        writer.open("h2")
        writer.raw(MarkupText.escaped(document.name))
        if let revision = document.revision { writer.element("span", [("class", "revision")], text: "r\(revision)") }
        let failed = document.entries.filter { status($0) != .passed }.count
        writer.element(
            "span", [("class", "counts")],
            text: "\(failed) of \(document.entries.count) configurations with problems, in \(Self.cards(findings.count))")
        writer.close()
        writer.open("div", [("class", "grid")])
        for finding in findings {
            card(&writer, finding, document)
            if writer.text.utf8.count >= Self.pieceBytes { try out.write(writer.takeText()) }
        }
        writer.close()
        try out.write(writer.takeText())
    }

    /// A finding's card: its first configuration pictured and described, and every
    /// configuration it stands for, each with the values the filters test.
    private func card(_ writer: inout MarkupWriter, _ finding: ReportFinding, _ document: Document) {
        guard let firstIndex = finding.entries.first else { return }
        let entry = document.entries[firstIndex]
        let status = finding.key.status
        let kinds = Set(entry.diagnostics.map(\.kind)).sorted()
        let count = finding.entries.count
        writer.open(
            "article",
            [("class", "finding status-\(status.rawValue)"), ("data-status", status.rawValue),
             ("data-kinds", kinds.joined(separator: " ")), ("data-configurations", String(count))])
        if case .solved(let result) = entry {
            writer.open("div", [("class", "picture")])
            writer.raw(SVGRenderer(flavor: .inline).render(result))
            writer.close()
        }
        writer.open("div", [("class", "details")])
        writer.element("h3", text: entry.label.description)
        if count > 1 {
            writer.open("details", [("class", "configurations")])
            writer.open("summary")
            writer.raw(
                "<span class=\"matching\">\(count) of \(count)</span> configurations with this finding "
                    + "(pictured: the first)")
            writer.close()
            writer.open("ul")
        } else {
            // The one configuration is the heading; the list only carries its filter values.
            writer.open("ul", [("class", "configurations"), ("hidden", "")])
        }
        for index in finding.entries {
            let label = document.entries[index].label
            writer.element(
                "li",
                [("class", "configuration"), ("data-device", label.deviceID),
                 ("data-orientation", label.orientation.rawValue), ("data-multitasking", label.multitasking.rawValue),
                 ("data-content-size", label.contentSize.rawValue), ("data-direction", label.direction.rawValue)],
                text: label.description)
        }
        writer.close()
        if count > 1 { writer.close() }
        switch entry {
        case .unsolved(let failure):
            writer.element("p", [("class", "error")], text: "Not solved: \(failure.message)")
        case .solved(let result):
            diagnostics(
                &writer, result.layout.diagnostics, failing: failingDiagnostics(entry),
                labels: result.layout.diagnostics.isEmpty ? [:] : result.userLabels, document: result.documentName)
        }
        writer.close()
        writer.close()
    }

    private func diagnostics(
        _ writer: inout MarkupWriter, _ diagnostics: [LayoutDiagnostic], failing: [LayoutDiagnostic],
        labels: [String: String], document: String
    ) {
        guard !diagnostics.isEmpty else {
            writer.element("p", [("class", "none")], text: "No problems.")
            return
        }
        writer.open("ol", [("class", "diagnostics")])
        for diagnostic in diagnostics {
            let kind = ProblemKind(diagnostic)
            writer.open("li", [("class", "diagnostic"), ("data-kind", diagnostic.kind)])
            writer.element(
                "span",
                [("class", failing.contains(diagnostic) ? "kind" : "kind not-failing"),
                 ("style", "border-color: \(kind?.color ?? "#607d8b")")],
                text: "\(kind?.title ?? diagnostic.kind) — \(InterfaceBuilderNaming.list(diagnostic.views, labels: labels, inDocumentNamed: document))")
            writer.element("pre", text: InterfaceBuilderNaming.message(of: diagnostic, labels: labels, inDocumentNamed: document))
            writer.close()
        }
        writer.close()
    }
}
