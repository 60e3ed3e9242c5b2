import ArgumentParser
import LayoutDB

/// `layoutdb vacuum`: the database's upkeep. The solve cache keeps each engine build's
/// results apart and never serves one build's to another, so every rebuild or upgrade
/// left the old build's rows in the file for ever; and SQLite reuses the pages `rm` and
/// `runs --drop` free but never gives them back to the disk. This drops the cached
/// results no build that runs now will read, then rebuilds the file (SQLite's `VACUUM`).
struct VacuumCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "vacuum",
        abstract: "Drop cached results other builds of layoutdb wrote, and give the space they and removed data used back to the disk.",
        discussion: """
            The solve cache keys every result by the layoutdb build that solved it \
            (`layoutdb --version`): a rebuilt or upgraded layoutdb never reads an older \
            build's results, which stay in the database until dropped. And `layoutdb rm` and \
            `layoutdb runs --drop` leave the space they free inside the file, for new data: \
            the file does not shrink. vacuum drops, in one transaction, every cached result \
            written by another build (with --all, every cached result, this build's too: \
            solve and batch solve them again when next asked), then rebuilds the file without \
            its free space (SQLite's VACUUM) and prints its size before and after. Documents, \
            revisions and batch runs are never dropped: --baseline compares with a run's \
            recorded problems, which stay.

            When to run it: after upgrading or rebuilding layoutdb (each build caches apart), \
            after removing many documents or runs, and before copying the database elsewhere \
            (a CI cache, an artifact). It rewrites the whole file, holding the database's \
            write lock meanwhile (an import or batch waits; readers go on), and needs up to \
            the file's size again in free disk space while it copies.

            It is refused while a batch may still be writing to the database: an unfinished \
            run held by a process running on this machine (wait for it, or stop it), or by \
            one on another machine, which cannot be checked from here (`layoutdb runs` names \
            it). A run held by a batch killed on this machine does not count. When the batch \
            on the other machine is gone (a crashed CI job), --take-over vacuums anyway and \
            gives its runs back, each named on standard error: they stay, unfinished, for \
            `layoutdb batch --resume` (no longer needing --take-over) or `layoutdb runs \
            --drop`; a batch running on this machine still refuses it. --read-only is \
            refused, as a database that is not writable is.

            Exit status: 0 done (also when there was nothing to drop); 64 bad usage (a \
            missing database, --read-only); 65 a database that is not writable or not \
            layoutdb's; 75 a batch holds a run (without --take-over, one on another machine \
            too), or another process kept the database locked (nothing was dropped: try again \
            later).

            Examples:
              layoutdb vacuum
              Dropped 3360 cached results, written by 1 other build of layoutdb, which this one never reads:
                3360  0.2 built 2026-11-28 12:00:00 UTC
              Kept 3360 cached results of this build, and every document, revision and batch run.
              layoutdb.sqlite: 16.7 MB before, 14.0 MB after (2.7 MB given back to the disk).

              layoutdb vacuum --all --format json
              layoutdb vacuum --take-over        after a CI job holding a run crashed on another machine
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var format: OutputFormatOption
    @Flag(name: .customLong("all"), help: "Drop every cached result, this build's too (they are solved again when next asked for).")
    var all = false
    @Flag(name: .customLong("take-over"), help: ArgumentHelp(
        "Vacuum even while unfinished runs are held from another machine, and give them back.",
        discussion: "For a batch that is gone there (a crashed CI job), which cannot be checked from here."))
    var takeOver = false

    func run() throws {
        // The size as it was before this command opened the file (an open starts a log).
        let before = DocumentStore.bytesOnDisk(path: database.resolvedPath)
        let store = try database.open(writing: "vacuum").store
        let all = self.all
        let takeOver = self.takeOver
        let outcome = try storeCall { () throws(StoreError) in
            try store.dropCachedResults(takingOver: takeOver) { version in all || !EngineVersion.isCurrentBuild(version) }
        }
        let drop: DocumentStore.CachedResultsDrop
        switch outcome {
        case .held(let runs):
            for listing in runs { printError("layoutdb: vacuum: \(Self.heldReason(listing))") }
            printError("layoutdb: nothing was dropped or vacuumed")
            throw ExitStatus.temporaryFailure
        case .dropped(let dropped):
            drop = dropped
        }
        for run in drop.takenOver { printNote("layoutdb: vacuum: \(Self.takenOverLine(run))", kind: "takenOver") }
        try storeCall { () throws(StoreError) in try store.vacuum() }
        let after = store.bytesOnDisk
        switch format.value {
        case .json:
            print(JSONValue.object([
                ("scope", .string(all ? "all" : "otherBuilds")),
                ("dropped", .object([
                    ("results", .integer(drop.results)), ("bodies", .integer(drop.bodies)),
                    ("builds", .array(drop.builds.map { build in
                        .object([
                            ("engineVersion", .string(build.engineVersion)),
                            ("built", .string(EngineVersion.described(build.engineVersion))),
                            ("thisBuild", .bool(EngineVersion.isCurrentBuild(build.engineVersion))),
                            ("results", .integer(build.results)),
                        ])
                    })),
                ])),
                ("keptResults", .integer(drop.keptResults)),
                ("bytesBefore", .integer(before)), ("bytesAfter", .integer(after)),
            ] + (takeOver ? [("takenOver", .array(drop.takenOver.map { run in
                .object([
                    ("id", .integer(run.run)), ("claimedBy", .string(run.claimedBy)), ("claimedAt", .optional(run.claimedAt)),
                ])
            }))] : [])).rendered, terminator: "")
        case .text:
            print(Self.lines(drop, all: all, path: database.resolvedPath, before: before, after: after).joined(separator: "\n"))
        }
    }

    /// What was dropped, what was kept, and the file's size before and after.
    static func lines(_ drop: DocumentStore.CachedResultsDrop, all: Bool, path: String, before: Int, after: Int) -> [String] {
        var lines: [String] = []
        let others = drop.builds.filter { !EngineVersion.isCurrentBuild($0.engineVersion) }.count
        if drop.builds.isEmpty {
            lines.append(all ? "The solve cache held no results to drop." : "No cached results of other builds of layoutdb to drop.")
        } else {
            let whose = all
                ? "every cached result"
                : "written by \(others) other build\(others == 1 ? "" : "s") of layoutdb, which this one never reads"
            lines.append("Dropped \(drop.results) cached result\(drop.results == 1 ? "" : "s"), \(whose):")
            let width = String(drop.builds.map(\.results).max() ?? 0).count
            for build in drop.builds {
                let count = String(build.results)
                let mark = EngineVersion.isCurrentBuild(build.engineVersion) ? " (this build)" : ""
                lines.append("  " + String(repeating: " ", count: max(0, width - count.count)) + count + "  "
                    + EngineVersion.described(build.engineVersion) + mark)
            }
        }
        let kept = drop.keptResults
        lines.append("Kept \(kept == 0 ? "no" : "\(kept)") cached result\(kept == 1 ? "" : "s")\(all ? "" : " of this build"), "
            + "and every document, revision and batch run.")
        let given = before > after ? " (\(ByteCountText.text(before - after)) given back to the disk)" : ""
        lines.append("\(path): \(ByteCountText.text(before)) before, \(ByteCountText.text(after)) after\(given).")
        return lines
    }

    /// What `--take-over` did to a run held from another machine: its claim is given back,
    /// the run and its stored results stay.
    static func takenOverLine(_ run: DocumentStore.TakenOverRun) -> String {
        let since = run.claimedAt.map { " since \($0)" } ?? ""
        return "took over batch run \(run.run), held by \(run.claimedBy)\(since) on another machine: "
            + "it is given back and stays unfinished, with what it stored (`layoutdb batch --resume` with its options "
            + "continues it, `layoutdb runs --drop \(run.run)` removes it)"
    }

    /// Why the cache cannot be dropped now: the batch holding a run, as `layoutdb runs`
    /// names it, and what to do.
    static func heldReason(_ listing: DocumentStore.BatchRunListing) -> String {
        let held = RunDrop.heldBy(listing)
        guard let claim = listing.claim, claim.liveness == .alive else {
            return "\(held), on another machine, which cannot be checked from here: "
                + "if that batch is gone, `layoutdb vacuum --take-over` vacuums anyway and gives the run back "
                + "(or `layoutdb batch --resume --take-over` with its options finishes the run, "
                + "or `layoutdb runs --drop \(listing.run.id) --take-over` removes it)"
        }
        return "\(held): process \(claim.processID) is running on this machine "
            + "(a batch still solving it, whose results would be dropped under it); try again when it has finished"
    }
}
