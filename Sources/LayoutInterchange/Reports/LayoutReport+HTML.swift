extension LayoutReport {
    /// index.html: one self-contained page (inline CSS, script and SVG; no URL of any
    /// kind, and a content security policy that forbids fetching anything) with, per
    /// document, a grid of its configurations: each one's picture (``SVGRenderer``)
    /// with its diagnostics beside it in UIKit's words, and filters by device,
    /// orientation, multitasking, content size, direction and problem kind
    /// (``HTMLReportScript``).
    public var html: String {
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
        header(&writer)
        writer.open("main")
        for (index, document) in documents.enumerated() { section(&writer, document, index: index) }
        writer.close()
        writer.raw("<script>\n\(HTMLReportScript.javascript)\n</script>")
        writer.close()
        writer.close()
        return writer.text
    }

    private func header(_ writer: inout MarkupWriter) {
        writer.open("header")
        writer.element("h1", text: title)
        writer.open("p", [("class", "summary")])
        writer.raw(
            MarkupText.escaped("\(documents.count) document\(documents.count == 1 ? "" : "s"), \(entries.count) configurations: ")
                + "<span class=\"passed\">\(count(.passed)) passed</span>, "
                + "<span class=\"failed\">\(count(.failed)) failed</span>, \(count(.error)) not solved")
        writer.close()
        writer.open("form", [("id", "filters")])
        let labels = entries.map(\.label)
        filter(&writer, key: "device", title: "Device", values: Self.unique(labels.map(\.deviceID)))
        filter(&writer, key: "orientation", title: "Orientation", values: Self.unique(labels.map(\.orientation.rawValue)))
        filter(&writer, key: "multitasking", title: "Multitasking", values: Self.unique(labels.map(\.multitasking.rawValue)))
        let sizes = Set(labels.map(\.contentSize)).sorted().map(\.rawValue)
        filter(&writer, key: "content-size", title: "Content size", values: sizes.map { ($0, $0) })
        filter(&writer, key: "direction", title: "Direction", values: Self.unique(labels.map(\.direction.rawValue)))
        let present = Set(entries.flatMap(\.diagnostics).compactMap(ProblemKind.init))
        var kinds = [("failing", "failing"), ("passing", "passing"), ("error", "not solved")]
        kinds += ProblemKind.allCases.filter(present.contains).map { ($0.rawValue, $0.title) }
        filter(&writer, key: "kind", title: "Problem", values: kinds)
        writer.element("span", [("id", "shown-count")], text: "\(entries.count) configurations")
        writer.close()
        if documents.count > 1 {
            writer.open("nav", [("class", "documents")])
            for (index, document) in documents.enumerated() {
                writer.element("a", [("href", "#document-\(index)")], text: document.name)
            }
            writer.close()
        }
        writer.close()
    }

    /// Distinct values in sorted order, each shown as itself.
    private static func unique(_ values: [String]) -> [(String, String)] {
        Set(values).sorted().map { ($0, $0) }
    }

    private func filter(_ writer: inout MarkupWriter, key: String, title: String, values: [(String, String)]) {
        writer.open("label")
        writer.raw(MarkupText.escaped(title))
        writer.open("select", [("id", "filter-\(key)"), ("data-key", key)])
        writer.element("option", [("value", "")], text: "all")
        for (value, text) in values { writer.element("option", [("value", value)], text: text) }
        writer.close()
        writer.close()
    }

    private func section(_ writer: inout MarkupWriter, _ document: Document, index: Int) {
        writer.open("section", [("class", "document"), ("id", "document-\(index)"), ("data-document", document.name)])
        writer.open("h2")
        writer.raw(MarkupText.escaped(document.name))
        if let revision = document.revision { writer.element("span", [("class", "revision")], text: "r\(revision)") }
        let failed = document.entries.filter { status($0) != .passed }.count
        writer.element("span", [("class", "counts")], text: "\(failed) of \(document.entries.count) configurations with problems")
        writer.close()
        writer.open("div", [("class", "grid")])
        for entry in document.entries { card(&writer, entry) }
        writer.close()
        writer.close()
    }

    private func card(_ writer: inout MarkupWriter, _ entry: ReportEntry) {
        let label = entry.label
        let status = status(entry)
        let kinds = Set(entry.diagnostics.map(\.kind)).sorted()
        writer.open(
            "article",
            [("class", "configuration status-\(status.rawValue)"), ("data-device", label.deviceID),
             ("data-orientation", label.orientation.rawValue), ("data-multitasking", label.multitasking.rawValue),
             ("data-content-size", label.contentSize.rawValue), ("data-direction", label.direction.rawValue),
             ("data-status", status.rawValue), ("data-kinds", kinds.joined(separator: " "))])
        if case .solved(let result) = entry {
            writer.open("div", [("class", "picture")])
            writer.raw(SVGRenderer(flavor: .inline).render(result))
            writer.close()
        }
        writer.open("div", [("class", "details")])
        writer.element("h3", text: label.description)
        switch entry {
        case .unsolved(let failure):
            writer.element("p", [("class", "error")], text: "Not solved: \(failure.message)")
        case .solved(let result):
            diagnostics(&writer, result.layout.diagnostics, failing: failingDiagnostics(entry))
        }
        writer.close()
        writer.close()
    }

    private func diagnostics(_ writer: inout MarkupWriter, _ diagnostics: [LayoutDiagnostic], failing: [LayoutDiagnostic]) {
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
                text: "\(kind?.title ?? diagnostic.kind) — \(diagnostic.views.joined(separator: ", "))")
            writer.element("pre", text: diagnostic.message)
            writer.close()
        }
        writer.close()
    }
}
