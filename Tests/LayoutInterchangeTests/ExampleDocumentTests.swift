import Foundation
import LayoutInterchange
import Testing

/// The documents in `examples/`, read from the package checkout.
enum Examples {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    static let names = ["login.json", "settings-list.json", "product-page.json", "self-sizing-cell.json", "ipad-split.json"]

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    static func document(_ name: String) throws -> LayoutDocument {
        try DocumentReader.read(try bytes(name), file: name)
    }

    /// A compact-width iPhone in portrait at the default Dynamic Type size.
    static let compactPhone = TraitCollection(widthClass: .compact, heightClass: .regular, idiom: .phone)
    /// A full-screen iPad.
    static let regularPad = TraitCollection(widthClass: .regular, heightClass: .regular, displayScale: 2, idiom: .pad)
}

@Suite("Example documents")
struct ExampleDocumentTests {
    @Test("every example reads, and materialises on a compact iPhone and a regular iPad", arguments: Examples.names)
    func readsAndMaterialises(name: String) throws {
        let document = try Examples.document(name)
        for traits in [Examples.compactPhone, Examples.regularPad] {
            let resolved = try document.materialized(for: traits)
            #expect(resolved.hierarchy.duplicateIDs.isEmpty)
            #expect(!resolved.hierarchy.constraints.isEmpty)
        }
    }

    @Test("import, export, import gives an equal document; export twice gives the same bytes", arguments: Examples.names)
    func roundTrip(name: String) throws {
        let document = try Examples.document(name)
        let written = DocumentWriter.write(document)
        let reread = try DocumentReader.read(written, file: "exported-\(name)")
        #expect(reread == document)
        #expect(DocumentWriter.write(reread) == written)
    }
}
