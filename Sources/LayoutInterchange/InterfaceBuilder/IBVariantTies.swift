/// Turns variation atoms into the document's ``Variant``s so that no two matching
/// variants of equal specificity ever disagree, which the document format refuses
/// (FORMAT.md, "Variants").
///
/// Interface Builder allows two such ties, and each is settled by one rule, written into
/// the document as data, so the imported document materialises under the format's
/// default ``VariantTieRule/error`` and means the same everywhere:
///
/// 1. **The same key twice on one target and property** (not written by Xcode; seen
///    only in hand-edited or damaged files): the later one in the file wins, the earlier
///    is dropped.
/// 2. **A width-only and a height-only variation** (`widthClass=compact` and
///    `heightClass=compact`), both matching a `wC hC` device with different values:
///    Apple does not document which applies (IB-NOTES.md §1.6). Decision
///    (unconfirmed): **the width class wins**, as the width class is the one UIKit's own
///    adaptations (split views, readable width, margins) key on. The importer adds a variant for the intersection (`wC hC`) with the width
///    variation's value, whose higher specificity settles the tie. An intersection the
///    file already varies is left alone: the file's own, more specific, value wins.
///
/// The added variants come after the file's, in the order of the ties they settle.
enum IBVariantTies {
    static func variants(from atoms: [IBVariantAtom]) -> [Variant] {
        struct Slot: Hashable {
            var when: TraitPredicate
            var target: VariantTarget
            var slot: String
        }
        // Rule 1: one atom per predicate, target and property; the last value wins.
        var settled: [IBVariantAtom] = []
        var position: [Slot: Int] = [:]
        for atom in atoms {
            let key = Slot(when: atom.when, target: atom.target, slot: atom.slot)
            if let index = position[key] {
                settled[index] = atom
            } else {
                position[key] = settled.count
                settled.append(atom)
            }
        }
        // Rule 2: width-only against height-only, per target and property.
        struct Property: Hashable {
            var target: VariantTarget
            var slot: String
        }
        var groups: [Property: [IBVariantAtom]] = [:]
        var groupOrder: [Property] = []
        for atom in settled {
            let key = Property(target: atom.target, slot: atom.slot)
            if groups[key] == nil { groupOrder.append(key) }
            groups[key, default: []].append(atom)
        }
        var added: [IBVariantAtom] = []
        for key in groupOrder {
            let group = groups[key] ?? []
            let widthOnly = group.filter { $0.when.widthClass != nil && $0.when.heightClass == nil && $0.when.idiom == nil }
            let heightOnly = group.filter { $0.when.heightClass != nil && $0.when.widthClass == nil && $0.when.idiom == nil }
            for width in widthOnly {
                for height in heightOnly where width.value != height.value {
                    var winner = width
                    winner.when = TraitPredicate(widthClass: width.when.widthClass, heightClass: height.when.heightClass)
                    let exists = group.contains { $0.when == winner.when } || added.contains { $0 == winner }
                    if !exists { added.append(winner) }
                }
            }
        }
        // Group into variants by predicate and target, in order of first mention.
        struct Group: Hashable {
            var when: TraitPredicate
            var target: VariantTarget
        }
        var variants: [Variant] = []
        var variantIndex: [Group: Int] = [:]
        for atom in settled + added {
            let key = Group(when: atom.when, target: atom.target)
            let index: Int
            if let existing = variantIndex[key] {
                index = existing
            } else {
                index = variants.count
                variantIndex[key] = index
                variants.append(Variant(when: atom.when, target: atom.target))
            }
            if let installed = atom.installed { variants[index].installed = installed }
            if let change = atom.change { variants[index].changes.append(change) }
        }
        return variants
    }
}
