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
/// Shared by the run's tasks behind a `Mutex` (a lookup is short next to a wrap); the
/// table lives as long as the run, and holds one entry per distinct label, font,
/// content size and wrap width the matrix reaches.
final class MemoizedTextMeasurer: TextMeasuring {
    private struct Key: Hashable {
        var text: String
        var font: FontDescriptor
        var category: ContentSizeCategory
        var maxWidth: Double?
        var numberOfLines: Int
    }

    private let base: any TextMeasuring
    private let answers = Mutex<[Key: TextMeasurement]>([:])

    init(_ base: any TextMeasuring) {
        self.base = base
    }

    func measure(
        _ text: String, font: FontDescriptor, category: ContentSizeCategory, maxWidth: Double?, numberOfLines: Int
    ) -> TextMeasurement {
        let key = Key(text: text, font: font, category: category, maxWidth: maxWidth, numberOfLines: numberOfLines)
        if let known = answers.withLock({ $0[key] }) { return known }
        // Measured outside the lock, so the tasks do not wait on each other's wraps; two
        // tasks measuring the same key at once store the same answer.
        let measured = base.measure(text, font: font, category: category, maxWidth: maxWidth, numberOfLines: numberOfLines)
        answers.withLock { $0[key] = measured }
        return measured
    }
}
