/// Text that wraps at the width layout gives it (see ``ContentMeasurement``).
extension LayoutEngine {
    /// Re-measures every wrapping view at its solved width and re-solves until no
    /// intrinsic size changes, at most ``maximumWrappingPasses`` times.
    ///
    /// The width is the view's frame on the pixel grid, which is what UIKit hands a
    /// label as `preferredMaxLayoutWidth` after its first layout. A view laid out with no
    /// width is measured unwrapped (decision: wrapping at 0 would put every character
    /// on a line of its own; UIKit treats a zero preferred width as "none").
    mutating func settleWrapping() throws(LayoutEngineError) {
        guard let measurement, !wrapping.isEmpty else { return }
        for _ in 0..<Self.maximumWrappingPasses {
            let frames = roundedFrames()
            var changed: [Int] = []
            for index in wrapping {
                let width = frames[index].inRoot.width
                let next = measurement.layout(of: hierarchy.views[index].view, wrapWidth: width > 0 ? width : nil)
                guard next != content[index] else { continue }
                content[index] = next
                changed.append(index)
            }
            guard !changed.isEmpty else { return }
            try apply(changed)
        }
    }

    /// Every wrapping view back to its unwrapped size, as a fresh engine starts.
    mutating func resetWrapping() throws(LayoutEngineError) {
        guard let measurement else { return }
        var changed: [Int] = []
        for index in wrapping {
            let next = measurement.layout(of: hierarchy.views[index].view)
            guard next != content[index] else { continue }
            content[index] = next
            changed.append(index)
        }
        if !changed.isEmpty { try apply(changed) }
    }

    /// Installs the new sizes of `changed`: the constants of their content-size
    /// constraints move in place, all of them in one re-solve (``contentSizeMoves(of:)``),
    /// and so do those of the document constraints that use their baselines. Where a
    /// view's constraints cannot move (an axis gained or lost its size, a required size
    /// conflicts) its content-size constraints are removed and re-added; where a
    /// baseline constraint cannot (it is broken, or its baseline changed kind), the
    /// system is rebuilt.
    ///
    /// Why at once: a long list of wrapping labels changes hundreds of sizes in one
    /// pass, and moving them one by one ran the dual simplex, and rewrote the rows
    /// holding each constraint, once per label.
    private mutating func apply(_ changed: [Int]) throws(LayoutEngineError) {
        var moves: [ConstantMove] = []
        var readded: [Int] = []
        for index in changed {
            if let viewMoves = contentSizeMoves(of: index) { moves += viewMoves } else { readded.append(index) }
        }
        let specs = Set(changed.flatMap { baselineConstraints[$0] ?? [] }).sorted()
        var baselineMoves: [ConstantMove] = []
        for specIndex in specs {
            guard let move = try documentConstantMove(specIndex) else { baselineMoves = []; break }
            baselineMoves.append(move)
        }
        if baselineMoves.count == specs.count, try moveConstants(moves + baselineMoves) {
            try readd(readded)
            return
        }
        // Together they cannot hold: view by view, then constraint by constraint, as
        // the moves were made before (those already made move by nothing).
        readded = []
        for index in changed {
            guard let viewMoves = contentSizeMoves(of: index), try moveConstants(viewMoves) else {
                readded.append(index)
                continue
            }
        }
        try readd(readded)
        for specIndex in specs {
            guard let move = try documentConstantMove(specIndex), try moveConstants([move]) else {
                rebuildCauses[.baselineMove, default: 0] += 1
                try build(derived: derived)
                return
            }
        }
    }

    /// Removes and re-adds the content-size constraints of `views`, whose constraints
    /// could not move in place.
    private mutating func readd(_ views: [Int]) throws(LayoutEngineError) {
        for index in views {
            for id in contentSizeConstraints[index] ?? [] where solver.constraint(id) != nil {
                do { try solver.remove(id) } catch { throw .internalError("re-measure: \(error)") }
                setInstalled(id, nil)
            }
            try addContentSizeConstraints(of: index)
        }
    }

