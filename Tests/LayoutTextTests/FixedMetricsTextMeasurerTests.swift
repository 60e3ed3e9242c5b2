import LayoutModel
import Testing

@Suite("Fixed-metrics measurer")
struct FixedMetricsTextMeasurerTests {
    let measurer = FixedMetricsTextMeasurer()
    let ten = FontDescriptor.system(size: 10, weight: .regular)

    func measure(_ text: String, maxWidth: Double? = nil, lines: Int = 0) -> TextMeasurement {
        measurer.measure(text, font: ten, category: .large, maxWidth: maxWidth, numberOfLines: lines)
    }

    @Test func oneLineIsHalfAnEmPerCharacterAndOneEmHigh() {
        let box = measure("Hello")
        #expect(box == TextMeasurement(size: LayoutSize(width: 25, height: 10), firstBaseline: 8, lastBaseline: 8, lineCount: 1, lineHeight: 10))
    }

    @Test func wrapsAtSpacesAndTrailingSpacesHang() {
        // "aaa bbb" is 35 wide, "aaa bbb ccc" 55: the third word goes down.
        let box = measure("aaa bbb ccc", maxWidth: 40)
        #expect(box.lineCount == 2)
        #expect(box.size == LayoutSize(width: 35, height: 20))
        #expect(box.lastBaseline == 18)
    }

    @Test func lineLimitKeepsTheFirstLines() {
        #expect(measure("aaa bbb ccc", maxWidth: 40, lines: 1).size == LayoutSize(width: 35, height: 10))
        #expect(measure("a b c d", maxWidth: 5, lines: 3).lineCount == 3)
        #expect(measure("a b c d", maxWidth: 5, lines: 0).lineCount == 4)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let lines = LineWrapper.wrap("abcdefghij", maxWidth: 20) { Double($0.count) * 5 }
        #expect(lines.map(\.width) == [20, 20, 10])
        #expect(measure("abcdefghij", maxWidth: 20).size == LayoutSize(width: 20, height: 30))
    }

    @Test func explicitLineBreaksAlwaysBreak() {
        #expect(measure("ab\ncdef").size == LayoutSize(width: 20, height: 20))
        #expect(measure("ab\ncdef", lines: 1).size == LayoutSize(width: 10, height: 10))
    }

    @Test func emptyTextHasNoLines() {
        let box = measure("")
        #expect(box.lineCount == 0)
        #expect(box.size == LayoutSize(width: 0, height: 0))
        #expect(box.lineHeight == 10)
    }

    @Test func textStylesFollowTheCategory() {
        let small = measurer.measure("ab", font: .textStyle(.body), category: .extraSmall, maxWidth: nil, numberOfLines: 1)
        let huge = measurer.measure("ab", font: .textStyle(.body), category: .accessibilityExtraExtraExtraLarge, maxWidth: nil, numberOfLines: 1)
        #expect(small.size == LayoutSize(width: 14, height: 14))
        #expect(huge.size == LayoutSize(width: 53, height: 53))
    }
}
