/// Exchanging basic symbols: a pivot, and installing a new row solved for its subject.
/// Both write through the row-keeping methods of Tableau.swift (``takeRow(_:snapshotsChecked:namersReleased:)``,
/// ``substitute(_:_:leaving:keepingExternalHolders:)``, ``setRow(_:_:snapshotsChecked:)``).
extension Tableau {
    /// Exchanges a basic symbol for a nonbasic one.
    ///
    /// Above ``definitionThreshold`` and from a row of ``namingThreshold`` cells, the
    /// rows of external variables holding a restricted entering symbol keep it and name
    /// it (``Tableau+Definitions.swift``): the simplex never reads them, and rewriting
    /// them was about half the cells the edit steps' pivots merged.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        pivotCount &+= 1
        let released = definitions.namesRestricted && isNamed(leaving) && kinds[Int(leaving)] != .external
        if released { releaseNamers(of: leaving) }
        var row = takeRow(leaving, snapshotsChecked: true, namersReleased: released)
        row.solve(basic: leaving, for: entering)
        // The definitions holding a restricted entering symbol that can move (never a
        // dummy) keep it and name it, above the thresholds.
        let kind = kinds[Int(entering)]
        let named = kind != .external && kind != .dummy && symbolCount >= definitionThreshold && row.cells.count >= namingThreshold
        substitute(entering, row, leaving: leaving, keepingExternalHolders: named)
        setRow(entering, row, snapshotsChecked: true)
        rankIfUnranked(entering)
    }

    /// Gives external `s`, just made basic by a pivot, a rank if it never had one: a
    /// definition may come to name it, and must rank above it and above every
    /// restricted symbol (rank 0). Nothing names `s` yet (its holders were rewritten).
    mutating func rankIfUnranked(_ s: Symbol) {
        if kinds[Int(s)] == .external && definitions.rank[Int(s)] == 0 { definitions.assignRank(to: s) }
    }

    /// Turns `0 = row` into `subject = …` and installs it.
    ///
    /// `row` is consumed: taking a copy made every install copy the row's cells, since
    /// the caller's row still held them.
    mutating func install(_ row: consuming Row, subject: Symbol) {
        var row = row
        row.solve(for: subject)
        substitute(subject, row)
        setRow(subject, row, snapshotsChecked: true)
        if kinds[Int(subject)] == .external { definitions.assignRank(to: subject) }
    }
}
