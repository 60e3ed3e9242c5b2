/// The three files of a report (Documentation/Reports.md describes each).
public enum ReportFile: String, Hashable, Sendable, CaseIterable {
    /// report.json: every configuration's frames and diagnostics, for programs.
    case json
    /// junit.xml: a test case per configuration, for CI.
    case junit
    /// index.html: pictures and filters, for people.
    case html

    public var fileName: String {
        switch self {
        case .json: return "report.json"
        case .junit: return "junit.xml"
        case .html: return "index.html"
        }
    }
}
