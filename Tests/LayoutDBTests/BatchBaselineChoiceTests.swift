import Foundation
import LayoutDB
import Testing

/// Which run `batch --baseline last` compares with. It took the newest finished run
/// whatever its matrix, so a job that alternated matrices compared a few configurations;
/// a first run said one line in text only; and a `last` that shared no configuration
/// (the first run of a new matrix) was refused before solving, so that no run of the
/// new matrix was ever recorded and every later job was refused too.
@Suite struct BatchBaselineChoiceTests {
    /// The login example and the others on the iPhone SE in landscape (compact height:
    /// the login form loses its logo, leaving its title ambiguous), one text size, ltr.
    static let landscape = [
        "--devices", "iphone-se-2-3", "--orientations", "landscape", "--content-sizes", "default", "--directions", "ltr",
        "--quiet",
    ]
    static let landscapeSpelling =
        "devices=iphone-se-2-3 orientations=landscape multitasking=all content-sizes=default directions=ltr"
    static let bothSpelling =
        "devices=iphone-se-2-3 orientations=both multitasking=all content-sizes=default directions=ltr"
    static var both: [String] { landscape.map { $0 == "landscape" ? "both" : $0 } }
    static var portrait: [String] { landscape.map { $0 == "landscape" ? "portrait" : $0 } }

    static let noneLine = "; nothing is compared, so every error counts as new, as without --baseline\n"

