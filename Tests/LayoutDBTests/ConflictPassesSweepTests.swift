import Foundation
import LayoutDB
@testable import LayoutModel
import TestSupport
import Testing

/// A corpus cell whose stack pins an arranged view to its margins breaks two document
/// constraints, each with two minimal sets, and its margins move over three passes. A
/// fresh engine used to build once per pass; now the passes move constants while the
/// same constraints break (``LayoutEngine/conflictsStillBreak()``), and only the last
/// state is built, because only its printed sets are reported. Resized or fresh, the
/// results are a fresh engine's of before: compared here with engines at every width.
@Suite struct ConflictPassesSweepTests {
    @Test func passesWithAConflictBuildOnce() throws {
        let file = try #require(BatchCorpusSweepTests.corpusFiles().first { $0.contains("LedgerTableViewCell") })
        var document = try #require(try DocumentFile.documents(at: file).first)
        // The cell's recorded content view as a plain view at its design size, which the
        // cell's own content view holds but does not resize (as every cell's was before
        // recorded content views followed their cell, `CellContentView`): its margins
        // then move over the passes.
        document.root.subviews[0].className = "UIView"
        let setup = SolveSetup(configuration: try #require(try BatchMatrix(
            devices: "iphone-se-2-3", orientations: "portrait", contentSizes: "large", directions: "ltr").configurations.first))
        let hierarchy = try document.materialized(for: setup.traits).hierarchy
        let measurer = FixedMetricsTextMeasurer()
        func engine(_ width: Double) throws -> LayoutEngine {
            try LayoutEngine(
                hierarchy: hierarchy, containerSize: LayoutSize(width: width, height: 0), direction: .leftToRight,
                scale: 2, contentSize: .large, textMeasurer: measurer)
        }
        var swept = try engine(320)
        // Two of the document's constraints, and since views stop at size 0 (the size
        // bound) a third that needed a negative height in the 0-high container.
        #expect(swept.result().unsatisfiable.count == 3)
        // A fresh engine builds three times: once, once more when the second pass's margins
        // cannot move in place with the constraints it kept (insetMove), and once at the
        // end because the first set, which names six arranged views' size bounds, is not
        // the only minimal one (conflictOtherSet): the stack pinned 8 below the content
        // view's top margin (11) and 4 above its bottom margin (481 in its 470 points)
        // would be −34 high, so its own bound with those pins is a second, shorter set.
        // Which of the two UIKit prints, and what its engine breaks when the margins move
        // in place, come from its engine's rows, so both stay (FIDELITY.md, tenth and
        // eleventh semantics audits). Every width ends in the conflict, so no resize ends
        // it in place.
        #expect(swept.builds == 3)
        for width in [375.0, 414, 768, 568, 1024, 390] {
            let before = swept.builds
            try swept.resize(to: LayoutSize(width: width, height: 0), safeArea: .zero)
            let fresh = try engine(width)
            #expect(swept.result() == fresh.result(), "width \(width)")
            #expect(swept.builds - before == 3, "width \(width)")
            #expect(swept.rebuildCauses[.conflictOtherSet, default: 0] > 0)
        }
    }
}
