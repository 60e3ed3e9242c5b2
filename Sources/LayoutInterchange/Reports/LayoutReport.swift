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
        /// How each entry stands against a baseline run (``BaselineStanding``), beside
        /// ``entries``; nil without a baseline. Used by junit.xml alone.
        public var standings: [BaselineStanding]? = nil
    }

    public var title: String
    public var failingKinds: Set<ProblemKind>
    /// One picture per finding (default) or per configuration, in index.html.
    public var pictures: ReportPictures
    public var documents: [Document]

    /// - Parameter standings: with a baseline run, how each entry stands against it, in
    ///   the order of `entries` (junit.xml fails only what is new); nil without one.
    public init(
        entries: [ReportEntry], standings: [BaselineStanding]? = nil, title: String = "layoutdb layout report",
        failingKinds: Set<ProblemKind> = Set(ProblemKind.allCases), pictures: ReportPictures = .onePerFinding
    ) {
        self.title = title
        self.failingKinds = failingKinds
        self.pictures = pictures
        var grouped: [String: [(entry: ReportEntry, standing: BaselineStanding?)]] = [:]
        for (index, entry) in entries.enumerated() {
            let standing = standings.flatMap { index < $0.count ? $0[index] : nil }
            grouped[entry.documentName, default: []].append((entry, standing))
        }
        documents = grouped.keys.sorted().map { name in
            let sorted = (grouped[name] ?? []).enumerated().sorted { lhs, rhs in
                lhs.element.entry.label != rhs.element.entry.label
                    ? lhs.element.entry.label < rhs.element.entry.label : lhs.offset < rhs.offset
            }.map(\.element)
            let entries = sorted.map(\.entry)
            let standings = standings == nil ? nil : sorted.compactMap(\.standing)
            return Document(
                name: name, revision: entries.compactMap(\.revision).max(), entries: entries,
                standings: standings?.count == entries.count ? standings : nil)
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

    /// The status junit.xml gives `entry`, which stands as `standing` against a baseline
    /// run: without one, ``status(_:)``; with one, failed (or an error, not solved) only
    /// for a failing diagnostic the baseline did not have, so a problem the baseline
    /// already had passes, said in the test case's `<system-out>`, as does everything in a
    /// configuration the baseline did not cover.
    func junitStatus(_ entry: ReportEntry, standing: BaselineStanding?) -> ReportStatus {
        guard let standing else { return status(entry) }
        if case .unsolved = entry { return standing.isNew(0) ? .error : .passed }
        let failing = entry.diagnostics.indices.contains { fails(entry.diagnostics[$0]) && standing.isNew($0) }
        return failing ? .failed : .passed
    }

    /// Every entry, documents in order.
    public var entries: [ReportEntry] { documents.flatMap(\.entries) }

    /// How many entries have each status.
    public func count(_ status: ReportStatus) -> Int { entries.filter { self.status($0) == status }.count }
}
