/// Turning a constraint into a tableau row and back out again.
extension Solver {
    enum InstallResult {
        case installed
        /// Required and unsatisfiable; the constraints (by raw id) whose equations the
        /// proof of infeasibility used. The tableau is unchanged.
        case infeasible(candidates: [Int])
    }

    /// Adds `constraint` to the tableau as `id` and re-optimises (only makes the tableau
    /// feasible when not `optimizing`: a trial that asks whether it can hold,
    /// ``refusalNeedsEach(of:toRefuse:)``).
    mutating func install(_ constraint: Constraint, id: ConstraintID, optimizing: Bool = true) throws(SolverError) -> InstallResult {
        let owner = Int32(id.rawValue)
        tableau.settleValues()
        var (row, definitionSubject) = newRow(constraint.expression)
        // Finite numbers can still overflow with the values they meet: a coefficient of
        // 1e306 times a width of 375 is infinite, and such a row was installed as if it
        // held nothing, leaving a required constraint silently unsatisfied. Nothing is
        // installed yet (the references written out above keep the tableau equivalent).
        guard Self.isFinite(row) else { throw .nonFinite(label: constraint.label) }
        tableau.foldDummies(in: &row)
        let optional = !constraint.priority.isRequired
        let level = optional ? tableau.levelIndex(for: constraint.priority.rawValue) : -1
        var marker: Symbol
        var other: Symbol = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr ≤ 0 becomes expr + slack = 0; expr ≥ 0 becomes expr − slack = 0.
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = tableau.makeSymbol(.slack, owner: owner)
            row.add(marker, sign)
            if optional {
                other = tableau.makeSymbol(.error, owner: owner)
                row.add(other, -sign)
                tableau.addToObjective(level: level, symbol: other, coefficient: 1)
            }
        case .equal:
            if optional {
                marker = tableau.makeSymbol(.error, owner: owner)
                other = tableau.makeSymbol(.error, owner: owner)
                row.add(marker, -1)
                row.add(other, 1)
                tableau.addToObjective(level: level, symbol: marker, coefficient: 1)
                tableau.addToObjective(level: level, symbol: other, coefficient: 1)
            } else {
                marker = tableau.makeSymbol(.dummy, owner: owner)
                row.add(marker, 1)
            }
        }
        if row.constant < 0 { row.negate() }

