import Foundation
import LayoutDB
import TestSupport
import Testing

/// `layoutdb vacuum`: the cached results of other builds (which this one never reads)
/// stayed in the database for ever, and nothing gave back the space `rm` and `runs
/// --drop` freed. It drops them (or, with --all, every cached result) in one
/// transaction, never a document, revision or run, then rebuilds the file, saying how
/// much it dropped and the size before and after; it is refused while a batch holds a
/// run, and on a read-only database.
@Suite struct VacuumCommandTests {
    /// The examples batched over the small matrix by an older build (a copy of the binary
    /// with an older modification time, as a rebuild makes) as run 1, then by this one
    /// as run 2: each build's rows apart in the cache.
    static func twoBuilds() throws -> (db: String, perBuild: Int) {
        let db = try BatchCommandTests.examplesDatabase()
        let folder = try DocumentCommandTests.folder()
        let old = try OlderBuild(in: folder)
        let first = try CommandLine.run(executable: old.binary, ["batch", "--db", db] + BatchCommandTests.smallMatrix, environment: old.environment)
        let second = try CommandLine.run(["batch", "--db", db] + BatchCommandTests.smallMatrix)
        #expect(first.status == 1 && second.status == 1, "the examples have errors: \(first.stderr)\(second.stderr)")
        return (db, BatchCommandTests.configurationsPerDocument * DocumentCommandTests.examples.count)
    }

    static func count(_ sql: String, db: String) throws -> Int { try BatchInterruptTests.count(sql, db: db) }

    static func engine(ofRun run: Int, db: String) throws -> String {
        let json = try CommandLine.run(["sql", "--db", db, "--format", "json", "SELECT engine_version FROM batch_run WHERE id = \(run)"])
        let rows = try #require(try DocumentCommandTests.json(json.stdout) as? [[String: Any]])
        return try #require(rows.first?["engine_version"] as? String)
    }

