/// Edit variables: values suggested at an optional priority and re-solved by the
/// dual simplex, which is what a sweep over container sizes runs thousands of times.
extension Solver {
    /// Makes `variable` an edit variable: an optional `variable == suggestion`
    /// constraint at `priority`, suggesting `initialValue` (0 unless given) until
    /// ``suggestValue(_:_:)`` says otherwise.
    ///
    /// Passing the first suggestion as `initialValue` gives the same solution as
    /// adding with 0 and then suggesting it, without solving for 0 in between (on a
    /// layout, 0 for the container's width collapses every view, and the first
    /// suggestion then has to undo all of it).
    public mutating func addEditVariable(_ variable: Variable, priority: Priority, initialValue: Double = 0) throws(SolverError) {
        guard variableSymbols.indices.contains(variable.index) else { throw .unknownVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        guard initialValue.isFinite else { throw .nonFinite(label: "suggestion for \(name(of: variable))") }
        // Unlabelled here: ``constraint(_:)`` names it "edit NAME" when asked. Writing
        // the name into every edit constraint was 2% of a 50-constraint build with two
        // edit variables (callgrind), for a label nothing reads on the way.
        let edit = Constraint(LinearExpression([Term(variable)], constant: 0 - initialValue), .equal, priority: priority)
        guard case .installed(let id) = try addBreakingConflict(edit, grouping: false) else {
            throw .internalInconsistency("an optional edit constraint was refused")
        }
        guard let record = records[id.rawValue] else { throw .unknownConstraint(id) }
        edits[variable] = Edit(constraint: id, suggestion: initialValue, plus: record.marker, minus: record.other)
    }

    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        edits[variable] = nil
        try remove(edit.constraint)
    }

    public func isEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// The label of an edit variable's constraint.
    func editLabel(_ variable: Variable) -> String { "edit \(name(of: variable))" }

    /// Suggests a value for an edit variable and re-solves.
    ///
    /// Only the constants of the rows that hold the edit's error symbols change, then
    /// the dual simplex restores feasibility while every level stays optimal: no
    /// rebuild, and usually a handful of pivots.
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard value.isFinite else { throw .nonFinite(label: "suggestion for \(name(of: variable))") }
        guard let edit = edits.replaceSuggestion(of: variable, with: value) else { throw .unknownEditVariable(variable) }
        ownAmbiguityMemo()
        defer { tableau.settleValues() }
        let delta = value - edit.suggestion
        let plus = edit.plus
        let minus = edit.minus
        if tableau.isBasic[Int(plus)] {
            tableau.shiftConstant(of: plus, by: -delta, carried: false)
        } else if tableau.isBasic[Int(minus)] {
            tableau.shiftConstant(of: minus, by: delta, carried: false)
        } else {
            tableau.shiftConstants(ofRowsHolding: plus, by: delta)
        }
        do {
            try tableau.dualOptimize()
            try tableau.reexamineSmallRates()
        } catch { throw .internalInconsistency("dual simplex: \(error)") }
        try refineConstantsIfChangesWereLarge()
    }
}
