/// Walks of the column index (`columns`, ColumnIndex.swift): which basic rows hold a
/// symbol, and for a basic symbol which definitions name it (Tableau+Definitions.swift).
/// The lists may hold stale and repeated entries; a walk makes one exact first.
extension Tableau {
    /// How many rows may hold `s` (an upper bound: stale entries count until a walk drops them).
    func occurrences(of s: Symbol) -> Int { columns.count(of: s) }

    /// The basic symbols whose rows hold `s`, each once, in a new array (see
    /// ``makeColumnExact(_:)``): for the rare walks (writing definitions out, the
    /// ambiguity analysis). The walks of pivots, removals and settling read the list in
    /// place instead, and allocate nothing.
    /// Complexity: O(length of the stored list).
    mutating func rowsHolding(_ s: Symbol) -> [Symbol] {
        makeColumnExact(s)
        return columns.list(of: s)
    }

    /// Rewrites `s`'s column list to exactly the basic symbols whose rows hold `s`,
    /// each once, in place, and returns their number. Walks that should not allocate
    /// then read the list by index (``holder(of:at:)``): that stays valid while nothing
    /// makes `s`'s list exact again or empties it, whatever else is appended.
    /// Complexity: O(length of the stored list).
    @discardableResult
    mutating func makeColumnExact(_ s: Symbol) -> Int {
        // A snapshot with pending rows (or updated in place) relies on the stale entries
        // of the list to order the rows it repairs as a walk would (``ColumnSnapshot/repair(column:rows:isBasic:kinds:marks:changed:decided:)``).
        if !columnSnapshots.isEmpty, let k = columnSnapshots.firstIndex(where: { $0.symbol == s && $0.needsRepair }) {
            columnSnapshots.remove(at: k)
        }
        if s == exactColumn {
            columns.rewriteList(of: s) { list in
                var kept = 0
                for k in list.indices where isBasic[Int(list[k])] {
                    list[kept] = list[k]
                    kept += 1
                }
                return kept
            }
        } else {
            let generation = nextMarkGeneration()
            columns.rewriteList(of: s) { list in
                var kept = 0
                for k in list.indices {
                    let b = list[k]
                    let bi = Int(b)
                    guard isBasic[bi], marks[bi] != generation else { continue }
                    marks[bi] = generation
                    if rows[bi].position(of: s).found {
                        list[kept] = b
                        kept += 1
                    }
                }
                return kept
            }
        }
        exactColumn = s
        return columns.count(of: s)
    }

    /// The `k`th row holding `s`, after ``makeColumnExact(_:)``.
    @inline(__always)
    func holder(of s: Symbol, at k: Int) -> Symbol { columns.entry(of: s, at: k) }

    /// Whether some row may hold `s` (for a basic external symbol: whether a definition
    /// names it, ``Tableau+Definitions.swift``).
    @inline(__always)
    func isNamed(_ s: Symbol) -> Bool { columns.count(of: s) != 0 }
}
