import Foundation
import TestSupport
import Testing

/// `batch --report`: report.json and junit.xml are contracts for programs, so writing
/// them a document at a time must not change a byte of what the whole-report writer
/// gave (Tests/Fixtures/Reports/README.md); index.html draws a picture per finding, or
/// per configuration with `--report-pictures every`.
@Suite struct BatchReportContractTests {
    static let matrix = [
        "--devices", "iphone-se-2-3,ipad-pro-11inch", "--orientations", "landscape",
        "--content-sizes", "accessibilityExtraExtraExtraLarge", "--directions", "both", "--quiet", "--no-cache",
    ]
    static let configurations = 5 * (1 + 4) * 2
    static let fixtures = SharedPaths.repository.appendingPathComponent("Tests/Fixtures/Reports/examples-landscape-ax3")

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func jsonAndJUnitAreTheBytesWrittenBeforeStreamingAndThePagePicturesEachFindingOnce() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let folder = try DocumentCommandTests.folder().appendingPathComponent("reports")
        let result = try CommandLine.run(["batch", "--db", db, "--report", folder.path] + Self.matrix)
        #expect(result.status == 1, "\(result.stderr)")
        for name in ["report.json", "junit.xml"] {
            let written = try Data(contentsOf: folder.appendingPathComponent(name))
            let expected = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
            #expect(written == expected, "\(name) differs from the fixture")
        }
        // Nothing else is left in the folder (the documents' parts are removed).
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            == ["index.html", "junit.xml", "report.json"])
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(Self.count("<li class=\"configuration\"", in: page) == Self.configurations)
        let cards = Self.count("<article ", in: page)
        #expect(Self.count("<svg ", in: page) == cards)
        // Each document passes everywhere but on a few configurations: far fewer cards.
        #expect(cards <= Self.configurations / 2, "\(cards) cards")

        let every = try DocumentCommandTests.folder().appendingPathComponent("every")
        let pictured = try CommandLine.run(
            ["batch", "--db", db, "--report", every.path, "--report-format", "html,junit", "--report-pictures", "every"]
                + Self.matrix)
        #expect(pictured.status == 1, "\(pictured.stderr)")
        let everyPage = try String(contentsOf: every.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(Self.count("<article ", in: everyPage) == Self.configurations)
        #expect(Self.count("<svg ", in: everyPage) == Self.configurations)
        #expect(try Data(contentsOf: every.appendingPathComponent("junit.xml"))
            == Data(contentsOf: Self.fixtures.appendingPathComponent("junit.xml")))
        #expect(!FileManager.default.fileExists(atPath: every.appendingPathComponent("report.json").path))
    }

    @Test func reportPicturesIsInTheHelpAndAnUnknownValueIsAUsageError() throws {
        let help = try CommandLine.run(["batch", "--help"])
        #expect(help.stdout.contains("--report-pictures <one-per-finding|every>"))
        let db = try StoreCommandTests.database(["login"])
        let wrong = try CommandLine.run(["batch", "--db", db, "--report-pictures", "all", "--quiet"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("--report-pictures"), "\(wrong.stderr)")
    }
}
