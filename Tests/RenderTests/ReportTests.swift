import Foundation
import LayoutInterchange
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A small batch: login on two phones in both directions, a hand-made result with a
/// conflict and a zero-size view (ids with markup characters), and an unsolved entry.
enum Batch {
    static let conflict = UnsatisfiableConstraints(
        constraints: [
            DiagnosedConstraint(source: .container(view: "root"), uikitDescription: "<NSLayoutConstraint:0x600000c0 'UIView-Encapsulated-Layout-Height' UIView:0x7f00.height == 380   (active)>"),
        ],
        broken: DiagnosedConstraint(source: .container(view: "root"), uikitDescription: "<NSLayoutConstraint:0x600000c0 'UIView-Encapsulated-Layout-Height' UIView:0x7f00.height == 380   (active)>"))

    static func entries() throws -> [ReportEntry] {
        var entries: [ReportEntry] = []
        for device in ["iphone-6.7inch-island", "iphone-6.1inch-island"] {
            for direction in LayoutDirection.allCases {
                entries.append(.solved(try Fixtures.solved("login.json", device: device, direction: direction, revision: 3)))
            }
        }
        let zero = LayoutRect(x: 10, y: 60, width: 0, height: 20)
        entries.append(.solved(Fixtures.handMade(
            [("a<&\">b", "root", zero)],
            diagnostics: [.unsatisfiable(conflict), .zeroSize(view: "a<&\">b", frame: zero)], name: "cell & <co>")))
        entries.append(.solved(Fixtures.handMade([("fine", "root", LayoutRect(x: 16, y: 60, width: 100, height: 20))], name: "cell & <co>",
            label: ConfigurationLabel(deviceID: "iphone-6.1inch-2020", direction: .rightToLeft))))
        entries.append(.unsolved(UnsolvedConfiguration(
            documentName: "cell & <co>", label: ConfigurationLabel(deviceID: "ipad-11inch", multitasking: .third),
            message: "variants 2 and 5 both set 'spacing' for wC")))
        return entries
    }
}