    @Test func aFirstRunSaysThereIsNoBaselineAndCountsEveryError() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let first = try CommandLine.run(["batch", "--db", db, "--baseline", "last", "--format", "json"] + Self.landscape)
        #expect(first.status == 1, "\(first.stderr)")
        // Under --format json the line is a JSON note (Documentation/JSONOutput.md, "Notes").
        #expect(first.stderr == #"{"note":{"message":"--baseline last: no earlier finished batch run to compare with (this "#
            + #"is the first); nothing is compared, so every error counts as new, as without --baseline","kind":"baseline","#
            + #""choice":"none","baseline":null,"baselineMatrix":null,"matrix":"\#(Self.landscapeSpelling)"}}"# + "\n",
            "\(first.stderr)")
        let output = try BatchCommandTests.object(first.stdout)
        #expect(output["baseline"] is NSNull)
        let comparison = try #require(output["comparison"] as? [String: Any])
        #expect(comparison["choice"] as? String == "none")
        #expect(comparison["baselineMatrix"] is NSNull)
        #expect(comparison["compared"] as? Int == 0 && comparison["notCovered"] as? Int == 0)
        // Every error is a regression, as without --baseline: the login form's ambiguity.
        let regressions = try #require(output["regressions"] as? [[String: Any]])
        #expect(!regressions.isEmpty && regressions.allSatisfy { $0["document"] as? String == "login" })
        let plain = try CommandLine.run(["batch", "--db", db, "--format", "json"] + Self.landscape)
        #expect((try BatchCommandTests.object(plain.stdout)["regressions"] as? [Any])?.count == regressions.count)
        // The run was recorded, so the next job compares with it, and finds nothing new.
        let second = try CommandLine.run(["batch", "--db", db, "--baseline", "last"] + Self.landscape)
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        #expect(second.stderr == "layoutdb: --baseline last: comparing with batch run 2, the last finished run of this "
            + "batch's matrix (\(Self.landscapeSpelling))\n", "\(second.stderr)")
    }

    /// An interrupted run is never a baseline, and the line says there is one.
    @Test func anInterruptedRunIsNamedAsNoBaseline() throws {
        let db = try BatchCommandTests.examplesDatabase()
        // What an interrupted batch leaves: the run started (and documents listed), never finished.
        _ = try DocumentStore(path: db).startBatchRun(
            engineVersion: "interrupted", matrix: Self.landscapeSpelling, documents: [(name: "login", revision: 1)])
        let result = try CommandLine.run(["batch", "--db", db, "--baseline", "last"] + Self.landscape)
        #expect(result.status == 1)
        #expect(result.stderr == "layoutdb: --baseline last: no earlier finished batch run to compare with; 1 interrupted "
            + "run is never a baseline" + Self.noneLine, "\(result.stderr)")
    }

    /// Two matrices in one database (a nightly over both orientations, a quick job over
    /// landscape): each job compares with the last run of its own matrix, though a run
    /// of the other is newer and shares configurations with it.
    @Test func lastTakesTheLastRunOfTheSameMatrix() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let documents = DocumentCommandTests.examples.count
        #expect(try CommandLine.run(["batch", "--db", db] + Self.landscape).status == 1)   // run 1
        #expect(try CommandLine.run(["batch", "--db", db] + Self.both).status == 1)        // run 2
        let quick = try CommandLine.run(["batch", "--db", db, "--baseline", "last", "--format", "json"] + Self.landscape)
        #expect(quick.status == 0, "\(quick.stderr)")
        #expect(quick.stderr == #"{"note":{"message":"--baseline last: comparing with batch run 1, the last finished run "#
            + #"of this batch's matrix (\#(Self.landscapeSpelling))","kind":"baseline","choice":"sameMatrix","baseline":1,"#
            + #""baselineMatrix":"\#(Self.landscapeSpelling)","matrix":"\#(Self.landscapeSpelling)"}}"# + "\n", "\(quick.stderr)")
        let output = try BatchCommandTests.object(quick.stdout)
        #expect(output["baseline"] as? Int == 1)
        let comparison = try #require(output["comparison"] as? [String: Any])
        #expect(comparison["choice"] as? String == "sameMatrix")
        #expect(comparison["baselineMatrix"] as? String == Self.landscapeSpelling)
        #expect(comparison["compared"] as? Int == documents && comparison["onlyInBaseline"] as? Int == 0)
        // The nightly's matrix: run 2, though run 3 (landscape) is newer.
        let nightly = try CommandLine.run(["batch", "--db", db, "--baseline", "last"] + Self.both)
        #expect(nightly.status == 0, "\(nightly.stdout)")
        #expect(nightly.stderr == "layoutdb: --baseline last: comparing with batch run 2, the last finished run of this "
            + "batch's matrix (\(Self.bothSpelling))\n", "\(nightly.stderr)")
        #expect(nightly.stdout.contains("\nCompared with batch run 2 (\(Self.bothSpelling), \(documents) documents): "
            + "\(documents * 2) configurations both solved.\n"), "\(nightly.stdout)")
    }

    /// No run of the same matrix: the newest run that solved some of its configurations,
    /// said to be of another matrix; and when none did, no baseline (not a refusal, which
    /// kept the new matrix from ever being recorded), said so.
    @Test func withoutARunOfTheSameMatrixItFallsBackAndSaysSo() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let documents = DocumentCommandTests.examples.count
        #expect(try CommandLine.run(["batch", "--db", db] + Self.portrait).status == 0)   // run 1, portrait
        let wider = try CommandLine.run(["batch", "--db", db, "--baseline", "last", "--format", "json"] + Self.both)
        #expect(wider.status == 0, "\(wider.stderr)")
        let portraitSpelling = Self.landscapeSpelling.replacingOccurrences(of: "landscape", with: "portrait")
        let note = try #require(try BatchCommandTests.object(wider.stderr)["note"] as? [String: Any])
        #expect(note["message"] as? String == "--baseline last: no finished run has this batch's matrix (\(Self.bothSpelling)); "
            + "comparing with batch run 1 (\(portraitSpelling)), the last finished run that solved some of its "
            + "configurations, on those configurations only", "\(wider.stderr)")
        #expect(note["choice"] as? String == "otherMatrix" && note["baseline"] as? Int == 1)
        #expect(note["baselineMatrix"] as? String == portraitSpelling && note["matrix"] as? String == Self.bothSpelling)
        let comparison = try #require(try BatchCommandTests.object(wider.stdout)["comparison"] as? [String: Any])
        #expect(comparison["choice"] as? String == "otherMatrix")
        #expect(comparison["compared"] as? Int == documents && comparison["notCovered"] as? Int == documents)

        // Landscape alone shares nothing with a portrait run (a fresh database: run 2
        // above, of both orientations, shares landscape).
        let fresh = try BatchCommandTests.examplesDatabase()
        #expect(try CommandLine.run(["batch", "--db", fresh] + Self.portrait).status == 0)
        let disjoint = try CommandLine.run(["batch", "--db", fresh, "--baseline", "last"] + Self.landscape)
        #expect(disjoint.status == 1, "\(disjoint.stderr)")
        #expect(disjoint.stderr == "layoutdb: --baseline last: none of the 1 finished batch run solved any of this batch's "
            + "configurations (\(Self.landscapeSpelling); `layoutdb runs` lists each run's matrix)" + Self.noneLine,
            "\(disjoint.stderr)")
        // Recorded: the next landscape job has its baseline.
        let next = try CommandLine.run(["batch", "--db", fresh, "--baseline", "last"] + Self.landscape)
        #expect(next.status == 0, "\(next.stdout)\(next.stderr)")
        // A run named by id that shares nothing is still refused before solving (64).
        let named = try CommandLine.run(["batch", "--db", fresh, "--baseline", "1"] + Self.landscape)
        #expect(named.status == 64)
        #expect(named.stderr.hasPrefix("layoutdb: --baseline: batch run 1 stored none of the"), "\(named.stderr)")
    }


    /// `last` finds its run in one query (`DocumentStore.latestFinishedBatchRun(sharing:…)`)
    /// instead of reading each run's results in turn, and chooses as before: a newer run
    /// that shares no configuration (another orientation) or no document is passed over
    /// for the newest that shares one.
    @Test func lastPassesOverNewerRunsThatShareNothing() throws {
        let db = try BatchCommandTests.examplesDatabase()
        #expect(try CommandLine.run(["batch", "--db", db] + Self.both).status == 1)        // run 1: both
        #expect(try CommandLine.run(["batch", "--db", db] + Self.landscape).status == 1)   // run 2: landscape
        #expect(try CommandLine.run(["batch", "--db", db, "login"] + Self.portrait).status == 0)   // run 3: login only
        // Portrait over the other documents: run 3 has none of them, run 2 no portrait.
        let others = DocumentCommandTests.examples.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
            .filter { $0 != "login" }
        let portrait = try CommandLine.run(["batch", "--db", db, "--baseline", "last", "--format", "json"] + others + Self.portrait)
        #expect(portrait.status == 0, "\(portrait.stderr)")
        let note = try #require(try BatchCommandTests.object(portrait.stderr)["note"] as? [String: Any])
        #expect(note["choice"] as? String == "otherMatrix" && note["baseline"] as? Int == 1, "\(portrait.stderr)")
        // Login alone: run 4 (just recorded, the others) has none of it, run 3 has it.
        let login = try CommandLine.run(["batch", "--db", db, "login", "--baseline", "last", "--format", "json"] + Self.portrait)
        let sameNote = try #require(try BatchCommandTests.object(login.stderr)["note"] as? [String: Any])
        #expect(sameNote["choice"] as? String == "sameMatrix" && sameNote["baseline"] as? Int == 3, "\(login.stderr)")
        // A batch of more than 1,000 documents × trait keys reads each run's rows instead of
        // probing for each: the same runs are found (made-up keys share nothing).
        let store = try DocumentStore(path: db)
        let matrix = try BatchMatrix(devices: "iphone-se-2-3", orientations: "portrait", contentSizes: "default", directions: "ltr")
        let keys = matrix.configurations.map { SolveSetup(configuration: $0).traitKey }
        let many = keys + (0..<1_000).map { "made-up \($0)" }
        let cases: [(documents: [String], same: Bool, run: Int?)] = [
            (["login"], true, 5), (others, true, 4), (others, false, 1), (["nowhere"], false, nil),
        ]
        for (documents, same, run) in cases {
            for traitKeys in [keys, many] {
                let found = try store.latestFinishedBatchRun(
                    sharing: documents, traitKeys: traitKeys, matrix: matrix.spelling, sameMatrix: same)
                #expect(found?.id == run, "\(documents) \(same) \(traitKeys.count) keys")
            }
        }
    }
}
