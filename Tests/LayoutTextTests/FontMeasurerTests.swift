import LayoutModel
import LayoutText
import Testing

@Suite("FontMeasurer (HarfBuzz + FreeType)", .enabled(if: TestFonts.available, TestFonts.missing))
struct FontMeasurerTests {
    func body(_ size: Double, _ weight: FontWeight = .regular) -> FontDescriptor {
        .system(size: size, weight: weight)
    }

    @Test(arguments: ["Welcome back", "Hello World", "AVATAR Type", "office file 1234"], [FontWeight.regular, .bold, .thin])
    func widthsAreTheSumOfHarfBuzzAdvances(text: String, weight: FontWeight) throws {
        let measurer = try TestFonts.require()
        let path = try #require(measurer.fontPath(for: weight))
        let expected = IndependentHarfBuzz.advanceWidth(text, fontPath: path, pointSize: 17)
        #expect(abs(measurer.advanceWidth(text, font: ResolvedFont(pointSize: 17, weight: weight)) - expected) < 1e-9)
        let box = measurer.measure(text, font: body(17, weight), category: .large, maxWidth: nil, numberOfLines: 1)
        #expect(abs(box.size.width - expected) < 1e-9)
        #expect(box.lineCount == 1)
    }

    @Test func shapingAppliesKerning() throws {
        let measurer = try TestFonts.require()
        let font = ResolvedFont(pointSize: 17, weight: .regular)
        let pair = measurer.advanceWidth("AV", font: font)
        #expect(pair < measurer.advanceWidth("A", font: font) + measurer.advanceWidth("V", font: font) - 0.1)
    }

