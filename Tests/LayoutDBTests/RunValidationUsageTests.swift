import Foundation
import Testing

/// An option a command checks while it runs (an unknown device, size classes that do
/// not parse) is a usage error (64) that shows the usage of that command: it used to
/// show the root's, "Usage: layoutdb <subcommand>".
@Suite("Usage errors found while a command runs")
struct RunValidationUsageTests {
    @Test func anUnknownDeviceShowsTheSolveUsage() throws {
        let db = try StoreCommandTests.database(["login"])
        let result = try CommandLine.run(["solve", "--db", db, "login", "--device", "nope"])
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Error: Unknown device 'nope'") == true)
        // Solve has so many options that the usage line collapses them into `[<options>]`.
        #expect(lines.contains { $0 == "Usage: layoutdb solve [<options>] <document>" })
        #expect(lines.last == "  See 'layoutdb solve --help' for more information.")
    }

    /// A container of 1e308 points was taken and failed the solve as an internal engine
    /// error (exit 65); sides are held to a constraint constant's range.
    @Test func aHugeContainerSizeIsAUsageError() throws {
        let db = try StoreCommandTests.database(["login"])
        for size in ["1e308x1e308", "2000000000x10"] {
            let result = try CommandLine.run(["solve", "--db", db, "login", "--size", size])
            #expect(result.status == 64, "\(size)")
            #expect(result.stderr.hasPrefix(
                "Error: --size \(size): expected WIDTHxHEIGHT in points, each from 0 to 1000000000, e.g. 390x844\n"), "\(result.stderr)")
        }
        #expect(try CommandLine.run(["solve", "--db", db, "login", "--size", "1000000000x10"]).status != 64)
    }

    @Test func aNestedCommandNamesItsWholePath() throws {
        let db = try StoreCommandTests.database(["login"])
        let result = try CommandLine.run(["query", "changes", "--db", db, "login", "--from", "wQ", "--to", "wR"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --from: 'wQ' is not a size class"))
        #expect(result.stderr.contains("Usage: layoutdb query changes "))
        #expect(result.stderr.hasSuffix("  See 'layoutdb query changes --help' for more information.\n"))
    }

    /// `*` (any, as a variant's `when` writes it) and commas (as batch lists are written)
    /// were refused as "not a size class".
    @Test func anyAndCommasAreTaken() throws {
        let db = try StoreCommandTests.database(["login"])
        let any = try CommandLine.run(["resolve", "--db", db, "login", "--traits", "*"])
        #expect(any.status == 0, "\(any.stderr)")
        #expect(any.stdout.hasPrefix("login (revision 2) for w* h*,"), "\(any.stdout)")
        let commas = try CommandLine.run(["resolve", "--db", db, "login", "--traits", "wC,hR"])
        #expect(commas.status == 0, "\(commas.stderr)")
        #expect(commas.stdout.hasPrefix("login (revision 2) for wC hR,"), "\(commas.stdout)")
        #expect(try CommandLine.run(["resolve", "--db", db, "login", "--traits", "wC,wR"]).status == 64)
    }

    @Test func sizeClassesNamedTwiceAreRefused() throws {
        let db = try StoreCommandTests.database(["login"])
        let result = try CommandLine.run(["resolve", "--db", db, "login", "--traits", "wC wR"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --traits: 'wC wR' names the width class twice\n"))
        #expect(try CommandLine.run(["resolve", "--db", db, "login", "--traits", "wC hR"]).status == 0)
    }
}
