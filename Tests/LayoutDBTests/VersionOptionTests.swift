import Testing

/// `layoutdb --version` was an unknown option; a bug report or a CI log needs the engine
/// build, which is also what the solve cache keys results by.
@Suite struct VersionOptionTests {
    /// `--version` prints the engine build the cache keys results by.
    @Test func versionIsTheEngineBuild() throws {
        let result = try CommandLine.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("0."), "\(result.stdout)")
        #expect(result.stdout.contains("+"), "release+size.mtime: \(result.stdout)")
    }
}
