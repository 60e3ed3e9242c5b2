import Foundation
import Testing

/// `layoutdb batch --resume` through the built binary: Ctrl-C, then the same command
/// with --resume, which continues the run and skips what it stored; with no run to
/// continue it says why and starts a new one.
@Suite struct BatchResumeCommandTests {
    /// Thousands of configurations (half a minute of the debug build), written a few
    /// hundred at a time.
    static let phones = ["--devices", "phones"]

    /// Runs `batch` over the phones with `executable` and interrupts it (Ctrl-C) once
    /// some results are written (they are written hundreds at a time); returns its exit
    /// status and what it said on standard error (kept in `folder`).
    static func interruptedBatch(
        db: String, in folder: URL, executable: URL = CommandLine.binary, environment: [String: String]? = nil
    ) throws -> (status: Int32, said: String) {
        let stderr = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        if let environment { process.environment = environment }
        process.arguments = ["batch", "--db", db, "--quiet"] + phones
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        let deadline = Date().addingTimeInterval(240)
        while process.isRunning, Date() < deadline,
            (try? BatchInterruptTests.count("SELECT count(*) FROM batch_result", db: db)) ?? 0 == 0
        {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(process.isRunning, "the batch ended before it could be interrupted")
        process.interrupt()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: stderr, encoding: .utf8))
    }

    @Test func ctrlCThenResumeFinishesTheSameRunWithoutSolvingItsResultsAgain() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let (status, said) = try Self.interruptedBatch(db: db, in: try DocumentCommandTests.folder())
        #expect(status == 130, "\(said)")
        #expect(said.contains("unfinished (--baseline last passes over it; the same command with --resume, by this build of layoutdb, goes on from there)"), "\(said)")
        let solved = try BatchInterruptTests.solved(in: said)

        let resumed = try CommandLine.run(["batch", "--db", db, "--quiet", "--resume", "--format", "json"] + Self.phones)
        #expect(resumed.status == 1, "\(resumed.stderr)")
        // Under --format json the line is a note (JSONNoteLineTests), its words the text's.
        let note = try Self.notes(resumed.stderr)
        #expect(note.hasPrefix("layoutdb: resuming batch run 1 (started "), "\(resumed.stderr)")
        #expect(note.contains("): \(solved) configurations it stored are read back, not solved again\n"), "\(resumed.stderr)")
        #expect(resumed.stderr.hasSuffix(#""kind":"resume","resumed":1,"stored":\#(solved)}}"# + "\n"), "\(resumed.stderr)")
        let output = try BatchCommandTests.object(resumed.stdout)
        let summary = try #require(output["summary"] as? [String: Any])
        let total = try BatchInterruptTests.count("SELECT count(*) FROM batch_result", db: db)
        #expect(output["run"] as? Int == 1)
        #expect(summary["resumedConfigurations"] as? Int == solved)
        #expect(summary["configurations"] as? Int == total)
        #expect(try BatchInterruptTests.count("SELECT count(*) FROM batch_run WHERE finished_at IS NULL", db: db) == 0)
        #expect(try BatchInterruptTests.count("SELECT configuration_count FROM batch_run WHERE id = 1", db: db) == total)

        // The whole run's totals: what a run that never stopped finds.
        let whole = try CommandLine.run(["batch", "--db", db, "--quiet", "--no-cache", "--format", "json"] + Self.phones)
        let wholeSummary = try #require(try BatchCommandTests.object(whole.stdout)["summary"] as? [String: Any])
        #expect(wholeSummary["configurations"] as? Int == total)
        for key in ["withErrors", "withWarningsOnly", "unsolved"] {
            #expect(summary[key] as? Int == wholeSummary[key] as? Int, "\(key)")
        }
        #expect(summary["problemsByKind"] as? [String: Int] == wholeSummary["problemsByKind"] as? [String: Int])
    }

    /// layoutdb rebuilt (or upgraded) between Ctrl-C and --resume: a copy of the binary
    /// with another modification time is another build. The rebuilt one says which run it
    /// cannot continue and why, what that costs, and how to continue it instead, then
    /// solves everything in a new run; `runs` says the same of the old run.
    @Test func aResumeByARebuiltLayoutdbSaysWhatItCannotReuseAndStartsANewRun() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let folder = try DocumentCommandTests.folder()
        let old = try OlderBuild(in: folder)
        let (_, said) = try Self.interruptedBatch(db: db, in: folder, executable: old.binary, environment: old.environment)
        let solved = try BatchInterruptTests.solved(in: said)

        // The build that recorded it would continue it.
        let ownBuild = try CommandLine.run(executable: old.binary, ["runs", "--db", db], environment: old.environment)
        #expect(ownBuild.stdout.hasSuffix("run 1: held by no process (stopped); `layoutdb batch --resume` continues it\n"),
            "\(ownBuild.stdout)")
        let runs = try CommandLine.run(["runs", "--db", db])
        #expect(runs.stdout.contains("run 1: held by no process (stopped); recorded by another build of layoutdb (0.2 built "),
            "\(runs.stdout)")
        #expect(runs.stdout.contains(" UTC), so this build's `layoutdb batch --resume` starts a new run instead; "
            + "the build that recorded it continues it (`layoutdb runs --drop 1` removes it)\n"), "\(runs.stdout)")

        let resumed = try CommandLine.run(["batch", "--db", db, "--resume", "--format", "json"] + BatchCommandTests.smallMatrix)
        // Another matrix is no run to continue whatever the build.
        #expect(try Self.notes(resumed.stderr).hasPrefix("layoutdb: --resume: no interrupted batch run to continue (batch run 1, the newest "
            + "unfinished one, was recorded by another build of layoutdb (0.2 built "), "\(resumed.stderr)")
        let rebuilt = try CommandLine.run(["batch", "--db", db, "--quiet", "--resume", "--format", "json"] + Self.phones)
        let rebuiltNote = try Self.notes(rebuilt.stderr)
        #expect(rebuiltNote.hasPrefix("layoutdb: --resume: batch run 1 was recorded by another build of layoutdb (0.2 built "),
            "\(rebuilt.stderr)")
        #expect(rebuilt.stderr.contains(#""kind":"resume","resumed":null,"otherBuildRun":1,"stored":\#(solved)}}"#), "\(rebuilt.stderr)")
        #expect(rebuiltNote.hasSuffix(
            "which may solve differently, so the \(solved) configurations it stored are not reused: starting a new run that "
                + "solves every configuration. To continue run 1 instead, stop this batch (Ctrl-C) and run the same command "
                + "with the build that recorded it; `layoutdb runs --drop 1` removes it\n"), "\(rebuilt.stderr)")
        let output = try BatchCommandTests.object(rebuilt.stdout)
        #expect(output["run"] as? Int == 3)
        #expect((output["summary"] as? [String: Any])?["resumedConfigurations"] == nil)
        // The old run is left as it was, for its own build to finish.
        #expect(try BatchInterruptTests.count("SELECT count(*) FROM batch_result WHERE run_id = 1", db: db) == solved)
        #expect(try BatchInterruptTests.count("SELECT count(*) FROM batch_run WHERE finished_at IS NULL", db: db) == 1)
    }

    @Test func withNoRunToResumeItSaysSoAndStartsOne() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let first = try CommandLine.run(["batch", "--db", db, "--resume", "--format", "json"] + BatchCommandTests.smallMatrix)
        #expect(try Self.notes(first.stderr) == "layoutdb: --resume: no interrupted batch run to continue (every run finished); starting a new run\n")
        #expect(try BatchCommandTests.object(first.stdout)["run"] as? Int == 1)
        #expect(try BatchCommandTests.object(first.stdout)["summary"].flatMap { ($0 as? [String: Any])?["resumedConfigurations"] } == nil)
    }

    /// Two CI jobs on one database: while one batch is solving its run, a second with
    /// --resume finds that run unfinished and is refused, naming the first's process, with
    /// exit status 75 and nothing solved or written by it.
    @Test func aResumeOfARunAnotherBatchIsSolvingIsRefused() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let process = Process()
        process.executableURL = CommandLine.binary
        process.arguments = ["batch", "--db", db, "--quiet"] + Self.phones
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning { process.interrupt() }
            process.waitUntilExit()
        }
        let deadline = Date().addingTimeInterval(240)
        while process.isRunning, Date() < deadline,
            (try? BatchInterruptTests.count("SELECT count(*) FROM batch_result", db: db)) ?? 0 == 0
        {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(process.isRunning, "the batch ended before a second one could resume it")
        let second = try CommandLine.run(["batch", "--db", db, "--quiet", "--resume"] + Self.phones)
        #expect(process.isRunning, "the first batch ended while the second ran")
        #expect(second.status == 75, "\(second.stderr)")
        #expect(second.stderr.hasPrefix(
            "layoutdb: batch run 1 is being continued by another batch (process \(process.processIdentifier) on "), "\(second.stderr)")
        #expect(second.stderr.contains("give --take-over with --resume\n"), "\(second.stderr)")
        #expect(!second.stderr.contains("resuming"), "\(second.stderr)")
        #expect(second.stdout.isEmpty)
        #expect(try BatchInterruptTests.count("SELECT count(*) FROM batch_run", db: db) == 1)
    }

    @Test func takeOverWithoutResumeIsRefused() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let result = try CommandLine.run(["batch", "--db", db, "--take-over"] + BatchCommandTests.smallMatrix)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--take-over applies to the run --resume continues; give --resume too"), "\(result.stderr)")
    }

    @Test func resumeWithNoCacheIsRefused() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let result = try CommandLine.run(["batch", "--db", db, "--resume", "--no-cache"] + BatchCommandTests.smallMatrix)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--resume continues a recorded run, and --no-cache records none; give one"), "\(result.stderr)")
    }

    /// `stderr`'s JSON notes as the text lines they stand for (`layoutdb: ` and the
    /// message), each ending with a newline.
    static func notes(_ stderr: String) throws -> String {
        try stderr.split(separator: "\n").map { line in
            let object = try #require(try DocumentCommandTests.json(String(line)) as? [String: Any], "\(line)")
            let note = try #require(object["note"] as? [String: Any], "\(line)")
            return "layoutdb: \(try #require(note["message"] as? String))\n"
        }.joined()
    }
}
