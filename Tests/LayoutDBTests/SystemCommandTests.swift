import TestSupport
import Foundation
import Testing

/// `layoutdb system` end to end, through the built binary.
@Suite struct SystemCommandTests {
    @Test func solvePrintsTheReferenceValueLine() throws {
        let result = try CommandLine.run(["system", "solve", SharedPaths.benchCases.appendingPathComponent("lex-251-vs-2x250.json").path])
        #expect(result.status == 0)
        #expect(result.stdout == #"{"workload":"lex-251-vs-2x250","solver":"layoutdb","step":0,"values":{"x":100.0},"required_violation":0.0,"violations":{"250":200.0},"ambiguous":{}}"# + "\n")
    }

    /// The help cited `../shared/bench/...`, outside the repository: it now says what a
    /// workload is, names the repository's description of the format, and its example
    /// runs from the repository as shown.
    @Test func theHelpStandsOnItsOwn() throws {
        for command in [["system"], ["system", "solve"], ["system", "bench"]] {
            let help = try CommandLine.run(command + ["--help"])
            #expect(help.status == 0)
            #expect(!help.stdout.contains("../"), "\(command): \(help.stdout)")
        }
        let help = try CommandLine.run(["system", "solve", "--help"]).stdout
        #expect(help.contains("Documentation/WorkloadFormat.md"))
        #expect(FileManager.default.fileExists(atPath: SharedPaths.repository.appendingPathComponent("Documentation/WorkloadFormat.md").path))
        #expect(help.contains(#""format": "layoutdb-bench/1""#))
        let example = "examples/systems/2-strict-priorities.json"
        #expect(help.contains("layoutdb system solve \(example)"))
        let line = try CommandLine.run(["system", "solve", SharedPaths.repository.appendingPathComponent(example).path]).stdout
        #expect(line.hasPrefix(#"{"workload":"label-beside-square-thumbnail","solver":"layoutdb","step":0,"values":{"label.x":0.0,"#), "\(line)")
        #expect(help.contains(#"{"workload":"label-beside-square-thumbnail","solver":"layoutdb","step":0,"values":{"label.x":0.0,...},...}"#))
    }

    @Test func ambiguousVariablesAreListedWithTheirRange() throws {
        let file = SharedPaths.examples.appendingPathComponent("systems/4-ambiguous-row.json").path
        let result = try CommandLine.run(["system", "solve", file])
        #expect(result.stdout.contains(#""ambiguous":{"title.w":[0.0,330.0]}"#))
    }

    /// Rows kept as definitions from the first symbol give the same lines as the
    /// default (written out below 1,024 symbols): through the steps of a sweep, and
    /// for an ambiguous layout's ranges.
    @Test(arguments: ["1-equal-width-buttons", "4-ambiguous-row"])
    func definitionsFromTheFirstSymbolGiveTheSameLines(example: String) throws {
        let file = SharedPaths.examples.appendingPathComponent("systems/\(example).json").path
        let written = try CommandLine.run(["system", "solve", file])
        let kept = try CommandLine.run(["system", "solve", "--definition-threshold", "0", file])
        #expect(written.status == 0 && kept.status == 0)
        #expect(written.stdout.split(separator: "\n").count >= 1)
        #expect(kept.stdout == written.stdout)
    }

    @Test func aFileThatIsNotAWorkloadExitsWith65AndNamesIt() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-bad-\(UUID().uuidString).json")
        try Data(#"{"format":"layoutdb-bench/1","name":"b","variables":["x"],"constraints":[{"terms":[["x",1]],"relation":"=<"}]}"#.utf8).write(to: bad)
        defer { try? FileManager.default.removeItem(at: bad) }
        let result = try CommandLine.run(["system", "solve", bad.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(bad.path):1:104: constraints[0].relation: expected \"==\", \"<=\" or \">=\""))
        #expect(result.stdout.isEmpty)
    }

