/// A workload's solution told the way a UIKit developer reads Auto Layout logs:
/// the values per step, "Unable to simultaneously satisfy constraints" with the
/// minimal conflicting set and the constraint broken, and ambiguous variables with
/// another valid value for each.
public struct WorkloadExplanation: Sendable {
    public let session: WorkloadSession

    public init(_ session: WorkloadSession) { self.session = session }

    /// A constraint as an equation over the workload's names: `label.w - thumb.w >= 10`.
    public func describe(_ index: Int) -> String {
        let w = session.workload
        let c = w.constraints[index]
        var lhs = ""
        for (k, term) in c.terms.enumerated() {
            let name = w.variables[term.variable]
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(Self.number(magnitude))*"
            if k == 0 {
                lhs += (term.coefficient < 0 ? "-" : "") + factor + name
            } else {
                lhs += (term.coefficient < 0 ? " - " : " + ") + factor + name
            }
        }
        let priority = c.priority.isRequired ? "" : " @\(c.priority)"
        let label = c.id.map { "'\($0)' " } ?? ""
        return "<Constraint \(label)\(lhs.isEmpty ? "0" : lhs) \(c.relation.rawValue) \(Self.number(-c.constant))\(priority)>"
    }

    /// UIKit's log for one broken constraint (`facts/diagnostics.md`, §1).
    public func unsatisfiableLog(_ conflict: RequiredConflict) -> String {
        let members = (conflict.conflicting + [conflict.rejected]).compactMap(session.constraintIndex(of:)).sorted()
        var out = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (

            """
        out += members.map { "    \"\(describe($0))\"" }.joined(separator: ",\n")
        out += "\n)\n\nWill attempt to recover by breaking constraint \n"
        if let broken = session.constraintIndex(of: conflict.rejected) { out += describe(broken) + "\n" }
        return out
    }

    /// The whole explanation for the session's current state as step `step`.
    public func text(step: Int) -> String {
        let w = session.workload
        var out = ""
        let names = w.watch.map { w.variables[$0] }
        let width = names.map(\.count).max() ?? 0
        for (i, name) in zip(w.watch, names) {
            out += "  \(name.padding(toLength: width, withPad: " ", startingAt: 0))  \(Self.number(session.value(i)))\n"
        }
        let line = WorkloadValueLine(session: session, step: step)
        if !line.violations.isEmpty {
            out += "  unsatisfied optional constraints, by priority: "
            out += line.violations.map { "\($0.priority): \(Self.number($0.total))" }.joined(separator: ", ") + "\n"
        }
        if let ambiguous = line.ambiguous, !ambiguous.isEmpty {
            let report = session.solver.ambiguity(of: w.watch.map { session.variables[$0] })
            out += "  Layout is ambiguous: the constraints do not determine\n"
            for (name, range) in ambiguous {
                let i = w.variables.firstIndex(of: name) ?? 0
                let other = report.alternative[session.variables[i]] ?? session.value(i)
                out += "    \(name): anywhere in [\(Self.number(range.lowerBound)), \(Self.number(range.upperBound))]"
                out += " (exerciseAmbiguityInLayout would show \(Self.number(other)))\n"
            }
        }
        return out
    }

    /// `320`, `103.5`, `-inf`: numbers as people write them.
    public static func number(_ x: Double) -> String {
        if x == .infinity { return "inf" }
        if x == -.infinity { return "-inf" }
        let rounded = (x * 1e6).rounded() / 1e6
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
