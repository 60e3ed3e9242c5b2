import LayoutInterchange
import LayoutModel
import Testing

@testable import LayoutDB

/// `customSpacing` takes UIKit's two sentinels as `setCustomSpacing(_:after:)` does:
/// `"system"` (`UIStackView.spacingUseSystem`) is the system spacing after that view,
/// and `"default"` (`spacingUseDefault`, "use the stack's spacing") is refused with the
/// way to say it, leaving the view out (facts/stackview.md §5).
@Suite("Custom stack spacing sentinels")
struct CustomSpacingSentinelTests {
    /// Spacing 20; 8 (system) after a, 3 after b, 20 after c: a 0–40, b 48–108,
    /// c 111–121, d 141–151 in a stack at (10, 100).
    static func json(afterA: String) -> String {
        """
        { "layoutdb": 1, "name": "custom", "root": { "id": "root", "subviews": [
            { "id": "stack", "class": "UIStackView", "axis": "horizontal", "spacing": 20,
              "customSpacing": { "a": \(afterA), "b": 3 },
              "arrangedSubviews": [
                { "id": "a", "intrinsicContentSize": { "width": 40, "height": 20 } },
                { "id": "b", "intrinsicContentSize": { "width": 60, "height": 20 } },
                { "id": "c", "intrinsicContentSize": { "width": 10, "height": 20 } },
                { "id": "d", "intrinsicContentSize": { "width": 10, "height": 20 } } ] } ] },
          "constraints": [ "stack.leading == root.leading + 10", "stack.top == root.top + 100" ] }
        """
    }

    @Test("\"system\" after a view is 8 points between plain views; numbers keep working")
    func systemAfterView() throws {
        let document = try DocumentReader.read(Self.json(afterA: #""system""#), file: "custom.json")
        let setup = SolveSetup(configuration: try DeviceConfiguration(deviceNamed: "iphone-se-2-3"))
        let solved = try LayoutSolving.solve(document, revision: nil, setup: setup)
        let frames = Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, $0.frameInRoot) })
        #expect(frames["stack"] == LayoutRect(x: 10, y: 100, width: 151, height: 20))
        #expect(frames["a"] == LayoutRect(x: 10, y: 100, width: 40, height: 20))
        #expect(frames["b"] == LayoutRect(x: 58, y: 100, width: 60, height: 20))
        #expect(frames["c"] == LayoutRect(x: 121, y: 100, width: 10, height: 20))
        #expect(frames["d"] == LayoutRect(x: 151, y: 100, width: 10, height: 20))
        #expect(solved.diagnostics.isEmpty, "\(solved.diagnostics)")
    }

    @Test("\"system\" is written back as \"system\" and reads back equal")
    func roundTrip() throws {
        let document = try DocumentReader.read(Self.json(afterA: #""system""#), file: "custom.json")
        let text = DocumentWriter.write(document)
        #expect(text.contains(#""a": "system""#), "\(text)")
        #expect(try DocumentReader.read(text, file: "again.json") == document)
    }

    @Test("\"default\" is refused at its key, saying to leave the view out")
    func defaultRefused() {
        let error = #expect(throws: DocumentReadError.self) {
            try DocumentReader.read(Self.json(afterA: #""default""#), file: "custom.json")
        }
        #expect(error?.description.contains(
            "customSpacing.a: customSpacing \"default\" (UIKit's spacingUseDefault) is the stack's own spacing: "
                + "leave 'a' out of customSpacing") == true, "\(String(describing: error))")
    }
}
