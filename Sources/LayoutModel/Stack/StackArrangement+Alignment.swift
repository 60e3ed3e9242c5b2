/// Across the axis: UIKit's aligned arrangement (facts/stackview.md §3). Every visible
/// view is tied to the first one on the alignment attribute; for every alignment but
/// fill a spanner guide wraps the views so the stack can hug the tallest (widest) one.
extension StackArrangement {
    /// The alignment with the spellings folded (`top` is `leading`, `bottom` is
    /// `trailing`) and baseline alignments of vertical stacks read as fill.
    var effectiveAlignment: StackAlignment {
        switch properties.alignment {
        case .top: return .leading
        case .bottom: return .trailing
        case .firstBaseline, .lastBaseline: return isHorizontal ? properties.alignment : .fill
        default: return properties.alignment
        }
    }

    mutating func addAlignment(_ visible: [ViewNode]) {
        guard let first = visible.first else { return }
        let alignment = effectiveAlignment
        let aligned: [LayoutAttribute]
        switch alignment {
        case .fill: aligned = [acrossLeading, acrossTrailing]
        case .leading, .top: aligned = [acrossLeading]
        case .center: aligned = [acrossCenter]
        case .trailing, .bottom: aligned = [acrossTrailing]
        case .firstBaseline: aligned = [.firstBaseline]
        case .lastBaseline: aligned = [.lastBaseline]
        }
        for view in visible.dropFirst() {
            for attribute in aligned { add(.alignment, anchor(first, attribute), .equal, anchor(view, attribute)) }
        }
        if alignment == .fill {
            // The stack first on both sides, as a real iOS 14 log prints them:
            // `UIStackView:0x….leading == UILabel:0x….leading` and
            // `H:[UILabel:0x…]-(0)-|   (active, names: '|':UIStackView:0x… )`.
            add(.canvasConnection, canvasAnchor(acrossLeading), .equal, anchor(first, acrossLeading))
            add(.canvasConnection, canvasAnchor(acrossTrailing), .equal, anchor(first, acrossTrailing))
            return
        }
        if alignment == .center && visible.count == 1 {
            add(.canvasConnection, canvasAnchor(acrossLeading), .lessThanOrEqual, anchor(first, acrossLeading))
            add(.canvasConnection, canvasAnchor(acrossTrailing), .greaterThanOrEqual, anchor(first, acrossTrailing))
            add(.canvasConnection, canvasAnchor(acrossCenter), .equal, anchor(first, acrossCenter))
            add(.canvasFit, stackAnchor(acrossLength), .equal, nil, priority: 49)
            suppressAcrossLengths(visible)
            return
        }
        addSpanner(visible, alignment: alignment, first: first)
        suppressAcrossLengths(visible)
    }

    /// `_UILayoutSpacer 'UISV-alignment-spanner'` with its boundary and fit constraints
    /// and the canvas connections that go through it.
    private mutating func addSpanner(_ visible: [ViewNode], alignment: StackAlignment, first: ViewNode) {
        let spanner = makeGuide("UISV_alignment_spanner")
        for view in visible {
            switch alignment {
            case .leading, .top:
                add(.spanningBoundary, anchor(spanner, acrossLeading), .equal, anchor(view, acrossLeading), priority: 999.5)
            default:
                add(.spanningBoundary, anchor(spanner, acrossLeading), .lessThanOrEqual, anchor(view, acrossLeading))
            }
            switch alignment {
            case .trailing, .bottom:
                add(.spanningBoundary, anchor(spanner, acrossTrailing), .equal, anchor(view, acrossTrailing), priority: 999.5)
            default:
                add(.spanningBoundary, anchor(spanner, acrossTrailing), .greaterThanOrEqual, anchor(view, acrossTrailing))
            }
        }
        add(.spanningFit, anchor(spanner, acrossLength), .equal, nil, priority: 51)
        suppressAlong(spanner)
        // Canvas connections name the stack first, so the trailing ones print as UIKit's
        // `V:[_UILayoutSpacer:0x…'UISV-alignment-spanner']-(0)-|` (public logs).
        switch alignment {
        case .leading, .top:
            add(.canvasConnection, canvasAnchor(acrossLeading), .equal, anchor(first, acrossLeading))
            add(.canvasConnection, canvasAnchor(acrossTrailing), .equal, anchor(spanner, acrossTrailing))
        case .trailing, .bottom:
            add(.canvasConnection, canvasAnchor(acrossLeading), .equal, anchor(spanner, acrossLeading))
            add(.canvasConnection, canvasAnchor(acrossTrailing), .equal, anchor(first, acrossTrailing))
        case .center:
            add(.canvasConnection, canvasAnchor(acrossLeading), .equal, anchor(spanner, acrossLeading))
            add(.canvasConnection, canvasAnchor(acrossTrailing), .equal, anchor(spanner, acrossTrailing))
            add(.canvasConnection, canvasAnchor(acrossCenter), .equal, anchor(first, acrossCenter))
        case .firstBaseline:
            add(.canvasFit, stackAnchor(acrossLength), .equal, nil, priority: 49)
            add(.canvasConnection, canvasAnchor(acrossLeading), .equal, anchor(spanner, acrossLeading))
            add(.canvasConnection, canvasAnchor(acrossTrailing), .equal, anchor(spanner, acrossTrailing))
        case .lastBaseline:
            // facts §3 lists only `V:[v0]-(>=0)-|` at the bottom, which alone lets taller
            // views hang out of the stack; layoutdb also ties the spanner's bottom to the
            // stack's, as for firstBaseline (decision, unconfirmed on a device).
            add(.canvasFit, stackAnchor(acrossLength), .equal, nil, priority: 49)
            add(.canvasConnection, canvasAnchor(acrossLeading), .equal, anchor(spanner, acrossLeading))
            add(.canvasConnection, canvasAnchor(acrossTrailing), .greaterThanOrEqual, anchor(first, acrossTrailing))
            add(.canvasConnection, canvasAnchor(acrossTrailing), .equal, anchor(spanner, acrossTrailing))
        case .fill:
            break
        }
    }

    /// `UISV-ambiguity-suppression`: `view.acrossLength == 0 @25`, so a view without an
    /// intrinsic size across the axis collapses instead of being ambiguous.
    private mutating func suppressAcrossLengths(_ visible: [ViewNode]) {
        for view in visible { add(.ambiguitySuppression, anchor(view, acrossLength), .equal, nil, priority: 25) }
    }
}
