import LayoutModel
import LayoutText
import Testing

/// ``StandInWidthScale``: SF's widths from Roboto's by point size and weight.
@Suite("Stand-in width scale")
struct StandInWidthScaleTests {
    @Test("the fitted factors, interpolated between sizes and held beyond them")
    func factors() {
        let scale = StandInWidthScale.fitted
        #expect(scale.factor(pointSize: 12, weight: .regular) == 1.064)
        #expect(scale.factor(pointSize: 9, weight: .regular) == 1.064)
        #expect(abs(scale.factor(pointSize: 16, weight: .regular) - (1.034 + 1.011) / 2) < 1e-12)
        #expect(scale.factor(pointSize: 34, weight: .light) == 0.970)
        #expect(abs(scale.factor(pointSize: 17, weight: .semibold) - 1.011 * 1.045) < 1e-12)
        #expect(StandInWidthScale.none.factor(pointSize: 15, weight: .bold) == 1)
    }

    /// The two texts Xcode records most often, Interface Builder's library defaults: the
    /// system button "Button" (system 15) 46 wide and the label "Label" (system 17) 42 wide
    /// on @2x canvases, in hundreds of files from Xcode 7 to 26. Roboto's own advances
    /// give 44.5 and 41.5.
    @Test("the library's button and label measure as Xcode records them", .enabled(if: TestFonts.available, TestFonts.missing))
    func libraryDefaults() throws {
        let fitted = try FontMeasurer()
        let raw = try TestFonts.require()
        func width(_ measurer: FontMeasurer, _ text: String, _ size: Double) -> Double {
            let box = measurer.measure(text, font: .system(size: size, weight: .regular), category: .large, maxWidth: nil, numberOfLines: 1)
            return (box.size.width * 2).rounded(.up) / 2
        }
        #expect(width(fitted, "Button", 15) == 46)
        #expect(width(fitted, "Label", 17) == 42)
        #expect(width(raw, "Button", 15) == 44.5)
        #expect(width(raw, "Label", 17) == 41.5)
    }

    @Test("fallback runs are not scaled", .enabled(if: TestFonts.available, TestFonts.missing))
    func fallbackUnscaled() throws {
        let fitted = try FontMeasurer()
        #expect(fitted.advanceWidth("我", font: ResolvedFont(pointSize: 15, weight: .regular)) == 15)
        let raw = try TestFonts.require()
        let latin = ResolvedFont(pointSize: 15, weight: .regular)
        #expect(abs(fitted.advanceWidth("Hello", font: latin) - 1.034 * raw.advanceWidth("Hello", font: latin)) < 1e-9)
    }
}
