import Foundation
import Testing

/// Options every subcommand of a command group takes (`--db`, `--read-only`, `--format`
/// for `query`) go before the subcommand's name as well as after it, as a database
/// tool's connection option does (`sqlite3 FILE`, `psql -d`): `layoutdb query --db X
/// problems` was refused as "Unknown option '--db'".
@Suite struct GroupOptionsTests {
    /// The options a help text lists (`--db`, `--format`, …), without the built-in ones.
    static func options(inHelp help: String) -> Set<String> {
        var options: Set<String> = []
        var inOptions = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("OPTIONS:") { inOptions = true; continue }
            if line.hasPrefix("SUBCOMMANDS:") { inOptions = false }
            guard inOptions, line.hasPrefix("  ") else { continue }
            let words = line.split(separator: " ").map(String.init)
            guard let name = words.first(where: { $0.hasPrefix("--") }) else { continue }
            options.insert(name.trimmingCharacters(in: CharacterSet(charactersIn: ",")))
        }
        return options.subtracting(["--help", "--version"])
    }

    /// The subcommands a help text lists.
    static func subcommands(inHelp help: String) -> [String] {
        guard let start = help.range(of: "SUBCOMMANDS:\n") else { return [] }
        // The list ends at the first empty line ("See 'layoutdb help …'" follows).
        let list = help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        return list.compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
    }

    /// Every group under the root (found from the help, so that a new one is covered
    /// too) takes, and shows in its help, each option all its subcommands take.
    @Test func everyGroupTakesTheOptionsAllItsSubcommandsShare() throws {
        let root = try CommandLine.run(["--help"]).stdout
        var groups: [String] = []
        for command in Self.subcommands(inHelp: root) {
            let help = try CommandLine.run([command, "--help"]).stdout
            let children = Self.subcommands(inHelp: help)
            guard !children.isEmpty else { continue }
            groups.append(command)
            var shared: Set<String>?
            for child in children {
                let options = Self.options(inHelp: try CommandLine.run([command, child, "--help"]).stdout)
                shared = shared.map { $0.intersection(options) } ?? options
            }
            let missing = (shared ?? []).subtracting(Self.options(inHelp: help))
            #expect(missing.isEmpty, "layoutdb \(command) does not take \(missing.sorted()), which all of \(children) take")
        }
        #expect(groups.sorted() == ["query", "system"])
        #expect(Self.options(inHelp: try CommandLine.run(["query", "--help"]).stdout) == ["--db", "--read-only", "--format"])
    }

    @Test func theDatabaseAndFormatGoBeforeTheQueryOrAfterIt() throws {
        let db = try QueryCommandTests.database()
        let after = try CommandLine.run(["query", "problems", "--db", db, "--format", "json"])
        let before = try CommandLine.run(["query", "--db", db, "--format", "json", "problems"])
        let mixed = try CommandLine.run(["query", "--db", db, "problems", "--format", "json"])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(before.status == 0, "\(before.stderr)")
        #expect(mixed.status == 0, "\(mixed.stderr)")
        let rows = try QueryCommandTests.rows(after.stdout)
        #expect(!rows.isEmpty && rows.allSatisfy { $0["document"] == "box" }, "\(rows)")
        #expect(before.stdout == after.stdout)
        #expect(mixed.stdout == after.stdout)
        let conditional = try CommandLine.run(["query", "--read-only", "--db", db, "conditional", "box"])
        #expect(conditional.status == 0, "\(conditional.stderr)")
        #expect(conditional.stdout.contains("pin"), "\(conditional.stdout)")
        // Before the name as after it: a mistyped database is named, and not created.
        let missing = db + ".typo"
        let typo = try CommandLine.run(["query", "--db", missing, "changes", "box", "--from", "wC", "--to", "wR"])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("\(missing): no such database"), "\(typo.stderr)")
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    /// Given twice, an option must say the same thing: two different databases (or
    /// formats) are refused naming both, where the last one used to win in silence.
    @Test func twoDifferentValuesAreRefusedNamingBoth() throws {
        let db = try QueryCommandTests.database()
        let other = (db as NSString).deletingLastPathComponent + "/other.sqlite"
        let databases = try CommandLine.run(["query", "--db", db, "problems", "--db", other])
        #expect(databases.status == 64)
        #expect(databases.stderr.hasPrefix("Error: --db was given different values, '\(db)' and '\(other)'"), "\(databases.stderr)")
        #expect(databases.stdout.isEmpty)
        let formats = try CommandLine.run(["query", "--format", "json", "conditional", "--db", db, "--format", "text"])
        #expect(formats.status == 64)
        #expect(formats.stderr.hasPrefix("Error: --format was given different values, 'json' and 'text'"), "\(formats.stderr)")
        // The same file, however written, is one database.
        let folder = (db as NSString).deletingLastPathComponent
        let same = try CommandLine.run(["query", "--db", db, "conditional", "--db", folder + "/./" + (db as NSString).lastPathComponent])
        #expect(same.status == 0, "\(same.stderr)")
        // A command outside a group refuses two databases too.
        let list = try CommandLine.run(["list", "--db", db, "--db", other])
        #expect(list.status == 64)
        #expect(list.stderr.contains("'\(db)' and '\(other)'"), "\(list.stderr)")
    }

    @Test func theGroupsHelpShowsTheSharedOptions() throws {
        let help = try CommandLine.run(["query", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: layoutdb query [--db <path> ...] [--read-only] [--format <text|json> ...] <subcommand>"), "\(help.stdout)")
        #expect(help.stdout.contains("layoutdb query --db ci.sqlite --format json problems"))
        // Each query's own help still shows them.
        let problems = try CommandLine.run(["query", "problems", "--help"]).stdout
        #expect(Self.options(inHelp: problems).isSuperset(of: ["--db", "--read-only", "--format"]))
    }
}
