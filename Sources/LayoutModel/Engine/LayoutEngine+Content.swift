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

    /// Installs the new sizes of `changed`: their content-size constraints are removed
    /// and re-added (the solver is reused). When a constraint uses the baseline of one
    /// of them, its constant moved too, and the whole system is rebuilt instead.
    private mutating func apply(_ changed: [Int]) throws(LayoutEngineError) {
        if changed.contains(where: baselineUsers.contains) {
            try build(derived: derived)
            return
        }
        for index in changed {
            for id in contentSizeConstraints[index] ?? [] {
                do { try solver.remove(id) } catch { throw .internalError("re-measure: \(error)") }
                setInstalled(id, nil)
            }
            try addContentSizeConstraints(of: index)
        }
    }

    /// The views whose first or last baseline an active constraint uses.
    func usedBaselines() throws(LayoutEngineError) -> Set<Int> {
        var used: Set<Int> = []
        for spec in hierarchy.constraints where spec.isActive && !spec.isPlaceholder {
            for anchor in [spec.first] + (spec.second.map { [$0] } ?? [])
            where anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline {
                if case .view(let index, nil) = try target(of: anchor, in: spec) { used.insert(index) }
            }
        }
        return used
    }

    /// A view's baseline as an expression: the bottom edge when it has none.
    func baselineExpression(ofView index: Int, _ attribute: LayoutAttribute) -> LinearExpression {
        let frame = viewFrames[index]
        switch content[index].baseline(attribute) {
        case nil: return frame.bottom
        case .fromTop(let offset)?: return frame.top + offset
        case .fromCentre(let offset)?: return LinearExpression([Term(frame.y), Term(frame.height, 0.5)]) + offset
        }
    }
}
