/// Optional constraints that repeat an installed one, counted in it instead of
/// installed (DuplicateGroups.swift says when two are the same).
///
/// A follower adds 1 to the weight its leader's error symbols count with in their level.
/// Wherever the required equalities the key was made with hold (and installed required
/// constraints always hold), a follower's expression equals its leader's, so their
/// errors are equal at every feasible point: the level's objective is the same function
/// and every optimum the same set of points. Values, violations and ambiguity are those
/// of the constraints installed one by one; only the pivots that traded each copy's
/// slack and error, one copy at a time, are gone.
///
/// A group ends (its followers installed again, each as it would be added now) when its
/// leader is removed, when a required equality its key was made with goes or changes its
/// constant and its members no longer share a class, or when a member's own constant
/// changes (``ungroup(_:)``).
extension Solver {
    /// ``install(_:id:)``, or `constraint` counted in the installed constraint it repeats.
    /// `listing` is false for a constraint added again (listed under its variables already).
    mutating func installGrouped(
        _ constraint: Constraint, id: ConstraintID, grouping: Bool, listing: Bool = true
    ) throws(SolverError) -> InstallResult {
        if grouping && !constraint.priority.isRequired, let key = duplicates.key(of: constraint) {
            if listing { duplicates.enlist(id.rawValue, constraint) }
            if let leader = duplicates.claim(key, id.rawValue) {
                guard let record = records[leader] else { throw .internalInconsistency("leader \(leader) is not installed") }
                records[id.rawValue] = Record(constraint: constraint, marker: -1, other: -1, leader: Int32(leader))
                duplicates.follow(leader, id.rawValue)
                weigh(record, by: 1)
                do { try tableau.optimize() } catch { throw .internalInconsistency("optimize: \(error)") }
                return .installed
            }
            let result: InstallResult
            do { result = try install(constraint, id: id) } catch {
                duplicates.stopLeading(id.rawValue)
                throw error
            }
            if case .infeasible = result { duplicates.stopLeading(id.rawValue) }
            return result
        }
        let result = try install(constraint, id: id)
        if case .installed = result, let pair = DuplicateGroups.link(constraint) {
            rekey(duplicates.noteLink(id.rawValue, pair))
        }
        return result
    }

    /// Takes `record` (removed from ``records`` already) out of the solve: a follower out
    /// of its leader's weight; a leader with its group ended first; a required equality
    /// of two variables with the groups it joined checked after.
    mutating func uninstallGrouped(_ record: Record, id: ConstraintID) throws(SolverError) {
        duplicates.delist(id.rawValue, record.constraint)
        if record.isFollower {
            let leader = Int(record.leader)
            duplicates.unfollow(leader, [id.rawValue])
            if let leading = records[leader] { weigh(leading, by: -1) }
            do { try tableau.optimize() } catch { throw .internalInconsistency("removing \(id): \(error)") }
            return
        }
        let followers = duplicates.dissolve(id.rawValue)
        if !followers.isEmpty { weigh(record, by: -Double(followers.count)) }
        do { try uninstall(record) } catch { throw .internalInconsistency("removing \(id): \(error)") }
        try reinstall(followers)
        if let touched = duplicates.dropLink(id.rawValue) { try regroup(touched) }
    }

    /// Makes constraint `id` one installed on its own, with no group and no part in the
    /// classes, before its constant changes (a follower gets symbols of its own, a
    /// leader's followers go to a new leader, a required equality of two variables
    /// stops joining classes).
    mutating func ungroup(_ id: ConstraintID) throws(SolverError) {
        guard let record = records[id.rawValue] else { return }
        duplicates.delist(id.rawValue, record.constraint)
        if record.isFollower {
            let leader = Int(record.leader)
            duplicates.unfollow(leader, [id.rawValue])
            if let leading = records[leader] { weigh(leading, by: -1) }
            records[id.rawValue] = nil
            _ = try install(record.constraint, id: id)
            return
        }
        let followers = duplicates.dissolve(id.rawValue)
        if !followers.isEmpty {
            weigh(record, by: -Double(followers.count))
            try reinstall(followers)
        }
        if let touched = duplicates.dropLink(id.rawValue) { try regroup(touched) }
    }

