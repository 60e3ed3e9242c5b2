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
        // Then the build as `runs`, `vacuum` and `batch --resume` name it, which the key
        // alone did not let a reader match: `0.2+… (0.2 built 2026-11-29 08:18:46 UTC)`.
        let parts = result.stdout.split(separator: " ", maxSplits: 1).map(String.init)
        let release = try #require(parts.first?.split(separator: "+").first)
        #expect(parts.count == 2 && parts[1].hasPrefix("(\(release) built 20") && parts[1].hasSuffix(" UTC)\n"), "\(result.stdout)")
    }
}
