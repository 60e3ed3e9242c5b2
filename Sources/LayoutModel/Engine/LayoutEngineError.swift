/// Why ``LayoutEngine`` refused a hierarchy. Every case about a constraint carries the
/// spec's ``ConstraintSpec/displayName`` so the author can find it.
public enum LayoutEngineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The constraint breaks one of the Auto Layout Guide's pairing rules.
    case invalidConstraint(ConstraintValidityError)
    /// The constraint names an id that is neither a view nor a custom guide.
    case unknownItem(constraint: String, id: String)
    /// A built-in guide the engine cannot reach on that item: a guide of a custom guide,
    /// a scroll-view guide (`contentLayout`, `frameLayout`) of a view that is not a
    /// scroll view (``ScrollViewContent``), or a legacy guide of a view that is not the root.
    case unsupportedGuide(constraint: String, item: String, guide: BuiltInGuide)
    /// An attribute a layout guide does not have (margins and baselines belong to views).
    case attributeNotOnGuide(constraint: String, item: String, attribute: LayoutAttribute)
    /// An id used by two views or guides.
    case duplicateID(String)
    /// A custom guide whose owner is not a view of the hierarchy.
    case unknownGuideOwner(guide: String, owner: String)
    /// A container size, inset, frame or scale that is negative, NaN or infinite.
    case invalidGeometry(String)
    /// The solver refused something the engine built; a bug in the engine.
    case internalError(String)

    public var description: String {
        switch self {
        case .invalidConstraint(let error):
            return error.description
        case .unknownItem(let constraint, let id):
            return "Constraint \(constraint) refers to \(EchoedName.quoted(id)), which is not a view or layout guide of the document"
        case .unsupportedGuide(let constraint, let item, let guide):
            return "Constraint \(constraint) uses \(item).\(guide), which the engine does not support"
        case .attributeNotOnGuide(let constraint, let item, let attribute):
            return "Constraint \(constraint) uses \(item).\(attribute), but a layout guide has no \(attribute)"
        case .duplicateID(let id):
            return "The id \(EchoedName.quoted(id)) is used by more than one view or layout guide"
        case .unknownGuideOwner(let guide, let owner):
            return "Layout guide \(EchoedName.quoted(guide)) is owned by \(EchoedName.quoted(owner)), which is not a view of the document"
        case .invalidGeometry(let what):
            return "Invalid geometry: \(what)"
        case .internalError(let what):
            return "Internal layout engine error: \(what)"
        }
    }
}