    static func bytesOnDisk(_ db: String) -> Int {
        [db, db + "-wal"].reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.intValue ?? 0)
        }
    }

    @Test func dropsWhatOtherBuildsCachedAndKeepsTheRest() throws {
        let (db, perBuild) = try Self.twoBuilds()
        let old = try Self.engine(ofRun: 1, db: db)
        let current = try Self.engine(ofRun: 2, db: db)
        #expect(old != current)
        #expect(try Self.count("SELECT count(*) FROM solve_cache WHERE engine_version = '\(old)'", db: db) == perBuild)
        #expect(try Self.count("SELECT count(*) FROM solve_cache WHERE engine_version = '\(current)'", db: db) == perBuild)
        let results = try Self.count("SELECT count(*) FROM batch_result", db: db)
        #expect(results == 2 * perBuild)
        let problems = try CommandLine.run(["query", "problems", "--db", db, "--format", "json"]).stdout
        let before = Self.bytesOnDisk(db)

        let vacuum = try CommandLine.run(["vacuum", "--db", db, "--format", "json"])
        #expect(vacuum.status == 0, "\(vacuum.stderr)")
        #expect(vacuum.stderr.isEmpty, "\(vacuum.stderr)")
        let output = try BatchCommandTests.object(vacuum.stdout)
        #expect(output["scope"] as? String == "otherBuilds")
        let dropped = try #require(output["dropped"] as? [String: Any])
        #expect(dropped["results"] as? Int == perBuild)
        // Both builds solve alike, so every body the old rows had is shared with this
        // build's rows (bodies are stored once, by content) and stays.
        #expect(dropped["bodies"] as? Int == 0)
        let builds = try #require(dropped["builds"] as? [[String: Any]])
        #expect(builds.count == 1)
        #expect(builds.first?["engineVersion"] as? String == old)
        #expect(builds.first?["thisBuild"] as? Bool == false)
        #expect(builds.first?["results"] as? Int == perBuild)
        #expect((builds.first?["built"] as? String)?.hasPrefix("0.2 built ") == true)
        #expect(output["keptResults"] as? Int == perBuild)
        let bytesBefore = try #require(output["bytesBefore"] as? Int)
        let bytesAfter = try #require(output["bytesAfter"] as? Int)
        #expect(bytesBefore == before)
        #expect(bytesAfter == Self.bytesOnDisk(db))
        #expect(bytesAfter < bytesBefore, "\(bytesBefore) → \(bytesAfter)")
        // The write-ahead log is folded in and emptied, and the file has no free page.
        #expect((try? FileManager.default.attributesOfItem(atPath: db + "-wal")[.size] as? NSNumber)?.intValue ?? 0 == 0)
        // (Read-only: a writable open of layoutdb's writes a page of its own.)
        #expect(try DocumentStore(path: db, access: .readOnly).freeBytes() == 0)

        // Only this build's rows are left, each with its body; documents and runs stay whole.
        #expect(try Self.count("SELECT count(*) FROM solve_cache WHERE engine_version <> '\(current)'", db: db) == 0)
        #expect(try Self.count("SELECT count(*) FROM solve_cache", db: db) == perBuild)
        #expect(try Self.count("SELECT count(*) FROM solve_body WHERE id NOT IN (SELECT body_id FROM solve_cache)", db: db) == 0)
        #expect(try Self.count("SELECT count(*) FROM solve_cache WHERE body_id NOT IN (SELECT id FROM solve_body)", db: db) == 0)
        #expect(try Self.count("SELECT count(*) FROM batch_run", db: db) == 2)
        #expect(try Self.count("SELECT count(*) FROM batch_result", db: db) == results)
        #expect(try Self.count("SELECT count(*) FROM document", db: db) == DocumentCommandTests.examples.count)
        // What this build reads is what it read before.
        #expect(try CommandLine.run(["query", "problems", "--db", db, "--format", "json"]).stdout == problems)
        let cached = try CommandLine.run(["solve", "login", "--db", db, "--device", "iphone-se-2-3", "--format", "json"])
        #expect(try BatchCommandTests.object(cached.stdout)["cached"] as? Bool == true)

        // Again: nothing of other builds is left, and the text says so.
        let again = try CommandLine.run(["vacuum", "--db", db])
        #expect(again.status == 0, "\(again.stderr)")
        let lines = again.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 4, "\(again.stdout)")
        #expect(lines.first == "No cached results of other builds of layoutdb to drop.")
        #expect(lines.dropFirst().first == "Kept \(perBuild) cached results of this build, and every document, revision and batch run.")
        #expect(lines.dropFirst(2).first?.hasPrefix("\(db): ") == true, "\(again.stdout)")
        #expect(lines.dropFirst(2).first?.contains(" before, ") == true, "\(again.stdout)")
    }

    /// --all drops this build's results too, each build on its line; solve then solves
    /// again (not cached) and caches anew.
    @Test func allDropsEveryCachedResult() throws {
        let (db, perBuild) = try Self.twoBuilds()
        let current = try Self.engine(ofRun: 2, db: db)
        let vacuum = try CommandLine.run(["vacuum", "--all", "--db", db])
        #expect(vacuum.status == 0, "\(vacuum.stderr)")
        let lines = vacuum.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(vacuum.stdout)")
        #expect(lines.first == "Dropped \(2 * perBuild) cached results, every cached result:")
        // One line per build, this one marked; equal counts in the order of their versions.
        let builds = lines.dropFirst().prefix(2)
        #expect(builds.allSatisfy { $0.hasPrefix("  \(perBuild)  0.2 built ") }, "\(vacuum.stdout)")
        #expect(builds.filter { $0.hasSuffix(" UTC (this build)") }.count == 1, "\(vacuum.stdout)")
        #expect(lines.dropFirst(3).first == "Kept no cached results, and every document, revision and batch run.")
        let size = try #require(lines.last)
        #expect(size.hasPrefix("\(db): ") && size.contains(" before, ") && size.hasSuffix(" given back to the disk)."), "\(size)")
        #expect(try Self.count("SELECT count(*) FROM solve_cache", db: db) == 0)
        #expect(try Self.count("SELECT count(*) FROM solve_body", db: db) == 0)
        #expect(try Self.count("SELECT count(*) FROM batch_result", db: db) == 2 * perBuild)
        let solve = ["solve", "login", "--db", db, "--device", "iphone-se-2-3", "--format", "json"]
        #expect(try BatchCommandTests.object(try CommandLine.run(solve).stdout)["cached"] as? Bool == false)
        #expect(try BatchCommandTests.object(try CommandLine.run(solve).stdout)["cached"] as? Bool == true)
        #expect(try Self.count("SELECT count(*) FROM solve_cache WHERE engine_version = '\(current)'", db: db) == 1)
    }

    /// A batch may be adding results under a run it holds: vacuum is refused (75, nothing
    /// dropped, the holder named) while one on this machine is alive, or one on another
    /// machine, which cannot be checked, holds a run; a holder that is gone does not count.
    @Test func refusedWhileABatchHoldsARun() async throws {
        let (database, db, run, _, _) = try await RunDropCommandTests.twoRuns()
        let rows = try Self.count("SELECT count(*) FROM solve_cache", db: db)
        #expect(rows > 0)
        _ = try database.store.claimBatchRun(run, as: BatchRunClaim(processID: getpid(), host: BatchRunClaim.current.host), takingOver: true)
        let held = try CommandLine.run(["vacuum", "--db", db, "--all"])
        #expect(held.status == 75)
        #expect(held.stderr.hasPrefix("layoutdb: vacuum: batch run \(run) is held by \(getpid())@"), "\(held.stderr)")
        #expect(held.stderr.contains(": process \(getpid()) is running on this machine (a batch still solving it, whose "
            + "results would be dropped under it); try again when it has finished\n"), "\(held.stderr)")
        #expect(held.stderr.hasSuffix("layoutdb: nothing was dropped or vacuumed\n"), "\(held.stderr)")
        #expect(held.stdout.isEmpty)
        #expect(try Self.count("SELECT count(*) FROM solve_cache", db: db) == rows)

        _ = try database.store.claimBatchRun(run, as: BatchRunClaim(processID: 4242, host: "ci-runner-2"), takingOver: true)
        let remote = try CommandLine.run(["vacuum", "--db", db, "--all"])
        #expect(remote.status == 75)
        #expect(remote.stderr.contains("batch run \(run) is held by 4242@ci-runner-2 since "), "\(remote.stderr)")
        #expect(remote.stderr.contains("on another machine, which cannot be checked from here: if that batch is gone, "
            + "`layoutdb vacuum --take-over` vacuums anyway and gives the run back (or `layoutdb batch --resume --take-over` "
            + "with its options finishes the run, or `layoutdb runs --drop \(run) --take-over` removes it)\n"), "\(remote.stderr)")
        #expect(try Self.count("SELECT count(*) FROM solve_cache", db: db) == rows)

        _ = try database.store.claimBatchRun(
            run, as: BatchRunClaim(processID: try GoneProcess.id(), host: BatchRunClaim.current.host), takingOver: true)
        let gone = try CommandLine.run(["vacuum", "--db", db, "--all", "--format", "json"])
        #expect(gone.status == 0, "\(gone.stderr)")
        #expect((try BatchCommandTests.object(gone.stdout)["dropped"] as? [String: Any])?["results"] as? Int == rows)
        #expect(try RunDropCommandTests.listedIDs(db) == [1, 2])
    }

    /// A claim left by a batch that crashed on another machine blocked vacuum for ever
    /// (nothing here can tell that it is gone). `--take-over` vacuums anyway and gives
    /// such runs back, each named on standard error; the run and what it stored stay, and
    /// no longer block anything. A batch running on this machine still refuses it.
    @Test func takeOverVacuumsPastAClaimFromAnotherMachineAndGivesTheRunBack() async throws {
        let (database, db, run, stored, _) = try await RunDropCommandTests.twoRuns()
        let rows = try Self.count("SELECT count(*) FROM solve_cache", db: db)
        let results = try Self.count("SELECT count(*) FROM batch_result WHERE run_id = \(run)", db: db)
        #expect(results == stored)

        // A live batch on this machine: refused even with --take-over (75, nothing dropped).
        _ = try database.store.claimBatchRun(run, as: BatchRunClaim(processID: getpid(), host: BatchRunClaim.current.host), takingOver: true)
        let live = try CommandLine.run(["vacuum", "--db", db, "--all", "--take-over"])
        #expect(live.status == 75, "\(live.stderr)")
        #expect(live.stderr.contains(": process \(getpid()) is running on this machine"), "\(live.stderr)")
        #expect(try Self.count("SELECT count(*) FROM solve_cache", db: db) == rows)

        _ = try database.store.claimBatchRun(run, as: BatchRunClaim(processID: 4242, host: "ci-runner-2"), takingOver: true)
        let since = try #require(try database.store.batchRunClaim(run)?.since)
        let taken = try CommandLine.run(["vacuum", "--db", db, "--all", "--take-over", "--format", "json"])
        #expect(taken.status == 0, "\(taken.stderr)")
        // Under --format json the line is a note (JSONNoteLineTests), its words the text's.
        #expect(try BatchResumeCommandTests.notes(taken.stderr) == "layoutdb: vacuum: took over batch run \(run), held by "
            + "4242@ci-runner-2 since \(since) on another machine: it is given back and stays unfinished, with what it stored "
            + "(`layoutdb batch --resume` with its options continues it, `layoutdb runs --drop \(run)` removes it)\n",
            "\(taken.stderr)")
        #expect(taken.stderr.hasSuffix(#""kind":"takenOver"}}"# + "\n"))
        let output = try BatchCommandTests.object(taken.stdout)
        #expect((output["dropped"] as? [String: Any])?["results"] as? Int == rows)
        let takenOver = try #require(output["takenOver"] as? [[String: Any]])
        #expect(takenOver.count == 1)
        #expect(takenOver.first?["id"] as? Int == run)
        #expect(takenOver.first?["claimedBy"] as? String == "4242@ci-runner-2")
        #expect(takenOver.first?["claimedAt"] as? String == since)
        // The run is no one's now, unfinished, with every result it stored.
        #expect(try database.store.batchRunClaim(run) == nil)
        #expect(try Self.count("SELECT count(*) FROM batch_run WHERE id = \(run) AND finished_at IS NULL", db: db) == 1)
        #expect(try Self.count("SELECT count(*) FROM batch_result WHERE run_id = \(run)", db: db) == results)
        // So a plain vacuum works again, and says nothing of runs.
        let again = try CommandLine.run(["vacuum", "--db", db, "--format", "json"])
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        #expect(try BatchCommandTests.object(again.stdout)["takenOver"] == nil)
    }

    /// `rm` and `runs --drop` say when what they removed left 1 MB or more of free space,
    /// and that vacuum gives it back; a small removal stays one line (the others' tests).
    @Test func removalsThatFreeMuchSpaceSaySo() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        // 3000 labels of 400 characters: 1.2 MB of text in the view table.
        let text = String(repeating: "long text ", count: 40)
        let views = (0..<3000).map { #"{"id": "l\#($0)", "class": "UILabel", "text": "\#(text)"}"# }
        let file = folder.appendingPathComponent("big.json")
        try Data(#"{"layoutdb": 1, "name": "big", "root": {"id": "root", "subviews": [\#(views.joined(separator: ","))]}}"#.utf8)
            .write(to: file)
        let login = try #require(DocumentCommandTests.examples.first { $0.hasSuffix("/login.json") })
        #expect(try CommandLine.run(["import", "--db", db, file.path, login]).status == 0)
        let removed = try CommandLine.run(["rm", "--db", db, "big"])
        #expect(removed.status == 0, "\(removed.stderr)")
        let lines = removed.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(removed.stderr)")
        #expect(lines.first == "removed big")
        try Self.expectFreeSpaceHint(lines.last, reclaimedFrom: db)
        #expect(try CommandLine.run(["show", "login", "--db", db]).status == 0)
    }

    /// `hint` is the free-space line `rm`, `runs --drop` and `import --prune` end with, and
    /// what it says is so: `vacuum` then gives back at least the megabyte it counts from.
    static func expectFreeSpaceHint(_ hint: String?, reclaimedFrom db: String) throws {
        let hint = try #require(hint)
        #expect(hint.hasPrefix("layoutdb: the database file keeps "), "\(hint)")
        #expect(hint.hasSuffix(" MB of free space, which new data reuses; `layoutdb vacuum` gives it back to the disk"), "\(hint)")
        let vacuum = try CommandLine.run(["vacuum", "--db", db, "--format", "json"])
        let output = try BatchCommandTests.object(vacuum.stdout)
        let before = try #require(output["bytesBefore"] as? Int)
        let after = try #require(output["bytesAfter"] as? Int)
        #expect(before - after >= 1_000_000, "\(before) → \(after)")
    }
}
