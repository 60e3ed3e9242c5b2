/// Changing an installed constraint's constant in place: how a layout engine moves a
/// window edge, a safe-area inset or an intrinsic size without a rebuild.
extension Solver {
    /// Sets the constant of the installed constraint `id`'s expression to `constant`
    /// and re-solves by the dual simplex, as ``suggestValue(_:_:)`` does for an edit.
    ///
    /// The constraint's row is `expression + k·marker (+ k'·other) = 0`, so moving the
    /// expression's constant by Δ is the old tableau with the marker held at Δ/k instead
    /// of 0: a basic marker's row constant moves by −Δ/k, or else every row holding the
    /// nonbasic marker moves by its coefficient times Δ/k. Then the marker means 0 again
    /// and the dual simplex restores feasibility, every level staying optimal. The
    /// solution is the one a solver holding the new constant would have wherever that
    /// is unique.
    ///
    /// - Throws: `.unsatisfiable` when the constraint is required and cannot hold with
    ///   its new constant together with the other required constraints (it is then the
    ///   `rejected` constraint, and the solver keeps the old constant, at its optimum:
    ///   the same values wherever they are unique);
    ///   `.nonFinite`; `.unknownConstraint`.
    public mutating func setConstant(_ id: ConstraintID, to constant: Double) throws(SolverError) {
        guard records.indices.contains(id.rawValue), let grouped = records[id.rawValue] else {
            throw .unknownConstraint(id)
        }
        guard constant.isFinite else { throw .nonFinite(label: constraint(id)?.label) }
        guard constant != grouped.constraint.expression.constant else { return }
        ownAmbiguityMemo()
        // With another constant it is no duplicate of anything, nor a link of classes.
        try ungroup(id)
        guard var record = records[id.rawValue] else { throw .unknownConstraint(id) }
        let delta = constant - record.constraint.expression.constant
        defer { tableau.settleValues() }
        // Both checks below and the shift read the marker's own column. Separating it
        // rewrites the rows once; reading it through the aggregates at every call
        // instead (nothing rewritten) cost the batch over the examples 6% more
        // instructions than before aggregates, separating 3%: an engine moves the same
        // guide equalities at every configuration, and after the first separation
        // their columns are plain.
        if tableau.kinds[Int(record.marker)] == .dummy { tableau.separate(record.marker) }
        var changed = record.constraint
        changed.expression.constant = constant
        if tableau.isBasic[Int(record.marker)] && tableau.kinds[Int(record.marker)] == .dummy {
            // A basic dummy marks a required equality implied by the others: no other
            // constant can hold. Its row, made of their dummies, names them.
            let implying = owners(of: tableau.row(record.marker), excluding: Int32(id.rawValue))
            throw .unsatisfiable(refusedConstant(id, changed, candidates: implying))
        }
        if let implied = impliedEquality(record.marker) {
            // The same from the other side: another required equality is implied by
            // this one and others (its dummy is basic, its row made of their dummies),
            // so a new constant here contradicts it. Its row's constant would move off
            // zero, which no pivot can see: a dummy row is never a leaving row. That
            // equality and the ones its row names are the proof.
            var proof = Set(owners(of: tableau.row(implied), excluding: Int32(id.rawValue)))
            let owner = Int(tableau.owners[Int(implied)])
            if owner >= 0 && owner != id.rawValue && records[owner]?.constraint.priority.isRequired == true { proof.insert(owner) }
            throw .unsatisfiable(refusedConstant(id, changed, candidates: proof.sorted()))
        }
        shiftRightHandSide(of: record, by: delta)
        do {
            try tableau.dualOptimize()
            try tableau.reexamineSmallRates()
        } catch .dualInfeasible(let leaving, let row) where changed.priority.isRequired {
            var candidates = owners(of: row, excluding: Int32(id.rawValue))
            let owner = Int(tableau.owners[Int(leaving)])
            if owner >= 0 && owner != id.rawValue && records[owner]?.constraint.priority.isRequired == true {
                candidates = Array(Set(candidates + [owner])).sorted()
            }
            // Back to the old constant: the basis the failed steps reached is still
            // dual feasible, and the old constants are feasible, so the dual simplex
            // finds their optimum again (no snapshot: copying the tableau on every call
            // would cost more than the re-solve).
            shiftRightHandSide(of: record, by: -delta)
            tableau.requeueNegativeRows()
            do { try tableau.dualOptimize() } catch { throw .internalInconsistency("restoring a constant: \(error)") }
            throw .unsatisfiable(refusedConstant(id, changed, candidates: candidates))
        } catch {
            throw .internalInconsistency("dual simplex: \(error)")
        }
        record.constraint = changed
        records[id.rawValue] = record
        if let variable = edits.variable(for: id) {
            edits[variable]?.suggestion = -constant
        }
        try refineConstantsIfChangesWereLarge()
    }

