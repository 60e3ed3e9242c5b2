import LayoutInterchange
import LayoutModel
import PropertyBased
import Testing

/// The byte-buffer printer against a plain reference printer written here (string
/// appends, escapes per Unicode scalar: how layoutdb printed JSON before), and against
/// the parser.
@Suite("JSON printer properties")
struct JSONPrinterPropertyTests {
    @Test("rendered and compact text equal the reference printer's, and parse back to the value")
    func sameTextAsReference() async {
        await propertyCheck(count: 400, input: seededCases(0x7E47_0B7E)) { seeded in
            var rng = seeded.rng
            let value = Self.randomValue(depth: 0, rng: &rng)
            // Results round numbers to 1e-9 (``PrintedNumber``); stored data prints them exactly.
            #expect(value.rendered == Reference.print(value, exact: false), "\(seeded)")
            #expect(value.compact == Reference.compact(value, exact: false), "\(seeded)")
            #expect(value.renderedExactly == Reference.print(value), "\(seeded)")
            #expect(value.compactExactly == Reference.compact(value), "\(seeded)")
            let text = Self.randomString(rng: &rng)
            #expect(JSONString.quoted(text) == Reference.quoted(text), "\(seeded)")
            do throws(JSONSyntaxError) {
                #expect(Plain(try JSONParser.parse(Array(value.compactExactly.utf8))) == Plain(value), "\(seeded)")
                #expect(Plain(try JSONParser.parse(Array(value.renderedExactly.utf8))) == Plain(value), "\(seeded)")
                _ = try JSONParser.parse(Array(value.rendered.utf8))
            } catch {
                Issue.record("\(seeded): \(error)\n\(value.compactExactly)")
            }
        }
    }

    @Test("known texts: escapes, whole and fractional numbers, empty containers")
    func knownTexts() {
        let value = JSONValue.object([
            ("quote\"back\\slash", .string("line\nfeed\ttab\u{01}\u{1F}é😀")),
            ("numbers", .array([.number(0), .number(-0.0), .number(-42), .number(1.5), .number(1e15), .number(123_456_789_012_345)])),
            ("empty", .array([])), ("nothing", .object([])), ("flags", .array([.bool(true), .bool(false), .null])),
        ])
        #expect(value.compact == #"{"quote\"back\\slash":"line\nfeed\ttab\u0001\u001fé😀","numbers":[0,0,-42,1.5,1000000000000000.0,123456789012345],"empty":[],"nothing":{},"flags":[true,false,null]}"#)
        #expect(JSONValue.object([("a", .array([.number(1)])), ("b", .object([]))]).rendered == "{\n  \"a\": [\n    1\n  ],\n  \"b\": {}\n}\n")
    }

    /// A value without positions, to compare parsed and built trees.
    indirect enum Plain: Equatable {
        case null, bool(Bool), number(Double), string(String), array([Plain]), object([String], [Plain])

        init(_ value: JSONValue) {
            switch value.kind {
            case .null: self = .null
            case .bool(let flag): self = .bool(flag)
            case .number(let number): self = .number(number)
            case .string(let text): self = .string(text)
            case .array(let elements): self = .array(elements.map(Plain.init))
            case .object(let members): self = .object(members.map(\.key), members.map { Plain($0.value) })
            }
        }
    }

    static func randomValue(depth: Int, rng: inout SplitMix) -> JSONValue {
        let pick = Int.random(in: 0..<(depth >= 4 ? 4 : 6), using: &rng)
        switch pick {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &rng))
        case 2: return .number(randomNumber(rng: &rng))
        case 3: return .string(randomString(rng: &rng))
        case 4: return .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in randomValue(depth: depth + 1, rng: &rng) })
        default:
            var keys = Set<String>()
            var members: [(String, JSONValue)] = []
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                let key = randomString(rng: &rng)
                if keys.insert(key).inserted { members.append((key, randomValue(depth: depth + 1, rng: &rng))) }
            }
            return .object(members)
        }
    }

    static func randomNumber(rng: inout SplitMix) -> Double {
        switch Int.random(in: 0...4, using: &rng) {
        case 0: return Double(Int.random(in: -1000...1000, using: &rng))
        case 1: return Double(Int64.random(in: -999_999_999_999_999...999_999_999_999_999, using: &rng))
        case 2: return Double(Int.random(in: -4000...4000, using: &rng)) / 4
        case 3: return Double.random(in: -1e20...1e20, using: &rng)
        default: return Double.random(in: -1...1, using: &rng) * 1e-7
        }
    }

    static func randomString(rng: inout SplitMix) -> String {
        let pieces: [String] = ["a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{00}", "\u{1F}", "\u{7F}",
                                "é", "€", "😀", "/", "UILabel:0x7fa000000100.leading", "'"]
        return (0..<Int.random(in: 0...8, using: &rng)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined()
    }
}

/// How layoutdb printed JSON before the byte buffer (string appends; escapes from RFC
/// 8259's table): the reference the printer must equal.
private enum Reference {
    /// `exact`: numbers as they are; otherwise rounded as results print them.
    static func print(_ value: JSONValue, exact: Bool = true) -> String {
        var output = ""
        write(value, indent: 0, exact: exact, into: &output)
        return output + "\n"
    }

    static func write(_ value: JSONValue, indent: Int, exact: Bool, into output: inout String) {
        switch value.kind {
        case .array(let elements) where !elements.isEmpty:
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                write(element, indent: indent + 1, exact: exact, into: &output)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members) where !members.isEmpty:
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1) + quoted(member.key) + ": "
                write(member.value, indent: indent + 1, exact: exact, into: &output)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        default: output += compact(value, exact: exact)
        }
    }

    static func compact(_ value: JSONValue, exact: Bool = true) -> String {
        switch value.kind {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let printed):
            let number = exact ? printed : PrintedNumber.rounded(printed)
            if number == number.rounded(), abs(number) < 1e15 { return number == 0 ? "0" : String(Int64(number)) }
            return "\(number)"
        case .string(let text): return quoted(text)
        case .array(let elements): return "[" + elements.map { compact($0, exact: exact) }.joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { quoted($0.key) + ":" + compact($0.value, exact: exact) }.joined(separator: ",") + "}"
        }
    }

    /// RFC 8259's escapes, from its table: the two-character forms where JSON has one,
    /// `\u00XX` for the other control characters.
    static let shortEscapes: [Unicode.Scalar: String] = [
        "\"": #"\""#, "\\": #"\\"#, "\n": #"\n"#, "\r": #"\r"#, "\t": #"\t"#, "\u{08}": #"\b"#, "\u{0C}": #"\f"#,
    ]

    static func quoted(_ text: String) -> String {
        let body = text.unicodeScalars.map { scalar -> String in
            if let short = shortEscapes[scalar] { return short }
            guard scalar.value < 0x20 else { return String(scalar) }
            let digits = Array("0123456789abcdef")
            return #"\u00"# + String(digits[Int(scalar.value >> 4)]) + String(digits[Int(scalar.value & 0xF)])
        }
        return "\"" + body.joined() + "\""
    }
}
