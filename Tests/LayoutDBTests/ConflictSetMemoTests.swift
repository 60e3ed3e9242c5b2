import Foundation
import LayoutDB
@testable import LayoutModel
import TestSupport
import Testing

/// Engines that share check 3's answers (``ConflictSetMemo``) give what engines that
/// solve every check give: the same frames, the same printed sets, the same builds. The
/// login example breaks its form's width cap on every pad (check 3 passes); the corpus's
/// Ledger cell has two minimal sets per broken constraint (check 3 fails, and the engine
/// builds). Each is swept by engines of two content sizes sharing one memo, so the second
/// is answered from the first's questions.
@Suite struct ConflictSetMemoTests {
    static func hierarchy(_ file: String, traitsOf devices: String) throws -> (LayoutHierarchy, SolveSetup) {
        let document = try #require(try DocumentFile.documents(at: file).first)
        let setup = SolveSetup(configuration: try #require(try BatchMatrix(
            devices: devices, orientations: "portrait", contentSizes: "large", directions: "ltr").configurations.first))
        return (try document.materialized(for: setup.traits).hierarchy, setup)
    }

    static func sweep(
        _ hierarchy: LayoutHierarchy, widths: [Double], height: Double, contentSize: ContentSizeCategory,
        memo: ConflictSetMemo?
    ) throws -> [(LayoutResult, Int)] {
        let measurer = FixedMetricsTextMeasurer()
        var engine = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: widths[0], height: height), direction: .leftToRight,
            scale: 2, contentSize: contentSize, textMeasurer: measurer)
        engine.conflictSetMemo = memo
        var results = [(engine.result(), engine.builds)]
        for width in widths.dropFirst() {
            try engine.resize(to: LayoutSize(width: width, height: height), safeArea: .zero)
            results.append((engine.result(), engine.builds))
        }
        return results
    }

    /// Sweeps two content sizes with one memo and each alone; returns the memo and how
    /// many answers it held after each content size.
    static func expectSame(
        _ hierarchy: LayoutHierarchy, widths: [Double], height: Double
    ) throws -> (memo: ConflictSetMemo, counts: [Int]) {
        let memo = ConflictSetMemo()
        var counts: [Int] = []
        for contentSize in [ContentSizeCategory.large, .extraSmall] {
            let shared = try sweep(hierarchy, widths: widths, height: height, contentSize: contentSize, memo: memo)
            let alone = try sweep(hierarchy, widths: widths, height: height, contentSize: contentSize, memo: nil)
            for (index, (a, b)) in zip(shared, alone).enumerated() {
                #expect(a.0 == b.0, "\(contentSize) width \(widths[index])")
                #expect(a.1 == b.1, "\(contentSize) width \(widths[index]): builds")
            }
            counts.append(memo.count)
        }
        return (memo, counts)
    }

    @Test func loginOnPads() throws {
        let (hierarchy, _) = try Self.hierarchy(
            SharedPaths.examples.appendingPathComponent("login.json").path, traitsOf: "ipad-pro-11inch")
        // Pad widths break the form's cap; a phone width in between lifts the conflict.
        let widths = [834.0, 1194, 810, 375, 1024, 834, 1194]
        let (memo, counts) = try Self.expectSame(hierarchy, widths: widths, height: 1000)
        #expect(memo.count > 0)
        // The second content size asked only questions the first had answered.
        #expect(counts[0] == counts[1])
        let first = try Self.sweep(hierarchy, widths: widths, height: 1000, contentSize: .large, memo: nil)
        #expect(first[0].0.unsatisfiable.count == 1, "the form's width cap breaks on a pad")
    }

    @Test func ledgerCellWithTwoSets() throws {
        let file = try #require(BatchCorpusSweepTests.corpusFiles().first { $0.contains("LedgerTableViewCell") })
        let (hierarchy, _) = try Self.hierarchy(file, traitsOf: "iphone-se-2-3")
        let (memo, counts) = try Self.expectSame(hierarchy, widths: [320, 375, 414, 768, 375, 320], height: 80)
        #expect(memo.count > 0)
        #expect(counts[0] == counts[1])
    }
}
