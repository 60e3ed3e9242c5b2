import LayoutSolver

extension LayoutEngine {
    /// Every installed constraint that decides where `item` (a view or guide)
    /// is on `axis`: UIKit's `constraintsAffectingLayout(for:)`, but complete.
    ///
    /// Starting from the item's position and size variables on the axis, the search
    /// follows every *binding* constraint (equalities, inequalities or optional
    /// constraints that hold with equality at the solution, and optional constraints that
    /// are not met, which pull; a broken constraint's optional copy among them, listed as
    /// the broken constraint, ``AffectingConstraint/isBroken``) to the variables it shares,
    /// until nothing new is reached: those constraints are exactly what pins the item
    /// down, through any chain of views, guides, margins and the container. Non-binding
    /// constraints that touch a reached variable are listed too (`isBinding == false`):
    /// they do not decide the current frame but would if it moved.
    ///
    /// Complexity: O(total terms of the installed constraints) for the search; telling
    /// which binding constraints are essential costs a re-solve each where the constraint
    /// graph does not answer (``Solver/essentialConstraints(of:among:translations:)``).
    ///
    /// `item` may also be a view's built-in guide, named as constraints name it
    /// (`root.safeArea`, `card.layoutMargins`; see ``explainedFrame(of:)``).
    ///
    /// - Returns: nil when `item` names no view, custom guide or built-in guide with a frame.
    public func constraintsAffecting(item: String, axis: LayoutAxis) -> [AffectingConstraint]? {
        guard let frame = explainedFrame(of: item)?.frame else { return nil }
        let start = frame.variables(on: axis)
        var byVariable: [Variable: [ConstraintID]] = [:]
        var binding: [ConstraintID: Bool] = [:]
        var shortfall: [ConstraintID: Double] = [:]
        // A broken constraint's optional copy is in the solve unrecorded (diagnostics print
        // the broken constraint once): it is listed as the broken constraint it stands for.
        var copies: [ConstraintID: DiagnosedConstraint] = [:]
        for record in broken {
            if let copy = record.optionalCopy { copies[copy] = record.pending.diagnosed(by: describer) }
        }
        for id in installedIDs + copies.keys.sorted() {
            guard let constraint = solver.constraint(id) else { continue }
            for term in constraint.expression.terms { byVariable[term.variable, default: []].append(id) }
            let value = constraint.expression.evaluate { solver.value(of: $0) }
            // An optional constraint that is not met pulls: the frames are where the
            // others stop it (a broken `width >= 200` against a required `width <= 100`
            // makes the width 100, where it would otherwise be free below 100).
            // (A required one always holds: what it is off by is rounding.)
            let unmet = constraint.priority.isRequired ? 0 : constraint.violation { solver.value(of: $0) }
            if unmet > 1e-6 { shortfall[id] = unmet }
            binding[id] = constraint.relation == .equal || abs(value) < 1e-6 || unmet > 1e-6
        }
        var reachedVariables = Set(start)
        var queue = start
        var touched = Set<ConstraintID>()
        while let variable = queue.popLast() {
            for id in byVariable[variable] ?? [] where touched.insert(id).inserted {
                guard binding[id] == true, let constraint = solver.constraint(id) else { continue }
                for term in constraint.expression.terms where reachedVariables.insert(term.variable).inserted {
                    queue.append(term.variable)
                }
            }
        }
        let ids = touched.sorted()
        let essential = solver.essentialConstraints(
            of: start, among: ids.filter { binding[$0] ?? false }, translations: frameTranslations())
        return ids.compactMap { id in
            guard let diagnosed = diagnosed(id) ?? copies[id] else { return nil }
            let isBinding = binding[id] ?? false
            let isDirect = solver.constraint(id)?.expression.terms.contains { start.contains($0.variable) } ?? false
            return AffectingConstraint(
                constraint: diagnosed, isBinding: isBinding, isEssential: essential.contains(id), isDirect: isDirect,
                isBroken: copies[id] != nil, shortfall: shortfall[id])
        }
    }

    /// Every rectangle's x variables, and every rectangle's y variables: sliding all of
    /// one set by the same amount changes no constraint that only relates items to each
    /// other, which lets the solver tell most constraints of a long chain apart without
    /// re-solving (``Solver/essentialConstraints(of:among:translations:)``).
    private func frameTranslations() -> [[Variable]] {
        let frames = viewFrames + safeAreaFrames + marginFrames + guideFrames
            + Array(contentFrames.values) + Array(readableFrames.values)
        return [frames.map(\.x), frames.map(\.y)]
    }
}
