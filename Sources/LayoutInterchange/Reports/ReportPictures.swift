/// How many pictures index.html draws.
///
/// A batch of a real project has a hundred thousand configurations, most of them alike:
/// a picture each made a page of a gigabyte that no browser opens. By default the page
/// draws one picture per distinct finding (``ReportFinding``); a small batch can ask for
/// one per configuration.
public enum ReportPictures: String, Hashable, Sendable, CaseIterable {
    /// One card and picture for each distinct finding of a document: configurations with
    /// the same status and the same problems (kind and views, not the numbers in the
    /// messages) share one, listed inside it.
    case onePerFinding = "one-per-finding"
    /// One card and picture per configuration, as a small batch can afford.
    case every
}
