import Foundation
import LayoutInterchange
import Testing

/// What layoutdb exports it imports again, however deep: a document whose views nest
/// ``LayoutDocument/maximumViewDepth`` (128) deep survives JSON, xib and storyboard, and
/// one a view deeper is refused by JSON and Interface Builder alike, naming the file,
/// the line and the view.
@Suite("Deeply nested documents")
struct DeepNestingRoundTripTests {
    /// `depth` views, the root and then `v1`, `v2`, … each the only subview of the one
    /// before, the deepest with margins of its own and pinned to its superview, so that
    /// the deepest view carries objects and elements inside it.
    static func json(depth: Int) -> String {
        var view = #"{"id": "v\#(depth - 1)", "layoutMargins": {"top": 1, "left": 2, "bottom": 3, "right": 4}}"#
        for level in stride(from: depth - 2, through: 0, by: -1) {
            let id = level == 0 ? "root" : "v\(level)"
            view = #"{"id": "\#(id)", "subviews": [\#(view)]}"#
        }
        let deepest = "v\(depth - 1)", parent = depth == 2 ? "root" : "v\(depth - 2)"
        return #"{"layoutdb": 1, "name": "deep", "root": \#(view), "constraints": ["\#(deepest).leading == \#(parent).leading + 5", "\#(deepest).top == \#(parent).top", "\#(deepest).width == 10", "\#(deepest).height == 10"]}"#
    }

    @Test("128 views deep: JSON, xib and storyboard all import what they export")
    func deepestRoundTrips() throws {
        let document = try DocumentReader.read(Self.json(depth: LayoutDocument.maximumViewDepth), file: "deep.json")
        #expect(try DocumentReader.read(DocumentWriter.write(document), file: "again.json") == document)
        for format in [InterfaceBuilderWriter.Format.xib, .storyboard] {
            let text = InterfaceBuilderWriter.write(document, as: format)
            let imported = try InterfaceBuilderDocument.importFile(data: Data(text.utf8), fileName: "deep." + format.rawValue)
            try #require(imported.documents.count == 1)
            let first = imported.documents[0]
            // The same views, nested the same way, with the same constraints (IB spells
            // other properties, such as default margins, its own way).
            #expect(Self.chain(first.root) == Self.chain(document.root), "\(format)")
            #expect(Self.equations(first) == Self.equations(document), "\(format)")
            // And from there, Interface Builder round trips are exact.
            let again = try InterfaceBuilderDocument.importFile(
                data: Data(InterfaceBuilderWriter.write(first, as: format).utf8), fileName: "again." + format.rawValue)
            #expect(ExportRoundTripTests.Comparable(again.documents[0]) == ExportRoundTripTests.Comparable(first), "\(format)")
        }
    }

    @Test("129 views deep: refused from JSON at the view, naming file, line and column")
    func oneDeeperIsRefusedFromJSON() throws {
        let text = Self.json(depth: LayoutDocument.maximumViewDepth + 1)
        #expect {
            _ = try DocumentReader.read(text, file: "deep.json")
        } throws: { error in
            guard let error = error as? DocumentReadError else { return false }
            let column = text.utf8.count - text.split(separator: #"{"id": "v128""#)[1].utf8.count - #"{"id": "v128""#.utf8.count + 1
            return "\(error)".hasPrefix("deep.json:1:\(column): root.subviews[0].")
                && "\(error)".hasSuffix(": view 'v128' is nested 129 views deep (the root is 1); layoutdb reads at most 128")
        }
        // Far deeper JSON stops at the parser's limit, which says why.
        #expect {
            _ = try DocumentReader.read(Self.json(depth: 200), file: "deeper.json")
        } throws: { error in
            "\(error)".hasSuffix("nesting deeper than 272 levels (a document's views nest at most 128 deep)")
        }
    }

    @Test("129 views deep: refused from a xib or storyboard at the view's line", arguments: ["xib", "storyboard"])
    func oneDeeperIsRefusedFromInterfaceBuilder(_ format: String) throws {
        // Built without validation: no reader would give it, but the writer still writes it.
        var document = try DocumentReader.read(Self.json(depth: LayoutDocument.maximumViewDepth), file: "deep.json")
        document.root = Self.wrapped(document.root)
        let text = InterfaceBuilderWriter.write(document, as: format == "xib" ? .xib : .storyboard)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(#"id="v127""#) && $0.contains("<view ") }) + 1
        #expect {
            _ = try InterfaceBuilderDocument.importFile(data: Data(text.utf8), fileName: "deep.\(format)")
        } throws: { error in
            guard let error = error as? IBImportError else { return false }
            return error.kind == .tooDeep && error.line == line
                && error.description == "deep.\(format):\(line): <view> id=\"v127\" is nested 129 views deep (the scene's root view is 1); layoutdb reads at most 128"
        }
    }

    /// Each constraint's terms, without the id and spelling a format adds.
    static func equations(_ document: LayoutDocument) -> Set<String> {
        Set(ExportRoundTripTests.Comparable(document).constraints.map { spec in
            "\(spec.first) \(spec.relation) \(spec.second.map { "\($0)" } ?? "-") × \(spec.multiplier) + \(spec.constant) @\(spec.priority)"
        })
    }

    /// The ids from `root` down through each view's first subview.
    static func chain(_ root: ViewNode) -> [String] {
        var ids: [String] = []
        var view: ViewNode? = root
        while let current = view {
            ids.append(current.id)
            view = current.subviews.first
        }
        return ids
    }

    /// `root` one level down, inside a new root.
    static func wrapped(_ root: ViewNode) -> ViewNode {
        var inner = root
        inner.id = "v0"
        return ViewNode(id: "root", subviews: [inner])
    }
}
