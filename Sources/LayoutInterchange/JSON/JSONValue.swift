/// A JSON value with the position it was read from. Objects keep their members in
/// document order (the format gives meaning to the order of a variant's `set`) and the
/// parser refuses duplicate keys, so a member list is also a map.
public struct JSONValue: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        /// Every number is a finite `Double`.
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation = .start) {
        self.kind = kind
        self.location = location
    }

    /// `object`, `array`, `string`, `number`, `true`/`false` as `boolean`, `null`: how
    /// type errors name what they found.
    public var typeName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The member `key` of an object; nil for other kinds or a missing key.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// One `"key": value` pair of an object, with where the key was written.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONValue

    public init(key: String, keyLocation: SourceLocation = .start, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
