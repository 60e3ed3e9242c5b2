/// Installing a required constraint that the current solution violates, by the dual
/// simplex instead of phase one.
///
/// A required constraint whose row holds no external symbol, and whose own slack
/// cannot be its subject (the solution violates it), used to go through an artificial
/// variable: phase one pivots the solution onto the new constraint without regard to
/// the objective levels, then the primal simplex walks back to the optimum. On nested
/// stacks a third of the constraints go that way, and those pivots were two thirds of
/// the build (callgrind, stack-800).
///
/// The tableau is optimal before the constraint arrives (every level), and a new
/// constraint changes no objective row. So the textbook cut step applies: solve the
/// new row for the symbol the dual simplex ratio test picks (the row as `art = 0`
/// leaving the basis), which keeps every level optimal and leaves some rows negative,
/// then let the dual simplex restore feasibility. The result is optimal for the new
/// constraint set, as phase one and the primal simplex would give; where the optimum
/// is not unique it may be another vertex of the same optimal face.
extension Tableau {
    /// Installs `0 = row` (constant ≥ 0, no external symbol; `marker` is the
    /// constraint's slack or dummy) keeping every level optimal. Returns false, with the
    /// tableau as it was (up to rounding), when the dual simplex proves the row
    /// infeasible with the installed constraints: the caller then asks phase one for
    /// the certificate. Also false after more pivots than a simplex path should ever
    /// need (``dualPivotLimit``): the dual loop has no anti-cycling rule of its own, and
    /// phase one, which has one, then installs the constraint the old way.
    mutating func installKeepingOptimality(_ row: Row, marker: Symbol) -> Bool {
        guard let subject = dualSubject(row, marker: marker) else { return false }
        install(row, subject: subject)
        var pivots: [(entering: Symbol, leaving: Symbol)] = []
        let limit = dualPivotLimit
        while let leaving = infeasible.popLast() {
            let li = Int(leaving)
            guard isBasic[li], rows[li].constant < -epsilon else { continue }
            guard pivots.count < limit, let entering = dualEnteringSymbol(row: rows[li]) else {
                undoInstall(subject: subject, marker: marker, pivots: pivots)
                return false
            }
            pivot(entering: entering, leaving: leaving)
            pivots.append((entering, leaving))
        }
        return true
    }

    /// How many dual pivots one install may make before it is handed to phase one: far
    /// more than any install of the suite makes (the most, 29,587 on stack-8000, whose
    /// limit is 656,004; 730 on stack-800), so in practice reached only by a cycle.
    private var dualPivotLimit: Int { 4 * symbolCount + 100 }

    /// The symbol to solve `0 = row` for. The row's own slack when the row is already
    /// satisfied (nothing else moves); otherwise the dual ratio test's choice among
    /// the symbols whose growth brings the row's constant down to zero, or either
    /// direction when the constant is already zero. Nil: no symbol can. (`mutating`
    /// to call ``dualEnteringSymbol(row:)`` without copying the tableau.)
    private mutating func dualSubject(_ row: Row, marker: Symbol) -> Symbol? {
        let satisfied = row.constant < epsilon
        if satisfied && kinds[Int(marker)] == .slack && row.coefficient(of: marker) != 0 { return marker }
        var negated = row
        negated.negate()
        if let subject = dualEnteringSymbol(row: negated) { return subject }
        return satisfied ? dualEnteringSymbol(row: row) : nil
    }

    /// Takes a constraint installed with `subject` back out after the dual simplex
    /// failed: the pivots undone in reverse order (each one's leaving symbol enters
    /// again), then the marker pivoted in for the subject and dropped, which is the
    /// basis and rows the tableau had before (rounding aside).
    private mutating func undoInstall(subject: Symbol, marker: Symbol, pivots: [(entering: Symbol, leaving: Symbol)]) {
        for step in pivots.reversed() { pivot(entering: step.leaving, leaving: step.entering) }
        // A write-out during the install may have folded the marker into a definition's
        // aggregate: its occurrences must be explicit before it enters, as a removal's.
        if kinds[Int(marker)] == .dummy { separate(marker) }
        if subject != marker { pivot(entering: marker, leaving: subject) }
        _ = takeRow(marker)
        scrub(marker)
        infeasible.removeAll()
    }
}
