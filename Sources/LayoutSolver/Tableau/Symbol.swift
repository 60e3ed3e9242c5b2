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

/// Values closer to zero than this are zero: constants, values, ratio ties, the
/// coefficients the pivot rules price and pivot on, and those of a new constraint.
/// Layout numbers are points (0.001 … 10,000) with coefficients near 1, so 1e-8 sits
/// far below anything a layout means and far above the rounding of the sums a pivot
/// builds. (What a sum drops as rounding is ``relativeEpsilon``.)
let epsilon = 1.0e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// A sum this small next to its operands is rounding, not a value (``cancels(_:_:_:)``).
///
/// Rows built from coefficients of 1000 and more lose digits: in the differential
/// campaign's ill-conditioned systems, sums that are exactly zero came out at up to
/// 3e-10 of their operands (rand-299 of seed 29, checked against the same basis solved
/// in rational arithmetic), while true values made by cancellation were 5e-6 and
/// 7.5e-7 of theirs. Layout rows round at 1e-16. 1e-9 sits a factor of three above the
/// worst residue seen and 750 below the smallest true value.
let relativeEpsilon = 1.0e-9
