/// "Did you mean …?" for misspelt ids, keys and enum values: the closest candidate by
/// optimal-string-alignment distance (a transposition costs one, so `titel` is one edit
/// from `title`), compared without regard to case.
public enum NameSuggestion {
    /// The candidate nearest to `name`, if it is within a third of the name's length
    /// (at least one edit, at most three), the first in `candidates` order on ties.
    ///
    /// Complexity: O(`name.count` × total length of the candidates within `limit` of its length).
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, name.count / 3))
        let length = name.count
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        // Names whose lengths differ by more than the limit are further apart than it, so
        // a pasted 10,000-character name costs a count per candidate, not a distance table.
        for candidate in candidates where candidate != name && abs(candidate.count - length) <= limit {
            let distance = self.distance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between `a` and `b`, by `Character`.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
