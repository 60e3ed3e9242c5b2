/// An incremental simplex solver for linear constraints with strict priority levels.
///
/// It belongs to the Cassowary family (a tableau kept in basic-solved form,
/// constraints added and removed one at a time, edit variables re-solved by the dual
/// simplex), with two departures that Auto Layout needs:
/// - **Strict priorities.** Each optional priority in use has an objective of its
///   own, and the levels are minimised in order: no number of violated 250s
///   outweighs one violated 251. (A single weighted sum cannot promise that.)
/// - **Explained conflicts.** A required constraint that cannot hold is refused with
///   a minimal set of the installed required constraints it conflicts with, and the
///   solver is left exactly as it was.
///
/// ```swift
/// var solver = Solver()
/// let x = solver.makeVariable("x")
/// try solver.add(Constraint(LinearExpression(x) - 100, .equal, priority: Priority(clamping: 251)))
/// try solver.add(Constraint(LinearExpression(x), .equal, priority: .defaultLow))
/// solver.value(of: x)   // 100: the 251 wins
/// ```
///
/// `Solver` is a value type; copying one is cheap until either copy changes.
/// Numbers are doubles; values closer than 1e-8 to each other are equal.
public struct Solver: Sendable {
    /// What the solver keeps of an installed constraint.
    struct Record: Sendable {
        var constraint: Constraint
        /// The slack (inequality), dummy (required equality) or first error symbol.
        var marker: Symbol
        /// The second error symbol of an optional constraint, or −1.
        var other: Symbol
        /// The constraint (raw id) this one duplicates and is counted in, or −1; a
        /// follower has no symbols of its own (marker and other −1, Solver+Duplicates.swift).
        var leader: Int32 = -1

        var isFollower: Bool { leader >= 0 }
    }

    /// What the solver keeps of an edit variable.
    struct Edit: Sendable {
        var constraint: ConstraintID
        var suggestion: Double
        /// The error symbols of the edit's row, `variable − suggestion = plus − minus`,
        /// kept here so that a suggestion does not copy the constraint's record.
        var plus: Symbol
        var minus: Symbol
    }

    var tableau = Tableau()
    var variableNames: [String] = []
    var variableSymbols: [Symbol] = []
    /// Indexed by ``ConstraintID/rawValue``; nil once removed or refused.
    var records: [Record?] = []
    var edits = EditTable()
    /// Optional constraints counted in an installed duplicate (Solver+Duplicates.swift).
    var duplicates = DuplicateGroups()
    /// Shared by copies until one changes (see ``AmbiguityMemo``).
    var ambiguityMemo = AmbiguityMemo()

    public init() {}

    /// How many pivots the solver has made since it was created, in every add, remove,
    /// suggestion and analysis: the work a re-solve took, independent of the machine's
    /// speed (`layoutdb system bench --steps` reports it per edit step).
    public var pivotCount: UInt64 { tableau.pivotCount }

    /// From how many tableau symbols on a new constraint whose subject is a fresh
    /// variable keeps the variables it names as references (definitions) instead of
    /// their rows written out; 1024 unless set. The values do not depend on it, only
    /// the work: it is a knob for checking the solver both ways (the differential
    /// campaign runs with 0), and it takes effect for constraints added after it is set.
    public var definitionThreshold: Int {
        get { tableau.definitionThreshold }
        set { tableau.definitionThreshold = max(0, newValue) }
    }

    /// From how many cells a pivot row leaves the definitions holding its entering
    /// symbol naming it instead of taking the row in (``definitionThreshold`` must be
    /// reached too); 16 unless set. Like that one, a knob for checking the solver both
    /// ways: the values do not depend on it.
    public var namingThreshold: Int {
        get { tableau.namingThreshold }
        set { tableau.namingThreshold = max(0, newValue) }
    }

    /// From how large a change of a row constant in one step the constants are computed
    /// again from the constraints after it (Solver+Refinement.swift); 2¹⁷ unless set.
    /// The tests set 0 (every step) and infinity (never), to check the refinement
    /// against the steps without it.
    var refinementThreshold = Solver.defaultRefinementThreshold

    /// Gives this solver a memo of its own before it changes, so that a copy that still
    /// holds the old one never takes this solver's answers for its own. Every public
    /// mutating method calls it first.
    mutating func ownAmbiguityMemo() {
        if !isKnownUniquelyReferenced(&ambiguityMemo) { ambiguityMemo = AmbiguityMemo() }
    }

    // MARK: Variables

    /// A new variable, zero until constraints say otherwise.
    public mutating func makeVariable(_ name: String = "") -> Variable {
        ownAmbiguityMemo()
        let variable = Variable(index: variableSymbols.count)
        variableSymbols.append(tableau.makeSymbol(.external))
        variableNames.append(name)
        return variable
    }

