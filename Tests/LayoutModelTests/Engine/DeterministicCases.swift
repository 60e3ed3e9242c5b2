// A copy of LayoutSolverTests/Generators/DeterministicCases.swift: test targets cannot share files.
import Foundation
import PropertyBased
import Synchronization

/// One generated input, tagged with where it came from so that a failure report
/// (`Failure occured with input …`) says how to regenerate it: `Replay.case(seed:index:)`.
struct GeneratedCase<Value: Sendable>: Sendable, CustomStringConvertible {
    var seed: UInt64
    var index: UInt64
    var value: Value

    var description: String { "case \(index) of seed 0x\(String(seed, radix: 16)): \(value)" }
}

/// Property generators that are deterministic across runs, for CI.
///
/// PropertyBased seeds each run from the system RNG, and its `.fixedSeed` trait is a
/// debugging aid (it runs a single case and reports an issue when nothing fails), so
/// neither gives a reproducible suite of many cases. Instead these generators
/// ignore the RNG they are handed and number their cases: case `i` of base seed `s`
/// always draws from `Xoshiro` seeded by SplitMix64 of `(s, i)`. The counter lives in
/// the generator value (one per `propertyCheck` call), so there is no global state.
enum DeterministicCases {
    /// A generator whose `i`-th value is `make(&rng)` with `rng` seeded from `(seed, i)`.
    ///
    /// `LAYOUTDB_PROPERTY_SEED` (a number) is mixed into every seed, for a local
    /// search beyond what CI runs; unset, the cases are the committed ones.
    static func generator<Value: Sendable>(
        seed: UInt64,
        _ make: @escaping @Sendable (inout Xoshiro) -> Value
    ) -> Generator<GeneratedCase<Value>, Shrink.None<GeneratedCase<Value>>> {
        let counter = CaseCounter()
        let seed = seed ^ (environmentNumber("LAYOUTDB_PROPERTY_SEED").map { $0 &* 0xD6E8_FEB8_6659_FD93 } ?? 0)
        return Generator { _ in
            let index = counter.next()
            return replay(seed: seed, index: index, make)
        }
    }

    /// `base` scaled by `LAYOUTDB_PROPERTY_SCALE` (default 1): how many cases a property runs.
    static func count(_ base: Int) -> Int {
        base * Int(environmentNumber("LAYOUTDB_PROPERTY_SCALE") ?? 1)
    }

    private static func environmentNumber(_ name: String) -> UInt64? {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
    }

    /// Regenerates case `index` of `seed`: what a failing property's report names.
    static func replay<Value: Sendable>(
        seed: UInt64,
        index: UInt64,
        _ make: (inout Xoshiro) -> Value
    ) -> GeneratedCase<Value> {
        var rng = Xoshiro(seed: stateFor(seed: seed, index: index))
        return GeneratedCase(seed: seed, index: index, value: make(&rng))
    }

    /// Four well-mixed, never-all-zero words from `(seed, index)` (SplitMix64).
    static func stateFor(seed: UInt64, index: UInt64) -> (UInt64, UInt64, UInt64, UInt64) {
        var x = seed ^ (index &* 0x9E37_79B9_7F4A_7C15)
        func next() -> UInt64 {
            x &+= 0x9E37_79B9_7F4A_7C15
            var z = x
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return (next(), next(), next() | 1, next())
    }
}

/// The next case number of one generator; a lock because generators are `Sendable`.
final class CaseCounter: Sendable {
    private let value = Mutex<UInt64>(0)

    func next() -> UInt64 {
        value.withLock { count in
            defer { count += 1 }
            return count
        }
    }
}
