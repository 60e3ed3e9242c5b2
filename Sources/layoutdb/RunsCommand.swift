import ArgumentParser
import LayoutDB

/// `layoutdb runs`: the recorded batch runs, for choosing a `--baseline` or seeing
/// what `--resume` would continue, without writing SQL.
struct RunsCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "runs",
        abstract: "List the recorded batch runs: when, over what, what they found, and which did not finish.",
        discussion: """
            One line per `layoutdb batch` run that was recorded, oldest first: its id (what \
            --baseline N takes), when it started and finished, its configurations with \
            errors and warnings, its documents, and its matrix as the command line spelt it. \
            A run stopped by Ctrl-C (or going on in another process) is unfinished: it lists \
            the configurations it stored so far, --baseline last passes over it, and \
            `layoutdb batch --resume` with the same options continues it, if the same build \
            of layoutdb recorded it (a rebuilt or upgraded layoutdb starts a new run, and the \
            line under the table says so).

            Under the table, each unfinished run names the process holding it \
            (batch_run.claimed_by, PID@HOST) and since when, and whether it looks alive: \
            running (a process with that id exists on this machine), gone (none does: \
            --resume takes the run over), or on another machine, which cannot be checked \
            from here (--resume --take-over takes it over; `layoutdb vacuum --take-over`, \
            which such a run otherwise blocks, gives it back). A run given back when stopped \
            is held by no process. JSON gives claimedBy, claimedAt and holder (alive, \
            gone, unchecked, or null).

            Runs you no longer want (an interrupted run you will not resume, one an older \
            build recorded, which this build's --resume never continues) are dropped with \
            --drop ID (repeated, or ids separated by commas; finished runs too) or \
            --drop-unfinished (every run with no finish time, never a finished one unless \
            --drop names it). Each run goes with its documents and stored results; the solve \
            cache keeps what they solved. All in one transaction: an id no run has, or an \
            unfinished run a batch still holds (a process running on this machine: stop it \
            first; one on another machine unless --take-over), drops nothing, naming why. A \
            run held by a batch that is gone (killed on this machine) is dropped. Each run \
            dropped is named on a line (--format json: {"dropped": [{"id", "started", \
            "finished", "stored", "matrix"}]}). The file keeps its size (SQLite reuses the \
            space): from 1 MB of free space, a line on standard error says so, and \
            `layoutdb vacuum` gives it back to the disk.

            Exit status: 0, also when there are no runs or nothing to drop; 64 bad usage (a \
            missing database, an id no run has, --take-over without a drop); 75 a run to drop \
            that another process holds (nothing dropped).

            Examples:
              layoutdb runs
              ID  STARTED                   FINISHED                  CONFIGURATIONS  ERRORS  WARNINGS  DOCUMENTS  MATRIX
               1  2026-11-28T16:02:11.120Z  2026-11-28T16:02:34.801Z            3360    2444        54          5  devices=phones …
               2  2026-11-28T16:11:44.189Z  unfinished                   1327 stored       -         -          5  devices=phones …
              run 2: held by 4242@ci-7 since 2026-11-28T16:11:44.190Z, process 4242 is running on this machine (a batch going on)

              layoutdb runs --format json
              layoutdb runs --drop-unfinished      every interrupted run, whatever build recorded it
              layoutdb runs --drop 2,5             those two runs, finished or not
              dropped batch run 2 (unfinished, 1327 configurations stored, started 2026-11-28T16:11:44.189Z, devices=phones …)
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var format: OutputFormatOption
    @Option(name: .customLong("drop"), parsing: .singleValue, help: ArgumentHelp(
        "Drop the batch run with this id, finished or not (repeated, or ids separated by commas).", valueName: "ID"))
    var drop: [String] = []
    @Flag(name: .customLong("drop-unfinished"), help: "Drop every unfinished batch run (interrupted, or from another build) that no live batch holds.")
    var dropUnfinished = false
    @Flag(name: .customLong("take-over"), help: "With a drop: also drop unfinished runs held from another machine, which cannot be checked from here.")
    var takeOver = false

    func run() throws {
        if !drop.isEmpty || dropUnfinished {
            return try RunDrop(ids: try RunDrop.ids(drop), unfinished: dropUnfinished, takeOver: takeOver, format: format.value)
                .run(database: database)
        }
        if takeOver { throw ValidationError("--take-over applies to a drop; give --drop ID or --drop-unfinished too") }
        let db = try database.open()
        let store = db.store
        let runs = try storeCall { () throws(StoreError) in try store.batchRunListings() }
        switch format.value {
        case .json:
            print(JSONValue.array(runs.map { listing in
                let run = listing.run
                let finished = run.finishedAt != nil
                return .object([
                    ("id", .integer(run.id)), ("started", .string(run.startedAt)), ("finished", .optional(run.finishedAt)),
                    ("engineVersion", .string(run.engineVersion)), ("matrix", .string(run.matrix)),
                    ("documents", .integer(listing.documents)), ("stored", .integer(listing.stored)),
                    // Totals are counted when a run finishes: an unfinished run has none yet.
                    ("configurations", finished ? .integer(run.configurationCount) : .null),
                    ("unsolved", finished ? .integer(run.unsolvedCount) : .null),
                    ("errors", finished ? .integer(run.errorCount) : .null),
                    ("warnings", finished ? .integer(run.warningCount) : .null),
                    // Who solves an unfinished run (`PID@HOST`) and whether it looks alive.
                    ("claimedBy", .optional(finished ? nil : listing.claimedBy)),
                    ("claimedAt", .optional(finished ? nil : listing.claimedAt)),
                    ("holder", .optional(RunHolderText(listing: listing, currentEngineVersion: db.cacheEngineVersion).liveness?.rawValue)),
                ])
            }).rendered, terminator: "")
        case .text:
            if runs.isEmpty {
                print("No batch runs recorded yet (`layoutdb batch` records one).")
                return
            }
            print(TextTable(
                header: ["ID", "STARTED", "FINISHED", "CONFIGURATIONS", "ERRORS", "WARNINGS", "DOCUMENTS", "MATRIX"],
                rightAligned: [0, 3, 4, 5, 6],
                rows: runs.map { listing in
                    let run = listing.run
                    guard let finishedAt = run.finishedAt else {
                        return ["\(run.id)", run.startedAt, "unfinished", "\(listing.stored) stored", "-", "-",
                                "\(listing.documents)", run.matrix]
                    }
                    return ["\(run.id)", run.startedAt, finishedAt, "\(run.configurationCount)", "\(run.errorCount)",
                            "\(run.warningCount)", "\(listing.documents)", run.matrix]
                }).text)
            // An unfinished run's holder, under the table: the rows stay one line each.
            let holders = runs.compactMap { RunHolderText(listing: $0, currentEngineVersion: db.cacheEngineVersion).line }
            if !holders.isEmpty { print(holders.joined(separator: "\n")) }
        }
    }
}
