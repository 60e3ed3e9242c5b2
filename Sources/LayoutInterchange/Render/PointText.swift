/// Numbers as pictures and text print them: at most three decimals, no trailing
/// zeros, no exponent, `-0` as `0`. Frames sit on a 1/2 or 1/3 point grid, and
/// three decimals keep a third of a point distinct from its neighbours while the
/// output stays the same bytes on every platform (no locale, no shortest-repr
/// differences between libraries).
public enum PointText {
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 1000).rounded()
        guard abs(scaled) < 9e15 else { return whole(value.rounded()) }
        let thousandths = Int64(scaled)
        if thousandths == 0 { return "0" }
        let magnitude = thousandths.magnitude
        var text = thousandths < 0 ? "-" : ""
        text += String(magnitude / 1000)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return text }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        return text + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    /// A whole number of any size without an exponent. Past `Int64` (9.2e18 points,
    /// which a chain of multipliers reaches) the digits are Swift's shortest ones for the
    /// double, padded with zeros: converting to an integer trapped there.
    private static func whole(_ value: Double) -> String {
        if abs(value) < 9e18 { return String(Int64(value)) }
        // `value` is beyond 1e16, so Swift prints it as "d.ddde+N".
        let text = "\(value.magnitude)"
        guard let e = text.firstIndex(of: "e"), let exponent = Int(text[text.index(after: e)...]) else { return text }
        let digits = text[..<e].filter { $0 != "." }
        let padding = Swift.max(0, exponent + 1 - digits.count)
        return (value < 0 ? "-" : "") + digits + String(repeating: "0", count: padding)
    }

    /// `(x, y, width, height)` with ``format(_:)``'s numbers.
    public static func format(_ rect: LayoutRect) -> String {
        "(\(format(rect.x)), \(format(rect.y)), \(format(rect.width)), \(format(rect.height)))"
    }
}
