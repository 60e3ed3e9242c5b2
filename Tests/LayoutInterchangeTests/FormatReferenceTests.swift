import Foundation
import LayoutInterchange
import Testing

/// `Documentation/FormatConformance.md` is the JSON format's reference in the project's
/// own words: a line for each key of `schema/layoutdb.schema.json`. Keys added with a
/// feature (`tableStyle`, `segments`, `buttonConfiguration`, …) reached the schema and the
/// reader but not always the page; this fails when the schema declares a key that no code
/// span of the page names.
@Suite("JSON format reference")
struct FormatReferenceTests {
    static func reference() throws -> String {
        let url = Examples.directory.deletingLastPathComponent().appendingPathComponent("Documentation/FormatConformance.md")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Every name the schema declares under a `properties` object, anywhere in it.
    static func declaredKeys(_ value: JSONValue) -> Set<String> {
        switch value.kind {
        case .object(let members):
            var keys: Set<String> = []
            for member in members {
                if member.key == "properties", case .object(let properties) = member.value.kind {
                    keys.formUnion(properties.map(\.key))
                }
                keys.formUnion(declaredKeys(member.value))
            }
            return keys
        case .array(let elements):
            return elements.reduce(into: Set<String>()) { $0.formUnion(declaredKeys($1)) }
        default:
            return []
        }
    }

    /// The words (`$`, letters, digits, `_`) inside the page's code spans: `` `image` ``,
    /// `` `{width, height}` `` and `` `containment.navigationBar` `` all name their keys.
    static func namedInCode(_ text: String) -> Set<String> {
        var words: Set<String> = []
        for (index, span) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
            var word = ""
            for character in span {
                if character == "$" || character == "_" || character.isLetter || character.isNumber {
                    word.append(character)
                } else {
                    if !word.isEmpty { words.insert(word) }
                    word = ""
                }
            }
            if !word.isEmpty { words.insert(word) }
        }
        return words
    }

    @Test("every key of the schema is described in Documentation/FormatConformance.md")
    func everyKeyIsDescribed() throws {
        let keys = Self.declaredKeys(try SchemaTests.schema())
        #expect(keys.count > 90)
        let named = Self.namedInCode(try Self.reference())
        #expect(keys.subtracting(named).sorted() == [])
    }

    @Test("the check finds a key the page does not name")
    func checkFindsAMissingKey() throws {
        let schema = try JSONParser.parse(Array(#"{"properties": {"a": {}, "b": {"properties": {"c": {}}}}}"#.utf8))
        #expect(Self.declaredKeys(schema) == ["a", "b", "c"])
        #expect(Self.namedInCode("`a` and `{b, x}`, not c") == ["a", "b", "x"])
    }
}
