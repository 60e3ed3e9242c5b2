/// One value line of the bench format: a step's watched values, the violation of
/// each priority level, the largest required violation and the ambiguous variables,
/// printed as the LP reference prints them so the outputs compare line by line.
public struct WorkloadValueLine: Sendable {
    public var workload: String
    public var solver: String
    public var step: Int
    public var values: [(name: String, value: Double)]
    public var ambiguous: [(name: String, range: ClosedRange<Double>)]?
    public var violations: [(priority: Priority, total: Double)]
    public var requiredViolation: Double

    /// The line for the session's current state as step `step`.
    public init(session: WorkloadSession, step: Int, solver: String = "layoutdb", ambiguity: Bool = true) {
        let w = session.workload
        workload = w.name
        self.solver = solver
        self.step = step
        values = w.watch.map { (w.variables[$0], session.value($0)) }
        if ambiguity {
            let watched = w.watch.map { session.variables[$0] }
            let report = session.solver.ambiguity(of: watched)
            ambiguous = w.watch.compactMap { i in
                report.ranges[session.variables[i]].map { (w.variables[i], $0) }
            }
        }
        // Violations are measured on the workload as written, edits at their priority.
        var required = 0.0
        var levels: [Double: Double] = [:]
        for i in w.constraints.indices {
            let c = w.solverConstraint(i, variables: session.variables)
            let v = c.violation { session.solver.value(of: $0) }
            if c.priority.isRequired { required = Swift.max(required, v) } else if v > 1e-5 {
                levels[c.priority.rawValue, default: 0] += v
            }
        }
        let suggestions = w.accumulatedSuggestions(through: step)
        for edit in w.editVariables {
            guard let s = suggestions[edit.variable] else { continue }
            let v = abs(session.value(edit.variable) - s)
            if v > 1e-5 { levels[edit.priority.rawValue, default: 0] += v }
        }
        violations = levels.keys.sorted(by: >).map { (Priority(clamping: $0), levels[$0] ?? 0) }
        requiredViolation = required
    }

    /// The JSON line, keys in the reference's order.
    public var json: String {
        var out = "{\"workload\":\(JSONText.string(workload)),\"solver\":\(JSONText.string(solver)),\"step\":\(step),\"values\":{"
        out += values.map { "\(JSONText.string($0.name)):\(JSONText.number(JSONText.rounded($0.value, 9)))" }.joined(separator: ",")
        out += "},\"required_violation\":\(JSONText.number(JSONText.rounded(requiredViolation, 9)))"
        out += ",\"violations\":{"
        out += violations.map { "\(JSONText.string($0.priority.description)):\(JSONText.number(JSONText.rounded($0.total, 6)))" }.joined(separator: ",")
        out += "}"
        if let ambiguous {
            out += ",\"ambiguous\":{"
            out += ambiguous.map {
                "\(JSONText.string($0.name)):[\(JSONText.number(JSONText.rounded($0.range.lowerBound, 6))),\(JSONText.number(JSONText.rounded($0.range.upperBound, 6)))]"
            }.joined(separator: ",")
            out += "}"
        }
        return out + "}"
    }
}
