import Foundation
import LayoutInterchange
import LayoutModel
import Testing

@testable import LayoutDB

/// A self-sizing table view cell's row is its content's fitted height plus the table's
/// separator (FIDELITY.md, eighth semantics audit; ``RowSeparator``). UIKit's
/// `UITableViewCell.systemLayoutSizeFitting` adds `_verticalPaddingForSeparator` to the
/// content view's fitted height, one pixel (`1 / displayScale`) at the ordinary text
/// sizes and 1 point at the accessibility ones; the content view keeps the fitted
/// height. The cell is the Auto Layout Guide's chain, 8 + 24 + 8 + 60 + 8 = 108 points
/// of content at every text size (its heights are constants), worked by hand: 108.5 on
/// an @2x phone, 108⅓ on an @3x one, 109 at any accessibility size.
@Suite("Self-sizing cells and the row separator, eighth audit, against hand-computed heights")
struct RowSeparatorAuditTests {
    static let chain = """
        { "layoutdb": 1, "name": "chain",
          "root": { "id": "cell", "class": "UITableViewCell", "subviews": [ { "id": "title" }, { "id": "body" } ] },
          "constraints": [ { "visual": "V:|-[title(24)]-8-[body(60)]-|" }, { "visual": "H:|-[title]-|" },
                           { "visual": "H:|-[body]-|" } ] }
        """

