/// One thing a `<variation>` says: under `when`, `target` is installed or not, or has
/// one property changed. The importer settles ties between atoms before grouping them
/// into the document's ``Variant``s (``IBVariantTies``).
struct IBVariantAtom: Hashable, Sendable {
    var when: TraitPredicate
    var target: VariantTarget
    var installed: Bool?
    var change: VariantChange?

    init(when: TraitPredicate, target: VariantTarget, installed: Bool) {
        self.when = when
        self.target = target
        self.installed = installed
    }

    init(when: TraitPredicate, target: VariantTarget, change: VariantChange) {
        self.when = when
        self.target = target
        self.change = change
    }

    /// What the atom competes for: `installed` or the change's slot.
    var slot: String { change?.slot ?? "installed" }

    /// The value, for comparing rivals.
    var value: VariantDecision.Value? {
        if let installed { return .installed(installed) }
        return change.map { .property($0) }
    }
}