    /// Sets the constants of several installed constraints, re-solving once.
    ///
    /// When the new constants can hold together with the other required constraints,
    /// all of them are made: the right-hand side moves for every change, then one dual
    /// simplex and one settling of the values; the values are those a solver built with
    /// the new constants has, wherever they are unique. When they cannot, nothing is
    /// made at once: the changes are made one by one in order, as ``setConstant(_:to:)``
    /// makes them, and the first refused throws (the changes before it stay made).
    ///
    /// Why: a layout engine's later passes move every inset edge whose value changed,
    /// hundreds in a long table, and each move on its own re-solved and settled the
    /// whole tableau. Together is also what such a pass means: two edges that move
    /// apart and together keep an equality that a move of one alone would break.
    ///
    /// - Throws: what the first refused ``setConstant(_:to:)`` throws, or `.unknownConstraint`
    ///   and `.nonFinite` as it does.
    public mutating func setConstants(_ changes: [(id: ConstraintID, constant: Double)]) throws(SolverError) {
        let moved = changes.filter {
            records.indices.contains($0.id.rawValue) && records[$0.id.rawValue]?.constraint.expression.constant != $0.constant
        }
        if !moved.isEmpty {
            ownAmbiguityMemo()
            try ungroup(moved.map(\.id))
            tableau.settleValues()
        }
        guard try !setConstantsAtOnce(changes) else { return }
        for change in changes { try setConstant(change.id, to: change.constant) }
    }

    /// ``setConstants(_:)`` in one re-solve, or false with nothing changed when a
    /// change is invalid or repeated, or the new constants cannot hold together.
    private mutating func setConstantsAtOnce(_ changes: [(id: ConstraintID, constant: Double)]) throws(SolverError) -> Bool {
        // Distinct constraints only (sorted rather than hashed: a small batch should not
        // pay for a set).
        if changes.count > 1 {
            let ids = changes.map(\.id.rawValue).sorted()
            for k in 1..<ids.count where ids[k] == ids[k - 1] { return false }
        }
        var dummies: [(dummy: Symbol, value: Double)] = []
        var others: [(record: Record, delta: Double)] = []
        dummies.reserveCapacity(changes.count)
        for change in changes {
            guard records.indices.contains(change.id.rawValue), let record = records[change.id.rawValue],
                change.constant.isFinite
            else { return false }
            let delta = change.constant - record.constraint.expression.constant
            guard delta != 0 else { continue }
            if tableau.kinds[Int(record.marker)] == .dummy {
                dummies.append((record.marker, delta / record.coefficient(of: record.marker)))
            } else {
                others.append((record, delta))
            }
        }
        guard !dummies.isEmpty || !others.isEmpty else { return true }
        ownAmbiguityMemo()
        guard tableau.shiftConstants(ofRowsHoldingDummies: dummies) else { return false }
        defer { tableau.settleValues() }
        for other in others { shiftRightHandSide(of: other.record, by: other.delta) }
        do {
            try tableau.dualOptimize()
            try tableau.reexamineSmallRates()
        } catch .dualInfeasible {
            // Back to the old constants, as one refused change does, then one by one.
            for other in others { shiftRightHandSide(of: other.record, by: -other.delta) }
            guard tableau.shiftConstants(ofRowsHoldingDummies: dummies.map { ($0.dummy, -$0.value) }) else {
                throw .internalInconsistency("restoring constants: implied equalities moved")
            }
            tableau.requeueNegativeRows()
            do { try tableau.dualOptimize() } catch { throw .internalInconsistency("restoring constants: \(error)") }
            return false
        } catch {
            throw .internalInconsistency("dual simplex: \(error)")
        }
        for change in changes {
            guard var record = records[change.id.rawValue], record.constraint.expression.constant != change.constant
            else { continue }
            record.constraint.expression.constant = change.constant
            records[change.id.rawValue] = record
            if let variable = edits.variable(for: change.id) {
                edits[variable]?.suggestion = -change.constant
            }
        }
        try refineConstantsIfChangesWereLarge()
        return true
    }

    /// Moves the tableau's right-hand side as if the constraint's expression constant
    /// grew by `delta`, in whatever basis the tableau is in (not for a dummy marker,
    /// which may be folded into aggregates: ``Tableau/shiftConstants(ofRowsHoldingDummies:)``).
    mutating func shiftRightHandSide(of record: Record, by delta: Double) {
        let marker = record.marker
        let other = record.other
        if tableau.isBasic[Int(marker)] {
            tableau.shiftConstant(of: marker, by: -delta / record.coefficient(of: marker), carried: false)
        } else if other >= 0 && tableau.isBasic[Int(other)] {
            tableau.shiftConstant(of: other, by: -delta / record.coefficient(of: other), carried: false)
        } else {
            let step = delta / record.coefficient(of: marker)
            tableau.shiftConstants(ofRowsHolding: marker, by: step)
        }
    }

    /// The conflict of a refused constant: the constraint with its new constant is the
    /// one rejected, the installed ones (its old self excluded) the conflicting set.
    private func refusedConstant(_ id: ConstraintID, _ changed: Constraint, candidates: [Int]) -> RequiredConflict {
        var solver = self
        solver.records[id.rawValue] = nil
        return solver.minimalConflict(rejected: id, constraint: changed, candidates: candidates)
    }

    /// A basic dummy whose row holds the nonbasic dummy `marker`, if any: that row says
    /// the dummy's required equality follows from others, this one among them.
    private mutating func impliedEquality(_ marker: Symbol) -> Symbol? {
        guard tableau.kinds[Int(marker)] == .dummy, !tableau.isBasic[Int(marker)] else { return nil }
        for k in 0..<tableau.makeColumnExact(marker) where tableau.kinds[Int(tableau.holder(of: marker, at: k))] == .dummy {
            return tableau.holder(of: marker, at: k)
        }
        return nil
    }
}
