import TestSupport
import LayoutModel
import LayoutText
import PropertyBased
import Testing

@Suite("Line wrapping properties", .enabled(if: TestFonts.available, TestFonts.missing))
struct LineWrappingProperties {
    /// Words from Latin, Hebrew, Arabic and CJK, joined by spaces, hyphens and line
    /// breaks, and a width from narrower than a letter to wider than most lines.
    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var width: Double
        var description: String { "\(text.debugDescription) at \(width)" }
    }

    static let pieces = [
        "a", "word", "wrapping", "extraordinarily", "well-known", "x-1", "AVATAR", "(so)", "on.",
        "שלום", "עולם", "مرحبا", "بالعالم", "我能吞下", "玻璃。", "「日本」", "チョット", "e\u{301}t\u{301}",
    ]
    static let joiners = [" ", " ", " ", "  ", "-", "\n", "\u{A0}", ""]

    static func random(using rng: inout Xoshiro) -> Case {
        var text = ""
        for _ in 0..<Int.random(in: 0...14, using: &rng) {
            text += pieces.randomElement(using: &rng) ?? ""
            text += joiners.randomElement(using: &rng) ?? ""
        }
        return Case(text: text, width: Double(Int.random(in: 5...300, using: &rng)))
    }

    @Test func linesFitAndJoinBackToTheText() async throws {
        let measurer = try TestFonts.require()
        let font = FontDescriptor.system(size: 17, weight: .regular)
        let input = DeterministicCases.generator(seed: 0x7E47_0001) { rng in Self.random(using: &rng) }
        await propertyCheck(count: DeterministicCases.count(300), input: input) { generated in
            let sample = generated.value
            let lines = measurer.lines(sample.text, font: font, maxWidth: sample.width)
            #expect(lines.map { String(sample.text[$0.range]) }.joined() == sample.text, "\(generated)")
            for line in lines {
                let visible = String(sample.text[line.range]).trimmingTrailingBreakables()
                #expect(line.width <= sample.width + 1e-9 || visible.count <= 1, "\(generated): \(visible.debugDescription)")
                let unwrapped = measurer.advanceWidth(visible, font: ResolvedFont(pointSize: 17, weight: .regular))
                #expect(abs(line.width - unwrapped) < 1e-9, "\(generated)")
            }
        }
    }
}

extension String {
    /// Without trailing spaces and line breaks: what hangs past a line's end.
    func trimmingTrailingBreakables() -> String {
        var result = self
        while let last = result.last, last == " " || last == "\n" || last == "\u{200B}" {
            result.removeLast()
        }
        return result
    }
}