    @Test func weightsMapToTheirFiles() throws {
        let measurer = try TestFonts.require()
        #expect(measurer.fontPath(for: .regular)?.hasSuffix("Roboto-Regular.ttf") == true)
        #expect(measurer.fontPath(for: .semibold)?.hasSuffix("Roboto-Bold.ttf") == true)
        #expect(measurer.fontPath(for: .ultraLight)?.hasSuffix("Roboto-Thin.ttf") == true)
        let font = ResolvedFont(pointSize: 17, weight: .regular)
        #expect(measurer.advanceWidth("Welcome", font: ResolvedFont(pointSize: 17, weight: .black))
            > measurer.advanceWidth("Welcome", font: font))
    }

    /// facts/uikit-defaults.md §7: SF's ascender and line height at the tabulated sizes.
    @Test(arguments: [(12.0, 11.42578125, 14.3203125), (15, 14.2822265625, 17.900390625), (17, 16.1865234375, 20.287109375),
                      (20, 19.04296875, 23.8671875), (28, 26.66015625, 33.4140625), (34, 32.373046875, 40.57421875)])
    func oneLineIsOneSystemLineHighWithItsBaselineAtTheAscender(size: Double, ascender: Double, lineHeight: Double) throws {
        let box = try TestFonts.require().measure("Baseline", font: body(size), category: .large, maxWidth: nil, numberOfLines: 1)
        #expect(box.firstBaseline == ascender)
        #expect(box.lastBaseline == ascender)
        #expect(box.size.height == lineHeight)
    }

    @Test func fontFileMetricsPutTheBaselineAtTheFontsAscender() throws {
        let measurer = try FontMeasurer(verticalMetrics: .fontFile)
        let path = try #require(measurer.fontPath(for: .regular))
        let box = measurer.measure("Baseline", font: body(17), category: .large, maxWidth: nil, numberOfLines: 1)
        #expect(abs(box.firstBaseline - IndependentHarfBuzz.ascenderEms(fontPath: path) * 17) < 1e-9)
        #expect(box.lastBaseline == box.firstBaseline)
    }

    /// Hand check (Roboto 17 pt): "The quick brown" 124.6, "+ fox" 152.7 > 150;
    /// "fox jumps over the" 139.6, "+ lazy" 173.7; "lazy dog" 62.9.
    @Test func latinWrapsAtSpaces() throws {
        let measurer = try TestFonts.require()
        let text = "The quick brown fox jumps over the lazy dog"
        let lines = measurer.lines(text, font: body(17), maxWidth: 150)
        #expect(lines.map { String(text[$0.range]) } == ["The quick brown ", "fox jumps over the ", "lazy dog"])
        let box = measurer.measure(text, font: body(17), category: .large, maxWidth: 150, numberOfLines: 0)
        #expect(box.lineCount == 3)
        #expect(box.size.height == 3 * 20.287109375)
        #expect(box.lastBaseline == 2 * 20.287109375 + 16.1865234375)
    }

    /// Hand check: every ideograph of WenQuanYi Micro Hei is 1 em, so 5 fit in 100 pt
    /// at 17 pt (85; 6 would be 102); the ideographic full stop may not start a line,
    /// so at 11 em it goes down with the character before it.
    @Test func cjkBreaksBetweenIdeographsAndKeepsTheStopWithItsCharacter() throws {
        let measurer = try TestFonts.require()
        let text = "我能吞下玻璃而不伤身体。"
        #expect(measurer.advanceWidth("我", font: ResolvedFont(pointSize: 17, weight: .regular)) == 17)
        let lines = measurer.lines(text, font: body(17), maxWidth: 100)
        #expect(lines.map { String(text[$0.range]) } == ["我能吞下玻", "璃而不伤身", "体。"])
        let kinsoku = measurer.lines(text, font: body(17), maxWidth: 11 * 17)
        #expect(kinsoku.map { String(text[$0.range]) } == ["我能吞下玻璃而不伤身", "体。"])
    }

    /// Hand check (DejaVu Sans 17 pt): "שלום עולם" 79.2, "+ זה" 101.6 > 90;
    /// "זה מבחן של" 86.6; "שבירת שורות" 93.9 > 90.
    @Test func hebrewWrapsAtSpaces() throws {
        let measurer = try TestFonts.require()
        let text = "שלום עולם זה מבחן של שבירת שורות"
        let lines = measurer.lines(text, font: body(17), maxWidth: 90)
        #expect(lines.map { String(text[$0.range]) } == ["שלום עולם ", "זה מבחן של ", "שבירת ", "שורות"])
    }

    @Test func lineLimitsKeepTheFirstLines() throws {
        let measurer = try TestFonts.require()
        let text = "The quick brown fox jumps over the lazy dog"
        let two = measurer.measure(text, font: body(17), category: .large, maxWidth: 150, numberOfLines: 2)
        #expect(two.lineCount == 2)
        #expect(two.size.height == 2 * 20.287109375)
        let one = measurer.measure(text, font: body(17), category: .large, maxWidth: 150, numberOfLines: 1)
        #expect(abs(one.size.width - measurer.advanceWidth("The quick brown", font: ResolvedFont(pointSize: 17, weight: .regular))) < 1e-9)
    }

    @Test func rightToLeftRunsComeOutInVisualOrder() throws {
        let measurer = try TestFonts.require()
        let runs = measurer.shape("שלום")
        let run = try #require(runs.first)
        #expect(runs.count == 1)
        #expect(run.isRightToLeft)
        // UTF-8 offsets of ש ל ו ם are 0 2 4 6; on screen, left to right, ם comes first.
        #expect(run.clusters == [6, 4, 2, 0])
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        #expect(run.glyphs == IndependentHarfBuzz.nominalGlyphs("שלום", fontPath: path).reversed())
    }

    @Test func arabicIsShapedRightToLeftWithJoiningForms() throws {
        let measurer = try TestFonts.require()
        let run = try #require(measurer.shape("سلام").first)
        #expect(run.isRightToLeft)
        #expect(run.clusters == run.clusters.sorted(by: >))
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        #expect(run.glyphs != IndependentHarfBuzz.nominalGlyphs("سلام", fontPath: path).reversed())
    }

    @Test func mixedScriptsSplitIntoRunsPerFont() throws {
        let runs = try TestFonts.require().shape("hello שלום 世界")
        #expect(runs.map(\.isRightToLeft) == [false, true, false])
        #expect(runs.count == 3)
    }

    @Test(arguments: TextStyle.allCases)
    func dynamicTypeHeightsGrowWithTheCategory(style: TextStyle) throws {
        let measurer = try TestFonts.require()
        let heights = ContentSizeCategory.allCases.map {
            measurer.measure("Body text", font: .textStyle(style), category: $0, maxWidth: nil, numberOfLines: 1).size.height
        }
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(heights[ContentSizeCategory.large.order] < heights[ContentSizeCategory.accessibilityExtraExtraExtraLarge.order])
    }

    @Test func repeatedMeasurementsHitTheCache() throws {
        let measurer = try FontMeasurer()
        _ = measurer.measure("Cache me once", font: body(17), category: .large, maxWidth: nil, numberOfLines: 1)
        let first = measurer.cacheStatistics
        _ = measurer.measure("Cache me once", font: body(34), category: .large, maxWidth: nil, numberOfLines: 1)
        let second = measurer.cacheStatistics
        #expect(second.misses == first.misses)
        #expect(second.hits > first.hits)
    }

    @Test func aMissingFontIsATypedErrorNamingThePackage() {
        #expect(throws: FontLoadingError.fontNotFound(
            file: "Roboto-Thin.ttf", searched: ["/nonexistent/Roboto-Thin.ttf"], package: "fonts-roboto-unhinted")
        ) {
            try FontMeasurer(catalog: FontCatalog(directories: ["/nonexistent"]))
        }
    }

    /// facts §6/§7 with the real measurer: "Test" at 17 pt on @2x is 20.5 high (SF's
    /// 20.287 rounded up); a 15-point "Hello World" button is 30 high and, in Roboto,
    /// within a point of the 78 UIKit gave.
    @Test func controlsMeasuredWithRealFonts() throws {
        let measurer = try TestFonts.require()
        let label = ViewNode(id: "l", className: "UILabel", content: ViewContent(text: "Test"))
        let labelSize = IntrinsicContentSizing.metrics(of: label, category: .large, displayScale: 2, measurer: measurer)
        #expect(labelSize.intrinsicContentSize.height == 20.5)
        let button = ViewNode(id: "b", className: "UIButton", content: ViewContent(title: "Hello World"))
        let buttonSize = IntrinsicContentSizing.metrics(of: button, category: .large, displayScale: 2, measurer: measurer)
        #expect(buttonSize.intrinsicContentSize.height == 30)
        #expect(abs((buttonSize.intrinsicContentSize.width ?? 0) - 78) <= 1)
    }
}
