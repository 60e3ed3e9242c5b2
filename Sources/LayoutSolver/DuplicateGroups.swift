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
/// Variables joined by such equalities form classes, each named by a label that is one
/// of its variables (a variable in no class is its own label); a constraint's key is its
/// expression over the labels, its relation and its priority. Only expressions of one or
/// two labels have keys (the sizes and offsets that repeat; a longer key would cost every
/// build more than it finds). The first constraint installed with a key leads it; later
/// ones with the same key follow it and install nothing.
///
/// Joining two classes relabels the smaller; removing an equality relabels only when it
/// was the class's one path between its ends (a bridge), and then only the part that
/// does not keep the label. Each call returns the constraints keyed under the relabeled
/// variables: the only groups and keys the change can touch.
struct DuplicateGroups: Sendable {
    /// What makes two optional constraints the same one: `c0·r0 (+ c1·r1) + constant`
    /// over class labels (`r1` −1 for one label), the relation and the priority.
    struct Key: Equatable, Sendable {
        var r0: Int32
        var c0: Double
        var r1: Int32
        var c1: Double
        var constant: Double
        var relation: Relation
        var priority: Double

        /// The fields' bits mixed into one word, for ``LeaderTable``'s chains.
        var mixedBits: UInt64 {
            var word = UInt64(UInt32(bitPattern: r0)) | UInt64(UInt32(bitPattern: r1)) << 32
            word ^= c0.bitPattern &* 0x9E37_79B9_7F4A_7C15
            word ^= c1.bitPattern &* 0xC2B2_AE3D_27D4_EB4F
            word ^= constant.bitPattern &* 0x1656_67B1_9E37_79F9
            word ^= priority.bitPattern &* 0x27D4_EB2F_1656_67C5
            word ^= relation == .equal ? 0 : relation == .lessThanOrEqual ? 1 : 2
            return word ^ (word >> 29)
        }
    }

    /// The label of each variable index's class (its own index when in none, or past the end).
    private var labels: [Int32] = []
    /// The required equalities `x == y` the classes are made of, by constraint raw id.
    private var links: [Int: (Int32, Int32)] = [:]
    /// The links at each variable, as `id << 32 | other end` (ConnectedParts below).
    private var linksAt = IndexLists()
    /// The constraints with a key (leaders and followers) under each variable of it.
    private var keyedAt = IndexLists()
    private var leaders = LeaderTable()
    /// The entry in ``leaders`` of the key each constraint leads, by raw id (−1: none).
    private var leaderEntries: [Int32] = []
    /// The constraints following each leader (raw ids), in the order they came.
    private(set) var followers: [Int: [Int]] = [:]
    /// The searches' visit marks, by variable index (ConnectedParts below).
    private var marks: [UInt32] = []
    private var stamp: UInt32 = 0

    /// The two variable indices of `constraint` when it is a required `a·x − a·y == 0`.
    static func link(_ constraint: Constraint) -> (Int32, Int32)? {
        let terms = constraint.expression.terms
        guard constraint.priority.isRequired, constraint.relation == .equal, terms.count == 2,
            constraint.expression.constant == 0, terms[0].variable != terms[1].variable,
            terms[0].coefficient != 0, terms[0].coefficient == -terms[1].coefficient
        else { return nil }
        return (Int32(terms[0].variable.index), Int32(terms[1].variable.index))
    }

    /// Whether `constraint` can have a key: optional, of one or two terms.
    static func isKeyable(_ constraint: Constraint) -> Bool {
        !constraint.priority.isRequired && (1...2).contains(constraint.expression.terms.count)
    }

    /// The label of variable `index`'s class.
    func root(_ index: Int32) -> Int32 {
        Int(index) < labels.count ? labels[Int(index)] : index
    }

    /// The key of an optional constraint, or nil when it has none (more than two labels,
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
    func key(led leader: Int) -> Key? {
        guard leader < leaderEntries.count, leaderEntries[leader] >= 0 else { return nil }
        return leaders.key(at: leaderEntries[leader])
    }

