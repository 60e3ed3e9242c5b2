/// Indented JSON with sorted keys, for files people diff and read (report.json);
/// ``DiagnosticValue/text`` is the compact form. Strings and numbers print exactly
/// as there, so the two forms hold the same values.
///
/// Written as UTF-8 bytes into a ``JSONOutputBuffer`` (its strings and numbers are
/// ``JSONString/quoted(_:)``'s and ``DiagnosticValue/text``'s): appending to a `String`,
/// with a new string of spaces for every line, cost a report run more than its solving.
enum PrettyJSON {
    static func text(_ value: DiagnosticValue) -> String {
        var out = JSONOutputBuffer()
        write(value, depth: 0, into: &out)
        out.append(UInt8(ascii: "\n"))
        return out.string
    }

    /// `value` as it appears `depth` levels inside a larger text (its lines indented
    /// for that depth, the first one not), with no newline after it: report.json is
    /// written a configuration at a time, each the bytes ``text(_:)`` gives it there.
    static func text(_ value: DiagnosticValue, depth: Int) -> String {
        var out = JSONOutputBuffer()
        write(value, depth: depth, into: &out)
        return out.string
    }

    /// ``text(_:depth:)``'s bytes, appended to `out`.
    static func write(_ value: DiagnosticValue, depth: Int, into out: inout JSONOutputBuffer) {
        switch value {
        case .array(let values) where !values.isEmpty:
            out.append("[\n")
            for (index, element) in values.enumerated() {
                out.writeIndent(depth + 1)
                write(element, depth: depth + 1, into: &out)
                out.append(index < values.count - 1 ? ",\n" : "\n")
            }
            out.writeIndent(depth)
            out.append(UInt8(ascii: "]"))
        case .object(let members) where !members.isEmpty:
            out.append("{\n")
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                out.writeIndent(depth + 1)
                out.writeString(key)
                out.append(": ")
                if let member = members[key] { write(member, depth: depth + 1, into: &out) }
                out.append(index < keys.count - 1 ? ",\n" : "\n")
            }
            out.writeIndent(depth)
            out.append(UInt8(ascii: "}"))
        case .array: out.append("[]")
        case .object: out.append("{}")
        case .string(let text): out.writeString(text)
        case .number(let number): out.writeNumber(number)
        case .bool(let flag): out.append(flag ? "true" : "false")
        }
    }
}
