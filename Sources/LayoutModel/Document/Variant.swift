/// A trait-dependent change to one view, constraint or guide: Interface Builder's
/// "Vary for traits", generalised to content size, direction and idiom.
public struct Variant: Hashable, Sendable {
    public var when: TraitPredicate
    public var target: VariantTarget
    /// Installed or not under the predicate; nil leaves it as the base document says.
    public var installed: Bool?
    /// Property changes, in the order the document lists them.
    public var changes: [VariantChange]

    public init(when: TraitPredicate, target: VariantTarget, installed: Bool? = nil, changes: [VariantChange] = []) {
        self.when = when
        self.target = target
        self.installed = installed
        self.changes = changes
    }
}
