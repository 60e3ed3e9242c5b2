/// Where a ``ConstraintSpec`` came from in the document, so that errors and
/// diagnostics can quote what the author actually wrote.
public enum ConstraintOrigin: Hashable, Sendable {
    /// An equation string such as `title.top == root.safeArea.top + 20 @750`.
    case equation(String)
    /// A constraint object with `first`/`relation`/`second` fields (or built in code).
    case object
    /// One of the constraints a Visual Format Language entry expands to; the format string.
    case visualFormat(String)
}
