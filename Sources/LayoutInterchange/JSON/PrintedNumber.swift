/// How layoutdb prints the numbers of its JSON results (frames, sizes, insets, the values
/// of diagnostics, the solve cache's JSON text, reports): each is rounded to the nearest
/// 1e-9 point and written as the shortest decimal that reads back as that rounded value,
/// so a frame solved as `20.333333333333314` prints as `20.333333333` and one solved as
/// `20.333333333333332` prints the same. Whole numbers print without a fraction (`20`),
/// and anything that rounds to zero prints `0` (never `-0`).
///
/// Why: the engine's arithmetic leaves noise in the last bits of a double, which made
/// equal frames print differently from run to run of a change and from device to
/// device; 1e-9 pt is a millionth of a pixel on any screen, far below anything layout
/// can tell apart (UIKit rounds frames to pixels), and far above the noise of numbers of
/// the size of a screen (their last bit is about 1e-14). A reader comparing printed
/// frames with other frames (Interface Builder records `20.333333333333332`) compares
/// within 1e-9, as it would compare any two solved frames.
///
/// Only printing changes: what is solved, stored (documents, the cache's binary form)
/// and compared inside layoutdb keeps every bit. Document JSON (`show`/`export`) and the
/// values `sql` and `query` print are not results: they print as stored (``JSONPrinter``'s
/// exact form), so a document exported and imported again is the same document.
public enum PrintedNumber {
    /// The step printed numbers are rounded to, in points.
    public static let resolution = 1e-9

    /// `number` rounded to ``resolution``: the value whose shortest decimal is printed.
    /// Numbers of 9,000,000 or more in magnitude (where a double's step exceeds 1e-9, so
    /// there are no finer digits to round away), whole numbers, infinities and NaN are
    /// returned as they are.
    public static func rounded(_ number: Double) -> Double {
        // 9e6 × 1e9 stays below 2^53: the scaled value and its rounding are exact integers.
        guard number.isFinite, abs(number) < 9e6, number != number.rounded() else { return number }
        let scaled = (number * 1e9).rounded()
        // k / 1e9 is the double nearest the decimal k × 10⁻⁹, whose shortest form is at
        // most that decimal (nine places).
        let value = scaled / 1e9
        return value == 0 ? 0 : value
    }
}
