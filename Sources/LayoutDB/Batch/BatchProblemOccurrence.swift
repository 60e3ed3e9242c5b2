/// A problem of one document in one configuration of a batch run: what a regression
/// and a fix both are, so that their texts group them the same way.
public protocol BatchProblemOccurrence {
    var document: String { get }
    var revision: Int { get }
    var label: ConfigurationLabel { get }
    var problem: BatchProblem { get }
}

extension BatchRegression: BatchProblemOccurrence {}
extension BatchFix: BatchProblemOccurrence {}
