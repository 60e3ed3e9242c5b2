import Foundation
import TestSupport
import Testing

/// `batch --show-rebuilds`: which documents' engines were rebuilt instead of resized,
/// and why (it was an undocumented environment switch).
@Suite struct BatchShowRebuildsTests {
    /// The examples resize in place on phones, the self-sizing cell too: a resize sets
    /// the text back to unwrapped first and then the root's width and height together,
    /// each a state that can hold. It moved the width, then the height with the text
    /// still wrapped at the old width, which asked the author's label for a negative
    /// height for a moment; views stop at size 0 (the size bound), so the engine was
    /// rebuilt on all 202 resizes (``RebuildCause/containerMove``; FIDELITY.md, tenth
    /// semantics audit).
    /// woocommerce's ledger cell has a conflict whose minimal set changes with the width,
    /// so its engine rebuilds (a fresh engine may find another set, ``RebuildCause/conflictOtherSet``).
    @Test func rebuildsAreNamedByDocumentAndCause() throws {
        let examples = try BatchCommandTests.examplesDatabase()
        let none = try CommandLine.run(["batch", "--db", examples, "--devices", "phones", "--quiet", "--no-cache", "--show-rebuilds"])
        #expect(
            none.stderr.trimmingCharacters(in: .whitespacesAndNewlines) == "rebuilds: none (every engine was resized in place)",
            "\(none.stderr)")
        let quietByDefault = try CommandLine.run(["batch", "--db", examples, "--devices", "phones", "--quiet", "--no-cache"])
        #expect(quietByDefault.stderr.isEmpty, "\(quietByDefault.stderr)")

        let db = try DocumentCommandTests.folder().appendingPathComponent("db.sqlite").path
        let cell = SharedPaths.shared.appendingPathComponent("corpus/ib/woocommerce__woocommerce-ios__LedgerTableViewCell.xib").path
        #expect(try CommandLine.run(["import", "--db", db, cell]).status == 0)
        let rebuilt = try CommandLine.run(["batch", "--db", db, "--devices", "phones", "--quiet", "--no-cache", "--show-rebuilds"])
        let line = try #require(rebuilt.stderr.split(separator: "\n").first.map(String.init))
        #expect(line.hasPrefix("rebuilds woocommerce__woocommerce-ios__LedgerTableViewCell.xib#KGk-i7-Jjw (LedgerTableViewCell): conflictOtherSet "), "\(rebuilt.stderr)")
    }
}
