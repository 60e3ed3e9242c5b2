/// Prints a ``JSONValue`` the way layoutdb writes files: two-space indentation, members
/// in the order given, `"key": value`, empty containers as `[]`/`{}`, a newline at the
/// end. Strings escape only what JSON requires (quote, backslash, control characters),
/// so non-ASCII text stays readable.
enum JSONPrinter {
    static func print(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        output += "\n"
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value.kind {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += JSONNumberText.text(number)
        case .string(let text): output += JSONString.quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                write(element, indent: indent + 1, into: &output)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1) + JSONString.quoted(member.key) + ": "
                write(member.value, indent: indent + 1, into: &output)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// The value on one line, no spaces: `{"a":1,"b":[true,null]}`.
    static func compact(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return JSONNumberText.text(number)
        case .string(let text): return JSONString.quoted(text)
        case .array(let elements): return "[" + elements.map(compact).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { JSONString.quoted($0.key) + ":" + compact($0.value) }.joined(separator: ",") + "}"
        }
    }
}
