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

        /// The numbers' bits and the relation's case: a key is looked up at every optional
        /// constraint added, and hashing the relation's raw string was most of that.
        func hash(into hasher: inout Hasher) {
            hasher.combine(Int64(r0) << 32 | Int64(UInt32(bitPattern: r1)))
            hasher.combine(c0.bitPattern ^ (c1.bitPattern &* 31))
            hasher.combine(constant.bitPattern ^ (priority.bitPattern &* 17))
            hasher.combine(relation == .equal ? 0 : relation == .lessThanOrEqual ? 1 : 2)
        }
    }

    /// The class parent of each variable index (itself for a root, or past the end).
    private var parents: [Int32] = []
    /// The required equalities `x == y` the classes are made of, by constraint raw id.
    private var links: [Int: (Int32, Int32)] = [:]
    /// The links of each class, by its root.
    private var classLinks: [Int32: [Int]] = [:]
    private var leaders: [Key: Int] = [:]
    /// The key each constraint leads, by raw id (nil: none). A key stays as it was made
    /// when classes join later (no new constraint finds it then; its group still holds).
    private var leaderKeys: [Key?] = []
    /// The constraints following each leader (raw ids), in the order they came.
    private(set) var followers: [Int: [Int]] = [:]
    /// The leaders whose keys name a variable of each class, as singly linked lists in
    /// flat arrays (no allocation per list: most classes are one variable): `classHeads`
    /// and `classTails` by root index (−1 empty), `nodeLeaders` and `nodeNext` by node.
    /// Lists of joined classes are spliced; entries of constraints that stopped leading
    /// stay until their class splits, when ``dropLink(_:)`` hands them all out.
    private var classHeads: [Int32] = []
    private var classTails: [Int32] = []
    private var nodeLeaders: [Int32] = []
    private var nodeNext: [Int32] = []

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
            spliceLeaders(of: join, into: keep)
        }
        classLinks[keep, default: []].append(link)
    }

    /// Notes that `leader`'s key names `root`'s class.
    private mutating func index(_ leader: Int, under root: Int32) {
        let r = Int(root)
        if classHeads.count <= r {
            classHeads.append(contentsOf: repeatElement(-1, count: r + 1 - classHeads.count))
            classTails.append(contentsOf: repeatElement(-1, count: r + 1 - classTails.count))
        }
        let node = Int32(nodeLeaders.count)
        nodeLeaders.append(Int32(leader))
        nodeNext.append(-1)
        if classTails[r] >= 0 { nodeNext[Int(classTails[r])] = node } else { classHeads[r] = node }
        classTails[r] = node
    }

    private mutating func spliceLeaders(of join: Int32, into keep: Int32) {
        let j = Int(join)
        guard j < classHeads.count, classHeads[j] >= 0 else { return }
        let k = Int(keep)
        if classHeads.count <= k {
            classHeads.append(contentsOf: repeatElement(-1, count: k + 1 - classHeads.count))
            classTails.append(contentsOf: repeatElement(-1, count: k + 1 - classTails.count))
        }
        if classTails[k] >= 0 { nodeNext[Int(classTails[k])] = classHeads[j] } else { classHeads[k] = classHeads[j] }
        classTails[k] = classTails[j]
        classHeads[j] = -1
        classTails[j] = -1
    }

    /// Empties `root`'s list, returning the leaders it held.
    private mutating func takeLeaders(of root: Int32) -> [Int] {
        let r = Int(root)
        guard r < classHeads.count else { return [] }
        var result: [Int] = []
        var node = classHeads[r]
        while node >= 0 {
            result.append(Int(nodeLeaders[Int(node)]))
            node = nodeNext[Int(node)]
        }
        classHeads[r] = -1
        classTails[r] = -1
        return result
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
    func key(led leader: Int) -> Key? { leader < leaderKeys.count ? leaderKeys[leader] : nil }

    /// Makes `id` the leader of `key` unless one already is.
    mutating func lead(_ key: Key, _ id: Int) {
        guard leaders[key] == nil else { return }
        leaders[key] = id
        if leaderKeys.count <= id { leaderKeys.append(contentsOf: repeatElement(nil, count: id + 1 - leaderKeys.count)) }
        leaderKeys[id] = key
        index(id, under: key.r0)
        if key.r1 >= 0 { index(id, under: key.r1) }
    }

    /// Stops `leader` leading its key (its followers stay recorded).
    mutating func stopLeading(_ leader: Int) {
        guard let key = key(led: leader) else { return }
        leaderKeys[leader] = nil
        if leaders[key] == leader { leaders[key] = nil }
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
    /// again. Returns the leaders whose keys name a variable of that class (their groups
    /// may no longer hold); nil when `id` was no link.
    mutating func dropLink(_ id: Int) -> [Int]? {
        guard let pair = links.removeValue(forKey: id) else { return nil }
        let split = root(pair.0)
        let remaining = (classLinks.removeValue(forKey: split) ?? []).filter { $0 != id }
        // Every variable of the class is an end of one of its links (or of the dropped one).
        var members: Set<Int32> = [pair.0, pair.1]
        for raw in remaining {
            if let link = links[raw] { members.insert(link.0); members.insert(link.1) }
        }
        let listed = takeLeaders(of: split)
        for v in members { parents[Int(v)] = v }
        for raw in remaining {
            if let link = links[raw] { union(link.0, link.1, link: raw) }
        }
        // Still leading, once each, in id order.
        var affected: [Int] = []
        for leader in Set(listed).sorted() where key(led: leader) != nil { affected.append(leader) }
        return affected
    }
}
