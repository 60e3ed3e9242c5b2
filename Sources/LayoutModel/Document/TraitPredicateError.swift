/// A `when` value that does not parse: the text and what is wrong with it.
public struct TraitPredicateError: Error, Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var message: String

    public init(text: String, message: String) {
        self.text = text
        self.message = message
    }

    public var description: String { "invalid trait predicate \(EchoedName.quoted(text)): \(message)" }
}
