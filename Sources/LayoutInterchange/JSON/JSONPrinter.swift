/// Prints a ``JSONValue`` the way layoutdb writes files: two-space indentation, members
/// in the order given, `"key": value`, empty containers as `[]`/`{}`, a newline at the
/// end. Strings escape only what JSON requires (quote, backslash, control characters),
/// so non-ASCII text stays readable.
///
/// Both forms are written as UTF-8 bytes into one growing buffer and turned into a
/// `String` once: the solve cache prints a result of ~80 KB for every configuration a
/// batch stores, and appending to a `String` piece by piece was most of that cost.
/// The text is the same as ``JSONString/quoted(_:)`` and ``JSONNumberText`` give.
///
/// Numbers print by ``PrintedNumber``'s rule (rounded to 1e-9), except where `exact`
/// is asked for: document JSON and stored values print every bit.
enum JSONPrinter {
    static func print(_ value: JSONValue, exact: Bool = false) -> String {
        var output = JSONOutputBuffer(exactNumbers: exact)
        output.write(value, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return output.string
    }

    /// The value on one line, no spaces: `{"a":1,"b":[true,null]}`.
    static func compact(_ value: JSONValue, exact: Bool = false) -> String {
        var output = JSONOutputBuffer(exactNumbers: exact)
        output.writeCompact(value)
        return output.string
    }
}

/// The UTF-8 bytes of JSON text being printed.
///
/// Public so that a writer that knows its shape (the solve cache's rows) can write its
/// text straight into bytes, the same text as printing a built ``JSONValue`` gives,
/// without building the tree: `append` puts raw JSON punctuation and keys, the `write`
/// methods put values.
public struct JSONOutputBuffer {
    private var bytes: [UInt8] = []
    /// Whether numbers are written as they are (documents, stored values), not rounded
    /// by ``PrintedNumber``'s rule (results).
    let exactNumbers: Bool

    public init() { self.init(exactNumbers: false) }

    init(exactNumbers: Bool) {
        self.exactNumbers = exactNumbers
        bytes.reserveCapacity(4096)
    }

    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// How many bytes have been written.
    var count: Int { bytes.count }

    /// The text written so far, leaving the buffer empty (its capacity kept).
    mutating func takeString() -> String {
        defer { bytes.removeAll(keepingCapacity: true) }
        return string
    }

    public mutating func append(_ byte: UInt8) { bytes.append(byte) }

    /// Bytes of text written by another buffer (``takeBytes()``).
    mutating func append(contentsOf other: [UInt8]) { bytes.append(contentsOf: other) }

    /// The bytes written so far, leaving the buffer empty.
    mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// Raw text, as it is (punctuation and keys that need no escaping).
    public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: JSONValue, indent: Int) {
        switch value.kind {
        case .null, .bool, .number, .string: writeScalar(value.kind)
        case .array(let elements):
            guard !elements.isEmpty else { append("[]"); return }
            append("[\n")
            for (index, element) in elements.enumerated() {
                writeIndent(indent + 1)
                write(element, indent: indent + 1)
                append(index == elements.count - 1 ? "\n" : ",\n")
            }
            writeIndent(indent)
            append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { append("{}"); return }
            append("{\n")
            for (index, member) in members.enumerated() {
                writeIndent(indent + 1)
                writeString(member.key)
                append(": ")
                write(member.value, indent: indent + 1)
                append(index == members.count - 1 ? "\n" : ",\n")
            }
            writeIndent(indent)
            append(UInt8(ascii: "}"))
        }
    }

    /// `value` on one line, no spaces (``JSONValue/compact``).
    public mutating func writeCompact(_ value: JSONValue) {
        switch value.kind {
        case .null, .bool, .number, .string: writeScalar(value.kind)
        case .array(let elements):
            append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { append(UInt8(ascii: ",")) }
                writeCompact(element)
            }
            append(UInt8(ascii: "]"))
        case .object(let members):
            append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { append(UInt8(ascii: ",")) }
                writeString(member.key)
                append(UInt8(ascii: ":"))
                writeCompact(member.value)
            }
            append(UInt8(ascii: "}"))
        }
    }

    private mutating func writeScalar(_ kind: JSONValue.Kind) {
        switch kind {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): writeNumber(number)
        case .string(let text): writeString(text)
        case .array, .object: break
        }
    }

    mutating func writeIndent(_ level: Int) {
        for _ in 0..<(2 * level) { bytes.append(UInt8(ascii: " ")) }
    }

    /// ``JSONNumberText/text(_:)``, with whole numbers written digit by digit.
    public mutating func writeNumber(_ number: Double) {
        let number = exactNumbers ? number : PrintedNumber.rounded(number)
        guard number.isFinite, number == number.rounded(), abs(number) < 1e15 else {
            bytes.append(contentsOf: JSONNumberText.text(number).utf8)
            return
        }
        var whole = Int64(number)
        if whole < 0 {
            bytes.append(UInt8(ascii: "-"))
            whole = -whole
        }
        let first = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(whole % 10))
            whole /= 10
        } while whole > 0
        bytes[first...].reverse()
    }

    /// ``JSONString/quoted(_:)``: the quote, the backslash and control characters escaped,
    /// every other byte of the UTF-8 as it is (escapes are all ASCII, so working on
    /// bytes gives the same text as working on scalars).
    public mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        let utf8 = text.utf8
        if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: utf8)
        } else {
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case UInt8(ascii: "\n"): append("\\n")
                case UInt8(ascii: "\r"): append("\\r")
                case UInt8(ascii: "\t"): append("\\t")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                case 0..<0x20:
                    append("\\u00")
                    let hex: StaticString = "0123456789abcdef"
                    hex.withUTF8Buffer { digits in
                        bytes.append(digits[Int(byte >> 4)])
                        bytes.append(digits[Int(byte & 0xF)])
                    }
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