        if case .held(let subject, let namers) = definitionSubject {
            tableau.installDefinition(consume row, subject: subject, namers: namers)
        } else if let subject = definitionSubject?.symbol ?? chooseSubject(row, marker: marker, other: other) {
            tableau.install(consume row, subject: subject)
        } else if row.cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
            // The row is a combination of required equalities.
            guard nearZero(row.constant) else {
                return .infeasible(candidates: owners(of: row, excluding: owner))
            }
            tableau.install(consume row, subject: marker)
        } else if optimizing, tableau.installKeepingOptimality(row, marker: marker) {
            // Installed by the dual simplex (Tableau+DualInstall.swift), which needs the
            // basis optimal: a trial that skipped optimising goes to phase one, whose
            // primal pivots end whatever the objective.
        } else {
            let phaseOne: ArtificialResult
            do { phaseOne = try addWithArtificialVariable(row) } catch {
                throw .internalInconsistency("phase one: \(error)")
            }
            if case .infeasible(let certificate) = phaseOne {
                // Phase one moved the basis towards the refused row; the tableau is
                // the installed constraints' again, but at a vertex that may no longer
                // be optimal.
                if optimizing {
                    do { try tableau.optimize() } catch { throw .internalInconsistency("optimize: \(error)") }
                }
                return .infeasible(candidates: owners(of: certificate, excluding: owner))
            }
        }
        records[id.rawValue] = Record(constraint: constraint, marker: marker, other: other)
        if optimizing {
            do { try tableau.optimize() } catch { throw .internalInconsistency("optimize: \(error)") }
        }
        return .installed
    }

    /// Whether `row`'s constant and coefficients are all finite: a product of infinity and
    /// zero is NaN, so one sum of products by zero tells.
    private static func isFinite(_ row: Row) -> Bool {
        var probe = row.constant * 0
        for cell in row.cells { probe += cell.coefficient * 0 }
        return probe == 0
    }

    /// The variable a new row is kept as the definition of (``newRow(_:)``).
    enum DefinitionSubject {
        /// A variable no row holds yet.
        case fresh(Symbol)
        /// A variable only definitions hold, and those that name them, directly or
        /// through each other (``Tableau/heldDefinitionSubject(of:)``).
        case held(Symbol, namers: [Symbol])

        var symbol: Symbol {
            switch self {
            case .fresh(let s), .held(let s, _): s
            }
        }
    }

    /// A new constraint's row, and its subject when it can be kept as a definition.
    ///
    /// Each basic variable of the expression stays a reference at first (its value
    /// counted in the constant, ``Tableau+Definitions.swift``). When the row then holds
    /// an external variable that no row holds yet, the row becomes that variable's
    /// definition as it is (the first such by symbol, which ``chooseSubject(_:marker:other:)``
    /// would also pick from the written-out row); failing that, of one that only
    /// definitions hold (Tableau+HeldSubjects.swift). Otherwise the references are written
    /// out and the row goes the usual way.
    private mutating func newRow(_ expression: LinearExpression) -> (Row, DefinitionSubject?) {
        guard tableau.symbolCount >= tableau.definitionThreshold else { return (writtenOut(expression), nil) }
        var row = Row(constant: expression.constant, capacity: expression.terms.count + 2)
        var constantScale = abs(expression.constant)
        for term in expression.terms {
            let s = variableSymbols[term.variable.index]
            if tableau.isBasic[Int(s)] {
                // A cell this small would not be inserted, while its value would count.
                guard !nearZero(term.coefficient) else { return (writtenOut(expression), nil) }
                let part = term.coefficient * tableau.value(s)
                row.constant += part
                constantScale = Swift.max(constantScale, abs(part))
            }
            row.add(s, term.coefficient)
        }
        dropConstantRounding(&row, scale: constantScale)
        guard tableau.holdsReferences(row) else { return (row, nil) }
        if let fresh = row.cells.first(where: { !tableau.isBasic[Int($0.symbol)] && tableau.occurrences(of: $0.symbol) == 0 }) {
            tableau.definitions.noteReferencesKept()
            return (row, .fresh(fresh.symbol))
        }
        // A variable that only definitions hold yet (Tableau+HeldSubjects.swift).
        if let (subject, namers) = tableau.heldDefinitionSubject(of: &row) { return (row, .held(subject, namers: namers)) }
        // Rows naming the same variable again (a view's trailing edge after its
        // leading one) then expand it in one step, where its expansion is short.
        for cell in row.cells where tableau.isBasic[Int(cell.symbol)] { tableau.writeOutIfShort(cell.symbol) }
        return (tableau.expand(row), nil)
    }

    /// `expression` as a row over nonbasic symbols, each basic variable's row written
    /// out and merged in.
    ///
    /// The row's size is bounded before it is written (each term's row, or the term,
    /// and the constraint's own one or two symbols), so it is written into one buffer
    /// of that size, with one spare of the same size for the merges.
    private mutating func writtenOut(_ expression: LinearExpression) -> Row {
        var capacity = 2
        for term in expression.terms {
            let s = variableSymbols[term.variable.index]
            capacity += tableau.isBasic[Int(s)] ? tableau.row(s).cells.count : 1
        }
        var row = Row(constant: expression.constant, capacity: capacity)
        var constantScale = abs(expression.constant)
        var scratch: [Row.Cell] = []
        for term in expression.terms {
            let s = variableSymbols[term.variable.index]
            if tableau.isBasic[Int(s)] {
                if !row.isEmpty && scratch.isEmpty { scratch = Row.scratch(capacity: capacity) }
                let written = tableau.holdsReferences(tableau.row(s)) ? tableau.expandedRow(of: s) : tableau.row(s)
                constantScale = Swift.max(constantScale, abs(term.coefficient * written.constant))
                row.add(written, times: term.coefficient, scratch: &scratch) { _ in }
            } else {
                row.add(s, term.coefficient)
            }
        }
        dropConstantRounding(&row, scale: constantScale)
        return row
    }

    /// Sets a new row's constant to zero when it is rounding of the products it was
    /// summed from (`scale`, the largest of them), by the rule a sum of cells follows
    /// (``cancels(_:_:_:)``). The products are the basic variables' values times the
    /// terms' coefficients, and those values carry the rounding of every pivot that
    /// made them: in the differential campaign's rand-371 of seed 43, two inequalities
    /// that together make an equality left 3.2e-7 of products of 5e9 (and, unreduced,
    /// 1.3e-7 of products near 1e5) where 0 was meant. ``epsilon`` took that for a
    /// constant, and the second inequality was refused as a required conflict.
    private func dropConstantRounding(_ row: inout Row, scale: Double) {
        // An infinite scale (a product that overflowed) would make any constant look like
        // rounding: it stays, for ``install(_:id:)`` to refuse.
        if row.constant != 0 && scale.isFinite && cancels(row.constant, scale, 0) { row.constant = 0 }
    }

    /// The symbol to solve a new row for, without phase one: an external variable
    /// (the one in the fewest other rows, so the substitution fills in least), else
    /// the row's own slack or error symbol when its coefficient is negative (its value
    /// is then ≥ 0, keeping the tableau feasible).
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol? {
        var best: Symbol?
        var bestCount = Int.max
        for cell in row.cells where tableau.kinds[Int(cell.symbol)] == .external {
            let count = tableau.occurrences(of: cell.symbol)
            if best == nil || count < bestCount { best = cell.symbol; bestCount = count }
            if count == 0 { break }
        }
        if let best { return best }
        let markerKind = tableau.kinds[Int(marker)]
        if (markerKind == .slack || markerKind == .error) && row.coefficient(of: marker) < 0 { return marker }
        if other >= 0 && tableau.kinds[Int(other)] == .error && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    enum ArtificialResult {
        case feasible
        /// The phase-one objective's final row: a certificate of infeasibility.
        case infeasible(Row)
    }

    /// Phase one: install the row through an artificial variable and minimise it.
    ///
    /// On failure the artificial variable is still basic and the new row's own
    /// symbols appear only in its row, so dropping that row gives back the tableau
    /// of the installed constraints exactly (unlike a plain Cassowary, which pivots
    /// the artificial variable out and so installs the constraint it refused).
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverInternalError) -> ArtificialResult {
        let art = tableau.makeSymbol(.slack)
        tableau.setRow(art, row)
        tableau.artificial = row
        try tableau.optimizeArtificial()
        let certificate = tableau.artificial ?? Row()
        tableau.artificial = nil
        let feasible = nearZero(certificate.constant)
        if tableau.isBasic[Int(art)] {
            var artRow = tableau.takeRow(art)
            guard feasible else { return .infeasible(certificate) }
            if let nonDummy = artRow.cells.first(where: { tableau.kinds[Int($0.symbol)] != .dummy }) {
                artRow.solve(basic: art, for: nonDummy.symbol)
                tableau.substitute(nonDummy.symbol, artRow)
                tableau.setRow(nonDummy.symbol, artRow)
                tableau.rankIfUnranked(nonDummy.symbol)
            } else if case let leaves = tableau.leafCells(of: artRow), let entering = leaves.first?.symbol {
                // A row of dummies alone means the constraint is implied by required
                // equalities, so a dummy may enter: a real one, never an aggregate, and
                // with every occurrence of it explicit first. The row is written in
                // those dummies before the separation, which retires the aggregates
                // above the entering one, this row's among them.
                tableau.separate(entering)
                artRow = Row(constant: artRow.constant, sortedCells: leaves)
                artRow.solve(basic: art, for: entering)
                tableau.substitute(entering, artRow)
                tableau.setRow(entering, artRow)
            }
        }
        // A nonbasic artificial variable is zero, so the row holds even when the
        // objective's constant says otherwise: with coefficients ~1e6 (1000 x 1000 in
        // the differential campaign's rand-428) its rounding error alone exceeds
        // epsilon, and refusing then crashed a feasible required constraint.
        tableau.scrub(art)
        return .feasible
    }

    /// The constraints whose marker symbols appear in `row`, as raw ids, sorted.
    func owners(of row: Row, excluding owner: Int32) -> [Int] {
        var result = Set<Int>()
        for cell in tableau.leafCells(of: row) {
            let o = tableau.owners[Int(cell.symbol)]
            if o >= 0 && o != owner && records[Int(o)]?.constraint.priority.isRequired == true {
                result.insert(Int(o))
            }
        }
        return result.sorted()
    }

    /// Takes an installed constraint's row out of the tableau and re-optimises (or only
    /// keeps it feasible, when not `optimizing`: the leaving row is chosen by ratio).
    mutating func uninstall(_ record: Record, optimizing: Bool = true) throws(SolverInternalError) {
        let priority = record.constraint.priority
        if !priority.isRequired {
            let level = tableau.levelIndex(for: priority.rawValue)
            for s in [record.marker, record.other] where s >= 0 && tableau.kinds[Int(s)] == .error {
                tableau.addToObjective(level: level, symbol: s, coefficient: -1)
            }
        }
        let marker = record.marker
        if tableau.kinds[Int(marker)] == .dummy { tableau.separate(marker) }
        if tableau.isBasic[Int(marker)] {
            _ = tableau.takeRow(marker)
        } else {
            guard var leaving = markerLeavingRow(marker) else { throw .noLeavingRow }
            if tableau.kinds[Int(leaving)] == .external {
                // Only external variables' rows hold the marker: choose among their true
                // coefficients (``Tableau/writeOutDefinitions(holding:)``).
                tableau.writeOutDefinitions(holding: marker)
                guard let written = markerLeavingRow(marker) else { throw .noLeavingRow }
                leaving = written
                tableau.releaseDefinition(leaving)
            }
            var row = tableau.takeRow(leaving)
            row.solve(basic: leaving, for: marker)
            tableau.substitute(marker, row)
        }
        tableau.scrub(marker)
        if record.other >= 0 { tableau.scrub(record.other) }
        if optimizing { try tableau.optimize() }
    }

    /// The row to exchange for a nonbasic marker when removing its constraint: a basic
    /// dummy's row if one holds the marker, else the restricted row that stays feasible
    /// (smallest ratio), else any row holding it.
    ///
    /// A basic dummy stands for a required equality implied by others (added twice, or
    /// as a combination of installed ones); its row must stay exactly zero, which no
    /// ratio can promise once the marker moves. Pivoting on it hands the removed
    /// constraint's work to the redundant one: removing one of two identical required
    /// constraints keeps the other (the property tests found a removal that moved the
    /// marker by 23 along a slack's row and left the duplicate off by 23).
    private mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?, second: Symbol?, third: Symbol?
        var r1 = Double.infinity, r2 = Double.infinity
        for k in 0..<tableau.makeColumnExact(marker) {
            let b = tableau.holder(of: marker, at: k)
            let row = tableau.row(b)
            let c = row.coefficient(of: marker)
            if tableau.kinds[Int(b)] == .dummy {
                return b
            } else if !tableau.isRestricted(b) {
                if third == nil { third = b }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 { r1 = r; first = b }
            } else {
                let r = row.constant / c
                if r < r2 { r2 = r; second = b }
            }
        }
        return first ?? second ?? third
    }
}
