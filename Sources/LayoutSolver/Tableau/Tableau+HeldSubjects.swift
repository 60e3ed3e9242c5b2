/// Keeping a new row as a definition when its subject is already held, by definitions
/// only (``Tableau+Definitions.swift``).
///
/// A definition is made only for a *fresh* external variable, one no row holds yet. The
/// order a layout's constraints arrive in often spoils that: a table cell's own
/// constraints (its content view, its labels) name the cell's top before the constraint
/// hanging the cell below the one above it arrives. That constraint then found no fresh
/// variable and was written out in nonbasic symbols: the cell's top took in every height
/// above it, and a table of n self-sizing cells held n²/2 such cells (a table of 2,000
/// cells took 3.1 s and 518 MB to solve, most of it these rows).
///
/// Yet the rows holding the cell's top are all definitions, which may name a basic
/// variable as well as hold a nonbasic one. So the new row becomes the top's definition
/// as it is, and the definitions holding the top name it from then on: their cells stay
/// as they are, and their values move by their coefficient of the top times its value
/// (settled as any change of a definition's value). What must still hold is the order
/// of ranks, a definition naming only lower ranks: the top takes the next rank, and the
/// definitions naming it, directly or through each other, take ranks above it in their
/// old order. That is refused (and the row written out as before) when one of them is a
/// reference of the new row itself, which would make the definitions name each other in
/// a circle, or when they are more than ``heldSubjectNamerLimit``, which bounds the work.
extension Tableau {
    /// How many definitions may name a held subject, directly or through each other,
    /// for a new row to become its definition: a cell's own handful, with room to spare.
    static let heldSubjectNamerLimit = 64

    /// The subject for new row `row` (over external symbols, holding references, none of
    /// them fresh), with the definitions that would name it, directly or through each
    /// other, in increasing rank; nil when the row is to be written out.
    ///
    /// The subject is the row's nonbasic external symbol in the fewest rows, if only
    /// definitions hold it. Failing that, a reference of the row whose own definition is
    /// short and names nothing may be replaced by that definition, and a symbol of it
    /// taken: two views made equal (a cell and its content view, `top == top`) leave one
    /// of them defined as the other, and a constraint hanging the first from a view above
    /// then finds it basic; in its definition's place the row holds the other, which only
    /// the cell's own definitions hold. `row` is rewritten so only when a subject is found.
    mutating func heldDefinitionSubject(of row: inout Row) -> (subject: Symbol, namers: [Symbol])? {
        if let found = heldSubject(in: row) { return found }
        for cell in row.cells where isBasic[Int(cell.symbol)] {
            let definition = rows[Int(cell.symbol)]
            guard definition.cells.count <= Self.writtenOutCellLimit, !holdsReferences(definition),
                definition.cells.contains(where: { isHeldSubjectCandidate($0.symbol) })
            else { continue }
            // The row's constant already counts the reference's value (its definition's
            // constant), so only the definition's cells come in.
            var rewritten = row
            var scratch: [Row.Cell] = []
            rewritten.substitute(cell.symbol, by: Row(constant: 0, sortedCells: definition.cells), scratch: &scratch) { _ in }
            if let found = heldSubject(in: rewritten) {
                row = rewritten
                return found
            }
        }
        return nil
    }

    /// The nonbasic external symbol of `row` in the fewest rows, with its namers, if only
    /// definitions hold it and none of them is a reference of `row`.
    private mutating func heldSubject(in row: Row) -> (subject: Symbol, namers: [Symbol])? {
        var subject: Symbol?
        var fewest = Int.max
        for cell in row.cells where !isBasic[Int(cell.symbol)] && kinds[Int(cell.symbol)] == .external {
            let count = occurrences(of: cell.symbol)
            if count < fewest && count <= Self.candidateOccurrenceLimit { subject = cell.symbol; fewest = count }
        }
        guard let subject, let namers = namersByDefinitionsOnly(of: subject) else { return nil }
        // A reference of the row among the namers would rank above the subject it defines.
        let generation = nextMarkGeneration()
        for z in namers { marks[Int(z)] = generation }
        if row.cells.contains(where: { isBasic[Int($0.symbol)] && marks[Int($0.symbol)] == generation }) { return nil }
        return (subject, namers)
    }

    /// Whether `s` is a nonbasic external symbol in few enough rows to be a held subject
    /// (its list's length bounds their number).
    private func isHeldSubjectCandidate(_ s: Symbol) -> Bool {
        !isBasic[Int(s)] && kinds[Int(s)] == .external && occurrences(of: s) <= Self.candidateOccurrenceLimit
    }

    /// The longest column list a candidate may have (its stale entries count too).
    private static let candidateOccurrenceLimit = 2 * heldSubjectNamerLimit

    /// The definitions naming nonbasic `s` and those naming them, and so on, in
    /// increasing rank; nil when a row other than a definition holds `s`, or when they
    /// are more than ``heldSubjectNamerLimit``.
    private mutating func namersByDefinitionsOnly(of s: Symbol) -> [Symbol]? {
        var namers = rowsHolding(s)
        guard namers.count <= Self.heldSubjectNamerLimit,
            namers.allSatisfy({ kinds[Int($0)] == .external && isBasic[Int($0)] })
        else { return nil }
        let generation = nextMarkGeneration()
        for z in namers { marks[Int(z)] = generation }
        var next = 0
        while next < namers.count {
            let z = namers[next]
            next += 1
            guard isNamed(z) else { continue }
            for w in rowsHolding(z) where marks[Int(w)] != generation {
                marks[Int(w)] = generation
                namers.append(w)
                if namers.count > Self.heldSubjectNamerLimit { return nil }
            }
        }
        namers.sort { definitions.rank[Int($0)] < definitions.rank[Int($1)] }
        return namers
    }

    /// Installs `0 = row` as the definition of `subject`, which `namers` (from
    /// ``heldDefinitionSubject(of:)``) hold or name: they keep their cells and name it,
    /// and rank above it in their old order.
    mutating func installDefinition(_ row: consuming Row, subject: Symbol, namers: [Symbol]) {
        var row = row
        row.solve(for: subject)
        let value = row.constant
        setRow(subject, row)
        definitions.assignRank(to: subject)
        for z in namers { definitions.assignRank(to: z) }
        definitions.noteReferencesKept()
        if value != 0 { noteValueChange(of: subject, by: value) }
    }
}
