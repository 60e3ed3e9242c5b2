import LayoutModel

/// The fidelity check's third design-time transform, after ``DesignTimeIntrinsicSizes``:
/// an arranged plain view of a stack keeps the length Interface Builder recorded where
/// nothing else sets it — across the stack's axis when the stack does not fill across,
/// and along it when the view has no subviews.
///
/// Why: across the axis nothing but UIKit's `UISV-ambiguity-suppression` (`length == 0`
/// at priority 25) sizes a `UIView` with no intrinsic size and no constraint on that
/// length, so at run time it collapses to 0 (``StackArrangement``); along the axis such
/// a view in a stack that nothing sizes is ambiguous. The canvas does neither: every
/// such view of the wild sweeps across a stack (44, in 25 files of 14 repositories,
/// Xcode 8 to 16) is recorded at a length of its own and none at 0 — Ring's walkthrough
/// separators and Element's pin-code spacers at the 240 points of a view dropped on
/// the canvas, a 5-point rule 240 wide at the top of a top-aligned stack, OsmAnd's and
/// Element's 50-point cells' spacers 50 high in centre-aligned rows; along a stack,
/// CometChat's message bubbles record their 389-point filler beside an 85-point one in
/// a row nothing sizes, where the solve collapsed both. Solved at 0, each missed its
/// frame, and a centred one moved the views beside it by half its length (FIDELITY.md,
/// "Eighth sweep").
///
/// Decision: the length is held at priority 52, above the stack's own fitting (the
/// spanning fit at 51 and the canvas fit at 49, which would otherwise shrink the stack,
/// and the view with it, below the recorded length) and below everything a file says
/// (hugging and compression resistance start at 1). A view with content of its own
/// (a label, an image, a nested stack, a view with an intrinsic size) is left alone;
/// so are hidden views, views with no recorded frame, and, along the axis, views with
/// subviews (their content sizes them).
enum DesignTimeArrangedLengths {
    static let priority = 52.0

    static func applied(to document: LayoutDocument) -> LayoutDocument {
        var document = document
        for stack in document.allViews {
            guard let properties = stack.stack else { continue }
            let along = properties.axis
            let across: LayoutAxis = along == .horizontal ? .vertical : .horizontal
            let subviews = Dictionary(stack.subviews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for id in properties.arrangedSubviewIDs {
                guard let view = subviews[id], let recorded = view.recordedFrame else { continue }
                if properties.alignment != .fill {
                    hold(view, across, at: recorded, in: &document)
                }
                if view.subviews.isEmpty {
                    hold(view, along, at: recorded, in: &document)
                }
            }
        }
        return document
    }

    /// Adds `view.length == recorded length` on `axis` at ``priority`` when the view is
    /// plain there and no constraint of the document sets that length.
    static func hold(_ view: ViewNode, _ axis: LayoutAxis, at recorded: LayoutRect, in document: inout LayoutDocument) {
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        guard isPlain(view, across: axis), !hasOwnLength(view.id, attribute, in: document) else { return }
        let length = axis == .horizontal ? recorded.width : recorded.height
        document.constraints.append(.single(ConstraintSpec(
            first: AnchorReference(view.id, attribute), constant: length, priority: Priority(clamping: priority))))
    }

    /// A visible `UIView` with no stack, no intrinsic size on `across` and nothing else
    /// that would size it there from content.
    static func isPlain(_ view: ViewNode, across: LayoutAxis) -> Bool {
        view.className == "UIView" && view.stack == nil && !view.isHidden && view.intrinsicContentSize[across] == nil
    }

    /// Whether a constraint of the document sets `attribute` of view `id` alone (a
    /// width or height of its own, at any priority).
    static func hasOwnLength(_ id: String, _ attribute: LayoutAttribute, in document: LayoutDocument) -> Bool {
        document.constraints.contains { constraint in
            guard case .single(let spec) = constraint else { return false }
            return spec.first.item.id == id && spec.first.item.guide == nil && spec.first.attribute == attribute
                && spec.second == nil
        }
    }
}
