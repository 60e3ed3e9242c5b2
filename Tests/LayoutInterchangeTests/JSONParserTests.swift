import LayoutInterchange
import Testing

@Suite("Positioned JSON parser")
struct JSONParserTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    /// The error's `line:column: message` for `text`, or a note that it parsed.
    func failure(_ text: String) -> String {
        failure(bytes: Array(text.utf8))
    }

    func failure(bytes: [UInt8]) -> String {
        do throws(JSONSyntaxError) {
            _ = try JSONParser.parse(bytes)
            return "parsed"
        } catch {
            return error.description
        }
    }

    @Test("values keep their line and column; columns count scalars, not bytes")
    func locations() throws {
        let value = try parse("{\n  \"é\": [1,\n    true],\n  \"b\": null }")
        guard case .object(let members) = value.kind else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["é", "b"])
        #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3, offset: 4))
        #expect(members[0].value.location.description == "2:8")
        guard case .array(let elements) = members[0].value.kind else { Issue.record("not an array"); return }
        #expect(elements[1].location.description == "3:5")
        #expect(members[1].value.location.description == "4:8")
    }

    @Test("escapes, surrogate pairs and raw UTF-8 decode to the same scalars")
    func escapes() throws {
        let value = try parse(#""a\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00é😀""#)
        #expect(value.kind == .string("a\"\\/\u{08}\u{0C}\n\r\té😀é😀"))
    }

    @Test("numbers: integers, fractions, exponents, negative zero")
    func numbers() throws {
        guard case .array(let values) = try parse("[0, -0, 12, -3.25, 1e3, 2E-2, 1.5e+2]").kind else { return }
        let numbers = values.compactMap { value -> Double? in
            if case .number(let number) = value.kind { return number }
            return nil
        }
        #expect(numbers == [0, 0, 12, -3.25, 1000, 0.02, 150])
    }

    @Test("strict RFC 8259: each refusal with its position")
    func refusals() {
        #expect(failure("[1, 2,]") == "1:7: trailing comma before ']'")
        #expect(failure("{\"a\": 1,\n}") == "2:1: trailing comma before '}'")
        #expect(failure("[NaN]") == "1:2: unexpected word 'NaN' (JSON has no NaN or Infinity)")
        #expect(failure("[-Infinity]") == "1:3: unexpected word 'Infinity' (JSON has no NaN or Infinity)")
        #expect(failure("// hi\n{}") == "1:1: comments are not allowed in JSON")
        #expect(failure("{\"a\": 1, \"a\": 2}") == "1:10: duplicate key 'a' (first at 1:2)")
        #expect(failure("[01]") == "1:2: numbers cannot have leading zeros")
        #expect(failure("[1.]") == "1:4: expected a digit after the decimal point")
        #expect(failure("[1e]") == "1:4: expected a digit in the exponent")
        #expect(failure("[1e999]") == "1:2: number 1e999 is out of range")
        #expect(failure("\"a\tb\"") == "1:3: control character U+0009 must be escaped in a string")
        #expect(failure(#""\x""#) == "1:2: invalid escape '\\x'")
        #expect(failure(#""\uD800""#) == "1:2: lone high surrogate \\uD800 (a low surrogate \\uDC00-\\uDFFF must follow)")
        #expect(failure(#""\uDC00""#) == "1:2: lone low surrogate \\uDC00")
        #expect(failure(#""\u12G4""#) == "1:2: a \\u escape needs four hexadecimal digits")
        #expect(failure("{} x") == "1:4: unexpected word 'x' after the end of the JSON value")
        #expect(failure("[1 2]") == "1:4: expected ',' or ']', found '2'")
        #expect(failure("{\"a\" 1}") == "1:6: expected ':' after the key, found '1'")
        #expect(failure("[tru]") == "1:2: unexpected word 'tru', expected 'true'")
        #expect(failure("") == "1:1: unexpected end of input, expected a value")
        #expect(failure("{\"a\": [") == "1:8: unexpected end of input, expected a value")
        #expect(failure("{'a': 1}") == "1:2: expected a key in double quotes, found '''")
    }

    @Test("invalid UTF-8 is refused: stray continuation, overlong, encoded surrogate, beyond U+10FFFF, truncated")
    func invalidUTF8() {
        let quote = UInt8(ascii: "\"")
        #expect(failure(bytes: [quote, 0x80, quote]) == "1:2: invalid UTF-8 byte 0x80")
        #expect(failure(bytes: [quote, 0xC0, 0xAF, quote]) == "1:2: invalid UTF-8 byte 0xC0")
        #expect(failure(bytes: [quote, 0xE0, 0x80, 0xAF, quote]) == "1:2: invalid UTF-8 sequence starting with 0xE0")
        #expect(failure(bytes: [quote, 0xED, 0xA0, 0x80, quote]) == "1:2: invalid UTF-8 sequence starting with 0xED")
        #expect(failure(bytes: [quote, 0xF4, 0x90, 0x80, 0x80, quote]) == "1:2: invalid UTF-8 sequence starting with 0xF4")
        #expect(failure(bytes: [quote, 0xE2, 0x82, quote]) == "1:2: invalid UTF-8 sequence starting with 0xE2")
        #expect(failure(bytes: [0xFF]) == "1:1: unexpected byte 0xFF, expected a value")
        // A UTF-16 file (a Windows editor's "Unicode") is named as one, both byte orders.
        let utf16 = "1:1: the file is UTF-16 or UTF-32 (it starts with a byte order mark); JSON documents must be UTF-8"
        #expect(failure(bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]) == utf16)
        #expect(failure(bytes: [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D]) == utf16)
        #expect(failure(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == "parsed")
    }

    @Test("a byte-order mark is skipped")
    func byteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("true".utf8))
        #expect(value.kind == .bool(true))
        #expect(value.location.offset == 3)
        #expect(failure(bytes: [0xEF, 0xBB, 0xBF] + Array("1".utf8)) == "parsed")
    }

    @Test("nesting is limited, and deep input fails instead of overflowing the stack")
    func depthLimit() {
        let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(failure(deepest) == "parsed")
        let tooDeep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        #expect(failure(tooDeep) == "1:257: nesting deeper than 256 levels")
        #expect(failure(String(repeating: "{\"a\":", count: 100_000)).hasSuffix("nesting deeper than 256 levels"))
    }

    @Test("a location inside a string counts escapes as written")
    func locationInsideString() {
        let bytes = Array(#"  "a\nb\uD83D\uDE00c""#.utf8)
        let literal = SourceLocation(line: 1, column: 3, offset: 2)
        #expect(JSONParser.location(ofScalar: 0, inStringAt: literal, bytes: bytes).column == 4)
        #expect(JSONParser.location(ofScalar: 2, inStringAt: literal, bytes: bytes).column == 7)
        #expect(JSONParser.location(ofScalar: 4, inStringAt: literal, bytes: bytes).column == 20)
    }
}
