import LayoutSolver

/// Keeping a broken constraint out across a resize, when that is what a fresh engine
/// would do, instead of rebuilding the solver.
///
/// A fresh engine installs its constraints in a fixed order and breaks each required
/// one that cannot hold with the required ones before it, reporting the minimal set it
/// conflicts with (``UnsatisfiableConstraints``). After a resize has moved the
/// constants of the installed set S (every constraint but the broken ones), the fresh
/// engine's choice is known without rebuilding when, for each broken constraint b with
/// recorded set M:
///
/// 1. S holds (the moves succeeded), so no constraint of S would break: each holds
///    with the ones before it, a subset of S.
/// 2. M ∪ {b} still cannot hold with the new constants, so b still breaks (M lies
///    before b in the order, or b would not have broken with it).
/// 3. For each m in M, (S − m) ∪ {b} can hold. Then M ∪ {b} is the only minimal
///    conflicting set containing b among the constraints before b: any other would
///    miss some m of M and so lie inside a set that holds. The fresh engine's search
///    for a minimal set finds a minimal set there, so it finds M.
///
/// Check 2 alone decides the frames (the same constraints break, so the same ones
/// hold); check 3 only decides which set the message prints. So the passes that follow a
/// resize (and a fresh engine's own passes) move constants on check 2 alone and run
/// check 3 once, when the insets have settled (``verifyConflictSets()``); where it
/// fails, one build with the settled insets gives the set a fresh engine's last pass
/// would print, instead of one build per pass.
///
/// Only document constraints are kept out this way (``BrokenConstraint/documentConstraint``),
/// and M must be installed under the same handles (a re-measured view's content-size
/// constraints are re-added, so a set naming them is not checked): otherwise, or when a
/// check fails, the engine rebuilds as before, unless every broken constraint now holds:
/// then they all go back in as required, and nothing conflicts, as in a fresh engine
/// (``brokenConstraintsStand()``; FIDELITY.md, eleventh semantics audit). The frames are those of S with the new
/// constants, which are the fresh engine's wherever the solution is unique. "Out" means
/// out of the required set: each broken constraint's optional copy
/// (``LayoutEngine/brokenPriority``) stays installed, as a fresh engine installs it too,
/// and its constant never moves in place (a broken constraint on a baseline that moves
/// makes the engine rebuild: `documentConstantMove` finds it not installed).
extension LayoutEngine {
    /// Whether every broken constraint can be checked again instead of rebuilding.
    var conflictsAreKeepable: Bool {
        broken.allSatisfy { $0.documentConstraint != nil }
    }

    /// Checks 2 and 3 above for every broken constraint, with the current constants;
    /// when they hold, reprints ``unsatisfiable`` (its members' constants moved) and
    /// returns true. False means the caller must rebuild.
    mutating func conflictsStillHold() throws(LayoutEngineError) -> Bool {
        guard try conflictsStillBreak() else { return false }
        return try conflictSetsStillUnique()
    }

    /// Check 2 alone, which decides the frames: every broken constraint is a document
    /// constraint whose set is still installed under the same handles and still cannot
    /// hold with it, so a fresh engine breaks the same constraints and installs the same
    /// others (check 1 is the caller's: the moves succeeded). Cheap (a small solver per
    /// conflict). Which set a fresh engine would print (check 3) is left to
    /// ``conflictSetsStillUnique()``, which a run of passes needs only at its end.
    mutating func conflictsStillBreak() throws(LayoutEngineError) -> Bool {
        if let cause = try brokenCheckFailure() {
            rebuildCauses[cause, default: 0] += 1
            return false
        }
        return true
    }

    /// After the constants moved with the broken constraints kept out: whether the
    /// engine stands as a fresh engine would build it, so the passes can go on in place.
    /// Either every broken constraint still breaks with its set (check 2; the sets are
    /// checked when the passes settle, ``conflictSetsUnverified``), or none breaks any
    /// more: every one goes back in as required (``restoreBrokenConstraints()``), which a
    /// fresh engine breaks none of, since a set of constraints that all hold together
    /// holds in any order. That is what UIKit's engine does when a conflict ends: a
    /// broken constraint stays in it as an optional one (facts/diagnostics.md §1), which
    /// holds again once the others let it. False: the caller rebuilds, the cause counted.
    mutating func brokenConstraintsStand() throws(LayoutEngineError) -> Bool {
        guard let cause = try brokenCheckFailure() else {
            conflictSetsUnverified = true
            return true
        }
        if try restoreBrokenConstraints() { return true }
        rebuildCauses[cause, default: 0] += 1
        return false
    }

    /// Puts every broken constraint back as required, each in place of its optional
    /// copy, when all of them hold with the installed constraints: then nothing
    /// conflicts, as in a fresh engine at these constants. False when one cannot hold or
    /// is not a document constraint; the solver is then half restored, and the caller
    /// must rebuild.
    mutating func restoreBrokenConstraints() throws(LayoutEngineError) -> Bool {
        guard !broken.isEmpty, conflictsAreKeepable else { return false }
        for record in broken {
            guard let (spec, index) = record.documentConstraint else { return false }
            let constraint = try solverConstraint(for: spec)
            do {
                if let copy = record.optionalCopy { try solver.remove(copy) }
                guard case .installed(let id) = try solver.addBreakingConflict(constraint) else { return false }
                setInstalled(id, record.pending)
                documentConstraints[index] = id
            } catch {
                throw .internalError("restoring a broken constraint: \(error)")
            }
        }
        broken = []
        unsatisfiable = []
        conflictSetsUnverified = false
        restoredConflicts += 1
        return true
    }

