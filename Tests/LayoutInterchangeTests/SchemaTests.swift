import Foundation
import LayoutInterchange
import Testing

/// `schema/layoutdb.schema.json` against the examples and the reader. No JSON Schema
/// library is available, so the key check walks `properties` by hand: `$ref`s are
/// followed, and the keys of an object must be declared by the schema or by one of its
/// `oneOf`/`anyOf` branches.
@Suite("JSON Schema")
struct SchemaTests {
    static func schema() throws -> JSONValue {
        let url = Examples.directory.deletingLastPathComponent().appendingPathComponent("schema/layoutdb.schema.json")
        return try JSONParser.parse(Array(try Data(contentsOf: url)))
    }

    /// Every key path in `value` that `schema` does not declare.
    static func undeclared(_ value: JSONValue, _ schema: JSONValue, root: JSONValue, path: String) -> [String] {
        let branches = resolvedBranches(schema, root: root)
        switch value.kind {
        case .object(let members):
            var problems: [String] = []
            for member in members {
                let declaring = branches.compactMap { $0["properties"]?[member.key] }
                let open = branches.contains { branch in
                    if case .object = branch["additionalProperties"]?.kind { return true }
                    return false
                }
                if declaring.isEmpty && !open {
                    problems.append("\(path).\(member.key)")
                } else if let child = declaring.first {
                    problems += undeclared(member.value, child, root: root, path: "\(path).\(member.key)")
                }
            }
            return problems
        case .array(let elements):
            guard let items = branches.compactMap({ $0["items"] }).first else { return [] }
            return elements.enumerated().flatMap { undeclared($1, items, root: root, path: "\(path)[\($0)]") }
        default:
            return []
        }
    }

    /// The schema with `$ref` followed, expanded into its `oneOf`/`anyOf` branches.
    static func resolvedBranches(_ schema: JSONValue, root: JSONValue) -> [JSONValue] {
        var schema = schema
        if case .string(let reference) = schema["$ref"]?.kind, reference.hasPrefix("#/$defs/"),
            let target = root["$defs"]?[String(reference.dropFirst("#/$defs/".count))]
        {
            schema = target
        }
        var result = [schema]
        for key in ["oneOf", "anyOf"] {
            if case .array(let options) = schema[key]?.kind {
                result += options.flatMap { resolvedBranches($0, root: root) }
            }
        }
        return result
    }

    @Test("every example uses only keys the schema declares", arguments: Examples.names)
    func examplesUseDeclaredKeys(name: String) throws {
        let schema = try Self.schema()
        let example = try JSONParser.parse(try Examples.bytes(name))
        #expect(Self.undeclared(example, schema, root: schema, path: "$") == [])
    }

    @Test("the key walk finds an undeclared key")
    func walkFindsUndeclared() throws {
        let schema = try Self.schema()
        let value = try JSONParser.parse(Array(#"{"layoutdb": 1, "name": "x", "root": {"id": "r", "colour": "red"}}"#.utf8))
        #expect(Self.undeclared(value, schema, root: schema, path: "$") == ["$.root.colour"])
    }

    @Test("the reader rejects what the schema rejects")
    func readerAgrees() throws {
        let schema = try Self.schema()
        // The schema's own statements of each rule…
        #expect(schema["properties"]?["layoutdb"]?["const"]?.kind == .number(1))
        #expect(schema["additionalProperties"]?.kind == .bool(false))
        #expect(schema["$defs"]?["view"]?["properties"]?["numberOfLines"]?["minimum"]?.kind == .number(0))
        #expect(schema["$defs"]?["priority"]?["oneOf"]?.kind != nil)
        // …and the reader refusing documents that break them.
        let cases = [
            #"{"layoutdb": 2, "name": "x", "root": {"id": "r"}}"#,
            #"{"layoutdb": 1, "name": "x", "root": {"id": "r"}, "extra": true}"#,
            #"{"layoutdb": 1, "name": "x", "root": {"id": "r", "numberOfLines": -1}}"#,
            #"{"layoutdb": 1, "name": "x", "root": {"id": "r"}, "constraints": [{"first": "r.width", "constant": 1, "priority": 1001}]}"#,
            #"{"layoutdb": 1, "name": "x", "root": {"id": "r"}, "variants": [{"when": "wQ", "view": "r", "set": {"hidden": true}}]}"#,
            #"{"layoutdb": 1, "name": "x", "root": {"id": "9r"}}"#,
            #"{"layoutdb": 1, "root": {"id": "r"}}"#,
        ]
        for text in cases {
            #expect(throws: DocumentReadError.self, "\(text)") { try DocumentReader.read(text, file: "case.json") }
        }
        #expect(throws: Never.self) {
            try DocumentReader.read(#"{"layoutdb": 1, "name": "x", "root": {"id": "r"}}"#, file: "ok.json")
        }
    }
}
