/// Why a ``LayoutDocument`` is not valid or cannot be materialised: where (``location``)
/// and what (``message``), with the offending id, constraint or variant named in the
/// message so it reads on its own.
///
/// The JSON reader prefixes the file position and JSON path of ``location`` to
/// ``message``: `login.json:14:9: constraints[4]: unknown item 'titel' (did you mean 'title'?)`.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// An id that is not `[A-Za-z_][A-Za-z0-9_]*`.
        case invalidID
        /// An id used twice among views, guides, constraints and Visual Format entries.
        case duplicateID
        /// A constraint, variant, guide or stack names an id the document lacks.
        case unknownID
        /// A built-in guide the item cannot have (`contentLayout` of a plain view, any of a custom guide).
        case invalidGuide
        /// A constraint broken by the Auto Layout Guide's pairing rules.
        case invalidConstraint(ConstraintValidityError)
        /// A `visual` entry that does not parse.
        case visualFormat(VisualFormatError)
        /// A variant property that its target cannot take (`spacing` on a label).
        case propertyDoesNotFit
        /// A variant that changes nothing, or sets one property twice, or removes the root.
        case invalidVariant
        /// Two variants of equal specificity that both match and set one property to
        /// different values.
        case variantConflict(first: Int, second: Int)
        /// A stack view whose arranged views are not its subviews.
        case invalidStack
        /// A view nested deeper than ``LayoutDocument/maximumViewDepth``.
        case tooDeep
    }

    public var location: DocumentLocation
    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, at location: DocumentLocation, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(message)" }

    /// `unknown item 'titel' (did you mean 'title'?)`.
    static func unknown(
        _ what: String, _ id: String, among candidates: some Sequence<String>, at location: DocumentLocation
    ) -> DocumentError {
        var message = "unknown \(what) \(EchoedName.quoted(id))"
        if let guess = NameSuggestion.closest(to: id, among: candidates) { message += " (did you mean \(EchoedName.quoted(guess))?)" }
        return DocumentError(.unknownID, at: location, message)
    }
}
