extension LayoutReport {
    /// Writes `file` of this report into `out`: its opening (which needs the totals
    /// only), each document in turn, and its closing.
    ///
    /// Every file is cut the same way, so that ``LayoutReportWriter`` can write each
    /// document's part as the document is solved and join the parts later in name
    /// order, with the same bytes as this.
    func render<Output: ReportOutput>(_ file: ReportFile, into out: inout Output) throws(Output.Failure) {
        let totals = ReportTotals(self)
        try out.write(head(file, totals))
        for (index, document) in documents.enumerated() {
            try out.write(documentOpening(file, index: index, name: document.name))
            try write(file, document, into: &out)
            try out.write(documentClosing(file, index: index, of: documents.count))
        }
        try out.write(tail(file, totals))
    }

    /// `file` of this report as one string (small reports and tests).
    func text(_ file: ReportFile) -> String {
        var out = StringReportOutput()
        render(file, into: &out)
        return out.text
    }

    /// The file up to its first document.
    func head(_ file: ReportFile, _ totals: ReportTotals) -> String {
        switch file {
        case .json: return jsonHead(documentCount: totals.documentNames.count)
        case .junit: return junitHead(totals)
        case .html: return htmlHead(totals)
        }
    }

    /// What comes before the document at `index` of the file's order.
    func documentOpening(_ file: ReportFile, index: Int, name: String) -> String {
        switch file {
        case .json: return jsonDocumentOpening
        case .junit: return ""
        case .html: return htmlDocumentOpening(index: index, name: name)
        }
    }

    /// What comes after the document at `index` of `count`.
    func documentClosing(_ file: ReportFile, index: Int, of count: Int) -> String {
        switch file {
        case .json: return jsonDocumentClosing(index: index, of: count)
        case .junit: return ""
        case .html: return htmlDocumentClosing
        }
    }

    /// One document's part of `file`, handed to `out` in pieces of a few tens of
    /// kilobytes; `findings` are the document's, when already found (the page's cards).
    func write<Output: ReportOutput>(
        _ file: ReportFile, _ document: Document, findings: [ReportFinding]? = nil, into out: inout Output
    ) throws(Output.Failure) {
        switch file {
        case .json: try writeJSON(document, into: &out)
        case .junit: try writeJUnit(document, into: &out)
        case .html: try writeHTML(document, findings: findings, into: &out)
        }
    }

    /// The file after its last document.
    func tail(_ file: ReportFile, _ totals: ReportTotals) -> String {
        switch file {
        case .json: return jsonTail(totals)
        case .junit: return junitTail
        case .html: return htmlTail
        }
    }

    /// How much text a document's writer collects before handing it on (64 KB).
    static let pieceBytes = 1 << 16
}
