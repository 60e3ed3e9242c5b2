import LayoutModel
import Testing

/// A label measured with no maximum width (its intrinsic width, or one line) is one line
/// per explicit break; measuring every word's candidate line made the work grow with the
/// square of the text (a 20,000 character label took minutes to solve). Each line is now
/// measured once, when it closes, so the characters measured stay within twice the text.
@Suite struct UnboundedWrapCostTests {
    /// Wraps `text` with no maximum, counting the characters handed to the measurer.
    func wrap(_ text: String) -> (lines: [WrappedLine], measured: Int) {
        var measured = 0
        let lines = LineWrapper.wrap(text, maxWidth: nil) { piece in
            measured += piece.count
            return Double(piece.count) * 5
        }
        return (lines, measured)
    }

    @Test func aLongLineIsMeasuredOnce() {
        let text = Array(repeating: "word", count: 2_000).joined(separator: " ")
        let (lines, measured) = wrap(text)
        #expect(lines.count == 1)
        #expect(lines.first?.width == Double(text.count) * 5)
        #expect(measured <= 2 * text.count, "measured \(measured) characters of \(text.count)")
    }

    @Test func explicitBreaksStillMakeLinesOfTheirOwnWidths() {
        let (lines, measured) = wrap("ab cd  \nefg\n\nh")
        // Trailing spaces hang; an empty line is measured as nothing.
        #expect(lines.map(\.width) == [25, 15, 0, 5])
        #expect(measured <= 2 * 14)
    }

    @Test func aBoundedWrapIsUnchanged() {
        let (lines, _) = (LineWrapper.wrap("aaa bbb ccc", maxWidth: 40) { Double($0.count) * 5 }, 0)
        #expect(lines.map(\.width) == [35, 15])
    }
}
