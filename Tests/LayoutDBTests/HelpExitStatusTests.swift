import Foundation
import Testing

/// Every command whose exit status a CI script acts on says in its `--help` what each
/// status means, with the ones it can actually return: `import`, `trace`, `explain`,
/// `rm` and `sql` said none (trace fails on an ambiguous view, explain never does, import
/// and rm can meet a locked database), so a script author had to find out by trying.
@Suite struct HelpExitStatusTests {
    /// The command and the statuses its help must name, checked against what it does.
    static let commands: [(command: [String], statuses: [String])] = [
        (["import"], ["0", "64", "65", "75"]), (["trace"], ["0", "1", "64", "65"]), (["explain"], ["0", "64", "65"]),
        (["rm"], ["0", "64", "75"]), (["sql"], ["0", "64", "65", "75"]), (["solve"], ["0", "1", "64", "65", "75"]),
        (["batch"], ["1", "64", "73", "75"]), (["vacuum"], ["0", "64", "65", "75"]),
        // The readers said none either, nor did the demo (which exited 66, documented nowhere,
        // for a missing examples folder).
        (["list"], ["0", "64", "65", "75"]), (["show"], ["0", "64", "65", "75"]), (["revisions"], ["0", "64", "65", "75"]),
        (["resolve"], ["0", "64", "65", "75"]), (["devices"], ["0", "64"]),
        (["query", "problems"], ["0", "64", "65", "75"]), (["query", "conditional"], ["0", "64", "65", "75"]),
        (["demo"], ["0", "64", "65", "73", "130", "143"]),
        // The system commands said none: a maintainer's script (Benchmarks/run) acts on them too.
        (["system"], ["0", "64"]), (["system", "solve"], ["0", "64", "65"]), (["system", "bench"], ["0", "64", "65"]),
        (["system", "bench-store"], ["0", "64", "70", "73"]), (["system", "fidelity"], ["0", "64", "65"]),
        (["system", "text-fidelity"], ["0", "64", "73"]),
        // Nor did the parents: `query` and layoutdb itself.
        (["query"], ["0", "64"]), ([], ["0", "1", "64", "65", "70", "73", "75", "130", "143"]),
        // The rest said theirs already; kept so.
        (["runs"], ["0", "64"]), (["export"], ["0", "64"]), (["render"], ["0", "64"]), (["diff"], ["0", "64"]),
        (["query", "changes"], ["0", "64"]),
    ]

    @Test func everyCommandNamesItsExitStatuses() throws {
        for (command, statuses) in Self.commands {
            let help = try CommandLine.run(command + ["--help"])
            #expect(help.status == 0, "\(command)")
            let text = help.stdout.replacingOccurrences(of: "\n", with: " ")
            let range = try #require(text.range(of: "Exit status"), "layoutdb \(command.joined(separator: " ")) --help")
            let paragraph = text[range.lowerBound...].prefix(1200)
            for status in statuses {
                #expect(paragraph.range(of: "\\b\(status)\\b", options: .regularExpression) != nil,
                    "layoutdb \(command.joined(separator: " ")) --help does not name exit status \(status)")
            }
        }
    }

    /// A missing examples folder (the binary run outside the repository) is bad usage,
    /// named with the way out; it imported nothing without a word and then exited 66.
    @Test func theDemoWithoutItsExamplesIsBadUsage() throws {
        let missing = try DocumentCommandTests.folder().appendingPathComponent("no-examples").path
        let demo = try CommandLine.run(["demo", "--examples", missing])
        #expect(demo.status == 64)
        #expect(demo.stderr == "layoutdb: demo: no examples folder at \(missing) (give --examples DIR, the examples folder of "
            + "layoutdb's repository, or run bin/layoutdb demo there); nothing was done\n", "\(demo.stderr)")
        #expect(demo.stdout.isEmpty)
        // A list of a database not made yet is no failure: it says so and creates nothing.
        let empty = try DocumentCommandTests.folder().appendingPathComponent("none.sqlite").path
        let list = try CommandLine.run(["list", "--db", empty])
        #expect(list.status == 0 && list.stdout.isEmpty, "\(list.stderr)")
        #expect(!FileManager.default.fileExists(atPath: empty))
    }

    /// What the system commands' helps say, as they do it: a workload that does not read
    /// is 65, a folder without Interface Builder files 64, a --samples file that cannot be
    /// written 73 (it was an error no command expected, 70).
    @Test func theSystemCommandsReturnWhatTheirHelpsSay() throws {
        let folder = try DocumentCommandTests.folder()
        let missing = folder.appendingPathComponent("none.json").path
        #expect(try CommandLine.run(["system", "solve", missing]).status == 65)
        #expect(try CommandLine.run(["system", "bench", missing]).status == 65)
        #expect(try CommandLine.run(["system", "fidelity", folder.path]).status == 64)
        #expect(try CommandLine.run(["system", "bogus"]).status == 64)
        let system = try CommandLine.run(["system"])
        #expect(system.status == 0 && system.stdout.contains("Exit status"), "\(system.stderr)")
        let storyboard = try InterfaceBuilderFixture.storyboard()
        let samples = folder.appendingPathComponent("no-such-folder/samples.tsv").path
        let text = try CommandLine.run(["system", "text-fidelity", storyboard, "--samples", samples])
        #expect(text.status == 73, "\(text.stdout)\(text.stderr)")
        #expect(text.stderr.contains("layoutdb: \(samples): cannot write the samples: "), "\(text.stderr)")
    }

    /// What the helps say, as the commands do it: trace fails on an ambiguous view (login
    /// in compact height has one), explain does not, and bad SQL is 65.
    @Test func theStatusesAreWhatTheCommandsReturn() throws {
        let login = try #require(DocumentCommandTests.examples.first { $0.hasSuffix("login.json") })
        let landscape = ["--device", "iPhone 15", "--orientation", "landscape"]
        #expect(try CommandLine.run(["trace", login] + landscape).status == 1)
        #expect(try CommandLine.run(["trace", login, "--device", "iPhone 15"]).status == 0)
        #expect(try CommandLine.run(["explain", login, "title", "--axis", "vertical"] + landscape).status == 0)
        #expect(try CommandLine.run(["explain", login, "titel"]).status == 64)
        let db = try BatchCommandTests.examplesDatabase()
        #expect(try CommandLine.run(["sql", "--db", db, "SELEC 1"]).status == 65)
        #expect(try CommandLine.run(["sql", "--db", db, "DELETE FROM document"]).status == 64)
        #expect(try CommandLine.run(["rm", "--db", db, "nope"]).status == 64)
    }
}
