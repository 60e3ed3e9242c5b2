/// Indented JSON with sorted keys, for files people diff and read (report.json);
/// ``DiagnosticValue/text`` is the compact form. Strings and numbers print exactly
/// as there, so the two forms hold the same values.
enum PrettyJSON {
    static func text(_ value: DiagnosticValue) -> String {
        var out = ""
        write(value, depth: 0, into: &out)
        return out + "\n"
    }

    /// `value` as it appears `depth` levels inside a larger text (its lines indented
    /// for that depth, the first one not), with no newline after it: report.json is
    /// written a configuration at a time, each the bytes ``text(_:)`` gives it there.
    static func text(_ value: DiagnosticValue, depth: Int) -> String {
        var out = ""
        write(value, depth: depth, into: &out)
        return out
    }

    private static func write(_ value: DiagnosticValue, depth: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: depth + 1)
        let closing = String(repeating: "  ", count: depth)
        switch value {
        case .array(let values) where !values.isEmpty:
            out += "[\n"
            for (index, element) in values.enumerated() {
                out += pad
                write(element, depth: depth + 1, into: &out)
                out += index < values.count - 1 ? ",\n" : "\n"
            }
            out += closing + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                out += pad + DiagnosticValue.string(key).text + ": "
                if let member = members[key] { write(member, depth: depth + 1, into: &out) }
                out += index < keys.count - 1 ? ",\n" : "\n"
            }
            out += closing + "}"
        default:
            out += value.text
        }
    }
}
