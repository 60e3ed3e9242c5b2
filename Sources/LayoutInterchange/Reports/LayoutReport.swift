/// The results of a batch run, grouped for reporting: one entry per document, each
/// with its configurations in ``ConfigurationLabel`` order, documents by name. The
/// grouping and order do not depend on the order results arrive in, so a parallel
/// batch writes the same files as a serial one.
///
/// Three renderings share it: ``json`` (report.json), ``junitXML`` (junit.xml) and
/// ``html`` (index.html); ``write(toDirectory:)`` writes all three. Their formats are
/// in Documentation/Reports.md. A batch too large to hold writes the same bytes a
/// document at a time through ``LayoutReportWriter``.
///
/// **What fails.** A configuration fails when it has a diagnostic whose kind is in
/// ``failingKinds`` (every kind by default; a team that lays backgrounds under content
/// on purpose can drop `overlappingSiblings`). Diagnostics of other kinds are still
/// reported, as JUnit `system-out` and in the page, but do not fail.
public struct LayoutReport: Hashable, Sendable {
    /// One document's configurations.
    public struct Document: Hashable, Sendable {
        public var name: String
        /// The newest revision among its entries; nil when none has one.
        public var revision: Int?
        public var entries: [ReportEntry]
    }

    public var title: String
    public var failingKinds: Set<ProblemKind>
    /// One picture per finding (default) or per configuration, in index.html.
    public var pictures: ReportPictures
    public var documents: [Document]

    public init(
        entries: [ReportEntry], title: String = "layoutdb layout report",
        failingKinds: Set<ProblemKind> = Set(ProblemKind.allCases), pictures: ReportPictures = .onePerFinding
    ) {
        self.title = title
        self.failingKinds = failingKinds
        self.pictures = pictures
        var grouped: [String: [ReportEntry]] = [:]
        for entry in entries { grouped[entry.documentName, default: []].append(entry) }
        documents = grouped.keys.sorted().map { name in
            let entries = (grouped[name] ?? []).enumerated().sorted { lhs, rhs in
                lhs.element.label != rhs.element.label ? lhs.element.label < rhs.element.label : lhs.offset < rhs.offset
            }.map(\.element)
            return Document(name: name, revision: entries.compactMap(\.revision).max(), entries: entries)
        }
    }

    public init(
        results: [ConfigurationResult], title: String = "layoutdb layout report",
        failingKinds: Set<ProblemKind> = Set(ProblemKind.allCases), pictures: ReportPictures = .onePerFinding
    ) {
        self.init(entries: results.map(ReportEntry.solved), title: title, failingKinds: failingKinds, pictures: pictures)
    }

    /// The diagnostics of `entry` that fail it, in the engine's order.
    public func failingDiagnostics(_ entry: ReportEntry) -> [LayoutDiagnostic] {
        entry.diagnostics.filter(fails)
    }

    /// Whether `diagnostic` fails its configuration: its kind is one of ``failingKinds``
    /// (a kind the report does not know always fails).
    public func fails(_ diagnostic: LayoutDiagnostic) -> Bool {
        ProblemKind(diagnostic).map(failingKinds.contains) ?? true
    }

    public func status(_ entry: ReportEntry) -> ReportStatus {
        if case .unsolved = entry { return .error }
        return failingDiagnostics(entry).isEmpty ? .passed : .failed
    }

    /// Every entry, documents in order.
    public var entries: [ReportEntry] { documents.flatMap(\.entries) }

    /// How many entries have each status.
    public func count(_ status: ReportStatus) -> Int { entries.filter { self.status($0) == status }.count }
}
