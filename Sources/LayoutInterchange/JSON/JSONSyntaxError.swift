/// Text that is not JSON (RFC 8259, strictly): what is wrong and where.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(at location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    /// `3:14: trailing comma before '}'`.
    public var description: String { "\(location): \(message)" }
}
