/// A cell of the matrix across runs: a document by name and a configuration by its
/// trait key (``SolveSetup/traitKey``). Revisions differ between runs on purpose: that
/// is what a baseline comparison is for.
public struct BatchConfigurationKey: Hashable, Sendable {
    public var document: String
    public var traitKey: String

    public init(document: String, traitKey: String) {
        self.document = document
        self.traitKey = traitKey
    }
}
