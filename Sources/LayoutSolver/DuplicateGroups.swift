/// Optional constraints that are one constraint repeated, once the required equalities
/// of two variables (`x == y`) are taken into account: the bookkeeping behind
/// Solver+Duplicates.swift.
///
/// A keypad whose keys all have the first key's width (required) and each their own
/// `width ≥ 30` (optional) holds that optional constraint once per key, and at the
/// optimum all of them are violated or satisfied together: their slacks and errors
/// change places together, one pivot each, in every re-solve that crosses 30. Counting
/// one of them as many times as there are copies (a weight in its level) gives the same
/// optimum with one pivot.
///
/// Variables joined by such equalities form classes (a union-find whose root is the
/// smallest variable index: the partition and its roots do not depend on the order the
/// equalities came in, and removing one recomputes only the class it was in); a
/// constraint's key is its expression over the roots, its relation and its priority.
/// Only expressions of one or two roots have keys (the sizes and offsets that repeat;
/// a longer key would cost every build more than it finds). The first constraint
/// installed with a key leads it; later ones with the same key follow it and install
/// nothing.
struct DuplicateGroups: Sendable {
    /// What makes two optional constraints the same one: `c0·r0 (+ c1·r1) + constant`
    /// over class roots (`r1` −1 for one root), the relation and the priority.
    struct Key: Hashable, Sendable {
        var r0: Int32
        var c0: Double
        var r1: Int32
        var c1: Double
        var constant: Double
        var relation: Relation
        var priority: Double
    }

    /// The class parent of each variable index (itself for a root, or past the end).
    private var parents: [Int32] = []
    /// The required equalities `x == y` the classes are made of, by constraint raw id.
    private var links: [Int: (Int32, Int32)] = [:]
    /// The links of each class, by its root.
    private var classLinks: [Int32: [Int]] = [:]
    private var leaders: [Key: Int] = [:]
    private var leaderKeys: [Int: Key] = [:]
    /// The leaders whose keys name each root.
    private var leadersByRoot: [Int32: [Int]] = [:]
    /// The constraints following each leader (raw ids), in the order they came.
    private(set) var followers: [Int: [Int]] = [:]

    /// The two variable indices of `constraint` when it is a required `a·x − a·y == 0`.
    static func link(_ constraint: Constraint) -> (Int32, Int32)? {
        let terms = constraint.expression.terms
        guard constraint.priority.isRequired, constraint.relation == .equal, terms.count == 2,
            constraint.expression.constant == 0, terms[0].variable != terms[1].variable,
            terms[0].coefficient != 0, terms[0].coefficient == -terms[1].coefficient
        else { return nil }
        return (Int32(terms[0].variable.index), Int32(terms[1].variable.index))
    }

    /// The root of variable `index`'s class.
    func root(_ index: Int32) -> Int32 {
        var v = index
        while Int(v) < parents.count && parents[Int(v)] != v { v = parents[Int(v)] }
        return v
    }

    private mutating func union(_ a: Int32, _ b: Int32, link: Int) {
        let needed = Int(Swift.max(a, b)) + 1
        if parents.count < needed { parents.append(contentsOf: Int32(parents.count)..<Int32(needed)) }
        let ra = root(a), rb = root(b)
        let (keep, join) = ra <= rb ? (ra, rb) : (rb, ra)
        if keep != join {
            parents[Int(join)] = keep
            if let joined = classLinks.removeValue(forKey: join) { classLinks[keep, default: []].append(contentsOf: joined) }
        }
        classLinks[keep, default: []].append(link)
    }

    /// The key of an optional constraint, or nil when it has none (more than two roots,
    /// or terms that cancel).
    func key(of constraint: Constraint) -> Key? {
        let terms = constraint.expression.terms
        guard !terms.isEmpty, terms.count <= 2 else { return nil }
        var key = Key(
            r0: root(Int32(terms[0].variable.index)), c0: terms[0].coefficient, r1: -1, c1: 0,
            constant: constraint.expression.constant, relation: constraint.relation,
            priority: constraint.priority.rawValue)
        if terms.count == 2 {
            let r = root(Int32(terms[1].variable.index))
            let c = terms[1].coefficient
            if r == key.r0 {
                key.c0 += c
            } else if r < key.r0 {
                (key.r1, key.c1) = (key.r0, key.c0)
                (key.r0, key.c0) = (r, c)
            } else {
                (key.r1, key.c1) = (r, c)
            }
        }
        guard key.c0 != 0, key.r1 < 0 || key.c1 != 0 else { return nil }
        return key
    }

    /// The leader of `key`, if one is installed.
    func leader(of key: Key) -> Int? { leaders[key] }

    /// The key `leader` leads, if any.
    func key(led leader: Int) -> Key? { leaderKeys[leader] }

    /// Makes `id` the leader of `key` unless one already is.
    mutating func lead(_ key: Key, _ id: Int) {
        guard leaders[key] == nil else { return }
        leaders[key] = id
        leaderKeys[id] = key
        leadersByRoot[key.r0, default: []].append(id)
        if key.r1 >= 0 { leadersByRoot[key.r1, default: []].append(id) }
    }

    /// Stops `leader` leading its key (its followers stay recorded).
    mutating func stopLeading(_ leader: Int) {
        guard let key = leaderKeys.removeValue(forKey: leader) else { return }
        leaders[key] = nil
        for r in [key.r0, key.r1] where r >= 0 {
            leadersByRoot[r]?.removeAll { $0 == leader }
            if leadersByRoot[r]?.isEmpty == true { leadersByRoot[r] = nil }
        }
    }

    mutating func follow(_ leader: Int, _ id: Int) {
        followers[leader, default: []].append(id)
    }

    /// Takes followers `ids` out of `leader`'s group.
    mutating func unfollow(_ leader: Int, _ ids: [Int]) {
        guard !ids.isEmpty else { return }
        followers[leader]?.removeAll { ids.contains($0) }
        if followers[leader]?.isEmpty == true { followers[leader] = nil }
    }

    /// Ends `leader`'s group: its key has no leader any more, and its followers (which
    /// this returns) none either.
    mutating func dissolve(_ leader: Int) -> [Int] {
        stopLeading(leader)
        return followers.removeValue(forKey: leader) ?? []
    }

    /// Records an installed required constraint that joins two classes.
    mutating func noteLink(_ id: Int, _ pair: (Int32, Int32)) {
        links[id] = pair
        union(pair.0, pair.1, link: id)
    }

    /// Forgets link `id` (removed, or its constant changed) and computes its class
    /// again. Returns the leaders whose keys named that class, whose groups may no
    /// longer hold; nil when `id` was no link.
    mutating func dropLink(_ id: Int) -> [Int]? {
        guard let pair = links.removeValue(forKey: id) else { return nil }
        let split = root(pair.0)
        let remaining = (classLinks.removeValue(forKey: split) ?? []).filter { $0 != id }
        // Every variable of the class is an end of one of its links (or of the dropped one).
        parents[Int(pair.0)] = pair.0
        parents[Int(pair.1)] = pair.1
        for raw in remaining {
            if let link = links[raw] {
                parents[Int(link.0)] = link.0
                parents[Int(link.1)] = link.1
            }
        }
        for raw in remaining {
            if let link = links[raw] { union(link.0, link.1, link: raw) }
        }
        return leadersByRoot[split] ?? []
    }
}
