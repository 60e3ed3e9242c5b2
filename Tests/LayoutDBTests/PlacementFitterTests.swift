import Foundation
import LayoutDB
import TestSupport
import Testing

/// The batch places a self-sizing cell with one fitting engine resized per width
/// (``PlacementFitter``): every placement must be what a fresh fitting engine gives
/// (``Placement/init(of:setup:measurer:)``). The unrounded height is the same to the
/// last bit for every cell but one of the corpus, whose height differs by a few units in
/// the last place (another pivot path through the same optimum); there the layout
/// solved at either height must be the same: frames, and every diagnostic's message
/// (that layout is ambiguous, and an ambiguity's unrounded ranges carry the noise, as
/// they carry the solver's history in any sweep, see ``BatchGroupSolver``).
@Suite struct PlacementFitterTests {
    /// Every cell among the examples and the shared corpus.
    static func cells() throws -> [LayoutDocument] {
        let corpus = SharedPaths.shared.appendingPathComponent("corpus/ib")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        let files = DocumentCommandTests.examples
            + names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { corpus.appendingPathComponent($0).path }
        var cells: [LayoutDocument] = []
        for file in files {
            for document in try DocumentFile.documents(at: file)
            where CellContentView.isCell(className: document.root.className) {
                cells.append(document)
            }
        }
        return cells
    }

    @Test func resizedFittingEngineFitsAsAFreshOne() throws {
        let cells = try Self.cells()
        // The examples' cell and the corpus's table and collection view cells.
        #expect(cells.count >= 5)
        let measurer = FixedMetricsTextMeasurer()
        // Widths in an order that goes up and down: phones, pads, Split View widths.
        let matrix = try BatchMatrix(
            devices: "all", orientations: "both", contentSizes: "large,accessibilityExtraExtraExtraLarge", directions: "ltr")
        var compared = 0
        var fittingEngines = 0
        var inexact: Set<String> = []
        for document in cells {
            var fitters: [TraitCollection: PlacementFitter] = [:]
            for configuration in matrix.configurations {
                let setup = SolveSetup(configuration: configuration)
                let resolved = try document.materialized(for: setup.traits)
                var fitter = fitters[setup.traits] ?? PlacementFitter(hierarchy: resolved.hierarchy, measurer: measurer)
                #expect(fitter.hierarchy == resolved.hierarchy)
                let swept = try fitter.placement(for: setup)
                fitters[setup.traits] = fitter
                let fresh = try Placement(of: resolved.hierarchy, setup: setup, measurer: measurer)
                #expect(swept.container.width == fresh.container.width)
                #expect(abs(swept.container.height - fresh.container.height) <= 1e-9 * max(1, fresh.container.height),
                    "\(document.name) \(setup.traitKey)")
                if swept != fresh {
                    inexact.insert(document.name)
                    let traits = setup.traits
                    func solved(_ placement: Placement) throws -> LayoutResult {
                        try LayoutEngine(
                            hierarchy: resolved.hierarchy, containerSize: placement.container, safeAreaInsets: .zero,
                            direction: traits.direction, scale: traits.displayScale, contentSize: traits.contentSize,
                            textMeasurer: measurer
                        ).result()
                    }
                    let (a, b) = (try solved(swept), try solved(fresh))
                    #expect(a.frames == b.frames, "\(document.name) \(setup.traitKey)")
                    #expect(a.diagnostics.map(\.message) == b.diagnostics.map(\.message), "\(document.name) \(setup.traitKey)")
                }
                compared += 1
            }
            fittingEngines += fitters.values.reduce(0) { $0 + $1.fittingEnginesBuilt }
            // One fitting engine per trait collection, however many widths.
            #expect(fitters.values.allSatisfy { $0.fittingEnginesBuilt == 1 }, "\(document.name)")
        }
        #expect(compared == cells.count * matrix.configurations.count)
        #expect(fittingEngines * 10 <= compared)
        #expect(inexact.count <= 1, "\(inexact.sorted())")
    }

    @Test func aScreenIsPlacedInItsWindow() throws {
        let document = try #require(
            DocumentFile.documents(at: DocumentCommandTests.examples.first { $0.hasSuffix("login.json") } ?? "").first)
        let configuration = try #require(
            try BatchMatrix(devices: "iphone-se-2-3", orientations: "landscape", contentSizes: "large", directions: "rtl")
                .configurations.first)
        let setup = SolveSetup(configuration: configuration)
        var fitter = PlacementFitter(hierarchy: try document.materialized(for: setup.traits).hierarchy, measurer: nil)
        let placement = try fitter.placement(for: setup)
        // devices.json: the 4.7-inch phone's landscape window, no safe area, a controller.
        #expect(placement.container == LayoutSize(width: 667, height: 375))
        #expect(placement.safeArea == .zero)
        #expect(placement.viewController == configuration.viewControllerRoot)
        #expect(fitter.fittingEnginesBuilt == 0)
    }
}
