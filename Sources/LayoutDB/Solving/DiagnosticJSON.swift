import LayoutInterchange
import LayoutModel

/// A diagnostic's JSON object, either built (read from the cache's JSON), still the
/// model's value (a fresh solve), or still encoded in the binary form a cache hit read.
///
/// Why: a cache hit decodes everything else at once, but building every diagnostic's
/// JSON tree cost two thirds of a hit on a layout with many warnings (four or five
/// allocations each), and most hits never print it (`solve` as text, a server that hands
/// frames on). The encoded form is checked in full when the layout is read (the blob's
/// checksum, then every tag, count and string number of this value), so decoding it
/// later cannot fail. Likewise a stored batch writes each fresh diagnostic's text and
/// binary form straight from the model's value (``writeJSON(into:)``,
/// ``writeBinary(into:)``): building the tree first was a sixth of storing a result.
/// Equality and hashing are those of the built value.
struct DiagnosticJSON: Hashable, Sendable {
    private enum Storage: Sendable {
        case value(JSONValue)
        /// The model's value (``LayoutDiagnostic/jsonObject``), printed in
        /// ``SolvedDiagnostic/orderedKeys(_:)`` order.
        case model(DiagnosticValue)
        /// The whole blob, its string table, and where this value starts.
        case encoded(bytes: [UInt8], strings: [String], offset: Int)
    }

    private let storage: Storage

    init(_ value: JSONValue) { storage = .value(value) }

    init(model: DiagnosticValue) { storage = .model(model) }

    init(bytes: [UInt8], strings: [String], offset: Int) { storage = .encoded(bytes: bytes, strings: strings, offset: offset) }

    var value: JSONValue {
        switch storage {
        case .value(let value):
            return value
        case .model(let model):
            return SolvedDiagnostic.value(model)
        case .encoded(let bytes, let strings, let offset):
            var reader = CacheBinaryReader(checked: bytes, strings: strings, offset: offset)
            // Cannot fail: the bytes were checked when the layout was read (see above).
            return (try? SolvedLayout.value(&reader, depth: 0)) ?? .null
        }
    }

    /// The same object with its top-level `message` (if it has one) replaced.
    func replacingMessage(_ message: String) -> DiagnosticJSON {
        if case .model(.object(var members)) = storage {
            guard members["message"] != nil else { return self }
            members["message"] = .string(message)
            return DiagnosticJSON(model: .object(members))
        }
        guard case .object(var members) = value.kind, let index = members.firstIndex(where: { $0.key == "message" })
        else { return self }
        members[index].value = .string(message)
        return DiagnosticJSON(JSONValue(.object(members)))
    }

    /// ``value``'s compact text (`value.compact`), without building it from the model.
    func writeJSON(into output: inout JSONOutputBuffer) {
        if case .model(let model) = storage {
            Self.writeJSON(model, into: &output)
        } else {
            output.writeCompact(value)
        }
    }

    /// ``value``'s binary form, without building it from the model.
    func writeBinary(into writer: inout CacheBinaryWriter) {
        if case .model(let model) = storage {
            SolvedLayout.write(model, into: &writer)
        } else {
            SolvedLayout.write(value, into: &writer)
        }
    }

    private static func writeJSON(_ model: DiagnosticValue, into output: inout JSONOutputBuffer) {
        switch model {
        case .string(let text): output.writeString(text)
        case .number(let number): output.writeNumber(number)
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeJSON(item, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in SolvedDiagnostic.orderedMembers(members).enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output.writeString(member.key)
                output.append(UInt8(ascii: ":"))
                writeJSON(member.value, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// ``writeJSON(into:)`` and ``writeBinary(into:)`` at once: a fresh value's objects are
    /// put in order once for both forms.
    func write(into output: inout JSONOutputBuffer, _ writer: inout CacheBinaryWriter) {
        if case .model(let model) = storage {
            Self.write(model, into: &output, &writer)
        } else {
            writeJSON(into: &output)
            writeBinary(into: &writer)
        }
    }

    /// What ``writeJSON(_:into:)`` and `SolvedLayout.write(_:into:)` write for `model`.
    private static func write(_ model: DiagnosticValue, into output: inout JSONOutputBuffer, _ writer: inout CacheBinaryWriter) {
        typealias Tag = SolvedLayout.Tag
        switch model {
        case .string(let text):
            output.writeString(text)
            writer.byte(Tag.string.rawValue)
            writer.string(text)
        case .number(let number):
            output.writeNumber(number)
            writer.byte(Tag.number.rawValue)
            writer.double(number)
        case .bool(let flag):
            output.append(flag ? "true" : "false")
            writer.byte(flag ? Tag.true.rawValue : Tag.false.rawValue)
        case .array(let items):
            output.append(UInt8(ascii: "["))
            writer.byte(Tag.array.rawValue)
            writer.count(items.count)
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(item, into: &output, &writer)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            let ordered = SolvedDiagnostic.orderedMembers(members)
            output.append(UInt8(ascii: "{"))
            writer.byte(Tag.object.rawValue)
            writer.count(ordered.count)
            for (index, member) in ordered.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output.writeString(member.key)
                output.append(UInt8(ascii: ":"))
                writer.string(member.key)
                write(member.value, into: &output, &writer)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    static func == (lhs: DiagnosticJSON, rhs: DiagnosticJSON) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
