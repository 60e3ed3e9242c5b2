/// Whether a refused constraint's conflict still needs every member of its set.
extension Solver {
    /// Whether each of `members` is needed to refuse `constraint`: for every member m,
    /// the installed required constraints other than m can hold together with
    /// `constraint` (taken as required, whatever its priority).
    ///
    /// This is what an engine asks to know that a conflict set it recorded is still the
    /// only minimal one among the installed constraints after their constants moved: if
    /// dropping any one member lets `constraint` hold, every minimal conflicting set
    /// containing `constraint` contains all the members, so it is the recorded one. Each
    /// member is tried in a copy of the solver that only keeps the tableau feasible: the
    /// member's row is taken out by the ratio test and `constraint`'s put in directly or by
    /// phase one (not the dual simplex, which needs an optimal basis to end), with no
    /// objective optimised (optimality is not asked, and
    /// re-optimising after each removal was most of the cost of answering this by
    /// ``remove(_:)`` and ``addBreakingConflict(_:)``). The solver itself is unchanged.
    ///
    /// - Returns: false as soon as one member is not needed; also false when a member is
    ///   not an installed required constraint (the set no longer describes the solver).
    /// - Throws: `.nonFinite` or `.unknownVariable` for `constraint`, as ``add(_:)`` would.
    public func refusalNeedsEach(of members: [ConstraintID], toRefuse constraint: Constraint) throws(SolverError) -> Bool {
        var required = constraint
        required.priority = .required
        try validate(required)
        // Each member's dummy made explicit once, in a copy every trial starts from:
        // separating one retires the aggregates above it, so the members after it find
        // fewer to walk, where each trial separating its own walked them all again.
        var base = self
        var taken: [(id: ConstraintID, record: Record)] = []
        taken.reserveCapacity(members.count)
        for member in members {
            guard records.indices.contains(member.rawValue), let record = records[member.rawValue],
                record.constraint.priority.isRequired, !record.isFollower
            else { return false }
            if base.tableau.kinds[Int(record.marker)] == .dummy { base.tableau.separate(record.marker) }
            taken.append((member, record))
        }
        for (member, record) in taken {
            var trial = base
            trial.records[member.rawValue] = nil
            do { try trial.uninstall(record, optimizing: false) } catch {
                throw .internalInconsistency("taking \(member) out for a trial: \(error)")
            }
            let id = ConstraintID(rawValue: trial.records.count)
            trial.records.append(nil)
            guard case .installed = try trial.install(required, id: id, optimizing: false) else { return false }
        }
        return true
    }
}
