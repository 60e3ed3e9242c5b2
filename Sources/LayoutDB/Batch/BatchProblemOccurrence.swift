/// A problem of one document in one configuration of a batch run: what a regression
/// and a fix both are, so that their texts group them the same way.
public protocol BatchProblemOccurrence {
    var document: String { get }
    var revision: Int { get }
    var label: ConfigurationLabel { get }
    var problem: BatchProblem { get }
    /// The designers' names of the problem's views that have one, by view id.
    var labels: [String: String] { get }
}

extension BatchProblemOccurrence {
    /// None known (a fix names a problem of the baseline, whose views' names are not kept).
    public var labels: [String: String] { [:] }
}

extension BatchRegression: BatchProblemOccurrence {}
extension BatchFix: BatchProblemOccurrence {}