    static func solve(
        _ json: String = chain, device: String, contentSize: ContentSizeCategory = .default,
        containerSize: LayoutSize? = nil
    ) throws -> SolvedLayout {
        let document = try DocumentReader.read(json, file: "chain.json")
        let configuration = try DeviceConfiguration(
            deviceNamed: device, orientation: .portrait, contentSize: contentSize)
        return try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: configuration, containerSize: containerSize))
    }

    static func frame(_ id: String, in solved: SolvedLayout) -> LayoutRect? {
        solved.views.first { $0.id == id }?.frameInRoot
    }

    /// The content view's frame (an engine item, not a document view).
    static func contentView(
        _ json: String = chain, device: String, contentSize: ContentSizeCategory = .default,
        containerSize: LayoutSize? = nil
    ) throws -> LayoutRect? {
        let document = try DocumentReader.read(json, file: "chain.json")
        let configuration = try DeviceConfiguration(
            deviceNamed: device, orientation: .portrait, contentSize: contentSize)
        let (_, engine) = try LayoutSolving.engine(
            for: document, setup: SolveSetup(configuration: configuration, containerSize: containerSize))
        return engine.result()["cell.contentView"]?.inRoot
    }

    @Test("the separator is a pixel, or a point at the accessibility sizes")
    func separatorHeights() {
        #expect(RowSeparator.height(scale: 2, contentSize: .large) == 0.5)
        #expect(RowSeparator.height(scale: 3, contentSize: .extraExtraExtraLarge) == 1.0 / 3)
        #expect(RowSeparator.height(scale: 1, contentSize: .extraSmall) == 1)
        #expect(RowSeparator.height(scale: 2, contentSize: .accessibilityMedium) == 1)
        #expect(RowSeparator.height(scale: 3, contentSize: .accessibilityExtraExtraExtraLarge) == 1)
    }

    /// @2x: 108 + 0.5; @3x (iPhone 15, 393 wide): 108 + ⅓; the content view 108 in both,
    /// its subviews where they were (title 16, 8, width − 32, 24; body 40 below the top).
    @Test("the row is the content's height and one pixel: 108.5 at @2x, 108.333 at @3x")
    func rowIncludesOnePixel() throws {
        let se = try Self.solve(device: "iphone-se-2-3")
        #expect(se.container == LayoutSize(width: 375, height: 108.5))
        #expect(Self.frame("cell", in: se) == LayoutRect(x: 0, y: 0, width: 375, height: 108.5))
        #expect(try Self.contentView(device: "iphone-se-2-3") == LayoutRect(x: 0, y: 0, width: 375, height: 108))
        #expect(Self.frame("body", in: se) == LayoutRect(x: 16, y: 40, width: 343, height: 60))
        let phone = try Self.solve(device: "iphone-6.1inch-island")
        #expect(abs(phone.container.height - (108 + 1.0 / 3)) < 1e-6, "\(phone.container)")
        #expect(try Self.contentView(device: "iphone-6.1inch-island") == LayoutRect(x: 0, y: 0, width: 393, height: 108))
        #expect(phone.diagnostics.isEmpty, "\(phone.diagnostics.map(\.message))")
    }

    /// At AX1 and AX5 the separator is a whole point on either scale: 109.
    @Test("at the accessibility sizes the separator is a point: 109")
    func accessibilitySizesThickSeparator() throws {
        for contentSize in [ContentSizeCategory.accessibilityMedium, .accessibilityExtraExtraExtraLarge] {
            for device in ["iphone-se-2-3", "iphone-6.1inch-island"] {
                let solved = try Self.solve(device: device, contentSize: contentSize)
                #expect(solved.container.height == 109, "\(device) \(contentSize)")
                #expect(try Self.contentView(device: device, contentSize: contentSize)?.height == 108)
            }
        }
    }

    /// A collection view cell has no separator (108), and a cell given its size
    /// (`--size`, as a design canvas is) keeps a content view as tall as itself, as
    /// Interface Builder records it.
    @Test("a collection view cell, and a cell at a given size, have no separator room")
    func noSeparatorElsewhere() throws {
        let collection = try Self.solve(
            Self.chain.replacingOccurrences(of: "UITableViewCell", with: "UICollectionViewCell"), device: "iphone-se-2-3")
        #expect(collection.container.height == 108)
        #expect(try Self.contentView(
            Self.chain.replacingOccurrences(of: "UITableViewCell", with: "UICollectionViewCell"), device: "iphone-se-2-3"
        )?.height == 108)
        let sized = try Self.solve(device: "iphone-se-2-3", containerSize: LayoutSize(width: 375, height: 120))
        #expect(sized.container.height == 120)
        #expect(try Self.contentView(device: "iphone-se-2-3", containerSize: LayoutSize(width: 375, height: 120))
            == LayoutRect(x: 0, y: 0, width: 375, height: 120))
    }

    /// A cell whose chain is broken fits to no height and gets the standard 44-point row
    /// (``StandardRowHeight``), the separator inside it as in any fixed 44-point row:
    /// the content view is 43.5 high on the SE, as UIKit lays a 44-point row's out.
    @Test("the standard 44-point row holds its separator: content view 43.5 at @2x")
    func standardRowHoldsTheSeparator() throws {
        let broken = Self.chain.replacingOccurrences(of: "V:|-[title(24)]-8-[body(60)]-|", with: "V:|-[title(24)]-8-[body(60)]")
        let solved = try Self.solve(broken, device: "iphone-se-2-3")
        #expect(solved.container == LayoutSize(width: 375, height: 44))
        #expect(solved.diagnostics.first?.kind == "standardRowHeight")
        #expect(try Self.contentView(broken, device: "iphone-se-2-3") == LayoutRect(x: 0, y: 0, width: 375, height: 43.5))
    }

    /// The batch's fitter remembers a cell's placement by width; this cell lays out
    /// alike at every text size, so the default size's placement would serve AX5 too,
    /// but its separator differs there (0.5 against 1), and so do the rows.
    @Test("the batch's fitter tells the text sizes apart by their separators")
    func fitterSeparatesTextSizes() throws {
        let document = try DocumentReader.read(Self.chain, file: "chain.json")
        let hierarchy = try document.materialized(for: TraitCollection()).hierarchy
        var fitter = PlacementFitter(hierarchy: hierarchy, measurer: nil)
        var heights: [Double] = []
        for contentSize in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge, .large] {
            let configuration = try DeviceConfiguration(
                deviceNamed: "iphone-se-2-3", orientation: .portrait, contentSize: contentSize)
            heights.append(try fitter.placement(for: SolveSetup(configuration: configuration)).container.height)
        }
        #expect(heights == [108.5, 109, 108.5])
        // One fitting engine per separator; the third placement is the first's.
        #expect(fitter.fittingEnginesBuilt == 2)
    }
}
