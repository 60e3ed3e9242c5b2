import Foundation
import LayoutModel
import LayoutStore
import TestSupport
import Testing

@testable import LayoutDB

/// Content sizes sharing one group (``BatchGroup/groups(of:revision:configurations:sharesContentSizes:)``)
/// must give every configuration exactly the outcome of its content size's own group:
/// the same problems and messages and the same solve-cache row (header, body JSON and
/// binary, so every frame), with fewer engines where the layout ignores Dynamic Type.
@Suite struct ContentSizeSharingTests {
    static func solve(_ groups: [BatchGroup]) -> (outcomes: [String: BatchOutcome], engines: Int) {
        let options = BatchOptions(matrix: BatchMatrix(devices: []), jobs: 1, storesResults: true)
        var outcomes: [String: BatchOutcome] = [:]
        var engines = 0
        // One memo per document, as a run has.
        let solver = BatchGroupSolver(options: options, measurer: MemoizedTextMeasurer(FixedMetricsTextMeasurer()))
        for group in groups {
            let solved = solver.solve(group)
            engines += solved.engines
            for outcome in solved.outcomes { outcomes[outcome.traitKey] = outcome }
        }
        return (outcomes, engines)
    }

    @Test func sharedContentSizesGiveEachContentSizesOwnOutcome() throws {
        let documents = try BatchGroupTests.documents()
        // A cell among them, so a shared fitting engine is exercised too.
        #expect(documents.contains { CellContentView.isCell(className: $0.root.className) })
        let matrix = try BatchMatrix(
            devices: "iphone-se-2-3,iphone-6.1inch-2020,ipad-pro-11inch", orientations: "both",
            contentSizes: "large,extraSmall,accessibilityExtraExtraExtraLarge", directions: "both")
        var sharedDocuments = 0
        for document in documents {
            let own = BatchGroup.groups(of: document, revision: 1, configurations: matrix.configurations)
            let shared = BatchGroup.groups(
                of: document, revision: 1, configurations: matrix.configurations, sharesContentSizes: true)
            let (expected, ownEngines) = Self.solve(own.groups)
            let (got, sharedEngines) = Self.solve(shared.groups)
            #expect(got.count == matrix.configurations.count, "\(document.name)")
            for (key, outcome) in expected {
                let other = try #require(got[key], "\(document.name) \(key)")
                #expect(other.problems == outcome.problems, "\(document.name) \(key)")
                #expect(other.messages == outcome.messages, "\(document.name) \(key)")
                #expect(other.unsolved == outcome.unsolved, "\(document.name) \(key)")
                #expect(other.cacheRecord == outcome.cacheRecord, "\(document.name) \(key)")
            }
            let follows = own.groups.contains { group in
                guard case .success(let resolved) = group.resolved else { return true }
                return ContentSizeDependence.follows(resolved.hierarchy)
            }
            if follows {
                #expect(shared.groups.count == own.groups.count, "\(document.name)")
            } else {
                sharedDocuments += 1
                #expect(shared.groups.count * 3 == own.groups.count, "\(document.name)")
                #expect(sharedEngines < ownEngines, "\(document.name)")
            }
        }
        #expect(sharedDocuments >= 3)
    }

    @Test func dependenceOnContentSize() {
        let plain = ViewNode(id: "root", className: "UIView", subviews: [
            ViewNode(id: "label", className: "UILabel", content: ViewContent(text: "Hi", font: .system(size: 17, weight: .regular)))
        ])
        #expect(!ContentSizeDependence.follows(LayoutHierarchy(root: plain)))
        let styled = ViewNode(id: "root", className: "UIView", subviews: [
            ViewNode(id: "label", className: "UILabel", content: ViewContent(text: "Hi", font: .textStyle(.body)))
        ])
        #expect(ContentSizeDependence.follows(LayoutHierarchy(root: styled)))
        let adjusting = ViewNode(id: "root", className: "UIView", subviews: [
            ViewNode(id: "label", className: "UILabel", content: ViewContent(
                text: "Hi", font: .system(size: 17, weight: .regular), adjustsFontForContentSizeCategory: true))
        ])
        #expect(ContentSizeDependence.follows(LayoutHierarchy(root: adjusting)))
        let readable = LayoutHierarchy(root: plain, constraints: [
            ConstraintSpec(
                first: AnchorReference(ItemReference("label"), .leading), relation: .equal,
                second: AnchorReference(ItemReference("root", guide: .readableContent), .leading))
        ])
        #expect(ContentSizeDependence.follows(readable))
    }
}
