import Foundation
import TestSupport
import Testing

/// Naming stored Interface Builder documents the short way, end to end.
@Suite struct DocumentNameCommandTests {
    static let corpus = SharedPaths.shared.appendingPathComponent("corpus/ib")

    /// A database holding one xib (one document) and one storyboard (four scenes).
    static func database() throws -> String {
        let db = try DocumentCommandTests.folder().appendingPathComponent("names.sqlite").path
        let files = ["woocommerce__woocommerce-ios__LedgerTableViewCell.xib", "Ranchero-Software__NetNewsWire__Settings.storyboard"]
        let imported = try CommandLine.run(["import", "--db", db] + files.map { Self.corpus.appendingPathComponent($0).path })
        #expect(imported.status == 0, "\(imported.stderr)")
        return db
    }

    @Test func aXibsFileNameAndFileHashIDNameItsDocument() throws {
        let db = try Self.database()
        let full = "woocommerce__woocommerce-ios__LedgerTableViewCell.xib#KGk-i7-Jjw (LedgerTableViewCell)"
        for name in ["woocommerce__woocommerce-ios__LedgerTableViewCell.xib", "woocommerce__woocommerce-ios__LedgerTableViewCell.xib#KGk-i7-Jjw", full] {
            let shown = try CommandLine.run(["show", "--db", db, name])
            #expect(shown.status == 0, "\(shown.stderr)")
            #expect(shown.stdout.hasPrefix(full + " (revision 1)"))
        }
    }

    @Test func aStoryboardsFileNameListsItsScenes() throws {
        let db = try Self.database()
        let result = try CommandLine.run(["solve", "--db", db, "Ranchero-Software__NetNewsWire__Settings.storyboard"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("could be any of 4 documents:"))
        #expect(result.stdout.isEmpty)
    }

    @Test func explainTakesAnInterfaceBuilderID() throws {
        let db = try Self.database()
        let name = "woocommerce__woocommerce-ios__LedgerTableViewCell.xib"
        let byIB = try CommandLine.run(["explain", "--db", db, name, "H2p-sc-9uM", "--axis", "vertical"])
        let byDocument = try CommandLine.run(["explain", "--db", db, name, "H2p_sc_9uM", "--axis", "vertical"])
        #expect(byIB.status == 0, "\(byIB.stderr)")
        #expect(byIB.stdout.hasPrefix("H2p_sc_9uM (Interface Builder id H2p-sc-9uM) on the vertical axis"))
        #expect(byIB.stdout == byDocument.stdout)
        // A built-in guide of a view named by its Interface Builder id.
        let guide = try CommandLine.run(["explain", "--db", db, name, "H2p-sc-9uM.layoutMargins", "--axis", "vertical"])
        #expect(guide.status == 0, "\(guide.stderr)")
        #expect(guide.stdout.hasPrefix("H2p_sc_9uM.layoutMargins on the vertical axis, frame in root ("))
    }
}
