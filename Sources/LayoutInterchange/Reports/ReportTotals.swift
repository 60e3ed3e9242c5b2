/// What a report's opening and closing lines say about all of its documents: counts
/// by status, the values the page's filters offer, diagnostics by kind. Small whatever
/// the batch's size, so a report written document by document (``LayoutReportWriter``)
/// keeps these and nothing else of the documents it has written.
struct ReportTotals: Hashable, Sendable {
    /// Document names in the report's order (by name).
    var documentNames: [String] = []
    var configurations = 0
    var passed = 0
    var failed = 0
    var errors = 0
    /// junit.xml's failures and errors: ``failed`` and ``errors`` but with a baseline run,
    /// when only what is new fails (``LayoutReport/junitStatus(_:standing:)``).
    var junitFailures = 0
    var junitErrors = 0
    /// The page's cards (``ReportFinding``), over every document.
    var cards = 0
    var deviceIDs: Set<String> = []
    var orientations: Set<String> = []
    var multitasking: Set<String> = []
    var contentSizes: Set<ContentSizeCategory> = []
    var directions: Set<String> = []
    /// Diagnostics by ``LayoutDiagnostic/kind`` (report.json's `summary.diagnostics`).
    var diagnosticsByKind: [String: Int] = [:]

    init() {}

    /// The totals of every document of `report`, in its order.
    init(_ report: LayoutReport) {
        for document in report.documents { add(document, of: report) }
    }

    /// Counts `document` (its statuses under `report`'s policy, its labels, its
    /// diagnostics and its cards) after those added before; `findings` are its cards
    /// when already found.
    mutating func add(_ document: LayoutReport.Document, of report: LayoutReport, findings: [ReportFinding]? = nil) {
        documentNames.append(document.name)
        configurations += document.entries.count
        cards += (findings ?? ReportFinding.findings(of: document, in: report)).count
        for (index, entry) in document.entries.enumerated() {
            switch report.status(entry) {
            case .passed: passed += 1
            case .failed: failed += 1
            case .error: errors += 1
            }
            switch report.junitStatus(entry, standing: document.standings?[index]) {
            case .passed: break
            case .failed: junitFailures += 1
            case .error: junitErrors += 1
            }
            let label = entry.label
            deviceIDs.insert(label.deviceID)
            orientations.insert(label.orientation.rawValue)
            multitasking.insert(label.multitasking.rawValue)
            contentSizes.insert(label.contentSize)
            directions.insert(label.direction.rawValue)
            for diagnostic in entry.diagnostics { diagnosticsByKind[diagnostic.kind, default: 0] += 1 }
        }
    }

    func count(_ status: ReportStatus) -> Int {
        switch status {
        case .passed: return passed
        case .failed: return failed
        case .error: return errors
        }
    }

    /// The known problem kinds some diagnostic has, in ``ProblemKind`` order.
    var presentKinds: [ProblemKind] {
        ProblemKind.allCases.filter { diagnosticsByKind[$0.rawValue] != nil }
    }
}
