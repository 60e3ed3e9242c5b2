/// A JSON value whose objects keep their keys in the order they were built, so command
/// output is stable and diffs well (Foundation's serializer sorts or scrambles keys).
public enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral
{
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Keys in output order.
    case object([(String, JSONValue)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }

    /// `value` or `null`.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    public static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
    public static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.integer) ?? .null }

    /// The text: compact on one line, or indented by two spaces per level.
    public func rendered(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .string(let text): out += JSONText.string(text)
        case .number(let number): out += Self.numberText(number)
        case .integer(let integer): out += String(integer)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            writeContainer(items.map { (nil, $0) }, open: "[", close: "]", to: &out, indent: indent)
        case .object(let members):
            writeContainer(members.map { ($0.0, $0.1) }, open: "{", close: "}", to: &out, indent: indent)
        }
    }

    private func writeContainer(
        _ members: [(String?, JSONValue)], open: String, close: String, to out: inout String, indent: Int?
    ) {
        guard !members.isEmpty else {
            out += open + close
            return
        }
        out += open
        for (index, (key, value)) in members.enumerated() {
            if index > 0 { out += indent == nil ? "," : ",\n" } else if indent != nil { out += "\n" }
            if let indent { out += String(repeating: "  ", count: indent + 1) }
            if let key { out += JSONText.string(key) + (indent == nil ? ":" : ": ") }
            value.write(to: &out, indent: indent.map { $0 + 1 })
        }
        if let indent { out += "\n" + String(repeating: "  ", count: indent) }
        out += close
    }

    /// Whole numbers without a fraction (`390`), others as Swift's shortest exact form;
    /// JSON has no infinity, so those become null.
    static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return "\(number)"
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered(pretty: false) == rhs.rendered(pretty: false) }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered(pretty: false)) }
}
