import TestSupport
import LayoutModel
import LayoutText
import PropertyBased
import Testing

/// ``WrapWidthRange``: at every width inside the range a wrap reports, the lines (and
/// so the measurement) are the ones of the wrap that reported it. A range that missed
/// one of the wrapper's decisions would claim widths where a candidate line flips
/// between fitting and not, and the lines there would differ.
@Suite("Wrap width range properties", .enabled(if: TestFonts.available, TestFonts.missing))
struct WrapWidthRangeProperties {
    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var width: Double
        var numberOfLines: Int
        var description: String { "\(text.debugDescription) at \(width), \(numberOfLines) lines" }
    }

    static func random(using rng: inout Xoshiro) -> Case {
        let base = LineWrappingProperties.random(using: &rng)
        // Fractional widths too: a container's label widths are on the pixel grid.
        let width = base.width + Double(Int.random(in: 0...5, using: &rng)) / 3
        return Case(text: base.text, width: width, numberOfLines: Int.random(in: 0...3, using: &rng))
    }

    /// The widths to try against a range: its ends, just inside and outside them, and
    /// points spread between.
    static func probes(_ range: WrapWidthRange, around width: Double) -> [Double] {
        var widths = [width, width - 0.5, width + 0.5, width - 7, width + 7, width * 0.8, width * 1.25]
        for end in [range.widestFitting, range.narrowestRejected] where end.isFinite {
            widths += [end, end - 1e-9, end - 2e-9, end + 1e-9, end.nextDown, end.nextUp, end - 0.01, end + 0.01]
        }
        if range.widestFitting.isFinite, range.narrowestRejected.isFinite {
            widths += (1...9).map { range.widestFitting + (range.narrowestRejected - range.widestFitting) * Double($0) / 10 }
        }
        return widths.filter { $0 > 0 }
    }

    @Test func linesAreTheSameEverywhereInTheRange() async throws {
        let measurer = try TestFonts.require()
        let font = FontDescriptor.system(size: 17, weight: .regular)
        let input = DeterministicCases.generator(seed: 0x7E47_0002) { rng in Self.random(using: &rng) }
        await propertyCheck(count: DeterministicCases.count(300), input: input) { generated in
            let sample = generated.value
            let (measurement, reported) = measurer.measureWithRange(
                sample.text, font: font, category: .large, maxWidth: sample.width, numberOfLines: sample.numberOfLines)
            guard let range = reported else {
                Issue.record("no range for a width: \(generated)")
                return
            }
            #expect(range.contains(sample.width), "\(generated)")
            let lines = measurer.lines(sample.text, font: font, category: .large, maxWidth: sample.width)
            for probe in Self.probes(range, around: sample.width) where range.contains(probe) {
                let there = measurer.lines(sample.text, font: font, category: .large, maxWidth: probe)
                #expect(there == lines, "\(generated): lines differ at \(probe)")
                let measured = measurer.measure(
                    sample.text, font: font, category: .large, maxWidth: probe, numberOfLines: sample.numberOfLines)
                #expect(measured == measurement, "\(generated): measurement differs at \(probe)")
            }
        }
    }

    /// The range is not empty of meaning: just past the narrowest width that did not
    /// fit, that candidate fits, and the wrap there is not inside the range.
    @Test func aWidthWhereARejectedLineFitsIsOutside() throws {
        let measurer = try TestFonts.require()
        let font = FontDescriptor.system(size: 17, weight: .regular)
        let text = "The quick brown fox jumps over the lazy dog"
        let (_, reported) = measurer.measureWithRange(text, font: font, category: .large, maxWidth: 120, numberOfLines: 0)
        let range = try #require(reported)
        #expect(range.widestFitting <= 120 && range.narrowestRejected > 120)
        #expect(!range.contains(range.narrowestRejected))
        #expect(!range.contains(range.widestFitting - 0.001))
        let wider = measurer.lines(text, font: font, category: .large, maxWidth: range.narrowestRejected)
        #expect(wider != measurer.lines(text, font: font, category: .large, maxWidth: 120))
        // No width at all: nothing to range over.
        #expect(measurer.measureWithRange(text, font: font, category: .large, maxWidth: nil, numberOfLines: 0).range == nil)
    }
}
