import Synchronization

/// What ``Solver/ambiguity(of:)`` remembers between calls: the variables it found
/// uniquely determined without solving an LP, and the tableau structure it found them in.
///
/// A layout engine asks after every re-solve of a device sweep, and the answer is
/// almost always "nothing is ambiguous". Whether a variable is determined that way
/// depends only on the basis, the coefficients of the rows and objective levels, and
/// which restricted rows are degenerate, all of which ``Tableau/structureVersion``
/// tracks; an edit that moves row constants without a pivot changes none of them. So
/// while the version is the same, those variables are still determined, and a question
/// about them alone has the answer "none", with the current values as the alternative.
///
/// `ambiguity(of:)` does not mutate the solver, so the memo is a reference. Copies of a
/// solver share it until one of them changes: every mutating entry point of ``Solver``
/// first takes a memo of its own (``Solver/ownAmbiguityMemo()``), so a version number
/// never stands for two different tableaux. The lock makes concurrent questions to
/// copies that still share it safe.
final class AmbiguityMemo: Sendable {
    private struct State {
        var version: UInt64 = 0
        var isValid = false
        /// Indexed by ``Variable/index``: determined without an LP at `version`.
        var determined: [Bool] = []
    }

    private let state = Mutex(State())

    /// Whether every one of `variables` is known to be determined at `version`.
    func allDetermined(_ variables: [Variable], version: UInt64) -> Bool {
        state.withLock { state in
            guard state.isValid, state.version == version else { return false }
            for v in variables where !(state.determined.indices.contains(v.index) && state.determined[v.index]) {
                return false
            }
            return true
        }
    }

    /// Records `variables` as determined at `version`, forgetting what an older version knew.
    func record(_ variables: [Variable], version: UInt64, variableCount: Int) {
        state.withLock { state in
            if !state.isValid || state.version != version {
                state = State(version: version, isValid: true, determined: [Bool](repeating: false, count: variableCount))
            }
            if state.determined.count < variableCount {
                state.determined += [Bool](repeating: false, count: variableCount - state.determined.count)
            }
            for v in variables { state.determined[v.index] = true }
        }
    }
}
