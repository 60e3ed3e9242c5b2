import Foundation
import Testing

/// A value that starts with `-` was read as an option: `--size -5x10` said "Missing value
/// for '--size <WxH>'", which sends a user looking for a value they gave. The value is now
/// taken, and refused for what it is.
@Suite struct NegativeOptionValueTests {
    @Test func aNegativeValueIsRefusedForWhatItIs() throws {
        let db = try StoreCommandTests.database(["login"])
        let runs: [(arguments: [String], error: String)] = [
            (["solve", "login", "--db", db, "--size", "-5x10"],
             "Error: --size -5x10: expected WIDTHxHEIGHT in points, each from 0 to 1000000000, e.g. 390x844\n"),
            (["solve", "login", "--db", db, "--revision", "-1"], "layoutdb: document 'login' has no revision -1 (`layoutdb revisions login` lists them)\n"),
            (["batch", "login", "--db", db, "--jobs", "-2"], "Error: --jobs must be at least 1\n"),
        ]
        for run in runs {
            let result = try CommandLine.run(run.arguments)
            #expect(result.status == 64, "\(run.arguments)")
            #expect(result.stderr.hasPrefix(run.error), "\(result.stderr)")
        }
        // A missing value is still missing.
        let missing = try CommandLine.run(["solve", "login", "--db", db, "--size"])
        #expect(missing.stderr.hasPrefix("Error: Missing value for '--size <WxH>'"), "\(missing.stderr)")
    }
}
