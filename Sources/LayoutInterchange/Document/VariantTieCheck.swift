import LayoutModel

/// FORMAT.md, "Variants": in a JSON document, two variants of equal specificity that
/// can both match and set one property of one target to different values are an error
/// naming both. The model only notices such a tie when it materialises the document
/// for traits that trigger it, so a document could import cleanly and then fail on one
/// device in a batch run; the reader checks at import instead.
///
/// The check is exact rather than pairwise: a predicate only looks at size classes,
/// content size, direction and idiom, a finite space (2 × 2 × 12 × 2 × 2 collections),
/// so it resolves every contested property under each collection the way
/// materialisation does and reports the first tie it meets. A tie that a more
/// specific variant always overrules is, rightly, no error.
enum VariantTieCheck {
    /// A tie: the two variants' positions in `variants` and what they compete for.
    struct Tie: Equatable {
        var first: Int
        var second: Int
        /// `constraint 'w' constant`, as the model's materialisation error says it.
        var property: String
    }

    static func firstTie(in variants: [Variant]) -> Tie? {
        // Only targets and slots that variants set to more than one value can tie.
        var groups: [String: [(position: Int, value: String)]] = [:]
        var order: [String] = []
        for (position, variant) in variants.enumerated() {
            var slots: [(String, String)] = []
            if let installed = variant.installed { slots.append(("installed", "\(installed)")) }
            for change in variant.changes { slots.append((change.slot, "\(change)")) }
            for (slot, value) in slots {
                let key = "\(describe(variant.target)) \(slot)"
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append((position, value))
            }
        }
        let contested = order.compactMap { key -> (String, [(position: Int, value: String)])? in
            guard let entries = groups[key], Set(entries.map(\.value)).count > 1 else { return nil }
            return (key, entries)
        }
        guard !contested.isEmpty else { return nil }
        for traits in allTraitCollections() {
            for (key, entries) in contested {
                let matching = entries.filter { variants[$0.position].when.matches(traits) }
                guard let best = matching.map({ variants[$0.position].when.specificity }).max() else { continue }
                let top = matching.filter { variants[$0.position].when.specificity == best }
                if let rival = top.first(where: { $0.value != top[0].value }) {
                    return Tie(first: top[0].position, second: rival.position, property: key)
                }
            }
        }
        return nil
    }

    private static func describe(_ target: VariantTarget) -> String {
        switch target {
        case .view(let id): return "view '\(id)'"
        case .constraint(let id): return "constraint '\(id)'"
        case .guide(let id): return "guide '\(id)'"
        }
    }

    /// Every combination of the traits a predicate can name.
    private static func allTraitCollections() -> [TraitCollection] {
        var collections: [TraitCollection] = []
        for width in [SizeClass.compact, .regular] {
            for height in [SizeClass.compact, .regular] {
                for size in ContentSizeCategory.allCases {
                    for direction in LayoutDirection.allCases {
                        for idiom in UserInterfaceIdiom.allCases {
                            collections.append(
                                TraitCollection(
                                    widthClass: width, heightClass: height, contentSize: size, direction: direction,
                                    idiom: idiom))
                        }
                    }
                }
            }
        }
        return collections
    }
}