    /// Whether `id` heads a group: it leads a key or has followers.
    func isHead(_ id: Int) -> Bool { key(led: id) != nil || followers[id] != nil }

    /// The leader of `key` if one is installed; otherwise makes `id` its leader and
    /// returns nil (one lookup: in a build most constraints find no leader).
    mutating func claim(_ key: Key, _ id: Int) -> Int? {
        let (entry, leader) = leaders.claim(key, id)
        guard leader == id else { return leader }
        if leaderEntries.count <= id {
            leaderEntries.append(contentsOf: repeatElement(-1, count: Swift.max(id + 1, 2 * leaderEntries.count) - leaderEntries.count))
        }
        leaderEntries[id] = entry
        return nil
    }

    /// Makes `id` the leader of `key` unless one already is.
    mutating func lead(_ key: Key, _ id: Int) {
        _ = claim(key, id)
    }

    /// Stops `leader` leading its key (its followers stay recorded).
    mutating func stopLeading(_ leader: Int) {
        guard leader < leaderEntries.count, leaderEntries[leader] >= 0 else { return }
        leaders.remove(entry: leaderEntries[leader])
        leaderEntries[leader] = -1
    }

    mutating func follow(_ leader: Int, _ id: Int) {
        followers[leader, default: []].append(id)
    }

    /// Takes followers `ids` out of `leader`'s group.
    mutating func unfollow(_ leader: Int, _ ids: [Int]) {
        guard !ids.isEmpty else { return }
        if ids.count > 8 {
            let gone = Set(ids)
            followers[leader]?.removeAll { gone.contains($0) }
        } else {
            followers[leader]?.removeAll { ids.contains($0) }
        }
        if followers[leader]?.isEmpty == true { followers[leader] = nil }
    }

    /// Ends `leader`'s group: its key has no leader any more, and its followers (which
    /// this returns) none either.
    mutating func dissolve(_ leader: Int) -> [Int] {
        stopLeading(leader)
        return followers.removeValue(forKey: leader) ?? []
    }

    /// Lists constraint `id` (given a key, as leader or follower) under its variables.
    mutating func enlist(_ id: Int, _ constraint: Constraint) {
        for term in constraint.expression.terms { keyedAt.prepend(id, to: term.variable.index) }
    }

    /// Takes constraint `id` off its variables' lists (a no-op for one never listed).
    mutating func delist(_ id: Int, _ constraint: Constraint) {
        guard Self.isKeyable(constraint) else { return }
        for term in constraint.expression.terms { keyedAt.remove(id, from: term.variable.index) }
    }

    /// Records an installed required equality of two variables, joining their classes.
    /// Returns the constraints keyed under the variables that took the other class's
    /// label (their keys name the label they had).
    mutating func noteLink(_ id: Int, _ pair: (Int32, Int32)) -> [Int] {
        let (a, b) = pair
        reserve(Swift.max(a, b))
        links[id] = pair
        var touched: [Int] = []
        let (la, lb) = (labels[Int(a)], labels[Int(b)])
        if la != lb {
            // A variable with no link yet is the smaller part without a search.
            if linksAt.isEmpty(Int(a)) {
                relabel(a, to: lb, touching: &touched)
            } else if linksAt.isEmpty(Int(b)) {
                relabel(b, to: la, touching: &touched)
            } else if let (part, holdsA) = smallerPart(a, b) {
                relabel(part, to: holdsA ? lb : la, touching: &touched)
            }
        }
        linksAt.prepend(Self.entry(id, b), to: Int(a))
        linksAt.prepend(Self.entry(id, a), to: Int(b))
        return touched
    }

