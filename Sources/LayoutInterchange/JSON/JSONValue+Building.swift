/// Building JSON values in code, for command output and reports: objects keep their
/// members in the order given, so output is stable and diffs well.
extension JSONValue {
    public static let null = JSONValue(.null)

    public static func string(_ text: String) -> JSONValue { JSONValue(.string(text)) }
    public static func number(_ number: Double) -> JSONValue { JSONValue(.number(number)) }
    public static func integer(_ integer: Int) -> JSONValue { JSONValue(.number(Double(integer))) }
    public static func bool(_ flag: Bool) -> JSONValue { JSONValue(.bool(flag)) }
    public static func array(_ elements: [JSONValue]) -> JSONValue { JSONValue(.array(elements)) }

    /// An object with `members` in this order.
    public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(members.map { JSONMember(key: $0.0, value: $0.1) }))
    }

    /// `value`, or `null` when nil.
    public static func optional(_ value: String?) -> JSONValue { value.map(string) ?? .null }
    public static func optional(_ value: Double?) -> JSONValue { value.map(number) ?? .null }
    public static func optional(_ value: Int?) -> JSONValue { value.map(integer) ?? .null }

    /// The text layoutdb writes: two-space indentation, then a newline; numbers by
    /// ``PrintedNumber``'s rule (rounded to 1e-9), as results print them.
    public var rendered: String { JSONPrinter.print(self) }

    /// ``rendered`` with every number as it is: for values that are not results but
    /// stored data (documents, `sql` and `query`), which must read back bit for bit.
    public var renderedExactly: String { JSONPrinter.print(self, exact: true) }

    /// ``compact`` with every number as it is (see ``renderedExactly``).
    public var compactExactly: String { JSONPrinter.compact(self, exact: true) }

    /// The whole value on one line (JSON Lines output).
    public var compact: String { JSONPrinter.compact(self) }
}

/// Reading values back without caring where they were in the text.
extension JSONValue {
    public var stringValue: String? { if case .string(let text) = kind { return text } else { return nil } }
    public var numberValue: Double? { if case .number(let number) = kind { return number } else { return nil } }
    public var boolValue: Bool? { if case .bool(let flag) = kind { return flag } else { return nil } }
    public var arrayValue: [JSONValue]? { if case .array(let items) = kind { return items } else { return nil } }
    public var isNull: Bool { kind == .null }

    /// The same value with every source location reset, so a parsed value equals one
    /// built in code.
    public var withoutLocations: JSONValue {
        guard hasLocations else { return self }
        switch kind {
        case .array(let items): return JSONValue(.array(items.map(\.withoutLocations)))
        case .object(let members):
            return JSONValue(.object(members.map { JSONMember(key: $0.key, value: $0.value.withoutLocations) }))
        default: return JSONValue(kind)
        }
    }

    /// Whether this value or anything inside it has a location other than `.start`: a
    /// walk without allocating, so that stripping what has none costs no copy.
    var hasLocations: Bool {
        if location != .start { return true }
        switch kind {
        case .array(let items): return items.contains { $0.hasLocations }
        case .object(let members): return members.contains { $0.keyLocation != .start || $0.value.hasLocations }
        default: return false
        }
    }
}