    /// Check 2's first failure, as the cause a rebuild would count; nil when every
    /// broken constraint still breaks with its set.
    private func brokenCheckFailure() throws(LayoutEngineError) -> RebuildCause? {
        for record in broken {
            guard let (spec, _) = record.documentConstraint else { return .brokenNotDocument }
            let constraint = try solverConstraint(for: spec)
            var members: [Constraint] = []
            for id in record.members {
                guard let member = solver.constraint(id),
                    sizeBounds.contains(id) || (installed.indices.contains(id.rawValue) && installed[id.rawValue] != nil)
                else { return .conflictMemberReplaced }
                members.append(member)
            }
            guard Self.certainlyConflicts(members, constraint) else { return .conflictNotCertain }
        }
        return nil
    }

    /// Check 3 for every broken constraint (check 2 holds): its recorded set is the only
    /// minimal one, so a fresh engine reports it; then reprints ``unsatisfiable`` with the
    /// current constants and returns true. False: a fresh engine may report another set,
    /// and the caller rebuilds.
    mutating func conflictSetsStillUnique() throws(LayoutEngineError) -> Bool {
        let question = try conflictSetMemo == nil ? nil : conflictSetQuestion()
        if let question, let known = conflictSetMemo?.answer(question) {
            guard known else {
                rebuildCauses[.conflictOtherSet, default: 0] += 1
                return false
            }
            reprintConflicts()
            return true
        }
        for record in broken {
            guard let (spec, _) = record.documentConstraint else { return false }
            let constraint = try solverConstraint(for: spec)
            let unique: Bool
            do { unique = try solver.refusalNeedsEach(of: record.members, toRefuse: constraint) } catch {
                throw .internalError("checking a conflict: \(error)")
            }
            guard unique else {
                rebuildCauses[.conflictOtherSet, default: 0] += 1
                if let question { conflictSetMemo?.record(false, for: question) }
                return false
            }
        }
        if let question { conflictSetMemo?.record(true, for: question) }
        reprintConflicts()
        return true
    }

    /// ``unsatisfiable`` printed again from ``broken`` with the current constants.
    private mutating func reprintConflicts() {
        unsatisfiable = broken.map { record in
            let diagnosed = record.pending.diagnosed(by: describer)
            return UnsatisfiableConstraints(
                constraints: record.members.compactMap(self.diagnosed) + [diagnosed], broken: diagnosed)
        }
    }

    /// What check 3 asks, for ``ConflictSetMemo``; nil when a broken constraint is not
    /// a document constraint or a member is not installed (the check stops there).
    private func conflictSetQuestion() throws(LayoutEngineError) -> ConflictSetMemo.Question? {
        var question = ConflictSetMemo.Question()
        let ids = solver.installedConstraints
        // Each required constraint's position among them, by handle (-1: not required).
        var position = [Int](repeating: -1, count: (ids.last?.rawValue ?? -1) + 1)
        var required = 0
        question.append(count: 0)  // their count, written below
        for id in ids {
            guard let constraint = solver.constraint(id), constraint.priority.isRequired else { continue }
            position[id.rawValue] = required
            required += 1
            question.append(constraint)
        }
        question.setCount(required, at: 0)
        question.append(count: broken.count)
        for record in broken {
            guard let (spec, _) = record.documentConstraint else { return nil }
            question.append(try solverConstraint(for: spec))
            question.append(count: record.members.count)
            for id in record.members {
                guard position.indices.contains(id.rawValue), position[id.rawValue] >= 0 else { return nil }
                question.append(count: position[id.rawValue])
            }
        }
        return question
    }

    /// After a run of passes that moved constants with broken constraints kept out on
    /// check 2 alone (``conflictSetsUnverified``): when a fresh engine might print
    /// another set, builds once with the final insets, which is what a fresh engine's
    /// last pass builds; its frames are the moved ones (the same constraints hold), so
    /// wrapping and the insets stay settled.
    mutating func verifyConflictSets() throws(LayoutEngineError) {
        guard conflictSetsUnverified else { return }
        conflictSetsUnverified = false
        guard !broken.isEmpty, !(try conflictSetsStillUnique()) else { return }
        try build(derived: derived)
        try settleWrapping()
    }

    /// Whether `constraint` certainly cannot hold with the required ones among
    /// `members`, in a solver of their own: the members required, `constraint` just
    /// below, and its violation at the optimum clearly above the solver's tolerance.
    /// (Adding it as required would also work, but a refused constraint costs a search
    /// for its minimal set, which is known here.) A violation near zero answers false,
    /// and the caller rebuilds, which is always right.
    static func certainlyConflicts(_ members: [Constraint], _ constraint: Constraint) -> Bool {
        var solver = Solver()
        var local: [Variable: Variable] = [:]
        func mapped(_ original: Constraint, priority: Priority) -> Constraint {
            var copy = original
            copy.priority = priority
            copy.expression.terms = original.expression.terms.map { term in
                if let known = local[term.variable] { return Term(known, term.coefficient) }
                let variable = solver.makeVariable()
                local[term.variable] = variable
                return Term(variable, term.coefficient)
            }
            return copy
        }
        for member in members where member.priority.isRequired {
            guard case .installed? = try? solver.addBreakingConflict(mapped(member, priority: .required)) else {
                return false
            }
        }
        let tried = mapped(constraint, priority: Priority(clamping: 999))
        guard case .installed? = try? solver.addBreakingConflict(tried) else { return false }
        return tried.violation { solver.value(of: $0) } > 1e-3
    }
}
