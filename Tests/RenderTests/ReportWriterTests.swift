import Foundation
@testable import LayoutInterchange
import Testing

/// ``LayoutReportWriter`` writes a report a document at a time; its files must be the
/// bytes ``LayoutReport`` gives for all the entries at once, and report.json the text
/// of the documented JSON value (keys sorted, two-space indent).
@Suite("Report written a document at a time")
struct ReportWriterTests {
    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-writer-\(UUID().uuidString)")
    }

    static func contents(_ folder: URL, _ file: ReportFile) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(file.fileName), encoding: .utf8)
    }

    /// `count` configurations of document `name`, every fourth with a zero-size view,
    /// every seventh not solved: enough text to cross the writers' 64 KB pieces.
    static func document(_ name: String, count: Int, revision: Int?) -> [ReportEntry] {
        let devices = ["ipad-pro-11inch", "iphone-se-2-3", "iphone-6.1inch-2020", "iphone-6.7inch-island"]
        return (0..<count).map { index in
            let label = ConfigurationLabel(
                deviceID: devices[index % devices.count] + "-\(index)",
                orientation: index % 2 == 0 ? .portrait : .landscape,
                contentSize: ContentSizeCategory.allCases[index % ContentSizeCategory.allCases.count],
                direction: index % 3 == 0 ? .rightToLeft : .leftToRight)
            if index % 7 == 6 {
                return .unsolved(UnsolvedConfiguration(documentName: name, revision: revision, label: label, message: "no root"))
            }
            let width = index % 4 == 0 ? 0 : Double(40 + index % 9)
            let frame = LayoutRect(x: 16, y: Double(60 + index % 5), width: width, height: 20)
            let diagnostics: [LayoutDiagnostic] = width == 0 ? [.zeroSize(view: "v<\(index % 3)>", frame: frame)] : []
            return .solved(Fixtures.handMade(
                [("v<\(index % 3)>", "root", frame)], diagnostics: diagnostics, name: name, revision: revision, label: label))
        }
    }

    @Test("documents given one at a time, out of order, give the bytes of the whole report, and no parts are left")
    func sameBytesAsTheWholeReport() throws {
        let entries = try Batch.entries()
            + Self.document("zeta", count: 600, revision: 7) + Self.document("alpha", count: 250, revision: nil)
        let report = LayoutReport(entries: entries, title: "nightly & <co>", failingKinds: [.unsatisfiable, .zeroSize])
        #expect(report.json.utf8.count > 4 * LayoutReport.pieceBytes)
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = try LayoutReportWriter(
            directory: folder.path, title: "nightly & <co>", failingKinds: [.unsatisfiable, .zeroSize])
        let byDocument = Dictionary(grouping: entries, by: \.documentName)
        for name in ["zeta", "cell & <co>", "alpha", "login"] {
            try writer.add(try #require(byDocument[name]).reversed())
        }
        let paths = try writer.finish()
        #expect(paths == ReportFile.allCases.map { folder.appendingPathComponent($0.fileName).path })
        #expect(try Self.contents(folder, .json) == report.json)
        #expect(try Self.contents(folder, .junit) == report.junitXML)
        #expect(try Self.contents(folder, .html) == report.html)
        // report.json is the documented value printed whole (sorted keys, indented).
        #expect(report.json == PrettyJSON.text(report.jsonValue))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            == ["index.html", "junit.xml", "report.json"])
    }

    @Test("a report of no documents is the empty report, and only the files asked for are written")
    func emptyAndSomeFiles() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = try LayoutReportWriter(directory: folder.path, files: [.junit, .json])
        let paths = try writer.finish()
        #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["junit.xml", "report.json"])
        let empty = LayoutReport(entries: [])
        #expect(try Self.contents(folder, .json) == empty.json)
        #expect(empty.json == PrettyJSON.text(empty.jsonValue))
        #expect(try Self.contents(folder, .junit) == empty.junitXML)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
    }

    @Test("a document given twice is refused, and finish says so and replaces nothing")
    func documentTwice() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("old\n".utf8).write(to: folder.appendingPathComponent("report.json"))
        let writer = try LayoutReportWriter(directory: folder.path)
        let login = try Batch.entries().filter { $0.documentName == "login" }
        try writer.add(login)
        #expect(throws: ReportWriteError.self) { try writer.add(login) }
        do {
            _ = try writer.finish()
            Issue.record("finish did not throw")
        } catch {
            #expect(error.reason == "the document 'login' was given to the report twice")
        }
        #expect(try Self.contents(folder, .json) == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
    }

    @Test("write(toDirectory:) streams the same bytes as the strings")
    func writingToDirectory() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = LayoutReport(entries: Self.document("big", count: 400, revision: 2), pictures: .every)
        let paths = try report.write(toDirectory: folder.path, files: [.html, .json])
        #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["index.html", "report.json"])
        #expect(try Self.contents(folder, .html) == report.html)
        #expect(try Self.contents(folder, .json) == report.json)
    }
}
