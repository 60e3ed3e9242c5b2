/// A pivot's changes written into a column snapshot as the pivot makes them, instead of
/// noted for the next shift to look up (``ColumnSnapshot/repair(column:rows:isBasic:kinds:marks:changed:decided:)``).
///
/// Why: after a pivot that rewrites many rows holding an edit's symbol, the next step
/// of a sweep searched every one of those rows again for the symbol's coefficient
/// (grid-5-sweep's steps right after a pivot: 10–15 k instructions, the median of the
/// sweep). The pivot already knows each new coefficient: a holder's coefficient on the
/// snapshot's symbol becomes `old + a·f` (`a` the pivot row's, `f` the holder's
/// coefficient of the entering symbol), dropped when the merge would cancel it, and
/// written only when the merge would write it. The arithmetic and both tests are the
/// merge's (``Row/substitute(_:by:cells:scratch:inserted:)``), so the entries hold the
/// rows' coefficients bit for bit.
///
/// What a walk of the column would give decides the rest, so that the answer (and
/// every later pivot) is the same as with noting: an entry whose row loses the symbol
/// or leaves the basis keeps its place with a coefficient of zero, absent (a walk keeps
/// a row where it was first listed if it holds the symbol again); rows that gain the
/// symbol follow in the order the merges list them, then the entering row. The next
/// repair drops the absent entries and takes the largest coefficient over the rest.
extension ColumnSnapshot {
    /// Writes one pivot into the entries: `holders` are the rows that held the entering
    /// symbol, in the substitution's order, with their coefficients of it in `factors`;
    /// `coefficient` is the pivot row's coefficient of ``symbol``; `leaving` left the
    /// basis and `entering` is now basic with the pivot row. `marks` at `generation`
    /// and `slots` index the entries (both per symbol, scratch for the call).
    mutating func update(
        holders: UnsafeBufferPointer<Symbol>, factors: UnsafeBufferPointer<Double>, coefficient a: Double,
        leaving: Symbol, entering: Symbol, kinds: [SymbolKind], keepingExternalHolders: Bool,
        marks: UnsafeMutableBufferPointer<UInt32>, generation: UInt32, slots: UnsafeMutableBufferPointer<Int32>
    ) {
        for k in entries.indices {
            let bi = Int(entries[k].row)
            marks[bi] = generation
            slots[bi] = Int32(truncatingIfNeeded: k)
        }
        let li = Int(leaving)
        if marks[li] == generation { entries[Int(slots[li])].coefficient = 0 }
        for j in holders.indices {
            let hi = Int(holders[j])
            if keepingExternalHolders && kinds[hi] == .external { continue }
            let d = a * factors[j]
            if marks[hi] == generation {
                let k = Int(slots[hi])
                let old = entries[k].coefficient
                if old != 0 {
                    let sum = old + d
                    entries[k].coefficient = cancels(sum, old, d) ? 0 : sum
                } else {
                    // Absent: the merge writes the product, or nothing if it is zero.
                    entries[k].coefficient = d
                }
            } else if !negligibleProduct(d) {
                marks[hi] = generation
                slots[hi] = Int32(truncatingIfNeeded: entries.count)
                entries.append(Entry(row: holders[j], coefficient: d, isRestricted: kinds[hi] != .external))
            }
        }
        let ei = Int(entering)
        if marks[ei] == generation {
            entries[Int(slots[ei])].coefficient = a
        } else {
            entries.append(Entry(row: entering, coefficient: a, isRestricted: kinds[ei] != .external))
        }
        isUpdatedInPlace = true
    }

    /// The first pass of a repair after updates in place: drops the entries a pivot
    /// took the symbol from, unless a noted pivot changed the row since (`changed`: the
    /// repair reads it again, and drops it if it does not hold the symbol); raises the
    /// largest coefficient over the rest (an entry the updates did not write is already
    /// below it, so this is the largest over the written ones, as a repair takes it);
    /// and marks the rows it decides `decided`, so that the repair's pass over the
    /// list's tail skips the rows the updates already placed (listed there too, by the
    /// merges, the entering row, and a row that got the symbol back).
    mutating func settleInPlaceUpdates(marks: UnsafeMutableBufferPointer<UInt32>, changed: UInt32, decided: UInt32) {
        keepEntries { entry, _, largest in
            let bi = Int(entry.row)
            guard marks[bi] != changed else { return true }
            marks[bi] = decided
            guard entry.coefficient != 0 else { return false }
            largest = Swift.max(largest, abs(entry.coefficient))
            return true
        }
    }

    /// The repair when every pivot since the entries were exact updated them in place
    /// (nothing pending): one pass drops the absent entries, raises the largest
    /// coefficient over the rest (see ``settleInPlaceUpdates(marks:changed:decided:)``)
    /// and writes the column list as the repair leaves it. The list's tail holds only
    /// rows that are entries (every row that gained the symbol did so in a merge or as
    /// the entering row of a pivot updated in place; any other change of such a row
    /// drops the snapshot), so there is nothing for the repair's pass over it to find.
    /// Returns the list's new length.
    mutating func compactInPlaceUpdates(into column: UnsafeMutableBufferPointer<Symbol>) -> Int {
        keepEntries { entry, position, largest in
            guard entry.coefficient != 0 else { return false }
            largest = Swift.max(largest, abs(entry.coefficient))
            column[position] = entry.row
            return true
        }
        let kept = entries.count
        columnCount = kept
        notedCount = 0
        exactCount = kept
        isUpdatedInPlace = false
        return kept
    }
}
