/// A document materialised for one trait collection (DESIGN.md, "Data flow"): the
/// installed views, guides and constraints with their effective properties, ready for
/// ``LayoutEngine``, and how each variant-controlled property was decided.
public struct ResolvedLayout: Hashable, Sendable {
    public var hierarchy: LayoutHierarchy
    public var traits: TraitCollection
    /// One entry per target and property that some variant sets, in document order of
    /// the first variant that mentions it.
    public var decisions: [VariantDecision]

    public init(hierarchy: LayoutHierarchy, traits: TraitCollection, decisions: [VariantDecision]) {
        self.hierarchy = hierarchy
        self.traits = traits
        self.decisions = decisions
    }
}

/// What materialisation does when two matching variants of equal specificity set one
/// property to different values.
public enum VariantTieRule: Hashable, Sendable {
    /// A ``DocumentError`` naming both variants: the rule for JSON documents.
    case error
    /// The later variant in document order wins and the decision records the earlier
    /// one as overruled. Interface Builder lets a `widthClass` and a `heightClass`
    /// variation both match; an importer that keeps such pairs orders them so the one
    /// Xcode applies last comes last, and reports the overruled one as a warning.
    case lastInDocumentWins
}
