import LayoutModel
import Synchronization

/// A ``TextMeasuring`` that remembers every answer of the measurer it wraps, for one
/// batch run.
///
/// A sweep measures the same labels over and over: every resize starts wrapping text
/// unwrapped again (as a fresh engine does), re-wraps it at the widths of the new
/// container, and every new engine measures its whole tree; a cell document fits its
/// height per configuration. The database's measurer caches shaped runs, but line
/// breaking is redone each time and takes most of a sweep's time. Measuring is a pure
/// function of its arguments, so remembering whole answers is exact.
///
/// Each device gives a label another width, so remembering answers by exact width
/// still wrapped the same text again at every container. Where the measurer says over
/// which widths its answer stands (``RangeTextMeasuring``: the widths at which every
/// line-filling decision goes the same way), a width inside a remembered range is
/// answered from it: the same lines, so the same measurement, exactly.
///
/// Shared by the run's tasks behind a `Mutex` (a lookup is short next to a wrap); the
/// table lives as long as the run, and holds one entry per distinct label, font,
/// content size and wrap width the matrix reaches, and one range per wrap made.
final class MemoizedTextMeasurer: TextMeasuring {
    private struct Key: Hashable {
        var text: String
        var font: FontDescriptor
        var category: ContentSizeCategory
        var maxWidth: Double?
        var numberOfLines: Int
    }

    /// A call without its width: the ranges remembered for it are searched.
    private struct RangeKey: Hashable {
        var text: String
        var font: FontDescriptor
        var category: ContentSizeCategory
        var numberOfLines: Int
    }

    private struct Ranged {
        var range: WrapWidthRange
        var measurement: TextMeasurement
    }

    private struct Answers {
        var exact: [Key: TextMeasurement] = [:]
        var ranged: [RangeKey: [Ranged]] = [:]
    }

    private let base: any TextMeasuring
    private let ranging: (any RangeTextMeasuring)?
    private let answers = Mutex(Answers())

    init(_ base: any TextMeasuring) {
        self.base = base
        ranging = base as? any RangeTextMeasuring
    }

    func measure(
        _ text: String, font: FontDescriptor, category: ContentSizeCategory, maxWidth: Double?, numberOfLines: Int
    ) -> TextMeasurement {
        let key = Key(text: text, font: font, category: category, maxWidth: maxWidth, numberOfLines: numberOfLines)
        guard let ranging, let width = maxWidth else {
            if let known = answers.withLock({ $0.exact[key] }) { return known }
            // Measured outside the lock, so the tasks do not wait on each other's wraps;
            // two tasks measuring the same key at once store the same answer.
            let measured = base.measure(text, font: font, category: category, maxWidth: maxWidth, numberOfLines: numberOfLines)
            answers.withLock { $0.exact[key] = measured }
            return measured
        }
        let rangeKey = RangeKey(text: text, font: font, category: category, numberOfLines: numberOfLines)
        let known: TextMeasurement? = answers.withLock { answers in
            if let known = answers.exact[key] { return known }
            guard let found = answers.ranged[rangeKey]?.first(where: { $0.range.contains(width) }) else { return nil }
            answers.exact[key] = found.measurement
            return found.measurement
        }
        if let known { return known }
        let (measured, range) = ranging.measureWithRange(
            text, font: font, category: category, maxWidth: maxWidth, numberOfLines: numberOfLines)
        answers.withLock { answers in
            answers.exact[key] = measured
            if let range, range.isUsable {
                answers.ranged[rangeKey, default: []].append(Ranged(range: range, measurement: measured))
            }
        }
        return measured
    }
}
