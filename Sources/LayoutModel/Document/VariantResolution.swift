/// The outcome of matching a document's variants against one trait collection: for
/// each target, whether it is installed and which property changes apply, with the
/// decision record ``ResolvedLayout/decisions`` reports.
struct VariantResolution {
    private struct Key: Hashable {
        var target: VariantTarget
        var slot: String
    }

    private var installedState: [VariantTarget: Bool] = [:]
    private var changeTable: [VariantTarget: [VariantChange]] = [:]
    private(set) var decisions: [VariantDecision] = []

    init(document: LayoutDocument, traits: TraitCollection, ties: VariantTieRule, index: DocumentIndex)
        throws(DocumentError)
    {
        // Candidates per target and slot, keys in order of first mention.
        var order: [Key] = []
        var candidates: [Key: [(variant: Int, value: VariantDecision.Value)]] = [:]
        func offer(_ key: Key, _ variant: Int, _ value: VariantDecision.Value) {
            if candidates[key] == nil { order.append(key) }
            candidates[key, default: []].append((variant, value))
        }
        for (position, variant) in document.variants.enumerated() {
            if let installed = variant.installed {
                offer(Key(target: variant.target, slot: "installed"), position, .installed(installed))
            }
            for change in variant.changes {
                offer(Key(target: variant.target, slot: change.slot), position, .property(change))
            }
        }
        let variants = document.variants
        for key in order {
            let offered = candidates[key] ?? []
            let matching = offered.filter { variants[$0.variant].when.matches(traits) }
            guard let best = matching.map({ variants[$0.variant].when.specificity }).max() else {
                decisions.append(
                    VariantDecision(
                        target: key.target, property: key.slot, variant: nil, when: nil,
                        value: Self.baseValue(key, sample: offered.first?.value, document: document, index: index)))
                continue
            }
            let top = matching.filter { variants[$0.variant].when.specificity == best }
            var winner = top[0]
            var overruled: Int?
            if let rival = top.first(where: { $0.value != winner.value }) {
                switch ties {
                case .error:
                    let first = variants[winner.variant].when.displayText
                    let second = variants[rival.variant].when.displayText
                    throw DocumentError(
                        .variantConflict(first: winner.variant, second: rival.variant), at: .variant(rival.variant),
                        "variants[\(winner.variant)] (when \(first)) and variants[\(rival.variant)] (when \(second)) "
                            + "both match and set \(key.target) \(key.slot) with equal specificity")
                case .lastInDocumentWins:
                    let last = top[top.count - 1]
                    overruled = top.last(where: { $0.value != last.value })?.variant
                    winner = last
                }
            }
            switch winner.value {
            case .installed(let flag): installedState[key.target] = flag
            case .property(let change): changeTable[key.target, default: []].append(change)
            }
            decisions.append(
                VariantDecision(
                    target: key.target, property: key.slot, variant: winner.variant, when: variants[winner.variant].when,
                    value: winner.value, overruled: overruled))
        }
    }

    /// Whether the target is installed under these traits; nil when no variant decides.
    func installed(_ target: VariantTarget) -> Bool? { installedState[target] }

    /// The winning changes for `target`.
    func changes(for target: VariantTarget) -> [VariantChange] { changeTable[target] ?? [] }

    /// What the base document says for a key no matching variant decides.
    private static func baseValue(
        _ key: Key, sample: VariantDecision.Value?, document: LayoutDocument, index: DocumentIndex
    ) -> VariantDecision.Value? {
        guard case .property(let change) = sample else {
            return .installed(true)
        }
        switch key.target {
        case .view(let id):
            return index.view(id).flatMap { change.baseValue(in: $0) }.map { .property($0) }
        case .constraint(let id):
            guard let position = index.constraintPosition[id], case .single(let spec) = document.constraints[position]
            else { return nil }
            return change.baseValue(in: spec).map { .property($0) }
        case .guide:
            return nil
        }
    }
}
