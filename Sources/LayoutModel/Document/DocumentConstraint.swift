/// One entry of a document's `constraints` array: a single constraint (written as an
/// equation string or an object) or a Visual Format Language string that expands to
/// several when the document is materialised.
public enum DocumentConstraint: Hashable, Sendable {
    case single(ConstraintSpec)
    case visual(VisualFormatEntry)
}
