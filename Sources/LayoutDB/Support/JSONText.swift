import Foundation
import LayoutModel

/// Small helpers for writing JSON text by hand where key order matters (outputs
/// that people diff and that must match other tools' lines).
enum JSONText {
    /// A JSON string literal.
    static func string(_ s: String) -> String { JSONString.quoted(s) }

    /// A number as Python's `json` writes it: `320.0`, `-Infinity`, `Infinity`.
    static func number(_ x: Double) -> String {
        if x == .infinity { return "Infinity" }
        if x == -.infinity { return "-Infinity" }
        if x.isNaN { return "NaN" }
        return x == 0 ? "0.0" : "\(x)"
    }

    /// `x` rounded to `digits` decimals, keeping infinities.
    static func rounded(_ x: Double, _ digits: Int) -> Double {
        guard x.isFinite else { return x }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return (x * scale).rounded() / scale
    }
}
