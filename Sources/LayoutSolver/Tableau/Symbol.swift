/// What a tableau symbol stands for. The kind decides where a symbol may go:
/// only `external` symbols are unrestricted in sign; `dummy` symbols (markers of
/// required equalities) are pinned at zero and never enter the basis.
enum SymbolKind: UInt8, Sendable {
    /// A user variable.
    case external
    /// The slack of an inequality (≥ 0).
    case slack
    /// One side of an optional constraint's violation (≥ 0), counted in an objective level.
    case error
    /// The marker of a required equality; always zero.
    case dummy
}

/// A tableau symbol: an index into the tableau's per-symbol tables.
///
/// 32 bits keep a row cell to 16 bytes (symbol + coefficient, with padding), which is
/// what the sorted-row scans are sized for.
typealias Symbol = Int32

/// Values closer to zero than this are zero. One epsilon for the whole solver:
/// coefficients, constants and ratio ties all use it. Layout numbers are points
/// (0.001 … 10,000) with coefficients near 1, so 1e-8 sits far below anything a
/// layout means and far above the rounding of the sums a pivot builds.
let epsilon = 1.0e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }
