import LayoutModel
/// A strict RFC 8259 JSON parser that remembers where every value was written, because
/// Foundation's `JSONSerialization` gives no positions and document errors must say
/// `file:line:column`.
///
/// Refused, each with a position: trailing commas, comments, `NaN`/`Infinity`, leading
/// zeros, unescaped control characters, invalid escapes and lone surrogates, invalid
/// UTF-8 (overlong forms, encoded surrogates, beyond U+10FFFF), duplicate keys, numbers
/// that overflow a `Double`, text after the value, and nesting deeper than `maxDepth`.
/// A leading UTF-8 byte-order mark is skipped (RFC 8259 §8.1 allows ignoring it).
///
/// It never traps: every index is checked and recursion is bounded by `maxDepth`.
public struct JSONParser {
    /// Arrays and objects nested deeper than this are an error, so hostile input cannot
    /// exhaust the stack.
    public static let defaultMaxDepth = 256

    private let bytes: [UInt8]
    private let maxDepth: Int
    /// False when the caller wants values only: every location is then `.start`, and
    /// lines and columns are not counted (an error re-parses with them, see
    /// ``parse(_:maxDepth:locations:)``).
    private let tracksLocations: Bool
    private var position = 0
    private var line = 1
    private var column = 1

    public init(bytes: [UInt8], maxDepth: Int = JSONParser.defaultMaxDepth) {
        self.init(bytes: bytes, maxDepth: maxDepth, tracksLocations: true)
    }

    private init(bytes: [UInt8], maxDepth: Int, tracksLocations: Bool) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.tracksLocations = tracksLocations
    }

    /// Parses one JSON text.
    ///
    /// Complexity: O(`bytes.count`).
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        return try parser.parseDocument()
    }

    /// Parses one JSON text; with `locations: false` every value and key is at
    /// ``SourceLocation/start`` (as values built in code are), which spares counting lines
    /// and columns and a later ``JSONValue/withoutLocations``: for text the program wrote
    /// itself, such as a cached result. Errors are the same either way, positions
    /// included: a failure is parsed again with locations to report it.
    public static func parse(
        _ bytes: [UInt8], maxDepth: Int = defaultMaxDepth, locations: Bool
    ) throws(JSONSyntaxError) -> JSONValue {
        guard !locations else { return try parse(bytes, maxDepth: maxDepth) }
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth, tracksLocations: false)
        do {
            return try parser.parseDocument()
        } catch {
            return try parse(bytes, maxDepth: maxDepth).withoutLocations
        }
    }

    public mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        // A UTF-16 or UTF-32 file (what some Windows editors save) opens with its byte order
        // mark: said as such, where "unexpected byte 0xFF" left the user to guess.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
            throw failure("the file is UTF-16 or UTF-32 (it starts with a byte order mark); JSON documents must be UTF-8")
        }
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if position < bytes.count {
            throw failure("unexpected \(describeHere()) after the end of the JSON value")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let start = here
        guard let byte = peek else { throw failure("unexpected end of input, expected a value") }
        switch byte {
        case ascii("{"): return try parseObject(depth: depth + 1)
        case ascii("["): return try parseArray(depth: depth + 1)
        case ascii("\""): return JSONValue(.string(try parseString()), at: start)
        case ascii("-"), ascii("0")...ascii("9"): return JSONValue(.number(try parseNumber()), at: start)
        case ascii("t"): try expectWord("true"); return JSONValue(.bool(true), at: start)
        case ascii("f"): try expectWord("false"); return JSONValue(.bool(false), at: start)
        case ascii("n"): try expectWord("null"); return JSONValue(.null, at: start)
        case ascii("/"): throw failure("comments are not allowed in JSON")
        case ascii("N"), ascii("I"):
            throw failure("unexpected \(describeWord()) (JSON has no NaN or Infinity)")
        case ascii("]"), ascii("}"): throw failure("unexpected '\(Character(Unicode.Scalar(byte)))', expected a value")
        default: throw failure("unexpected \(describeHere()), expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let start = here
        guard depth <= maxDepth else { throw failure("nesting deeper than \(maxDepth) levels") }
        advance()  // {
        var members: [JSONMember] = []
        members.reserveCapacity(4)
        // Duplicate keys: a linear look through the members for small objects (no
        // hashing), a dictionary once an object grows past `linearKeyLimit` members.
        var seen: [String: SourceLocation]?
        skipWhitespace()
        if peek == ascii("}") {
            advance()
            return JSONValue(.object([]), at: start)
        }
        while true {
            skipWhitespace()
            let keyLocation = here
            switch peek {
            case ascii("\""): break
            case ascii("}"): throw failure("trailing comma before '}'")
            case ascii("/"): throw failure("comments are not allowed in JSON")
            case nil: throw failure("unexpected end of input inside an object")
            default: throw failure("expected a key in double quotes, found \(describeHere())")
            }
            let key = try parseString()
            if let first = Self.earlierKey(key, at: keyLocation, in: members, seen: &seen) {
                throw JSONSyntaxError(at: keyLocation, "duplicate key \(EchoedName.quoted(key)) (first at \(first))")
            }
            skipWhitespace()
            guard peek == ascii(":") else {
                throw failure(peek == nil ? "unexpected end of input, expected ':'" : "expected ':' after the key, found \(describeHere())")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            switch peek {
            case ascii(","): advance()
            case ascii("}"):
                advance()
                return JSONValue(.object(members), at: start)
            case nil: throw failure("unexpected end of input inside an object, expected ',' or '}'")
            default: throw failure("expected ',' or '}', found \(describeHere())")
            }
        }
    }

    /// Objects with more members than this index their keys in a dictionary.
    private static let linearKeyLimit = 16

    /// Where `key` was first written in `members`, if it was; keeps `seen` (the index of
    /// a large object) up to date with `key`, written at `location`, when it was not.
    private static func earlierKey(
        _ key: String, at location: SourceLocation, in members: [JSONMember], seen: inout [String: SourceLocation]?
    ) -> SourceLocation? {
        if members.count < linearKeyLimit {
            return members.first { $0.key == key }?.keyLocation
        }
        if seen == nil {
            var index: [String: SourceLocation] = [:]
            index.reserveCapacity(members.count * 2)
            for member in members { index[member.key] = member.keyLocation }
            seen = index
        }
        if let first = seen?[key] { return first }
        seen?[key] = location
        return nil
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let start = here
        guard depth <= maxDepth else { throw failure("nesting deeper than \(maxDepth) levels") }
        advance()  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == ascii("]") {
            advance()
            return JSONValue(.array([]), at: start)
        }
        while true {
            skipWhitespace()
            if peek == ascii("]") { throw failure("trailing comma before ']'") }
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch peek {
            case ascii(","): advance()
            case ascii("]"):
                advance()
                return JSONValue(.array(elements), at: start)
            case nil: throw failure("unexpected end of input inside an array, expected ',' or ']'")
            default: throw failure("expected ',' or ']', found \(describeHere())")
            }
        }
    }

    // MARK: Strings

    /// A string literal starting at the opening quote.
    ///
    /// Most strings are plain ASCII: those are found in one scan and made into a
    /// `String` in one step. Others collect their UTF-8 in a byte buffer (escapes
    /// encoded, multi-byte sequences validated and copied) and become a `String` at the
    /// end: no per-scalar appends.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        advance()  // "
        let start = position
        var end = position
        while end < bytes.count {
            let byte = bytes[end]
            if byte == ascii("\"") {
                // Plain ASCII with no line breaks: one column per byte.
                column += end - start + 1
                position = end + 1
                return String(decoding: bytes[start..<end], as: UTF8.self)
            }
            if byte < 0x20 || byte >= 0x80 || byte == ascii("\\") { break }
            end += 1
        }
        column += end - start
        position = end
        var utf8: [UInt8] = []
        utf8.reserveCapacity(end - start + 16)
        utf8.append(contentsOf: bytes[start..<end])
        while true {
            guard let byte = peek else { throw failure("unexpected end of input inside a string") }
            switch byte {
            case ascii("\""):
                advance()
                return String(decoding: utf8, as: UTF8.self)
            case ascii("\\"):
                let scalar = try parseEscape()
                if let encoded = UTF8.encode(scalar) { utf8.append(contentsOf: encoded) }
            case 0..<0x20:
                let hex = String(byte, radix: 16, uppercase: true)
                throw failure("control character U+\(hex.count < 2 ? "000" : "00")\(hex) must be escaped in a string")
            case 0..<0x80:
                advance()
                utf8.append(byte)
            default:
                let sequenceStart = position
                _ = try parseUTF8Scalar()
                utf8.append(contentsOf: bytes[sequenceStart..<position])
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = here
        advance()  // backslash
        guard let byte = peek else { throw failure("unexpected end of input inside a string") }
        advance()
        switch byte {
        case ascii("\""): return "\""
        case ascii("\\"): return "\\"
        case ascii("/"): return "/"
        case ascii("b"): return "\u{08}"
        case ascii("f"): return "\u{0C}"
        case ascii("n"): return "\n"
        case ascii("r"): return "\r"
        case ascii("t"): return "\t"
        case ascii("u"):
            let high = try parseHex4(escapeStart: start)
            if (0xDC00...0xDFFF).contains(high) {
                throw JSONSyntaxError(at: start, "lone low surrogate \\u\(hex4(high))")
            }
            guard (0xD800...0xDBFF).contains(high) else {
                return Unicode.Scalar(high) ?? "\u{FFFD}"
            }
            let lowStart = here
            guard peek == ascii("\\"), peek(at: position + 1) == ascii("u") else {
                throw JSONSyntaxError(at: start, "lone high surrogate \\u\(hex4(high)) (a low surrogate \\uDC00-\\uDFFF must follow)")
            }
            advance()
            advance()
            let low = try parseHex4(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONSyntaxError(at: start, "lone high surrogate \\u\(hex4(high)) (followed by \\u\(hex4(low)))")
            }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        default:
            throw JSONSyntaxError(at: start, "invalid escape '\\\(describeByte(byte))'")
        }
    }

    private mutating func parseHex4(escapeStart: SourceLocation) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexValue(byte) else {
                throw JSONSyntaxError(at: escapeStart, "a \\u escape needs four hexadecimal digits")
            }
            advance()
            value = value << 4 | digit
        }
        return value
    }

    /// One multi-byte UTF-8 sequence, validated (no overlong forms, no surrogates, at most U+10FFFF).
    private mutating func parseUTF8Scalar() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let lead = peek else { throw failure("unexpected end of input inside a string") }
        let count: Int
        var value: UInt32
        var minimum: UInt32
        switch lead {
        case 0xC2...0xDF: count = 1; value = UInt32(lead & 0x1F); minimum = 0x80
        case 0xE0...0xEF: count = 2; value = UInt32(lead & 0x0F); minimum = 0x800
        case 0xF0...0xF4: count = 3; value = UInt32(lead & 0x07); minimum = 0x10000
        default: throw failure("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))")
        }
        for offset in 1...count {
            guard let next = peek(at: position + offset), next & 0xC0 == 0x80 else {
                throw failure("invalid UTF-8 sequence starting with 0x\(String(lead, radix: 16, uppercase: true))")
            }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value),
            let scalar = Unicode.Scalar(value)
        else {
            throw failure("invalid UTF-8 sequence starting with 0x\(String(lead, radix: 16, uppercase: true))")
        }
        for _ in 0...count { advance() }
        return scalar
    }

    // MARK: Numbers

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, converted to a finite `Double`.
    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = here
        let startOffset = position
        if peek == ascii("-") { advance() }
        guard let first = peek, Self.isDigit(first) else {
            if peek == ascii("I") { throw failure("unexpected \(describeWord()) (JSON has no NaN or Infinity)") }
            throw failure("expected a digit after '-'")
        }
        advance()
        if first == ascii("0"), let next = peek, Self.isDigit(next) {
            throw JSONSyntaxError(at: start, "numbers cannot have leading zeros")
        }
        if first != ascii("0") { skipDigits() }
        if peek == ascii(".") {
            advance()
            guard let digit = peek, Self.isDigit(digit) else { throw failure("expected a digit after the decimal point") }
            skipDigits()
        }
        if peek == ascii("e") || peek == ascii("E") {
            advance()
            if peek == ascii("+") || peek == ascii("-") { advance() }
            guard let digit = peek, Self.isDigit(digit) else { throw failure("expected a digit in the exponent") }
            skipDigits()
        }
        if let value = integerValue(startOffset..<position) { return value }
        let text = String(decoding: bytes[startOffset..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(at: start, "number \(text) is out of range")
        }
        return value
    }

    /// The value of an integer literal of at most 15 digits, computed exactly (every
    /// such integer is a `Double`), without going through a `String`; nil for anything
    /// else (a fraction, an exponent, more digits), which `Double(_:)` reads.
    private func integerValue(_ range: Range<Int>) -> Double? {
        var index = range.lowerBound
        let negative = bytes[index] == ascii("-")
        if negative { index += 1 }
        guard range.upperBound - index <= 15 else { return nil }
        var value: Int64 = 0
        while index < range.upperBound {
            let byte = bytes[index]
            guard Self.isDigit(byte) else { return nil }
            value = value * 10 + Int64(byte - ascii("0"))
            index += 1
        }
        return negative ? -Double(value) : Double(value)
    }

    private mutating func skipDigits() {
        while let byte = peek, Self.isDigit(byte) { advance() }
    }

    // MARK: Scanning

    private var peek: UInt8? { peek(at: position) }

    private func peek(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private var here: SourceLocation {
        tracksLocations ? SourceLocation(line: line, column: column, offset: position) : .start
    }

    /// Moves one byte on, keeping line and column: a column is a Unicode scalar, so
    /// continuation bytes do not count.
    private mutating func advance() {
        guard position < bytes.count else { return }
        let byte = bytes[position]
        position += 1
        guard tracksLocations else { return }
        if byte == ascii("\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let start = here
        for expected in word.utf8 {
            guard peek == expected else {
                throw JSONSyntaxError(at: start, "unexpected \(describeWordAt(start.offset)), expected '\(word)'")
            }
            advance()
        }
        if let next = peek, Self.isWordByte(next) {
            throw JSONSyntaxError(at: start, "unexpected \(describeWordAt(start.offset)), expected '\(word)'")
        }
    }

    private func describeHere() -> String {
        guard let byte = peek else { return "end of input" }
        if Self.isWordByte(byte), !Self.isDigit(byte) { return describeWord() }
        return (0x21..<0x7F).contains(byte) ? "'\(describeByte(byte))'" : describeByte(byte)
    }

    private func describeWord() -> String { describeWordAt(position) }

    private func describeWordAt(_ offset: Int) -> String {
        var end = offset
        while end < bytes.count, end - offset < 24, Self.isWordByte(bytes[end]) { end += 1 }
        return "word '\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }

    private func describeByte(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte)
            ? String(Character(Unicode.Scalar(byte))) : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func hex4(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    private func failure(_ message: String) -> JSONSyntaxError { JSONSyntaxError(at: here, message) }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= ascii("0") && byte <= ascii("9") }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= ascii("a") && byte <= ascii("z")) || (byte >= ascii("A") && byte <= ascii("Z")) || isDigit(byte)
            || byte == ascii("_")
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case ascii("0")...ascii("9"): return UInt32(byte - ascii("0"))
        case ascii("a")...ascii("f"): return UInt32(byte - ascii("a") + 10)
        case ascii("A")...ascii("F"): return UInt32(byte - ascii("A") + 10)
        default: return nil
        }
    }
}

/// The byte of an ASCII character, for readable `switch` cases over UTF-8.
@inline(__always)
func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(truncatingIfNeeded: character.value) }

extension JSONParser {
    /// The source column of the scalar at `scalarOffset` inside the string literal whose
    /// opening quote is at `literal`, counting escapes as the text was written. Equation
    /// and Visual Format errors point inside their strings with this.
    public static func location(
        ofScalar scalarOffset: Int, inStringAt literal: SourceLocation, bytes: [UInt8]
    ) -> SourceLocation {
        var position = literal.offset + 1
        var column = literal.column + 1
        var remaining = scalarOffset
        while remaining > 0, position < bytes.count, bytes[position] != ascii("\"") {
            var length = 1
            if bytes[position] == ascii("\\") {
                let isUnicode = position + 1 < bytes.count && bytes[position + 1] == ascii("u")
                length = isUnicode ? 6 : 2
                // A surrogate pair is one scalar written as two escapes.
                if isUnicode, position + 11 < bytes.count, isHighSurrogateEscape(bytes[(position + 2)...(position + 3)]) {
                    length = 12
                }
            } else if bytes[position] >= 0xF0 {
                length = 4
            } else if bytes[position] >= 0xE0 {
                length = 3
            } else if bytes[position] >= 0xC0 {
                length = 2
            }
            let end = min(bytes.count, position + length)
            for byte in bytes[position..<end] where byte & 0xC0 != 0x80 { column += 1 }
            position = end
            remaining -= 1
        }
        return SourceLocation(line: literal.line, column: column, offset: position)
    }
}

/// Whether the first two hex digits of a `\u` escape start a high surrogate (`D8`…`DB`).
private func isHighSurrogateEscape(_ digits: ArraySlice<UInt8>) -> Bool {
    guard let first = digits.first, let second = digits.last else { return false }
    return (first == ascii("d") || first == ascii("D"))
        && [ascii("8"), ascii("9"), ascii("a"), ascii("b"), ascii("A"), ascii("B")].contains(second)
}