    /// Foundation's words were "(NSCocoaErrorDomain error 256.)" for a folder.
    @Test func aFolderOrAMissingWorkloadSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-workloads-\(UUID().uuidString).json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let intoFolder = try CommandLine.run(["system", "solve", folder.path])
        #expect(intoFolder.status == 65)
        #expect(intoFolder.stderr == "layoutdb: \(folder.path): cannot read the file (it is a folder; give a file)\n")
        let missing = try CommandLine.run(["system", "solve", folder.path + "/none.json"])
        #expect(missing.stderr == "layoutdb: \(folder.path)/none.json: cannot read the file (no such file)\n")
        // The fidelity table of a folder with no Interface Builder file checked nothing, and passed.
        let fidelity = try CommandLine.run(["system", "fidelity", folder.path])
        #expect(fidelity.status == 64)
        #expect(fidelity.stderr.hasPrefix("Error: no .storyboard or .xib files in \(folder.path)\n"), "\(fidelity.stderr)")
    }

    @Test func badUsageExitsWith64() throws {
        let result = try CommandLine.run(["system", "solve"])
        #expect(result.status == 64)
    }

    @Test func benchPrintsOneSummaryPerWorkload() throws {
        let result = try CommandLine.run(["system", "bench", "--repeat", "1", SharedPaths.benchCases.path])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == SharedPaths.jsonFiles(in: SharedPaths.benchCases).count)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["build_solve_ms"] is Double)
            #expect(object["churn_same_values"] as? Bool == true)
        }
    }

    /// `--steps` lists each step's time and pivots. A label's width `x` is at most the
    /// container's `w` (required) and wants 100 (at 500), `w` an edit at 999: from
    /// 200 to 50 the slack of `x ≤ w` goes negative and trades places with the error of
    /// `x == 100` (one dual simplex pivot); from 50 to 60 that basis still holds (none).
    @Test func benchStepsListEachStepsTimeAndPivots() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-steps-\(UUID().uuidString).json")
        try Data(#"""
            {"format":"layoutdb-bench/1","name":"label-in-container","variables":["x","w"],
             "constraints":[{"terms":[["x",1],["w",-1]],"relation":"<="},
                            {"terms":[["x",1]],"constant":-100,"relation":"==","priority":500}],
             "edit":{"variables":[{"name":"w","priority":999}],"steps":[{"w":200},{"w":50},{"w":60}]}}
            """#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let plain = try CommandLine.run(["system", "bench", "--repeat", "1", "--no-churn", file.path])
        #expect(plain.status == 0)
        #expect(!plain.stdout.contains("edit_step_pivots"))
        let result = try CommandLine.run(["system", "bench", "--repeat", "1", "--no-churn", "--steps", file.path])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["edit_step_pivots"] as? [Int] == [1, 0])
        let times = try #require(object["edit_steps_us"] as? [Double])
        #expect(times.count == 2 && times.allSatisfy { $0 >= 0 })
    }

    @Test func demoExplainsConflictsAndAmbiguityInUIKitWords() throws {
        let result = try CommandLine.run(["demo", "--examples", SharedPaths.examples.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Unable to simultaneously satisfy constraints."))
        #expect(result.stdout.contains("Will attempt to recover by breaking constraint \n<Constraint 'label.height >= 400' label.h >= 400>"))
        #expect(result.stdout.contains("title.w: anywhere in [0, 330]"))
    }

    /// The other way round: a workload of examples/systems imported or solved as a
    /// document failed with "unknown key 'format'"; it is said to be a workload, with the
    /// command that solves it, and nothing is imported (65).
    @Test func aWorkloadIsPointedToSystemSolve() throws {
        let workload = SharedPaths.examples.appendingPathComponent("systems/1-equal-width-buttons.json").path
        let db = try DocumentCommandTests.folder().appendingPathComponent("db.sqlite").path
        let said = "\(workload):2:12: format: the file is a constraint-system workload (layoutdb-bench/1) rather than a "
            + "layoutdb document: `layoutdb system solve \(workload)` solves it"
        let imported = try CommandLine.run(["import", "--db", db, workload])
        #expect(imported.status == 65)
        #expect(imported.stderr == "layoutdb: \(said)\nlayoutdb: nothing was imported\n", "\(imported.stderr)")
        #expect(!FileManager.default.fileExists(atPath: db))
        let solved = try CommandLine.run(["solve", workload])
        #expect(solved.status == 65)
        #expect(solved.stderr.contains(said), "\(solved.stderr)")
    }

    /// A layout document or a storyboard given as a workload is said to be one, with the
    /// command that solves it (it said only `expected "layoutdb-bench/1"`, or "unexpected '<'").
    @Test func aDocumentOrStoryboardIsPointedToSolve() throws {
        let login = SharedPaths.examples.appendingPathComponent("login.json").path
        let document = try CommandLine.run(["system", "solve", login])
        #expect(document.status == 65)
        #expect(document.stderr == "layoutdb: \(login):1:1: format: expected \"layoutdb-bench/1\" "
            + "(the file is a layoutdb document rather than a workload: `layoutdb solve \(login)` solves it)\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-system-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let storyboard = folder.appendingPathComponent("Main.storyboard")
        try Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document/>\n".utf8).write(to: storyboard)
        let xml = try CommandLine.run(["system", "solve", storyboard.path])
        #expect(xml.status == 65)
        #expect(xml.stderr.hasSuffix("(the file is XML, an Interface Builder file rather than a workload: `layoutdb solve \(storyboard.path)` solves it)\n"), "\(xml.stderr)")
    }
}
