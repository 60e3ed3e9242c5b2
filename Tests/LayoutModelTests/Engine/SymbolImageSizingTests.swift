import LayoutModel
import Testing

/// An SF Symbols image view's intrinsic size is its glyph's size per point times the
/// point size of its configuration's font, rounded up to the pixel grid
/// (``SymbolImageSizing``); a plain image keeps its image size.
@Suite("SF Symbols image sizing")
struct SymbolImageSizingTests {
    static func imageView(_ id: String, perPoint: LayoutSize, font: FontDescriptor?) -> ViewNode {
        ViewNode(id: id, className: "UIImageView", content: ViewContent(font: font, imageSize: perPoint))
    }

    static func solve(_ views: [ViewNode], category: ContentSizeCategory = .large) throws -> LayoutResult {
        let equations = views.flatMap { ["\($0.id).leading == root.leading", "\($0.id).top == root.top"] }
        return try LayoutEngine(
            hierarchy: EngineFixture.hierarchy(views, equations), containerSize: LayoutSize(width: 375, height: 667),
            scale: 2, contentSize: category, textMeasurer: FixedMetricsTextMeasurer()
        ).result()
    }

    /// 0.5 × 20 = 10 and 0.6 × 20 = 12 at a fixed 20 points, whatever the category; a
    /// body-style symbol follows Dynamic Type: 17 points at Large (8.5 × 10.2, 10.2 rounded
    /// up to the half-point grid of a 2x screen: 10.5), 53 at the largest accessibility
    /// size (26.5 × 31.8, rounded up to 32).
    @Test("a symbol's size is its size per point times its font's point size, text styles at the category")
    func sizes() throws {
        let fixed = Self.imageView("fixed", perPoint: LayoutSize(width: 0.5, height: 0.6), font: .system(size: 20, weight: .regular))
        let body = Self.imageView("body", perPoint: LayoutSize(width: 0.5, height: 0.6), font: .textStyle(.body))
        let plain = Self.imageView("plain", perPoint: LayoutSize(width: 40, height: 30), font: nil)
        let large = try Self.solve([fixed, body, plain])
        #expect(large["fixed"]?.inRoot == EngineFixture.rect(0, 0, 10, 12))
        #expect(large["body"]?.inRoot == EngineFixture.rect(0, 0, 8.5, 10.5))
        #expect(large["plain"]?.inRoot == EngineFixture.rect(0, 0, 40, 30))
        let largest = try Self.solve([fixed, body, plain], category: .accessibilityExtraExtraExtraLarge)
        #expect(largest["fixed"]?.inRoot == EngineFixture.rect(0, 0, 10, 12))
        #expect(largest["body"]?.inRoot == EngineFixture.rect(0, 0, 26.5, 32))
        #expect(largest["plain"]?.inRoot == EngineFixture.rect(0, 0, 40, 30))
    }

    /// Interface Builder's 97 × 128 box of `chevron.right`: at the medium scale the longer
    /// side is 1.17 per point, 97 / 128 × 1.17 = 0.88664… wide; small and large scale it
    /// by 0.8 and 1.3; the recorded box comes back from the size per point.
    @Test("the recorded 128-point box gives the size per point, and back")
    func perPoint() {
        let box = LayoutSize(width: 97, height: 128)
        let medium = SymbolImageSizing.sizePerPoint(recordedBox: box, scale: .medium)
        #expect(abs(medium.width - 97.0 / 128 * 1.17) < 1e-12 && abs(medium.height - 1.17) < 1e-12)
        let large = SymbolImageSizing.sizePerPoint(recordedBox: box, scale: .large)
        #expect(abs(large.height - 1.17 * 1.3) < 1e-12)
        let small = SymbolImageSizing.sizePerPoint(recordedBox: box, scale: .small)
        #expect(abs(small.height - 1.17 * 0.8) < 1e-12)
        let back = SymbolImageSizing.recordedBox(sizePerPoint: medium)
        #expect(abs(back.width - 97) < 1e-9 && abs(back.height - 128) < 1e-9)
    }

    /// An export writes a symbol's medium-scale box and a re-import reads it back: the size
    /// per point must come back exactly, at every scale (Tinode's large `checkmark.shield.fill`,
    /// 128 × 118, came back 1.402171875 high where it was imported 1.4021718749999998).
    @Test("the size per point survives the box an export writes, exactly")
    func exportedBoxRoundTrip() {
        for box in [LayoutSize(width: 128, height: 118), LayoutSize(width: 97, height: 128), LayoutSize(width: 124, height: 128),
                    LayoutSize(width: 128, height: 89), LayoutSize(width: 121, height: 128)] {
            for scale in [SymbolImageSizing.Scale.small, .medium, .large] {
                let size = SymbolImageSizing.sizePerPoint(recordedBox: box, scale: scale)
                let again = SymbolImageSizing.sizePerPoint(recordedBox: SymbolImageSizing.recordedBox(sizePerPoint: size), scale: .medium)
                #expect(again == size, "\(box) at \(scale)")
            }
        }
    }
}
