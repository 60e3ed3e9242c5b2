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
    /// then the containment. `frames` are the frames the file is written with, as
    /// ``InterfaceBuilderWriter/write(_:as:frames:device:)`` takes them: a negative size
    /// among them (or the document's own frames) is written as 0 (``IBRecordedFrame``),
    /// and said.
    public static func losses(
        of document: LayoutDocument, as format: InterfaceBuilderWriter.Format, frames: [String: LayoutRect] = [:]
    ) -> [String] {
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
            // The frame the variation is written with: the recorded one, else the design one.
            var frame: LayoutRect?, recorded: LayoutRect?
            for change in variant.changes {
                if case .frame(let rect) = change { frame = rect }
                if case .recordedFrame(let rect) = change { recorded = rect }
            }
            if let rect = recorded ?? frame { losses += frameLosses(rect, of: "\(name) on view \(EchoedName.quoted(id))") }
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
            if view.content.separatorStyle == .none, view.className != "UITableView" {
                losses.append("view \(EchoedName.quoted(view.id)): its separatorStyle is left out "
                    + "(Interface Builder keeps it on a table view, which a cell's file does not hold)")
            }
            if let stack = view.stack, !stack.customSpacing.isEmpty {
                losses.append("view \(EchoedName.quoted(view.id)): its customSpacing is left out "
                    + "(Interface Builder sets a stack view's spacing only as a whole)")
            }
            losses += frameLosses(frames[view.id] ?? view.frame, of: "view \(EchoedName.quoted(view.id))")
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
        losses += readableMarginLosses(document)
        if format == .xib, !document.containment.automaticallyAdjustsScrollViewInsets {
            losses.append("containment's automaticallyAdjustsScrollViewInsets is left out: a xib has no view controller "
                + "(export as a storyboard to keep it)")
        }
        if !document.containment.viewRespectsSystemMinimumLayoutMargins {
            losses.append("containment's viewRespectsSystemMinimumLayoutMargins is left out: no Interface Builder file "
                + "layoutdb has read sets it, so how one says it is not known (the root's margins come back raised to "
                + "the system minimum)")
        }
        if format == .xib, document.containment.tabBar != nil, document.containment.toolbar != nil {
            losses.append("containment's toolbar is left out: a xib simulates one bottom bar and is written with the tab bar "
                + "(export as a storyboard to keep both)")
        }
        return losses
    }

    /// One sentence per view whose readable content guide and margins both place views.
    /// Interface Builder has no readable guide to constrain to: it makes the view's margins
    /// follow the readable width (`layoutMarginsFollowReadableWidth`), which is how the
    /// export writes `V.readableContent`. So the view's margins come back as wide as
    /// its readable guide, and what its margins placed (an edge-to-edge form on an iPad
    /// in landscape, `|-[a]-|`) moves in.
    private static func readableMarginLosses(_ document: LayoutDocument) -> [String] {
        var parents: [String: String] = [:]
        var order: [String] = []
        visit(document.root) { view in
            order.append(view.id)
            for child in view.subviews { parents[child.id] = view.id }
        }
        var readable: Set<String> = []
        var margins: Set<String> = []
        for spec in IBExportContext.expandedConstraints(of: document, parents: parents) {
            for anchor in [spec.first] + (spec.second.map { [$0] } ?? []) {
                switch anchor.item.guide {
                case .readableContent?: readable.insert(anchor.item.id)
                case .layoutMargins?: margins.insert(anchor.item.id)
                case nil where anchor.attribute.isMargin: margins.insert(anchor.item.id)
                default: break
                }
            }
        }
        return order.filter { readable.contains($0) && margins.contains($0) }.map { id in
            "view \(EchoedName.quoted(id)): its margins come back following its readable width (Interface Builder "
                + "has no readable content guide: the export makes the view's margins follow the readable width, "
                + "and constraints on both guides then meet the same edges)"
        }
    }

    /// The sentence for a frame the file cannot record as it is, if any: `view 'title':
    /// its frame's height -14 is written as 0 (…)`.
    private static func frameLosses(_ rect: LayoutRect, of owner: String) -> [String] {
        let changes = IBRecordedFrame.changes(rect)
        guard !changes.isEmpty else { return [] }
        return ["\(owner): its frame's \(changes.joined(separator: ", ")) (Interface Builder records no negative "
            + "size: a view squeezed below nothing is recorded at size 0, as layoutdb draws it)"]
    }

    private static func visit(_ view: ViewNode, _ body: (ViewNode) -> Void) {
        body(view)
        for child in view.subviews { visit(child, body) }
    }
}
