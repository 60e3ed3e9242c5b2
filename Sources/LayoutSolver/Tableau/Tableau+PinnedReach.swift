/// Telling, without writing a definition out, that everything it depends on is pinned.
extension Tableau {
    /// For each of `symbols`, true when every nonbasic symbol its row reaches, through
    /// the definitions it names (``Tableau+Definitions.swift``), is `fixed` (pinned at
    /// zero, or kept there on the optimal face): then the row written out holds such
    /// symbols only (writing out can only cancel cells, never add one), and the variable
    /// is fixed on the optimal face.
    ///
    /// False says nothing either way (a cell can cancel in the written-out row); the
    /// caller writes the row out then. Each definition is walked once for all of
    /// `symbols`, where writing each one out is as long as the chain below it: the
    /// ambiguity analysis of a column of 2,000 views wrote out 2,000 rows of up to 2,000
    /// cells, kept them all, and a column of 20,000 took gigabytes.
    func reachesOnlyFixed(_ symbols: [Symbol], fixed: [Bool]) -> [Bool] {
        // 0 not seen, 1 on the walk, 2 reaches only fixed symbols, 3 does not.
        var state = [UInt8](repeating: 0, count: rows.count)
        var walk: [(symbol: Symbol, next: Int)] = []
        for root in symbols where isBasic[Int(root)] && state[Int(root)] == 0 {
            state[Int(root)] = 1
            walk.append((root, 0))
            while let top = walk.last {
                // The row's cells read where they are: binding them to a local retained
                // and released the row's buffer at every cell, which was most of the
                // ambiguity analysis of a table of 2,000 self-sizing cells.
                let ti = Int(top.symbol)
                guard top.next < rows[ti].cells.count else {
                    state[ti] = 2
                    walk.removeLast()
                    continue
                }
                walk[walk.count - 1].next += 1
                let s = Int(rows[ti].cells[top.next].symbol)
                let reaches: Bool
                if isBasic[s] {
                    switch state[s] {
                    case 0:
                        state[s] = 1
                        walk.append((Symbol(s), 0))
                        continue
                    case 2: reaches = true
                    default: reaches = false  // 3, or 1: a cycle definitions never make
                    }
                } else {
                    reaches = s < fixed.count && fixed[s]
                }
                if !reaches {
                    // Every row on the walk holds this one, or a row that does.
                    for entry in walk { state[Int(entry.symbol)] = 3 }
                    walk.removeAll(keepingCapacity: true)
                }
            }
        }
        return symbols.map { isBasic[Int($0)] && state[Int($0)] == 2 }
    }
}