    /// Forgets link `id` (removed, or its constant changed). When it was its class's one
    /// path between its ends, the part that does not hold the class's label gets the
    /// smallest of its own variables as one. Returns the constraints keyed under the
    /// variables relabeled (their groups may no longer hold; none when the class stays
    /// whole); nil when `id` was no link.
    mutating func dropLink(_ id: Int) -> [Int]? {
        guard let (a, b) = links.removeValue(forKey: id) else { return nil }
        linksAt.remove(Self.entry(id, b), from: Int(a))
        linksAt.remove(Self.entry(id, a), from: Int(b))
        // An end left with no link is the smaller part without a search.
        let lone: (part: [Int32], holdsA: Bool)? =
            linksAt.isEmpty(Int(a)) ? ([a], true) : linksAt.isEmpty(Int(b)) ? ([b], false) : smallerPart(a, b)
        guard let (part, holdsA) = lone else { return [] }
        let label = labels[Int(a)]
        let moving = part.contains(label) ? component(of: holdsA ? b : a) : part
        var touched: [Int] = []
        relabel(moving, to: moving.min() ?? label, touching: &touched)
        return touched
    }

    private mutating func relabel(_ part: [Int32], to label: Int32, touching touched: inout [Int]) {
        for v in part { relabel(v, to: label, touching: &touched) }
    }

    private mutating func relabel(_ v: Int32, to label: Int32, touching touched: inout [Int]) {
        labels[Int(v)] = label
        keyedAt.forEach(in: Int(v)) { touched.append($0) }
    }

    // MARK: ConnectedParts

    /// A link at a variable as its list holds it: the link's id and the other end.
    private static func entry(_ id: Int, _ other: Int32) -> Int { id << 32 | Int(UInt32(bitPattern: other)) }

    private mutating func reserve(_ index: Int32) {
        guard labels.count <= Int(index) else { return }
        let needed = Swift.max(Int(index) + 1, 2 * labels.count)
        labels.append(contentsOf: Int32(labels.count)..<Int32(needed))
        marks.append(contentsOf: repeatElement(0, count: needed - marks.count))
    }

    /// Two fresh visit marks.
    private mutating func freshMarks() -> (UInt32, UInt32) {
        if stamp >= UInt32.max - 2 {
            for i in marks.indices { marks[i] = 0 }
            stamp = 0
        }
        stamp += 2
        return (stamp - 1, stamp)
    }

    /// Visits `queue[next]`'s neighbours: unmarked ones get `mark` and join the queue.
    /// True when one of them carries `otherMark` (the two searches met).
    private mutating func expand(_ queue: inout [Int32], _ next: Int, mark: UInt32, otherMark: UInt32) -> Bool {
        var met = false
        var found: [Int32] = []
        linksAt.forEach(in: Int(queue[next])) { found.append(Int32(truncatingIfNeeded: $0)) }
        for w in found {
            if marks[Int(w)] == otherMark { met = true; break }
            if marks[Int(w)] != mark {
                marks[Int(w)] = mark
                queue.append(w)
            }
        }
        return met
    }

    /// Grows the parts of `a` and `b` over the links one variable at a time each, until
    /// one is complete (returned, with whether it holds `a`) or they meet (nil): the
    /// cost is the smaller part's, not the class's.
    private mutating func smallerPart(_ a: Int32, _ b: Int32) -> (part: [Int32], holdsA: Bool)? {
        let (markA, markB) = freshMarks()
        var qa: [Int32] = [a], qb: [Int32] = [b]
        marks[Int(a)] = markA
        marks[Int(b)] = markB
        var ia = 0, ib = 0
        while true {
            if expand(&qa, ia, mark: markA, otherMark: markB) { return nil }
            ia += 1
            if ia == qa.count { return (qa, true) }
            if expand(&qb, ib, mark: markB, otherMark: markA) { return nil }
            ib += 1
            if ib == qb.count { return (qb, false) }
        }
    }

    /// Every variable joined to `start` by links.
    private mutating func component(of start: Int32) -> [Int32] {
        let (mark, unused) = freshMarks()
        var queue: [Int32] = [start]
        marks[Int(start)] = mark
        var i = 0
        while i < queue.count {
            _ = expand(&queue, i, mark: mark, otherMark: unused)
            i += 1
        }
        return queue
    }
}