    /// The moves that bring view `index`'s content-size constraints to its current
    /// ``content``, keeping their handles and fake addresses; nil when the constraints
    /// installed are not one hugging and one compression-resistance constraint (and
    /// their stack tie-break copies) for exactly the axes that now have a size.
    private func contentSizeMoves(of index: Int) -> [ConstantMove]? {
        let ids = contentSizeConstraints[index] ?? []
        let view = hierarchy.views[index].view
        let sizes = content[index].intrinsicContentSize
        let axes = LayoutAxis.allCases.filter { sizes[$0] != nil }
        let copies = axes.map { axis in
            [view.contentHugging[axis], view.compressionResistance[axis]].filter {
                Self.stackTieBreak(of: view, axis: axis, for: $0) != nil
            }.count
        }
        guard ids.count == 2 * axes.count + copies.reduce(0, +) else { return nil }
        var moves: [ConstantMove] = []
        moves.reserveCapacity(ids.count)
        for id in ids {
            guard let installed = solver.constraint(id), let variable = installed.expression.terms.first?.variable
            else { return nil }
            let axis: LayoutAxis = variable == viewFrames[index].width ? .horizontal : .vertical
            guard let size = sizes[axis], size.isFinite else { return nil }
            let constant = Constraint(LinearExpression(variable) - size, installed.relation).expression.constant
            // A tie-break copy moves with its constraint and stays unrecorded.
            guard isRecorded(id) else {
                moves.append(ConstantMove(id: id, constant: constant, diagnosed: nil))
                continue
            }
            let key = ContentSizeKey(view: index, axis: axis)
            moves.append(ConstantMove(id: id, constant: constant, diagnosed: PendingConstraint(
                source: .contentSize(view: view.id, axis: axis),
                text: .contentSize(
                    view: index, axis: axis, size: size, hugging: view.contentHugging[axis],
                    resistance: view.compressionResistance[axis], serial: contentSizeSerials[key] ?? 0))))
        }
        return moves
    }

    /// The move of the document constraint `specIndex`'s constant to what its anchors
    /// give now (a baseline moved); nil when it is not installed or its terms changed.
    private mutating func documentConstantMove(_ specIndex: Int) throws(LayoutEngineError) -> ConstantMove? {
        guard let id = documentConstraints[specIndex], let installed = solver.constraint(id) else { return nil }
        let next = try solverConstraint(for: hierarchy.constraints[specIndex])
        guard next.expression.terms == installed.expression.terms, next.relation == installed.relation else {
            return nil
        }
        return ConstantMove(id: id, constant: next.expression.constant, diagnosed: nil)
    }

    /// For each view whose content can move a baseline an active constraint uses (the
    /// view itself and, for a stack view, its ``baselineCandidates(of:)``), those
    /// constraints' indices in ``LayoutHierarchy/constraints``.
    func baselineConstraintIndices() throws(LayoutEngineError) -> [Int: [Int]] {
        var indices: [Int: [Int]] = [:]
        for (specIndex, spec) in hierarchy.constraints.enumerated() where spec.isActive && !spec.isPlaceholder {
            for anchor in [spec.first] + (spec.second.map { [$0] } ?? [])
            where anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline {
                guard case .view(let view, nil) = try target(of: anchor, in: spec) else { continue }
                for index in baselineCandidates(of: view) where indices[index]?.last != specIndex {
                    indices[index, default: []].append(specIndex)
                }
            }
        }
        return indices
    }

    /// A view's baseline as an expression: the bottom edge when it has none.
    /// A stack view's baseline is its baseline view's (``baselineView(of:_:)``).
    func baselineExpression(ofView stated: Int, _ attribute: LayoutAttribute) -> LinearExpression {
        let index = baselineView(of: stated, attribute)
        let frame = viewFrames[index]
        switch content[index].baseline(attribute) {
        case nil: return frame.bottom
        case .fromTop(let offset)?: return frame.top + offset
        case .fromCentre(let offset)?: return LinearExpression([Term(frame.y), Term(frame.height, 0.5)]) + offset
        }
    }
}
