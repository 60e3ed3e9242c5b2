import LayoutInterchange
import Testing

/// The parser's fast paths (plain ASCII strings in one scan, integers without a
/// `String`, duplicate keys found without hashing in small objects) keep every value,
/// position and error of the general paths.
@Suite("JSON parser fast paths")
struct JSONParserFastPathTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    func failure(_ text: String) -> String {
        do throws(JSONSyntaxError) {
            _ = try JSONParser.parse(Array(text.utf8))
            return "parsed"
        } catch {
            return error.description
        }
    }

    @Test("a string switching from the ASCII scan to escapes and UTF-8 keeps its text and the columns after it")
    func mixedStrings() throws {
        let value = try parse(#"["abc\n\u00e9dé", "plain", 7]"#)
        guard case .array(let items) = value.kind else { Issue.record("not an array"); return }
        #expect(items.map(\.kind) == [.string("abc\né" + "dé"), .string("plain"), .number(7)])
        // `[` 1, the first string 2…16 (its 15 scalars as written; é counts one column),
        // `, ` then `"plain"` at 19…25, `, ` then `7` at 28.
        #expect(items.map(\.location.description) == ["1:2", "1:19", "1:28"])
        #expect(failure("[\"abcdef\u{01}\"]") == "1:9: control character U+0001 must be escaped in a string")
        #expect(failure("[\"ab\\nc\u{09}\"]") == "1:8: control character U+0009 must be escaped in a string")
        #expect(failure("[\"abc") == "1:6: unexpected end of input inside a string")
    }

    @Test("integers are exact up to 15 digits and beyond through Double; negative zero stays negative")
    func integers() throws {
        let value = try parse("[0, -0, 123456789012345, -999999999999999, 12345678901234567890, 9007199254740993]")
        guard case .array(let items) = value.kind else { Issue.record("not an array"); return }
        let numbers = items.compactMap { item -> Double? in
            if case .number(let x) = item.kind { return x }
            return nil
        }
        #expect(numbers == [0, 0, 123_456_789_012_345, -999_999_999_999_999, 12_345_678_901_234_567_168, 9_007_199_254_740_992])
        #expect(numbers[1].sign == .minus && numbers[0].sign == .plus)
        #expect(failure("[01]") == "1:2: numbers cannot have leading zeros")
        #expect(failure("[-]") == "1:3: expected a digit after '-'")
    }

    @Test("duplicate keys name the first one, in small objects and past the 16-member index")
    func duplicates() {
        #expect(failure(#"{"a": 1, "b": 2, "a": 3}"#) == "1:18: duplicate key 'a' (first at 1:2)")
        let many = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        // `"k0": 0, ` is 9 columns, `"k10": 10, ` 11: k3 at 2 + 3·9 = 29, k10 at 92,
        // k17 at 92 + 7·11 = 169, k19 ends at 199, the repeated key starts at 202.
        #expect(failure("{\(many), \"k17\": 0}") == "1:202: duplicate key 'k17' (first at 1:169)")
        #expect(failure("{\(many), \"k3\": 0}") == "1:202: duplicate key 'k3' (first at 1:29)")
        #expect(failure("{\(many), \"k20\": 0}") == "parsed")
    }

    @Test("without locations: the same values as located ones stripped, and the same errors, positions included")
    func withoutLocations() throws {
        let text = "{\n  \"a\": [1, -2.5e1, \"x\\u00e9y\", null],\n  \"b\": {\"c\": true}\n}"
        let located = try JSONParser.parse(Array(text.utf8))
        let bare = try JSONParser.parse(Array(text.utf8), locations: false)
        #expect(bare == located.withoutLocations)
        #expect(bare != located)
        for broken in ["{\"a\": 1,\n \"a\": 2}", "[1,\n 2,]", "{\"a\" 1}", "[\"\u{01}\"]"] {
            let expected = failure(broken)
            var actual = "parsed"
            do throws(JSONSyntaxError) {
                _ = try JSONParser.parse(Array(broken.utf8), locations: false)
            } catch {
                actual = error.description
            }
            #expect(actual == expected)
        }
    }
}
