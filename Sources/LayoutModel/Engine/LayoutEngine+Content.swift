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
    /// constraints move in place (``moveContentSize(of:)``), and so do those of the
    /// document constraints that use their baselines. Where a constraint cannot move
    /// (an axis gained or lost its size, a required size conflicts) the view's
    /// content-size constraints are removed and re-added; where a baseline constraint
    /// cannot (it is broken, or its baseline changed kind), the system is rebuilt.
    private mutating func apply(_ changed: [Int]) throws(LayoutEngineError) {
        for index in changed where !(try moveContentSize(of: index)) {
            for id in contentSizeConstraints[index] ?? [] where solver.constraint(id) != nil {
                do { try solver.remove(id) } catch { throw .internalError("re-measure: \(error)") }
                setInstalled(id, nil)
            }
            try addContentSizeConstraints(of: index)
        }
        let specs = Set(changed.flatMap { baselineConstraints[$0] ?? [] }).sorted()
        for specIndex in specs where !(try moveDocumentConstant(specIndex)) {
            rebuildCauses[.baselineMove, default: 0] += 1
            try build(derived: derived)
            return
        }
    }

    /// Moves view `index`'s content-size constraints to its current ``content`` in
    /// place, keeping their handles and fake addresses; false when the constraints
    /// installed are not one hugging and one compression-resistance constraint (and
    /// their stack tie-break copies) for exactly the axes that now have a size, or a
    /// move cannot hold.
    private mutating func moveContentSize(of index: Int) throws(LayoutEngineError) -> Bool {
        let ids = contentSizeConstraints[index] ?? []
        let view = hierarchy.views[index].view
        let sizes = content[index].intrinsicContentSize
        let axes = LayoutAxis.allCases.filter { sizes[$0] != nil }
        let copies = axes.map { axis in
            [view.contentHugging[axis], view.compressionResistance[axis]].filter {
                Self.stackTieBreak(of: view, axis: axis, for: $0) != nil
            }.count
        }
        guard ids.count == 2 * axes.count + copies.reduce(0, +) else { return false }
        for id in ids {
            // A tie-break copy moves with its constraint and stays unrecorded.
            let recorded = diagnosed(id) != nil
            guard let installed = solver.constraint(id), let variable = installed.expression.terms.first?.variable
            else { return false }
            let axis: LayoutAxis = variable == viewFrames[index].width ? .horizontal : .vertical
            guard let size = sizes[axis], size.isFinite else { return false }
            guard try moveConstant(id, to: Constraint(LinearExpression(variable) - size, installed.relation)) else {
                return false
            }
            guard recorded else { continue }
            let key = ContentSizeKey(view: index, axis: axis)
            setInstalled(id, PendingConstraint(
                source: .contentSize(view: view.id, axis: axis),
                text: .contentSize(
                    view: index, axis: axis, size: size, hugging: view.contentHugging[axis],
                    resistance: view.compressionResistance[axis], serial: contentSizeSerials[key] ?? 0)))
        }
        return true
    }

    /// Moves the constant of the document constraint `specIndex` to what its anchors
    /// give now (a baseline moved); false when it is not installed, its terms changed,
    /// or the move cannot hold.
    private mutating func moveDocumentConstant(_ specIndex: Int) throws(LayoutEngineError) -> Bool {
        guard let id = documentConstraints[specIndex], let installed = solver.constraint(id) else { return false }
        let next = try solverConstraint(for: hierarchy.constraints[specIndex])
        guard next.expression.terms == installed.expression.terms, next.relation == installed.relation else {
            return false
        }
        return try moveConstant(id, to: next)
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
