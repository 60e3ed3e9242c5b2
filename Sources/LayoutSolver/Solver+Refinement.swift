/// Repairing the rounding an edit step leaves in the row constants once they went
/// through numbers far larger than the values they end at (iterative refinement).
///
/// A row constant is a running sum: every shift and pivot adds to it. A sum keeps the
/// rounding of its largest operand, so a constant that went up by 6e18 in one step (a
/// suggestion of −1e6 through couplings by 250, 100, 250, 1000 and 1000) and came back
/// down in a later one holds an error near a unit in the last place of 6e18 (1024),
/// whatever it is now. The cells are not touched by this: they are computed from cells
/// alone. The constants are those of the constraints' right-hand sides carried through
/// the current basis, so they can be computed again: each installed constraint's
/// residual at the current values says by how much the tableau's right-hand side
/// differs from the constraint's, and shifting it back by that much, as
/// ``setConstant(_:to:)`` moves a right-hand side, gives the constants the same basis
/// has without the history. Values are then small, so the residuals and the shifts are
/// exact to their own rounding.
///
/// It runs only after a step some constant moved by more than
/// ``refinementThreshold`` in (``Tableau/largestConstantChange``): an ordinary step
/// pays one comparison.
extension Solver {
    /// The default ``refinementThreshold``, 2¹⁷. Doubles carry 2⁻⁵³ of a number, so a
    /// change of 131,072 leaves up to 1.5e-11 behind per addition, which the constraints'
    /// coefficients (1000 in the campaign's chains) may multiply to ``epsilon``. The
    /// largest change in one step over the suite's sweeps and the shared cases is 9,898
    /// (grid-250-sweep); ±1e6 suggested through couplings by 1000 is 1e9 and more.
    static let defaultRefinementThreshold = 131_072.0

    /// How many times the residuals are computed and shifted away at most. One round
    /// leaves the rounding of the shifts alone, which a second takes away when the
    /// shifts were themselves large (a residual through a column of 1000³).
    static let refinementRounds = 3

    /// Refines the constants when a write since the last call moved one by more than
    /// ``refinementThreshold``; otherwise only forgets the largest change.
    mutating func refineConstantsIfChangesWereLarge() throws(SolverError) {
        let largest = tableau.largestConstantChange
        tableau.largestConstantChange = 0
        guard largest > refinementThreshold else { return }
        try refineConstants()
    }

    /// Shifts every installed constraint's right-hand side back by its residual at the
    /// current values, until no residual is more than ``relativeEpsilon`` of the terms
    /// it was summed from (at most ``refinementRounds`` rounds), then restores
    /// feasibility by the dual simplex, as a new constant does. The basis stays: the
    /// values are those it gives in exact arithmetic, wherever the optimum is unique.
    mutating func refineConstants() throws(SolverError) {
        let suggestions = edits.suggestionsByConstraint()
        for _ in 0..<Self.refinementRounds {
            tableau.settleValues()
            var dummies: [(dummy: Symbol, value: Double)] = []
            var others: [(record: Record, residual: Double)] = []
            var drifted = false
            for (raw, record) in records.enumerated() {
                // A follower has no row: its leader's residual is its own.
                guard let record, !record.isFollower else { continue }
                let (residual, scale) = self.residual(of: record, constant: suggestions[raw].map { -$0 })
                guard residual != 0 else { continue }
                if !cancels(residual, scale, 0) { drifted = true }
                if tableau.kinds[Int(record.marker)] == .dummy {
                    dummies.append((record.marker, residual))
                } else {
                    others.append((record, residual))
                }
            }
            guard drifted else { return }
            // An implied equality's dummy is basic and zero by its meaning; its
            // constant may hold rounding of its own, which moves no other row.
            for record in records {
                guard let marker = record?.marker, marker >= 0, tableau.kinds[Int(marker)] == .dummy, tableau.isBasic[Int(marker)]
                else { continue }
                let value = tableau.value(marker)
                if value != 0 { tableau.addToConstant(of: marker, -value) }
            }
            // Required equalities all at once, through the aggregates their dummies may
            // be folded into; refused (nothing shifted) only when the shifts would move
            // an implied equality, which rounding of the residuals alone cannot.
            if !dummies.isEmpty && !tableau.shiftConstants(ofRowsHoldingDummies: dummies) { return }
            for other in others { shiftRightHandSide(of: other.record, by: other.residual) }
            do { try tableau.dualOptimize() } catch { throw .internalInconsistency("refining constants: \(error)") }
        }
        tableau.settleValues()
    }

    /// How far the tableau's values leave `record`'s row, `expression + k·marker
    /// (+ k'·other) = 0` as installed, from holding, and the largest magnitude summed
    /// into that (the scale its rounding is relative to). `constant` replaces the
    /// expression's (an edit's current suggestion). A dummy counts as zero, which it
    /// is by its meaning.
    func residual(of record: Record, constant: Double?) -> (residual: Double, scale: Double) {
        let expression = record.constraint.expression
        var sum = constant ?? expression.constant
        var scale = abs(sum)
        for term in expression.terms {
            let part = term.coefficient * tableau.value(variableSymbols[term.variable.index])
            sum += part
            scale = Swift.max(scale, abs(part))
        }
        for symbol in [record.marker, record.other] where symbol >= 0 && tableau.kinds[Int(symbol)] != .dummy {
            let part = record.coefficient(of: symbol) * tableau.value(symbol)
            sum += part
            scale = Swift.max(scale, abs(part))
        }
        return (sum, scale)
    }
}

extension Solver.Record {
    /// The coefficient `k` of `symbol` (the marker or the other error symbol) in the row
    /// the constraint was installed as, `expression + k·symbol … = 0` (``Solver/install(_:id:)``).
    func coefficient(of symbol: Symbol) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            return symbol == marker ? sign : -sign
        case .equal:
            if constraint.priority.isRequired { return 1 }
            return symbol == marker ? -1 : 1
        }
    }
}
