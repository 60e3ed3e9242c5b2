import LayoutModel

/// The fidelity check's third design-time transform, after ``DesignTimeIntrinsicSizes``:
/// an arranged plain view of a stack that does not fill across its axis keeps, across
/// that axis, the length Interface Builder recorded.
///
/// Why: nothing but UIKit's `UISV-ambiguity-suppression` (`length == 0` at priority 25)
/// sizes such a view, a `UIView` with no intrinsic size and no constraint on that
/// length; at run time it collapses to 0 (``StackArrangement``). The canvas does not
/// collapse it: every such view of the wild sweeps (44, in 25 files of 14 repositories,
/// Xcode 8 to 16) is recorded at a length of its own and none at 0 — Ring's walkthrough
/// separators and Element's pin-code spacers at the 240 points of a view dropped on
/// the canvas, a 5-point rule 240 wide at the top of a top-aligned stack, OsmAnd's and
/// Element's 50-point cells' spacers 50 high in centre-aligned rows. Solved at 0, each
/// missed its frame, and a centred one moved the views beside it by half its length
/// (FIDELITY.md, "Eighth sweep").
///
/// Decision: the length is held at priority 52, above the stack's own fitting (the
/// spanning fit at 51 and the canvas fit at 49, which would otherwise shrink the stack,
/// and the view with it, below the recorded length) and below everything a file says
/// (hugging and compression resistance start at 1). A view with content of its own
/// (a label, an image, a nested stack, a view with an intrinsic size) is left alone;
/// so are hidden views and views with no recorded frame.
enum DesignTimeArrangedLengths {
    static let priority = 52.0

    static func applied(to document: LayoutDocument) -> LayoutDocument {
        var document = document
        for stack in document.allViews {
            guard let properties = stack.stack, properties.alignment != .fill else { continue }
            let across: LayoutAxis = properties.axis == .horizontal ? .vertical : .horizontal
            let attribute: LayoutAttribute = across == .horizontal ? .width : .height
            let subviews = Dictionary(stack.subviews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for id in properties.arrangedSubviewIDs {
                guard let view = subviews[id], let recorded = view.recordedFrame, isPlain(view, across: across),
                    !hasOwnLength(view.id, attribute, in: document)
                else { continue }
                let length = across == .horizontal ? recorded.width : recorded.height
                document.constraints.append(.single(ConstraintSpec(
                    first: AnchorReference(view.id, attribute), constant: length,
                    priority: Priority(clamping: priority))))
            }
        }
        return document
    }

    /// A visible `UIView` with no stack, no intrinsic size across and nothing else that
    /// would size it there from content.
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
