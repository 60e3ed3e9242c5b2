import Foundation
import Testing

/// `layoutdb --db PATH SUBCOMMAND …`: the database first, as database tools take it.
/// Every subcommand that opens the database takes `--db` (and `--db=PATH`,
/// `--read-only`) before its name exactly as after it; those without a database refuse
/// it in one line naming themselves; the top-level help says so.
@Suite struct LeadingDatabaseOptionTests {
    /// What each subcommand that opens the database needs after its name to get as far
    /// as opening it.
    static let arguments: [String: [String]] = [
        "import": DocumentCommandTests.examples.filter { $0.hasSuffix("/login.json") },
        "export": ["login"], "list": [], "show": ["login"], "revisions": ["login"], "runs": [], "rm": ["login"], "vacuum": [],
        "resolve": ["login"], "solve": ["login"], "trace": ["login"], "explain": ["login", "title"],
        "query": ["problems"], "sql": ["SELECT 1"], "batch": ["--quiet"], "render": ["login"], "diff": ["login"], "serve": [],
    ]

    /// The subcommands the top-level help lists whose own help lists `--db`, but `demo`,
    /// whose `--db` is where it keeps a database of its own.
    static func databaseCommands() throws -> [String] {
        try GroupOptionsTests.subcommands(inHelp: CommandLine.run(["--help"]).stdout).filter { command in
            try command != "demo" && GroupOptionsTests.options(inHelp: try CommandLine.run([command, "--help"]).stdout).contains("--db")
        }
    }

    @Test func everySubcommandWithADatabaseTakesItBeforeItsNameAsAfter() throws {
        let commands = try Self.databaseCommands()
        #expect(Set(commands) == Set(Self.arguments.keys))
        // A folder given as the database: each subcommand refuses it when it opens it.
        let folder = try DocumentCommandTests.folder().path
        for command in commands {
            let rest = Self.arguments[command] ?? []
            let after = try CommandLine.run([command] + rest + ["--db", folder])
            let before = try CommandLine.run(["--db", folder, command] + rest)
            let joined = try CommandLine.run(["--db=\(folder)", command] + rest)
            #expect(after.status == 64, "\(command): \(after.stderr)")
            #expect(after.stderr.contains("\(folder) is a folder, not a database file"), "\(command): \(after.stderr)")
            for leading in [before, joined] {
                #expect(leading.status == after.status, "\(command): \(leading.stderr)")
                #expect(leading.stderr == after.stderr, "\(command)")
            }
        }
    }

    @Test func theDatabaseFirstGivesWhatItGivesAfter() throws {
        let db = try QueryCommandTests.database()
        for (before, after) in [
            (["--db", db, "list"], ["list", "--db", db]),
            (["--db=\(db)", "show", "box"], ["show", "box", "--db", db]),
            (["--read-only", "--db", db, "resolve", "box", "--format", "json"], ["resolve", "box", "--format", "json", "--db", db, "--read-only"]),
            (["--db", db, "query", "--format", "json", "problems"], ["query", "problems", "--format", "json", "--db", db]),
        ] {
            let first = try CommandLine.run(before)
            let last = try CommandLine.run(after)
            #expect(first.status == 0, "\(before): \(first.stderr)")
            #expect(first.status == last.status && first.stdout == last.stdout && first.stderr == last.stderr, "\(before)")
            #expect(!first.stdout.isEmpty)
        }
        // Before and after at once: the same file is fine, two different ones are refused.
        #expect(try CommandLine.run(["--db", db, "list", "--db", db]).status == 0)
        let two = try CommandLine.run(["--db", db, "list", "--db", db + ".other"])
        #expect(two.status == 64)
        #expect(two.stderr.contains("--db was given different values"), "\(two.stderr)")
    }

    @Test func subcommandsWithoutADatabaseRefuseItInOneLine() throws {
        let refusals = [
            ("devices", "layoutdb: devices does not use a database, so --db cannot come before it\n"),
            ("system", "layoutdb: system does not use a database, so --db cannot come before it\n"),
            ("demo", "layoutdb: demo imports the examples into a database of its own, so --db cannot come before it "
                + "(`layoutdb demo --db PATH` keeps that database at PATH)\n"),
        ]
        for (command, message) in refusals {
            let result = try CommandLine.run(["--db", "x.sqlite", command])
            #expect(result.status == 64, "\(command)")
            #expect(result.stderr == message)
            #expect(result.stdout.isEmpty)
        }
        let readOnly = try CommandLine.run(["--read-only", "devices"])
        #expect(readOnly.stderr == "layoutdb: devices does not use a database, so --read-only cannot come before it\n")
        let alone = try CommandLine.run(["--db", "x.sqlite"])
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("give the subcommand after it"), "\(alone.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "x.sqlite"))
    }

    @Test func theTopLevelHelpShowsTheDatabaseMayComeFirst() throws {
        let help = try CommandLine.run(["--help"]).stdout
        #expect(help.contains("USAGE: layoutdb [--db <path>] [--read-only] <subcommand>"), "\(help)")
        #expect(help.contains("given before the subcommand or after it"), "\(help)")
        // The subcommand's help, asked for with the database first.
        let list = try CommandLine.run(["--db", "x.sqlite", "list", "--help"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("USAGE: layoutdb list"), "\(list.stdout)")
    }
}
