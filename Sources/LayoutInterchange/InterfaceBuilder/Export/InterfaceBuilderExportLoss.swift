import LayoutModel

/// What ``InterfaceBuilderWriter`` cannot carry for one document, one sentence each, so
/// that `layoutdb export --format storyboard|xib` says what a re-import will not bring
/// back instead of dropping it silently (the list of such things is in FIDELITY.md; a
/// Dynamic Type variant, the commonest, vanished without a word).
///
/// ```swift
/// InterfaceBuilderExportLoss.losses(of: login, as: .storyboard)
/// // ["variants[2] (contentSize=>=accessibilityMedium) is left out: Interface Builder varies …"]
/// ```
public enum InterfaceBuilderExportLoss {
    /// One sentence per loss, in document order: variants, then views, then constraints,
    /// then the containment.
    public static func losses(of document: LayoutDocument, as format: InterfaceBuilderWriter.Format) -> [String] {
        var losses: [String] = []
        for (index, variant) in document.variants.enumerated() {
            let name = "variants[\(index)] (\(variant.when.displayText))"
            if IBVariationBuilder.key(variant.when) == nil {
                losses.append("\(name) is left out: Interface Builder varies only by width and height class, "
                    + "not by content size, direction or idiom")
                continue
            }
            if case .guide(let id) = variant.target {
                losses.append("\(name) on guide \(EchoedName.quoted(id)) is left out: Interface Builder has no variations for layout guides")
                continue
            }
            guard case .view(let id) = variant.target else { continue }
            let dropped = variant.changes.compactMap { change -> String? in
                switch change {
                case .text, .numberOfLines, .intrinsicContentSize: return change.propertyName
                default: return nil
                }
            }
            if !dropped.isEmpty {
                losses.append("\(name) on view \(EchoedName.quoted(id)): its \(dropped.joined(separator: ", ")) "
                    + "\(dropped.count == 1 ? "is" : "are") left out (Interface Builder varies a view's frame, "
                    + "font, margins, hidden and stack properties, not these)")
            }
        }
        visit(document.root) { view in
            if view.baselineOffset != nil {
                losses.append("view \(EchoedName.quoted(view.id)): its baselineOffset is left out (Interface Builder has no such property)")
            }
            if let stack = view.stack, !stack.customSpacing.isEmpty {
                losses.append("view \(EchoedName.quoted(view.id)): its customSpacing is left out "
                    + "(Interface Builder sets a stack view's spacing only as a whole)")
            }
        }
        for (index, entry) in document.constraints.enumerated() {
            guard case .single(let spec) = entry else { continue }
            for anchor in [spec.first] + (spec.second.map { [$0] } ?? [])
            where anchor.item.guide == .layoutMargins || anchor.item.guide == .readableContent {
                guard anchor.attribute.marginCounterpart == nil else { continue }
                losses.append("constraints[\(index)] (\(spec.id.map(EchoedName.quoted) ?? "no id")): \(anchor) is written as "
                    + "\(anchor.item.id).\(anchor.attribute.rawValue) (Interface Builder names a margins guide only by "
                    + "its edges and centres)")
            }
        }
        if format == .xib, !document.containment.automaticallyAdjustsScrollViewInsets {
            losses.append("containment's automaticallyAdjustsScrollViewInsets is left out: a xib has no view controller "
                + "(export as a storyboard to keep it)")
        }
        return losses
    }

    private static func visit(_ view: ViewNode, _ body: (ViewNode) -> Void) {
        body(view)
        for child in view.subviews { visit(child, body) }
    }
}
