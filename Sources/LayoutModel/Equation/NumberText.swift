/// Number spellings shared by the printers and the error messages.
enum NumberText {
    /// The shortest text that reads back as exactly `value`: integers without a
    /// fraction (`20`, `-5`), everything else as Swift prints a `Double` (`0.5`, `1e-05`),
    /// which the equation parser accepts.
    static func exact(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// C's `%g` (six significant digits, trailing zeros dropped), which UIKit uses
    /// in its priority messages: `0`, `1001`, `1e+06`, `0.333333`.
    static func g(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == 0 { return "0" }
        // Round to six significant digits first; the rounding may carry into a new decade.
        var exponent = abs(value).log10Floor
        var mantissa = (mantissa(value, exponent) * 100_000).rounded() / 100_000
        if abs(mantissa) >= 10 {
            mantissa /= 10
            exponent += 1
        }
        if exponent < -4 || exponent >= 6 {
            let sign = exponent < 0 ? "-" : "+"
            let digits = abs(exponent) < 10 ? "0\(abs(exponent))" : "\(abs(exponent))"
            return "\(plain(mantissa))e\(sign)\(digits)"
        }
        let scale = pow10(5 - exponent)
        return plain((value * scale).rounded() / scale)
    }

    /// `value` ÷ 10^`exponent`. Beyond 10^±300 the power itself leaves the doubles
    /// (10^320 is infinite, 10^-320 loses its digits), so the division goes in two
    /// steps there: a multiplier of 1e-308 printed as infinity ÷ infinity and trapped.
    private static func mantissa(_ value: Double, _ exponent: Int) -> Double {
        let step = 300
        if exponent > step { return value / pow10(step) / pow10(exponent - step) }
        if exponent < -step { return value * pow10(step) * pow10(-exponent - step) }
        return value / pow10(exponent)
    }

    /// A rounded value without an exponent: integers bare, others as Swift prints them.
    private static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e18 ? String(Int64(value)) : "\(value)"
    }

    private static func pow10(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(n) { result *= 10 }
        return n < 0 ? 1 / result : result
    }
}

extension Double {
    /// ⌊log10(self)⌋ for a positive finite value, by counting (no Foundation needed).
    fileprivate var log10Floor: Int {
        var exponent = 0
        var x = self
        while x >= 10 { x /= 10; exponent += 1 }
        while x < 1 { x *= 10; exponent -= 1 }
        return exponent
    }
}
