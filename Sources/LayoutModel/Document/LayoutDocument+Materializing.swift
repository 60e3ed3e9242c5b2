extension LayoutDocument {
    /// The document as it stands under `traits`: variants applied, uninstalled items
    /// removed, Visual Format entries expanded (DESIGN.md, "Data flow").
    ///
    /// - For every target and property (and for `installed`) the matching variant with
    ///   the most specific predicate wins; matching variants of equal specificity that
    ///   disagree are an error naming both (or, under ``VariantTieRule/lastInDocumentWins``,
    ///   the later one wins). Agreeing ones are fine: the first in document order is
    ///   reported as the decider.
    /// - An uninstalled view goes with its subtree, its guides, its place among a stack's
    ///   arranged views, and every constraint that mentions any of them, as Interface
    ///   Builder drops constraints whose items are not installed.
    /// - A `visual` entry expands with `|` as the superview in the document tree; each
    ///   constraint it gives is tagged with its format.
    ///
    /// The document is validated first, so the errors of ``validate()`` come out here too.
    ///
    /// Complexity: O(views + constraints + variants), plus the Visual Format parses.
    public func materialized(for traits: TraitCollection, ties: VariantTieRule = .error) throws(DocumentError)
        -> ResolvedLayout
    {
        try validate()
        let index = DocumentIndex(self)
        let resolution = try VariantResolution(document: self, traits: traits, ties: ties, index: index)

        var removed: Set<String> = []
        let tree = materializedView(root, resolution, removed: &removed)
        var liveGuides: [LayoutGuideNode] = []
        for guide in guides {
            if removed.contains(guide.owner) || resolution.installed(.guide(guide.id)) == false {
                removed.insert(guide.id)
            } else {
                liveGuides.append(guide)
            }
        }
        var specs: [ConstraintSpec] = []
        for entry in constraints {
            if let id = entry.id, resolution.installed(.constraint(id)) == false { continue }
            switch entry {
            case .single(let spec):
                var spec = spec
                if let id = spec.id {
                    for change in resolution.changes(for: .constraint(id)) { spec = change.applied(to: spec) }
                }
                specs.append(spec)
            case .visual(let visual):
                do throws(VisualFormatError) {
                    specs += try VisualFormat.constraints(
                        visual.format, options: visual.options, metrics: visual.metrics, views: index.superviews)
                } catch {
                    // validate() parsed every entry already; keep the error typed all the same.
                    throw DocumentError(.visualFormat(error), at: .document, error.description)
                }
            }
        }
        specs.removeAll { spec in
            removed.contains(spec.first.item.id) || spec.second.map { removed.contains($0.item.id) } == true
        }
        var hierarchy = LayoutHierarchy(root: tree, guides: liveGuides, constraints: specs)
        hierarchy.containment = containment
        return ResolvedLayout(hierarchy: hierarchy, traits: traits, decisions: resolution.decisions)
    }

    /// `node` with its variant changes applied and its uninstalled subviews dropped;
    /// `removed` collects the ids of every dropped view.
    private func materializedView(_ node: ViewNode, _ resolution: VariantResolution, removed: inout Set<String>)
        -> ViewNode
    {
        var view = node
        for change in resolution.changes(for: .view(node.id)) { view = change.applied(to: view) }
        var children: [ViewNode] = []
        for child in node.subviews {
            if resolution.installed(.view(child.id)) == false {
                Self.collectIDs(child, into: &removed)
            } else {
                children.append(materializedView(child, resolution, removed: &removed))
            }
        }
        view.subviews = children
        if var stack = view.stack {
            stack.arrangedSubviewIDs.removeAll { removed.contains($0) }
            for id in stack.customSpacing.keys where removed.contains(id) { stack.customSpacing[id] = nil }
            view.stack = stack
        }
        return view
    }

    private static func collectIDs(_ node: ViewNode, into set: inout Set<String>) {
        set.insert(node.id)
        for child in node.subviews { collectIDs(child, into: &set) }
    }
}
