import PropertyBased
import Synchronization

/// A fixed-seed random source for property tests: case `i` of seed `s` always draws
/// the same numbers, so CI runs the same committed cases every time (PropertyBased's
/// own seeds come from the system generator).
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64, index: UInt64) { state = seed ^ (index &* 0x9E37_79B9_7F4A_7C15) }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One case: the seed and its number, printed in a failure so it can be replayed.
struct SeededCase: Sendable, CustomStringConvertible {
    var seed: UInt64
    var index: UInt64
    var rng: SplitMix { SplitMix(seed: seed, index: index) }
    var description: String { "case \(index) of seed 0x\(String(seed, radix: 16))" }
}

/// A generator of numbered cases that ignores the RNG PropertyBased hands it.
func seededCases(_ seed: UInt64) -> Generator<SeededCase, Shrink.None<SeededCase>> {
    let counter = Mutex<UInt64>(0)
    return Generator { _ in
        let index = counter.withLock { count in
            defer { count += 1 }
            return count
        }
        return SeededCase(seed: seed, index: index)
    }
}
