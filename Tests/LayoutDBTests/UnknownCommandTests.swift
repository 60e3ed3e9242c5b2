import Testing

/// A misspelt command (`layoutdb solv`) said "Unexpected argument 'solv'" with the root's
/// usage, which names no command; another tool's word for one (`remove`) the same. Both
/// name the command meant, a subcommand of `query` or `system` too, with exit status 64.
@Suite struct UnknownCommandTests {
    @Test(arguments: [
        (["solv", "login"], "layoutdb: unknown command 'solv' (did you mean 'solve'?); `layoutdb --help` lists them\n"),
        (["remove", "login"], "layoutdb: unknown command 'remove' (did you mean 'rm'?); `layoutdb --help` lists them\n"),
        (["ls"], "layoutdb: unknown command 'ls' (did you mean 'list'?); `layoutdb --help` lists them\n"),
        (["--db", "x.sqlite", "imprt", "a.json"],
         "layoutdb: unknown command 'imprt' (did you mean 'import'?); `layoutdb --help` lists them\n"),
        (["query", "problms"],
         "layoutdb: unknown command 'problms' of `layoutdb query` (did you mean 'problems'?); `layoutdb query --help` lists them\n"),
        (["frobnicate"], "layoutdb: unknown command 'frobnicate'; `layoutdb --help` lists them\n"),
    ])
    func aMisspeltCommandIsNamedWithTheOneMeant(arguments: [String], said: String) throws {
        let result = try CommandLine.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == said, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// What parsed before still does: help, a command's own bad option.
    @Test func knownCommandsKeepTheirMessages() throws {
        #expect(try CommandLine.run(["help", "solve"]).status == 0)
        let option = try CommandLine.run(["solve", "login", "--frobnicate"])
        #expect(option.status == 64)
        #expect(option.stderr.hasPrefix("Error: Unknown option '--frobnicate'"), "\(option.stderr)")
    }
}
