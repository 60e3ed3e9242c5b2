@testable import LayoutDB
import LayoutModel
import LayoutText
import Synchronization
import Testing

/// ``MemoizedTextMeasurer`` answers a width inside a range it remembers without
/// wrapping again; every answer must be the one the measurer itself gives at that width.
@Suite(.enabled(if: (try? FontMeasurer()) != nil, "the stand-in font is not installed"))
struct MemoizedTextMeasurerTests {
    /// A ``FontMeasurer`` that counts the wraps asked of it.
    final class Counting: RangeTextMeasuring {
        let base: FontMeasurer
        let wraps = Mutex(0)
        init(_ base: FontMeasurer) { self.base = base }

        func measure(
            _ text: String, font: FontDescriptor, category: ContentSizeCategory, maxWidth: Double?, numberOfLines: Int
        ) -> TextMeasurement {
            measureWithRange(text, font: font, category: category, maxWidth: maxWidth, numberOfLines: numberOfLines)
                .measurement
        }

        func measureWithRange(
            _ text: String, font: FontDescriptor, category: ContentSizeCategory, maxWidth: Double?, numberOfLines: Int
        ) -> (measurement: TextMeasurement, range: WrapWidthRange?) {
            wraps.withLock { $0 += 1 }
            return base.measureWithRange(
                text, font: font, category: category, maxWidth: maxWidth, numberOfLines: numberOfLines)
        }
    }

    static let texts = [
        "Sign in to continue where you left off",
        "A very long product description that wraps over several lines at any phone width, and more",
        "Supercalifragilisticexpialidocious",
        "",
    ]

    /// Widths on a third-point grid, up and down, as a sweep over devices reaches them.
    static let widths: [Double] = (0..<240).map { 60 + Double($0) / 3 * 5 } + (0..<120).map { 300 - Double($0) / 3 * 7 }

    @Test func answersAreTheMeasurersAtEveryWidth() throws {
        let fonts = try FontMeasurer()
        let counting = Counting(fonts)
        let memo = MemoizedTextMeasurer(counting)
        var calls = 0
        for text in Self.texts {
            for lines in [0, 1, 2] {
                for font in [FontDescriptor.system(size: 17, weight: .regular), .textStyle(.headline)] {
                    for width in Self.widths + [nil] {
                        let expected = fonts.measure(text, font: font, category: .large, maxWidth: width, numberOfLines: lines)
                        let answered = memo.measure(text, font: font, category: .large, maxWidth: width, numberOfLines: lines)
                        #expect(answered == expected, "\(text.debugDescription) at \(String(describing: width)), \(lines) lines")
                        calls += 1
                    }
                }
            }
        }
        // Nearly every width is new to the memo, yet far fewer wraps were made: the
        // ranges answered the rest.
        let wraps = counting.wraps.withLock { $0 }
        #expect(wraps < calls / 4, "\(wraps) wraps for \(calls) calls")
        #expect(wraps >= Self.texts.count * 3 * 2, "at least one wrap per text, limit and font")
    }
}
