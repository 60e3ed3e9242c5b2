import LayoutModel
import LayoutStore

/// Why a batch could not run (layout problems are not errors: they are its results).
public enum BatchError: Error, Sendable, CustomStringConvertible {
    case store(StoreError)
    /// `--baseline N` named a run the database does not have (or one that never finished).
    case unknownBaseline(String)
    /// `--baseline N` named a run that has no `finished_at`: one stopped before its end
    /// (Ctrl-C, a crash) or still going on in another process. Its results are partial,
    /// so comparing with it would call every configuration it never reached new.
    case unfinishedBaseline(Int)
    /// The batch's task was cancelled (Ctrl-C) before every configuration was solved.
    /// `solved` of the `total` configurations were, and their results are recorded under
    /// run `run` (nil: the batch was not recording), which stays without `finished_at`.
    case interrupted(run: Int?, solved: Int, total: Int)

    public var description: String {
        switch self {
        case .store(let error): return "\(error)"
        case .unknownBaseline(let run):
            return "no finished batch run \(EchoedName.quoted(run)) to compare with (`layoutdb runs` lists the recorded runs)"
        case .unfinishedBaseline(let run):
            return "batch run \(run) did not finish (it was interrupted, or is still going on), so its results are partial: "
                + "compare with a finished run (--baseline last takes the latest finished one; `layoutdb runs` lists them), "
                + "or finish it with `layoutdb batch --resume` and the options it was run with"
        case .interrupted(let run, let solved, let total):
            let kept = run.map { "; batch run \($0) keeps their results and stays unfinished" } ?? ""
            return "the batch was interrupted after \(solved) of \(total) configurations\(kept)"
        }
    }
}
