/// The maximum widths at which ``LineWrapper`` wraps a text into the same lines as it
/// did at one width: every decision it made (does this candidate line fit?) compares a
/// measured width with the maximum, so another maximum under which each comparison
/// comes out the same makes the same lines, and so the same measurement.
///
/// Kept as the widest width that fitted and the narrowest that did not; the decisions
/// hold at `maxWidth` exactly when the first still fits and the second still does not,
/// with the wrapper's own comparison (`width <= maxWidth + tolerance`). A sweep asks for
/// the same label at many nearby widths (each device's container); the memo of a batch
/// run answers them from one wrap (`MemoizedTextMeasurer`).
public struct WrapWidthRange: Hashable, Sendable {
    /// The widest measured width that fitted (-∞: none was asked about).
    public private(set) var widestFitting = -Double.infinity
    /// The narrowest measured width that did not fit (+∞: every one fitted).
    public private(set) var narrowestRejected = Double.infinity
    /// False when a decision compared a NaN width, which no range describes.
    public private(set) var isUsable = true

    public init() {}

    /// Records one decision of the wrapper.
    mutating func record(_ width: Double, fits: Bool) {
        guard !width.isNaN else {
            isUsable = false
            return
        }
        if fits {
            widestFitting = max(widestFitting, width)
        } else {
            narrowestRejected = min(narrowestRejected, width)
        }
    }

    /// Whether wrapping at `maxWidth` makes every decision as the recorded wrap did.
    public func contains(_ maxWidth: Double) -> Bool {
        let limit = maxWidth + LineWrapper.tolerance
        return isUsable && widestFitting <= limit && !(narrowestRejected <= limit)
    }
}