    /// Makes room for `variables` more variables and `constraints` more constraints,
    /// as a collection's `reserveCapacity` does: building a layout of known size then
    /// reallocates none of the solver's arrays on the way (a third of the allocations
    /// of a 50-constraint build). Optional; the solver grows as needed without it.
    public mutating func reserveCapacity(variables: Int, constraints: Int) {
        variableSymbols.reserveCapacity(variableSymbols.count + variables)
        variableNames.reserveCapacity(variableNames.count + variables)
        records.reserveCapacity(records.count + constraints)
        // A constraint makes one symbol (required) or two (optional).
        tableau.reserveCapacity(symbols: variables + 2 * constraints)
    }

    public var variableCount: Int { variableSymbols.count }

    /// The name the variable was made with.
    public func name(of variable: Variable) -> String {
        variableNames.indices.contains(variable.index) ? variableNames[variable.index] : variable.description
    }

    /// The variable's value in the current solution.
    /// Complexity: O(1). The solution is always up to date after a call returns.
    public func value(of variable: Variable) -> Double {
        assert(tableau.valuesAreSettled, "a public mutation returned without settling the definitions' values")
        guard variableSymbols.indices.contains(variable.index) else { return 0 }
        return tableau.value(variableSymbols[variable.index])
    }

    // MARK: Constraints

    /// Installs a constraint and re-solves.
    ///
    /// - Throws: `.unsatisfiable` with a minimal conflicting set when a required
    ///   constraint cannot hold with the installed ones (nothing is installed then);
    ///   `.nonFinite` for NaN or infinite numbers; `.unknownVariable`.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        switch try addBreakingConflict(constraint) {
        case .installed(let id): return id
        case .broken(let conflict): throw .unsatisfiable(conflict)
        }
    }

    /// Installs a constraint, or, when it is a required constraint that conflicts,
    /// leaves it out and says with what, as UIKit does before it
    /// "will attempt to recover by breaking constraint". Solving goes on either way.
    public mutating func addBreakingConflict(_ constraint: Constraint) throws(SolverError) -> AddOutcome {
        try addBreakingConflict(constraint, grouping: true)
    }

    /// ``addBreakingConflict(_:)``, counting an optional duplicate in the constraint it
    /// repeats when `grouping` (not for an edit's constraint, whose symbols a suggestion moves).
    mutating func addBreakingConflict(_ constraint: Constraint, grouping: Bool) throws(SolverError) -> AddOutcome {
        try validate(constraint)
        ownAmbiguityMemo()
        defer { tableau.settleValues() }
        let id = ConstraintID(rawValue: records.count)
        records.append(nil)
        switch try installGrouped(constraint, id: id, grouping: grouping) {
        case .installed:
            return .installed(id)
        case .infeasible(let candidates):
            return .broken(minimalConflict(rejected: id, constraint: constraint, candidates: candidates))
        }
    }

    /// Removes an installed constraint and re-solves.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard records.indices.contains(id.rawValue), let record = records[id.rawValue] else {
            throw .unknownConstraint(id)
        }
        ownAmbiguityMemo()
        defer { tableau.settleValues() }
        records[id.rawValue] = nil
        // Removing an edit variable's constraint by its handle ends the edit: a later
        // suggestion is refused as for any variable that is not edited.
        if let variable = edits.variable(for: id) { edits[variable] = nil }
        try uninstallGrouped(record, id: id)
    }

    /// The constraint installed under `id`, if it still is.
    /// An edit variable's constraint is labelled "edit NAME" (see ``addEditVariable(_:priority:initialValue:)``).
    public func constraint(_ id: ConstraintID) -> Constraint? {
        guard records.indices.contains(id.rawValue), var constraint = records[id.rawValue]?.constraint else { return nil }
        if constraint.label == nil, let variable = edits.variable(for: id) {
            constraint.label = editLabel(variable)
        }
        return constraint
    }

    /// The handles of every installed constraint, edit constraints included, in the order added.
    public var installedConstraints: [ConstraintID] {
        records.indices.compactMap { records[$0] == nil ? nil : ConstraintID(rawValue: $0) }
    }

    /// The total violation of each optional level (edit suggestions included), highest
    /// first, levels with no violation left out: the lexicographic objective vector.
    public func levelViolations() -> [(priority: Priority, violation: Double)] {
        var totals: [Double: Double] = [:]
        for record in records {
            guard let record, !record.constraint.priority.isRequired else { continue }
            let v = record.constraint.violation(value(of:))
            if v > 1e-9 { totals[record.constraint.priority.rawValue, default: 0] += v }
        }
        return totals.keys.sorted(by: >).map { (Priority(clamping: $0), totals[$0] ?? 0) }
    }

    func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.expression.isFinite else { throw .nonFinite(label: constraint.label) }
        for term in constraint.expression.terms where !variableSymbols.indices.contains(term.variable.index) {
            throw .unknownVariable(term.variable)
        }
    }
}
