import Foundation

/// A solver workload in the solver-neutral `layoutdb-bench/1` format: plain variables
/// and linear constraints, optional edit variables with a sequence of suggestions.
///
/// The format is the one the anchor solver and the LP reference read, so the three
/// can be compared value by value. Names are resolved to indices when the file is
/// read; every error names the file, the line and column, the JSON path and the
/// constraint's `id`.
public struct SolverWorkload: Sendable {
    public struct WorkloadConstraint: Sendable {
        public var id: String?
        public var terms: [(variable: Int, coefficient: Double)]
        public var constant: Double
        public var relation: Relation
        public var priority: Priority
    }

    public struct EditVariable: Sendable {
        public var variable: Int
        public var priority: Priority
    }

    public var name: String
    public var variables: [String]
    public var constraints: [WorkloadConstraint]
    public var editVariables: [EditVariable]
    /// Each step's suggestions, as given (later steps may name only some edit variables).
    public var steps: [[(variable: Int, value: Double)]]
    /// The variables whose values are reported.
    public var watch: [Int]
    /// Hand-computed answers: step → variable name → value.
    public var expected: [Int: [String: Double]]

    /// The number of steps: one without edits.
    public var stepCount: Int { Swift.max(1, steps.count) }

    /// Every edit variable's suggestion in force after `step` (suggestions carry over).
    public func accumulatedSuggestions(through step: Int) -> [Int: Double] {
        var result: [Int: Double] = [:]
        for k in steps.indices where k <= step {
            for (v, x) in steps[k] { result[v] = x }
        }
        return result
    }

    /// The constraint as the solver takes it, over `variables`.
    public func solverConstraint(_ index: Int, variables handles: [Variable]) -> Constraint {
        var constraint = unlabelledConstraint(index, variables: handles)
        constraint.label = label(of: index)
        return constraint
    }

    /// How errors and conflict reports name constraint `index`: its `id`, or its place in the file.
    public func label(of index: Int) -> String { constraints[index].id ?? "constraints[\(index)]" }

    /// ``solverConstraint(_:variables:)`` labelled only with the constraint's `id`, if it
    /// has one. Writing `constraints[i]` for each unnamed constraint was 3% of a
    /// 50-constraint build (callgrind), for a name that only an error or a refused
    /// constraint's report shows; ``WorkloadSession`` writes it in there when needed.
    func unlabelledConstraint(_ index: Int, variables handles: [Variable]) -> Constraint {
        let c = constraints[index]
        var terms: [Term] = []
        terms.reserveCapacity(c.terms.count)
        for t in c.terms { terms.append(Term(handles[t.variable], t.coefficient)) }
        return Constraint(LinearExpression(terms, constant: c.constant), c.relation, priority: c.priority, label: c.id)
    }
}
