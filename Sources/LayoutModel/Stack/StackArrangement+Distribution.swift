/// Along the axis: how the visible arranged views share the stack's length
/// (facts/stackview.md §2).
extension StackArrangement {
    mutating func addDistribution(_ visible: [ViewNode]) {
        switch properties.distribution {
        case .fill:
            break
        case .fillEqually:
            addEqualLengths(visible)
        case .fillProportionally:
            addProportionalLengths(visible)
        case .equalSpacing:
            addGaps(visible, from: trailingEdge, to: leadingEdge) { _ in 1000 }
        case .equalCentering:
            addGaps(visible, from: center, to: center) { index in Double(max(150 - index, 50)) }
        }
    }

    /// `UISV-fill-equally`: `vN.length == v0.length`.
    private mutating func addEqualLengths(_ visible: [ViewNode]) {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() {
            add(.fillEqually, anchor(view, length), .equal, anchor(first, length))
        }
    }

    /// `UISV-fill-proportionally`: `vI.length == (len_I / D) × canvas.length` at
    /// `max(999 − I, 751)`, I the index among the arranged views, len the
    /// ``proportionalLength(of:)`` along the axis (0 gets `length == 0` at that
    /// priority), D the sum of the visible lengths and of the spacings between them.
    /// When D is not above `max(spacings, 1)` UIKit falls back to equal lengths (DEC,
    /// unconfirmed).
    ///
    /// The shares add up to the canvas only when the canvas is exactly D long; otherwise
    /// the lowest priority (the last view) takes the difference, as in UIKit.
    private mutating func addProportionalLengths(_ visible: [ViewNode]) {
        let lengths = visible.map(proportionalLength(of:))
        let spacings = zip(visible, visible.dropFirst()).reduce(0) { $0 + spacing(after: $1.0, before: $1.1) }
        let total = lengths.reduce(0, +) + spacings
        guard total > max(spacings, 1) else {
            addEqualLengths(visible)
            return
        }
        for (view, viewLength) in zip(visible, lengths) {
            let index = arranged.firstIndex(of: view) ?? 0
            let priority = Double(max(999 - index, 751))
            if viewLength > 0 {
                add(.fillProportionally, anchor(view, length), .equal, canvasAnchor(length),
                    multiplier: viewLength / total, priority: priority)
            } else {
                add(.fillProportionally, anchor(view, length), .equal, nil, priority: priority)
            }
        }
    }

    /// The length a view claims in a fillProportionally stack: its intrinsic length along
    /// the axis, else (a view with no intrinsic size there, such as a plain container)
    /// its current length, the document frame's, never negative.
    ///
    /// Decision (facts/stackview.md §2: UIKit's `_proportionalFillLength…` "may fall back"
    /// beyond the intrinsic size, unconfirmed): UIKit reads the arranged view's bounds
    /// when it has no intrinsic metric, so containers keep the proportions they were
    /// given (in Interface Builder, the ones drawn on the canvas). Evidence:
    /// LedgerTableViewCell's vertical fillProportionally stack of six plain views, whose
    /// recorded heights plus the spacings add up to exactly the stack's height; reading
    /// them as 0 instead squeezes all six to zero at priority 999…994.
    func proportionalLength(of view: ViewNode) -> Double {
        if let intrinsic = view.intrinsicContentSize[properties.axis] { return max(intrinsic, 0) }
        return max(isHorizontal ? view.frame.width : view.frame.height, 0)
    }

    /// Gap guides between neighbours, from `start` of one view to `end` of the next
    /// (`UISV-distributing-edge`), of equal length (`UISV-fill-equally`, at `priority`
    /// of the gap's index).
    private mutating func addGaps(
        _ visible: [ViewNode], from start: LayoutAttribute, to end: LayoutAttribute, priority: (Int) -> Double
    ) {
        var firstGap: LayoutGuideNode?
        for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = makeGuide("UISV_distributing\(index)")
            add(.distributingEdge, anchor(gap, leadingEdge), .equal, anchor(previous, start))
            add(.distributingEdge, anchor(next, end), .equal, anchor(gap, trailingEdge))
            if let firstGap {
                add(.fillEqually, anchor(gap, length), .equal, anchor(firstGap, length), priority: priority(index))
            } else {
                firstGap = gap
            }
            suppressAcross(gap)
        }
    }

    /// The axis a generated guide leaves free, pulled to the canvas edge and zero length
    /// at 25 so the engine does not report the guide ambiguous.
    mutating func suppressAcross(_ guide: LayoutGuideNode) {
        add(.ambiguitySuppression, anchor(guide, acrossLeading), .equal, canvasAnchor(acrossLeading), priority: 25)
        add(.ambiguitySuppression, anchor(guide, acrossLength), .equal, nil, priority: 25)
    }

    /// The same for the spanner, whose free axis is the stack's own axis.
    mutating func suppressAlong(_ guide: LayoutGuideNode) {
        add(.ambiguitySuppression, anchor(guide, leadingEdge), .equal, canvasAnchor(leadingEdge), priority: 25)
        add(.ambiguitySuppression, anchor(guide, length), .equal, nil, priority: 25)
    }
}