    /// Ungroups every constraint of `ids` (``ungroup(_:)``).
    mutating func ungroup(_ ids: [ConstraintID]) throws(SolverError) {
        for id in ids { try ungroup(id) }
    }

    /// Keys again, under the labels as they are now, the leaders among `touched` (their
    /// variables took another class's label when two classes joined). Their groups hold:
    /// joining classes only adds equalities.
    private mutating func rekey(_ touched: [Int]) {
        for raw in touched {
            guard let record = records[raw], !record.isFollower, duplicates.isHead(raw) else { continue }
            duplicates.stopLeading(raw)
            if let key = duplicates.key(of: record.constraint) { duplicates.lead(key, raw) }
        }
    }

    /// Checks the groups of the constraints `touched` (their variables were relabeled
    /// when a class split). A relabeled leader is keyed again and all its followers
    /// checked; a relabeled follower of a leader that kept its key only against that key.
    /// Followers whose key is no longer their leader's are added again as they would be now.
    private mutating func regroup(_ touched: [Int]) throws(SolverError) {
        guard !touched.isEmpty else { return }
        var relabeled = Set<Int>()
        var checked: [Int: [Int]] = [:]
        for raw in touched {
            guard let record = records[raw] else { continue }
            if record.isFollower {
                checked[Int(record.leader), default: []].append(raw)
            } else if duplicates.isHead(raw) {
                relabeled.insert(raw)
            }
        }
        for leader in Set(checked.keys).union(relabeled).sorted() {
            guard let record = records[leader], duplicates.isHead(leader) else { continue }
            let key: DuplicateGroups.Key?
            let candidates: [Int]
            if relabeled.contains(leader) {
                key = duplicates.key(of: record.constraint)
                duplicates.stopLeading(leader)
                if let key { duplicates.lead(key, leader) }
                candidates = duplicates.followers[leader] ?? []
            } else {
                key = duplicates.key(led: leader) ?? duplicates.key(of: record.constraint)
                candidates = checked[leader] ?? []
            }
            let leaving = candidates.filter { raw in
                guard let key, let follower = records[raw]?.constraint else { return true }
                return duplicates.key(of: follower) != key
            }
            guard !leaving.isEmpty else { continue }
            duplicates.unfollow(leader, leaving)
            weigh(record, by: -Double(leaving.count))
            try reinstall(leaving)
        }
    }

    /// Adds the constraints `ids` again as they would be added now (each may follow a
    /// leader or lead), keeping their ids; the weights the followers add are written once
    /// per leader, and the levels optimised once.
    private mutating func reinstall(_ ids: [Int]) throws(SolverError) {
        guard !ids.isEmpty else { return }
        var added: [Int: Int] = [:]
        for raw in ids {
            guard let record = records[raw] else { continue }
            records[raw] = nil
            let id = ConstraintID(rawValue: raw)
            if let key = duplicates.key(of: record.constraint), let leader = duplicates.leader(of: key), records[leader] != nil {
                records[raw] = Record(constraint: record.constraint, marker: -1, other: -1, leader: Int32(leader))
                duplicates.follow(leader, raw)
                added[leader, default: 0] += 1
            } else {
                _ = try installGrouped(record.constraint, id: id, grouping: true, listing: false)
            }
        }
        for (leader, count) in added.sorted(by: { $0.key < $1.key }) {
            if let record = records[leader] { weigh(record, by: Double(count)) }
        }
        do { try tableau.optimize() } catch { throw .internalInconsistency("optimize: \(error)") }
    }

    /// Adds `delta` to the weight of `record`'s error symbols in its level.
    private mutating func weigh(_ record: Record, by delta: Double) {
        let level = tableau.levelIndex(for: record.constraint.priority.rawValue)
        for s in [record.marker, record.other] where s >= 0 && tableau.kinds[Int(s)] == .error {
            tableau.addWeight(delta, level: level, symbol: s)
        }
    }
}
