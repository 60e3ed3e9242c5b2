@testable import LayoutSolver

/// A ``Solver`` driven from ``ReferenceConstraint``s, remembering what it installed,
/// so that the solver's state can be handed to the reference as a ``ReferenceSystem``.
///
/// Every call forwards to the solver and only updates the bookkeeping when the
/// solver accepted the call, so the bookkeeping is the set of constraints the solver
/// *claims* to hold. Edit variables are modelled as the optional equality
/// `x == suggestion` (suggestion 0 until one is given, as the solver documents).
struct SolverHarness: Sendable {
    struct Installed: Sendable {
        var id: ConstraintID
        var constraint: ReferenceConstraint
    }

    struct EditState: Sendable {
        var variable: Int
        var priority: Double
        var suggestion: Double
    }

    var solver = Solver()
    let variables: [Variable]
    private(set) var installed: [Installed] = []
    private(set) var edits: [EditState] = []

    /// The solver folds dummy cells into aggregates from two on (it folds from eight
    /// unless told), so that the small random systems reach the code that separates
    /// them again (removals, new constants, proofs of conflicts), keeps rows of
    /// external variables as definitions from the first symbol on (it waits for 1,024),
    /// lets them name a pivot's restricted entering symbol from pivot rows of three cells
    /// (it waits for 16), so that pivots both name and rewrite,
    /// drops repeats from every full column list (it waits for lists of 1,024), keeps
    /// its objective levels per symbol from the third level on (it waits for 24), so
    /// that systems of one or two priorities use the dense levels and the others the
    /// sparse ones, and settles definitions noted two or more at once by rank buckets
    /// (it waits for 64), so that settling takes both queues, and computes the row
    /// constants again from the constraints after every suggestion (it waits for a
    /// change of 2¹⁷ in one step), so that the refinement meets every kind of row, and
    /// updates an edit's column snapshot in place at every pivot that may (it waits for
    /// 16 rewritten holders), so that noting and updating in place both meet pivots.
    init(variableCount: Int) {
        var solver = Solver()
        solver.tableau.columns = ColumnIndex(repeatCheckFrom: 4)
        solver.tableau.levels.sparseFrom = 2
        solver.tableau.foldThreshold = 2
        solver.tableau.definitionThreshold = 0
        solver.tableau.namingThreshold = 3
        solver.tableau.bucketedSettlingThreshold = 2
        solver.refinementThreshold = 0
        solver.tableau.snapshotInPlaceFloor = 1
        variables = (0..<variableCount).map { solver.makeVariable("x\($0)") }
        self.solver = solver
    }

    /// The solver's form of `constraint`. A coefficient ±2 on an odd-numbered variable
    /// is written as two ±1 terms, to exercise the "sum repeated terms" rule.
    func solverConstraint(_ constraint: ReferenceConstraint, label: String? = nil) -> Constraint {
        var terms: [Term] = []
        for (j, a) in constraint.coefficients.enumerated() where a != 0 {
            if abs(a) == 2, j % 2 == 1 {
                terms += [Term(variables[j], a / 2), Term(variables[j], a / 2)]
            } else {
                terms.append(Term(variables[j], a))
            }
        }
        return Constraint(
            LinearExpression(terms, constant: constraint.constant),
            constraint.relation,
            priority: Priority(clamping: constraint.priority),
            label: label
        )
    }

    @discardableResult
    mutating func add(_ constraint: ReferenceConstraint, label: String? = nil) throws(SolverError) -> ConstraintID {
        let id = try solver.add(solverConstraint(constraint, label: label))
        installed.append(Installed(id: id, constraint: constraint))
        return id
    }

    mutating func addBreakingConflict(_ constraint: ReferenceConstraint, label: String? = nil) throws(SolverError)
        -> AddOutcome
    {
        let outcome = try solver.addBreakingConflict(solverConstraint(constraint, label: label))
        if case .installed(let id) = outcome { installed.append(Installed(id: id, constraint: constraint)) }
        return outcome
    }

    /// Removes the `index`-th installed constraint (in the order added).
    mutating func remove(at index: Int) throws(SolverError) {
        try solver.remove(installed[index].id)
        installed.remove(at: index)
    }

    /// Sets the constant of the `index`-th installed constraint (in the order added).
    mutating func setConstant(at index: Int, _ constant: Double) throws(SolverError) {
        try solver.setConstant(installed[index].id, to: constant)
        installed[index].constraint.constant = constant
    }

    /// Sets the constants of several installed constraints at once (``Solver/setConstants(_:)``),
    /// returning what it threw. The bookkeeping takes each changed constraint's constant
    /// from the solver afterwards: the changes before a failing one hold.
    mutating func trySetConstants(_ changes: [(index: Int, constant: Double)]) -> SolverError? {
        var thrown: SolverError?
        do {
            try solver.setConstants(changes.map { (installed[$0.index].id, $0.constant) })
        } catch {
            thrown = error
        }
        for change in changes {
            if let constant = solver.constraint(installed[change.index].id)?.expression.constant {
                installed[change.index].constraint.constant = constant
            }
        }
        return thrown
    }

    /// ``setConstant(at:_:)``, returning what it threw instead of throwing.
    mutating func trySetConstant(at index: Int, _ constant: Double) -> SolverError? {
        do {
            try setConstant(at: index, constant)
            return nil
        } catch {
            return error
        }
    }

    mutating func addEdit(variable: Int, priority: Double) throws(SolverError) {
        try solver.addEditVariable(variables[variable], priority: Priority(clamping: priority))
        edits.append(EditState(variable: variable, priority: priority, suggestion: 0))
    }

    /// Removes the `index`-th edit variable (in the order added).
    mutating func removeEdit(at index: Int) throws(SolverError) {
        try solver.removeEditVariable(variables[edits[index].variable])
        edits.remove(at: index)
    }

    /// Suggests `value` for the `index`-th edit variable.
    mutating func suggest(edit index: Int, _ value: Double) throws(SolverError) {
        try solver.suggestValue(variables[edits[index].variable], value)
        edits[index].suggestion = value
    }

    /// The reference constraint installed under `id`, if the harness installed it.
    func constraint(for id: ConstraintID) -> ReferenceConstraint? {
        installed.first { $0.id == id }?.constraint
    }

    /// What the solver should be holding: installed constraints, then each edit as
    /// `x − suggestion == 0` at its priority.
    var system: ReferenceSystem {
        var constraints = installed.map(\.constraint)
        for edit in edits {
            var coefficients = Array(repeating: 0.0, count: variables.count)
            coefficients[edit.variable] = 1
            constraints.append(
                ReferenceConstraint(
                    coefficients: coefficients, constant: -edit.suggestion, relation: .equal, priority: edit.priority)
            )
        }
        return ReferenceSystem(variableCount: variables.count, constraints: constraints)
    }

    /// The solver's current values, by variable index.
    var values: [Double] { variables.map { solver.value(of: $0) } }

    /// A harness holding the same constraints and edits, built in one go.
    func rebuiltFromScratch() throws(SolverError) -> SolverHarness {
        var fresh = SolverHarness(variableCount: variables.count)
        for item in installed { try fresh.add(item.constraint) }
        for edit in edits {
            try fresh.addEdit(variable: edit.variable, priority: edit.priority)
            try fresh.suggest(edit: fresh.edits.count - 1, edit.suggestion)
        }
        return fresh
    }
}
