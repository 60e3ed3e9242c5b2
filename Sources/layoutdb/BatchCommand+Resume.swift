import ArgumentParser
import Foundation
import LayoutDB

/// `--resume`: which interrupted run a batch continues, said on standard error, and
/// what an interrupted batch leaves for a later `--resume`.
extension BatchCommand {
    /// What an interrupted batch kept in the database, said in its one line.
    func kept(run: Int?, solved: Int) -> String {
        guard let run else { return "nothing (the run was not being recorded)" }
        return "batch run \(run) with the results of those \(solved), unfinished (--baseline last passes over it; "
            + "the same command with --resume, by this build of layoutdb, goes on from there)"
    }

    /// The run `--resume` continues, said on standard error with what it skips; nil,
    /// said with the reason, when there is none and the batch starts a new run.
    func resumption(
        _ db: LayoutDatabase, names: [String], matrix: BatchMatrix, stores: Bool
    ) throws -> BatchResumption? {
        guard stores else {
            printNote("layoutdb: --resume: the run is not being recorded on a read-only database, so nothing is resumed",
                kind: "resume", fields: [("resumed", .null)])
            return nil
        }
        let lookup: BatchResumption.Lookup
        do {
            lookup = try db.resumableBatchRun(names: names, matrix: matrix)
        } catch {
            printError("layoutdb: \(error)")
            throw ExitStatus.failure(error)
        }
        switch lookup {
        case .none(let reason):
            printNote("layoutdb: --resume: no interrupted batch run to continue (\(reason ?? "every run finished")); "
                + "starting a new run", kind: "resume", fields: [("resumed", .null)])
            return nil
        case .otherBuild(let run, let stored, let engineVersion):
            // Not silent: the user learns that the rebuild is why nothing is read back,
            // what it costs, and how to continue the old run instead.
            printNote("layoutdb: --resume: batch run \(run) was recorded by another build of layoutdb "
                + "(\(EngineVersion.described(engineVersion)); this one is \(EngineVersion.described(db.cacheEngineVersion))), "
                + "which may solve differently, so the \(stored) configuration\(stored == 1 ? "" : "s") it stored "
                + "\(stored == 1 ? "is" : "are") not reused: starting a new run that solves every configuration. "
                + "To continue run \(run) instead, stop this batch (Ctrl-C) and run the same command with the build that recorded it; "
                + "`layoutdb runs --drop \(run)` removes it",
                kind: "resume", fields: [("resumed", .null), ("otherBuildRun", .integer(run)), ("stored", .integer(stored))])
            return nil
        case .found(var resumption):
            resumption.takesOver = takeOver
            // Refused before anything is said about resuming; the batch claims the run
            // itself, so a second job that gets past this check still cannot have it.
            if !takeOver, let held = try? db.store.batchRunClaim(resumption.run), held.claim != .current, !held.claim.isGone {
                let error = BatchError.runHeld(run: resumption.run, by: held.claim, since: held.since)
                printError("layoutdb: \(error)")
                throw ExitStatus.failure(error)
            }
            let stored = resumption.storedCount
            let what = "\(stored) configuration\(stored == 1 ? "" : "s") it stored"
            printNote("layoutdb: resuming batch run \(resumption.run) (started \(resumption.startedAt)): "
                + (report == nil
                    ? "\(what) \(stored == 1 ? "is" : "are") read back, not solved again"
                    : "\(what) \(stored == 1 ? "is" : "are") solved again for --report, which draws every configuration, "
                        + "and not stored twice"),
                kind: "resume", fields: [("resumed", .integer(resumption.run)), ("stored", .integer(stored))])
            return resumption
        }
    }
}