@Suite("Reports")
struct ReportTests {
    @Test("junit.xml parses back: a suite per document, a case per configuration, failures carrying UIKit's text")
    func junit() throws {
        let entries = try Batch.entries()
        let report = LayoutReport(entries: entries)
        let xml = report.junitXML
        let document = try Markup.parse(xml)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = Markup.elements("testsuite", in: document)
        #expect(suites.compactMap { Markup.attribute($0, "name") } == ["cell & <co>", "login"])
        let cases = Markup.elements("testcase", in: document)
        #expect(cases.count == entries.count)
        let failingCount = entries.filter { !$0.diagnostics.isEmpty }.count
        #expect(Markup.elements("failure", in: document).count == failingCount)
        #expect(Markup.attribute(root, "failures") == String(failingCount))
        #expect(Markup.elements("error", in: document).count == 1)
        #expect(Markup.attribute(root, "tests") == String(entries.count))

        let cell = suites[0]
        #expect(["tests", "failures", "errors"].map { Markup.attribute(cell, $0) } == ["3", "1", "1"])
        let cellCases = Markup.elements("testcase", in: cell)
        #expect(cellCases.compactMap { Markup.attribute($0, "name") } == [
            "ipad-11inch portrait third large leftToRight",
            "iphone-6.1inch-2020 portrait fullScreen large leftToRight",
            "iphone-6.1inch-2020 portrait fullScreen large rightToLeft",
        ])
        let failure = try #require(Markup.elements("failure", in: cellCases[1]).first)
        // The attribute gives back UIKit's log byte for byte: tabs, newlines, trailing spaces.
        #expect(Markup.attribute(failure, "message") == LayoutDiagnostic.unsatisfiable(Batch.conflict).message)
        #expect(Markup.attribute(failure, "message")?.contains("\tProbably at least one of the constraints in the following list is one you don't want. \n") == true)
        #expect(Markup.attribute(failure, "type") == "unsatisfiable")
        #expect(failure.stringValue?.contains("[zeroSize] a<&\">b\n\"a<&\">b\" has no width") == true)
        let passing = cellCases[2]
        #expect(Markup.elements("failure", in: passing).isEmpty)
        #expect(report.junitXML == xml)
    }

    @Test("non-failing kinds go to system-out and do not fail the case")
    func policy() throws {
        let zero = LayoutRect(x: 10, y: 60, width: 0, height: 20)
        let result = Fixtures.handMade([("z", "root", zero)], diagnostics: [.zeroSize(view: "z", frame: zero)])
        let report = LayoutReport(results: [result], failingKinds: [.unsatisfiable])
        let document = try Markup.parse(report.junitXML)
        #expect(Markup.elements("failure", in: document).isEmpty)
        #expect(Markup.elements("system-out", in: document).first?.stringValue?.hasPrefix("[zeroSize] z\n") == true)
        #expect(report.status(.solved(result)) == .passed)
    }

    @Test("report.json parses back with the documented keys and counts")
    func json() throws {
        let entries = try Batch.entries()
        let report = LayoutReport(entries: entries)
        let text = report.json
        #expect(text == LayoutReport(entries: entries.reversed()).json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "layoutdb-report/1")
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["configurations"] as? Int == entries.count)
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["failed"] as? Int == entries.filter { !$0.diagnostics.isEmpty }.count)
        let documents = try #require(object["documents"] as? [[String: Any]])
        #expect(documents.compactMap { $0["name"] as? String } == ["cell & <co>", "login"])
        #expect(documents[1]["revision"] as? Int == 3)
        let login = try #require(documents[1]["configurations"] as? [[String: Any]])
        #expect(login.count == 4)
        let first = login[0]
        #expect(first["label"] as? String == "iphone-6.1inch-island portrait fullScreen large leftToRight")
        #expect(first["device"] as? String == "iphone-6.1inch-island")
        #expect((first["container"] as? [String: Any])?["width"] as? Double == 393)
        let frames = try #require(first["frames"] as? [String: [String: Double]])
        let solved = try Fixtures.solved("login.json")
        // Printed to within 1e-9 pt (Documentation/JSONOutput.md).
        let x = try #require(solved.layout.frames["logo"]?.inRoot.x)
        #expect(abs((frames["logo"]?["x"] ?? .infinity) - x) < 1e-9)
        let diagnostics = try #require(first["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.compactMap { $0["kind"] as? String } == solved.layout.diagnostics.map(\.kind))
        #expect(diagnostics.compactMap { $0["message"] as? String } == solved.layout.diagnostics.map(\.message))
        let cell = try #require(documents[0]["configurations"] as? [[String: Any]])
        #expect(cell[0]["status"] as? String == "error")
        #expect(cell[0]["error"] as? String == "variants 2 and 5 both set 'spacing' for wC")
        #expect(cell[1]["status"] as? String == "failed")
        #expect(cell[1]["failing"] as? [String] == ["unsatisfiable", "zeroSize"])
    }

    @Test("index.html is self-contained: no URL, a card and inline SVG per finding, its diagnostics' text, every configuration listed, filters")
    func html() throws {
        let entries = try Batch.entries()
        let html = LayoutReport(entries: entries).html
        #expect(!html.contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("src="))
        #expect(!html.contains("url("))
        // login on two phones in both directions has the same problems (an ambiguous and a
        // zero-size view): one card. The cell's three configurations differ: three cards,
        // the unsolved one without a picture.
        let login = entries.filter { $0.documentName == "login" }
        #expect(Set(login.map { $0.diagnostics.map { [$0.kind] + $0.views } }).count == 1)
        #expect(html.components(separatedBy: "<article ").count - 1 == 4)
        #expect(html.components(separatedBy: "<svg ").count - 1 == 3)
        #expect(html.contains("data-kinds=\"ambiguous zeroSize\" data-configurations=\"4\""))
        #expect(html.components(separatedBy: "<li class=\"configuration\"").count - 1 == entries.count)
        for entry in entries {
            #expect(html.contains(">\(MarkupText.escaped(entry.label.description))</li>"))
        }
        for id in ["filter-device", "filter-content-size", "filter-direction", "filter-kind", "filter-orientation"] {
            #expect(html.contains("id=\"\(id)\""))
        }
        #expect(html.contains("<option value=\"zeroSize\">zero size</option>"))
        // UIKit's log appears in a <pre>, escaped (its descriptions hold < and >).
        #expect(html.contains(MarkupText.escaped(LayoutDiagnostic.unsatisfiable(Batch.conflict).message)))
        // Each card describes its first configuration in label order in full.
        let pictured = try #require(login.min { $0.label < $1.label })
        #expect(html.contains("<h3>\(pictured.label.description)</h3>"))
        for entry in entries where entry.documentName != "login" || entry == pictured {
            for diagnostic in entry.diagnostics { #expect(html.contains(MarkupText.escaped(diagnostic.message))) }
        }
        #expect(!html.contains("a<&\">b"))
        #expect(html == LayoutReport(entries: entries).html)
        // One card per configuration when asked: every message is there.
        let every = LayoutReport(entries: entries, pictures: .every).html
        #expect(every.components(separatedBy: "<article ").count - 1 == entries.count)
        #expect(every.components(separatedBy: "<svg ").count - 1 == entries.count - 1)
        for entry in entries {
            for diagnostic in entry.diagnostics { #expect(every.contains(MarkupText.escaped(diagnostic.message))) }
        }
    }

    @Test("write(toDirectory:) writes the three files")
    func writing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = LayoutReport(entries: try Batch.entries())
        try report.write(toDirectory: folder.appendingPathComponent("nested").path)
        for (name, contents) in report.files {
            let written = try String(contentsOf: folder.appendingPathComponent("nested").appendingPathComponent(name), encoding: .utf8)
            #expect(written == contents)
        }
    }
}
