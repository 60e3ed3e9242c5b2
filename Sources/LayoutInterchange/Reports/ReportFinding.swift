/// Configurations of one document that came out alike, which index.html shows as one
/// card with one picture (``ReportPictures/onePerFinding``).
///
/// Alike means the same status under the report's policy and the same diagnostics,
/// compared by kind and the views involved, in the engine's order; not by message,
/// whose numbers (a frame, a container width) change with the device. Configurations
/// not solved are alike when their reason is the same text: there is no diagnostic to
/// compare, and the reason names what went wrong (a variant, a constraint). All the
/// passing configurations of a document without any diagnostic are one finding.
struct ReportFinding: Hashable, Sendable {
    /// What configurations of a finding share.
    struct Key: Hashable, Sendable {
        var status: ReportStatus
        /// Each diagnostic's kind followed by its views.
        var problems: [[String]]
        /// Why the configurations were not solved (status `error` only).
        var unsolved: String?
    }

    var key: Key
    /// Indices into the document's entries, in its (label) order; the first is pictured.
    var entries: [Int]

    /// The findings of `document` in the order of their first configuration; with
    /// ``ReportPictures/every``, one per configuration.
    ///
    /// Complexity: O(diagnostics) hashing, over every entry of the document.
    static func findings(of document: LayoutReport.Document, in report: LayoutReport) -> [ReportFinding] {
        var findings: [ReportFinding] = []
        var indexByKey: [Key: Int] = [:]
        for (index, entry) in document.entries.enumerated() {
            let key = Key(report: report, entry: entry)
            if report.pictures == .onePerFinding, let existing = indexByKey[key] {
                findings[existing].entries.append(index)
                continue
            }
            indexByKey[key] = findings.count
            findings.append(ReportFinding(key: key, entries: [index]))
        }
        return findings
    }
}

extension ReportFinding.Key {
    init(report: LayoutReport, entry: ReportEntry) {
        status = report.status(entry)
        problems = entry.diagnostics.map { [$0.kind] + $0.views }
        if case .unsolved(let failure) = entry { unsolved = failure.message } else { unsolved = nil }
    }
}
