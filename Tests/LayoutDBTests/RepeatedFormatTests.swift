import Foundation
import Testing

/// `--format` given twice with different values is refused by every command that has the
/// option, as `--db` is, naming both (the parser alone keeps the last, so `--format json
/// --format text` printed text without a word); the same value twice is harmless.
@Suite struct RepeatedFormatTests {
    /// What each command with `--format` needs after its name to be parsed.
    static let arguments: [String: [String]] = [
        "import": ["x.json"], "export": ["login"], "list": [], "show": ["login"], "revisions": ["login"], "runs": [], "vacuum": [],
        "resolve": ["login"], "solve": ["login"], "trace": ["login"], "explain": ["login", "title"],
        "query problems": [], "query conditional": [], "query changes": ["login", "--from", "wC", "--to", "wR"],
        "sql": ["SELECT 1"], "batch": [], "diff": ["login"], "devices": [], "serve": [],
    ]

    /// Every command and subcommand under the root whose help lists `--format`.
    static func formatCommands() throws -> [String] {
        var found: [String] = []
        for command in try GroupOptionsTests.subcommands(inHelp: CommandLine.run(["--help"]).stdout) {
            let help = try CommandLine.run([command, "--help"]).stdout
            let children = GroupOptionsTests.subcommands(inHelp: help)
            for path in children.isEmpty ? [[command]] : children.map({ [command, $0] }) {
                let options = GroupOptionsTests.options(inHelp: try CommandLine.run(path + ["--help"]).stdout)
                if options.contains("--format") { found.append(path.joined(separator: " ")) }
            }
        }
        return found
    }

    @Test func everyCommandRefusesTwoDifferentFormats() throws {
        let commands = try Self.formatCommands()
        #expect(Set(commands) == Set(Self.arguments.keys))
        for command in commands {
            let name = command.split(separator: " ").map(String.init)
            let (first, second) = command == "export" ? ("json", "xib") : ("json", "text")
            let result = try CommandLine.run(name + (Self.arguments[command] ?? []) + ["--format", first, "--format", second])
            #expect(result.status == 64, "\(command): \(result.stderr)")
            #expect(result.stderr.hasPrefix(
                "Error: --format was given different values, '\(first)' and '\(second)': give it once"), "\(command): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func theSameFormatTwiceIsTheFormat() throws {
        let once = try CommandLine.run(["devices", "--format", "json"])
        let twice = try CommandLine.run(["devices", "--format", "json", "--format", "json"])
        #expect(once.status == 0)
        #expect(twice.status == 0)
        #expect(twice.stdout == once.stdout)
        #expect(twice.stdout.hasPrefix("["), "\(twice.stdout.prefix(40))")
    }
}
