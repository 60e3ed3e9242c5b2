import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb runs --drop ID` and `--drop-unfinished`: removes batch runs no one wants
/// any more (an interrupted run never resumed, one an older build recorded, which
/// `batch --resume` will not continue), which otherwise stay in the database for ever.
/// The store does it in one transaction and refuses a run a live batch holds
/// (``DocumentStore/dropBatchRuns(_:unfinished:takingOver:)``).
struct RunDrop {
    var ids: [Int]
    var unfinished: Bool
    var takeOver: Bool
    var format: OutputFormat

    /// The run ids `--drop` was given, each a number or numbers separated by commas.
    static func ids(_ values: [String]) throws -> [Int] {
        try values.flatMap { value in
            try value.split(separator: ",", omittingEmptySubsequences: false).map { part in
                let text = part.trimmingCharacters(in: .whitespaces)
                guard let id = Int(text), id > 0 else {
                    throw ValidationError("--drop takes batch run ids (`layoutdb runs` lists them), not '\(text)'")
                }
                return id
            }
        }
    }

    func run(database: DatabaseOptions) throws {
        let store = try database.open(writing: "runs --drop").store
        let outcome = try storeCall { () throws(StoreError) in
            try store.dropBatchRuns(ids, unfinished: unfinished, takingOver: takeOver)
        }
        switch outcome {
        case .unknown(let missing):
            let listed = missing.map(String.init).joined(separator: ", ")
            printError("layoutdb: no batch run has the id\(missing.count == 1 ? "" : "s") \(listed) (`layoutdb runs` lists them); "
                + "nothing was dropped")
            throw ExitCode.validationFailure
        case .held(let runs):
            for listing in runs { printError("layoutdb: \(Self.heldReason(listing))") }
            printError("layoutdb: nothing was dropped")
            throw ExitStatus.temporaryFailure
        case .dropped(let runs):
            switch format {
            case .json:
                print(JSONValue.object([
                    ("dropped", .array(runs.map { listing in
                        .object([
                            ("id", .integer(listing.run.id)), ("started", .string(listing.run.startedAt)),
                            ("finished", .optional(listing.run.finishedAt)), ("stored", .integer(listing.stored)),
                            ("matrix", .string(listing.run.matrix)),
                        ])
                    }))
                ]).rendered, terminator: "")
            case .text:
                if runs.isEmpty { print(unfinished ? "No unfinished batch runs to drop." : "No batch runs to drop.") }
                for listing in runs { print(Self.droppedLine(listing)) }
            }
            if !runs.isEmpty { FreeSpaceHint.print(for: store) }
        }
    }

    /// `dropped batch run 2 (unfinished, 1327 configurations stored, started …, devices=phones …)`.
    static func droppedLine(_ listing: DocumentStore.BatchRunListing) -> String {
        let run = listing.run
        let state = run.finishedAt.map { "finished \($0), \(run.configurationCount) configurations" }
            ?? "unfinished, \(listing.stored) configuration\(listing.stored == 1 ? "" : "s") stored"
        return "dropped batch run \(run.id) (\(state), started \(run.startedAt), \(run.matrix))"
    }

    /// Why an unfinished run cannot be dropped: the process holding it, as `layoutdb runs`
    /// names it, and what to do.
    static func heldReason(_ listing: DocumentStore.BatchRunListing) -> String {
        guard let claim = listing.claim, claim.liveness == .alive else {
            return "\(heldBy(listing)), on another machine, which cannot be checked from here: "
                + "if that batch is gone, --take-over drops it"
        }
        return "\(heldBy(listing)): process \(claim.processID) is running on this machine "
            + "(a batch still solving it); stop it first"
    }

    /// "batch run N is held by HOLDER since TIME", as `layoutdb runs` names the holder.
    static func heldBy(_ listing: DocumentStore.BatchRunListing) -> String {
        let holder = listing.claimedBy ?? "another process"
        let since = listing.claimedAt.map { " since \($0)" } ?? ""
        return "batch run \(listing.run.id) is held by \(holder)\(since)"
    }
}
