/// A workload built into a ``Solver``: the three operations every benchmark times
/// (build + first solve, one edit step, churn) and the values they give.
public struct WorkloadSession: Sendable {
    public let workload: SolverWorkload
    public private(set) var solver = Solver()
    public private(set) var variables: [Variable] = []
    /// The installed handle of each constraint; nil for a required constraint that
    /// conflicted and was broken (UIKit style).
    public private(set) var handles: [ConstraintID?] = []
    /// Indices of the constraints broken while building.
    public private(set) var broken: [Int] = []
    /// Why each was broken: the minimal set it conflicted with.
    public private(set) var conflicts: [RequiredConflict] = []

    /// Builds the solver: every constraint, the edit variables, step 0's suggestions.
    /// `definitionThreshold` and `namingThreshold` override the solver's
    /// (``Solver/definitionThreshold``, ``Solver/namingThreshold``).
    public init(_ workload: SolverWorkload, definitionThreshold: Int? = nil, namingThreshold: Int? = nil) throws(SolverError) {
        self.workload = workload
        if let definitionThreshold { solver.definitionThreshold = definitionThreshold }
        if let namingThreshold { solver.namingThreshold = namingThreshold }
        variables.reserveCapacity(workload.variables.count)
        solver.reserveCapacity(variables: workload.variables.count, constraints: workload.constraints.count + workload.editVariables.count)
        for name in workload.variables { variables.append(solver.makeVariable(name)) }
        handles.reserveCapacity(workload.constraints.count)
        for i in workload.constraints.indices {
            switch try add(i) {
            case .installed(let id): handles.append(id)
            case .broken(let conflict): handles.append(nil); broken.append(i); conflicts.append(conflict)
            }
        }
        // Each edit variable starts at the value it has (so adding it moves nothing),
        // then step 0 is suggested by the dual simplex. Same optimum as adding at 0 and
        // suggesting, without solving the layout collapsed to 0 in between; measured,
        // the dual path is also far cheaper than adding at the suggestion directly.
        for edit in workload.editVariables {
            let v = variables[edit.variable]
            try solver.addEditVariable(v, priority: edit.priority, initialValue: solver.value(of: v))
        }
        if let first = workload.steps.first { try apply(first) }
    }

    /// Adds constraint `i` without writing a label for it (see
    /// ``SolverWorkload/unlabelledConstraint(_:variables:)``); the label goes into what
    /// reports it, the error or the refused constraint's conflict, which are then as
    /// with the labelled constraint.
    private mutating func add(_ i: Int) throws(SolverError) -> AddOutcome {
        let outcome: AddOutcome
        do {
            outcome = try solver.addBreakingConflict(workload.unlabelledConstraint(i, variables: variables))
        } catch {
            if case .nonFinite(label: nil) = error { throw .nonFinite(label: workload.label(of: i)) }
            throw error
        }
        if case .broken(var conflict) = outcome, conflict.rejectedLabel == nil {
            conflict.rejectedLabel = workload.label(of: i)
            return .broken(conflict)
        }
        return outcome
    }

    /// Suggests one step's values and re-solves incrementally.
    public mutating func apply(_ step: [(variable: Int, value: Double)]) throws(SolverError) {
        for (v, x) in step { try solver.suggestValue(variables[v], x) }
    }

    /// Removes every constraint whose index is a multiple of 10, then adds them back in
    /// the same order. Returns how many were churned and how many could not be re-added.
    public mutating func churn() throws(SolverError) -> (count: Int, readdFailed: Int) {
        let indices = stride(from: 0, to: handles.count, by: 10).filter { handles[$0] != nil }
        for i in indices {
            if let id = handles[i] { try solver.remove(id) }
        }
        var failed = 0
        for i in indices {
            switch try add(i) {
            case .installed(let id): handles[i] = id
            case .broken: handles[i] = nil; failed += 1
            }
        }
        return (indices.count, failed)
    }

    public func value(_ variable: Int) -> Double { solver.value(of: variables[variable]) }

    /// The workload index of an installed (or refused) constraint handle.
    public func constraintIndex(of id: ConstraintID) -> Int? {
        if let i = handles.firstIndex(of: id) { return i }
        if let k = conflicts.firstIndex(where: { $0.rejected == id }) { return broken[k] }
        return nil
    }
}
