/// What a variant changes, by document id.
public enum VariantTarget: Hashable, Sendable {
    case view(String)
    /// A constraint's `id`, or the `id` of a Visual Format entry.
    case constraint(String)
    case guide(String)
}
