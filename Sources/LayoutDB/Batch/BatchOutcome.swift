import LayoutInterchange
import LayoutModel
import LayoutStore

/// One document in one configuration, as a batch solved it: small enough to keep for
/// every cell of a large matrix (problems, not frames). The frames went to the solve
/// cache; the full ``ConfigurationResult`` is kept only when a report asks for it.
public struct BatchOutcome: Sendable {
    public var document: String
    public var revision: Int
    public var setup: SolveSetup
    /// The problems in the engine's order, with ``messages`` beside them.
    public var problems: [BatchProblem]
    /// Each problem's message in UIKit's (or Xcode's) words.
    public var messages: [String]
    /// Why the configuration was not solved; nil when it was.
    public var unsolved: String?
    /// The picture's and report's input (``BatchOptions/keepsResults`` only).
    public var result: ConfigurationResult?
    /// The solve cache's row for it (``BatchOptions/storesResults`` only).
    var cacheRecord: SolveCacheRecord?
    /// ``problems`` as `batch_result` stores them, when already encoded (shared by
    /// configurations placed alike).
    var problemsJSON: String?
    /// The designers' names (`userLabel`) of the views ``problems`` name, by view id, for
    /// the summary's lines (``BatchRegression/labels``); empty when none has one.
    public var labels: [String: String] = [:]

    public var label: ConfigurationLabel { ConfigurationLabel(setup.configuration) }
    public var traitKey: String { setup.traitKey }
    public var errorCount: Int { problems.filter(\.isError).count }
    public var warningCount: Int { problems.count - errorCount }

    /// The row `batch_result` keeps for it, with the cache row to write beside it.
    var record: DocumentStore.BatchResultRecord {
        DocumentStore.BatchResultRecord(
            document: document, traitKey: traitKey, containerWidth: setup.container.width,
            containerHeight: setup.container.height, errorCount: errorCount, warningCount: warningCount,
            problems: problemsJSON ?? BatchProblem.json(problems), unsolved: unsolved, cache: cacheRecord)
    }

    /// The report's entry; nil for a solved configuration whose result was not kept
    /// (``BatchOptions/keepsResults``).
    public var reportEntry: ReportEntry? {
        if let unsolved {
            return .unsolved(UnsolvedConfiguration(
                documentName: document, revision: revision, label: label, message: unsolved))
        }
        return result.map(ReportEntry.solved)
    }
}
