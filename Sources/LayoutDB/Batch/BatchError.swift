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
    /// `--resume` found run `run`, and another process that is still running is
    /// continuing it (``BatchRunClaim``): two batches adding to one run would store its
    /// results twice. Nothing was solved or written.
    case runHeld(run: Int, by: BatchRunClaim, since: String?)
    /// `--resume` found run `run` unfinished, and another process finished it before this
    /// batch could take it. Nothing was solved or written.
    case runFinishedElsewhere(Int)

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
        case .runHeld(let run, let holder, let since):
            let when = since.map { " since \($0)" } ?? ""
            return "batch run \(run) is being continued by another batch (process \(holder.processID) on \(holder.host)\(when)); "
                + "two batches adding to one run would store its results twice, so this one solved and wrote nothing: "
                + "wait for that batch to finish (`layoutdb runs` shows the run finished), or, if it is gone "
                + "(a job killed on another machine), give --take-over with --resume"
        case .runFinishedElsewhere(let run):
            return "batch run \(run) was finished by another batch while this one started, so there is nothing to resume "
                + "(`layoutdb runs` lists it); run the batch without --resume for a new run"
        }
    }
}
