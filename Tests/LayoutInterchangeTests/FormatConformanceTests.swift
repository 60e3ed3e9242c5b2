import LayoutInterchange
import Testing

/// Rules of FORMAT.md that the audit in Documentation/FormatConformance.md found broken,
/// each asserted as the spec states it.
@Suite("FORMAT.md conformance")
struct FormatConformanceTests {
    /// A document with one plain view `a` under `root`; `view` is spliced into `a` (line 4)
    /// and `variants` into the variants array (line 8).
    static func document(view: String = "", variants: String = "") -> String {
        """
        {
          "layoutdb": 1, "name": "doc",
          "root": { "id": "root", "subviews": [
            { "id": "a", "class": "UIView"\(view) } ] },
          "constraints": [ "a.top == root.top", "a.leading == root.leading",
            { "id": "w", "first": "a.width", "constant": 10 }, "a.height == 10" ],
          "variants": [
            \(variants)
          ]
        }
        """
    }

    func failure(_ text: String) -> String { readFailure(text, file: "doc.json") }

    @Test("contentHugging and compressionResistance may give one axis; the other keeps UIKit's default")
    func partialAxisPriorities() throws {
        let document = try DocumentReader.read(
            Self.document(view: #", "contentHugging": {"horizontal": 251}, "compressionResistance": {"vertical": 800}"#),
            file: "doc.json")
        let view = try #require(document.root.subviews.first)
        #expect(view.contentHugging == AxisPriorities(horizontal: Priority(rawValue: 251)!, vertical: .defaultLow))
        #expect(view.compressionResistance == AxisPriorities(horizontal: .defaultHigh, vertical: Priority(rawValue: 800)!))
        let reread = try DocumentReader.read(DocumentWriter.write(document), file: "again.json")
        #expect(reread == document)
    }

    @Test("variants of equal specificity that can both match and disagree are an import error naming both")
    func variantTieAtImport() {
        let tie = #"""
            { "when": "wC", "constraint": "w", "set": { "constant": 20 } },
                { "when": "hC", "constraint": "w", "set": { "constant": 30 } }
            """#
        #expect(failure(Self.document(variants: tie))
            == "doc.json:9:5: variants[1]: variants[0] (when wC) and variants[1] (when hC) can both match and set "
            + "constraint 'w' constant with equal specificity; make one more specific or give them the same value")
        let object = #"""
            { "when": { "contentSize": ">=large" }, "view": "a", "set": { "hidden": true } },
                { "when": { "idiom": "pad" }, "view": "a", "installed": false, "set": { "hidden": false } }
            """#
        #expect(failure(Self.document(variants: object)).hasPrefix(
            "doc.json:9:5: variants[1]: variants[0] (when contentSize=>=large) and variants[1] (when idiom=pad) can both match and set view 'a' hidden"))
    }

    @Test("ties that never both match, agree, or that a more specific variant settles, read")
    func variantNonTies() {
        let exclusive = #"""
            { "when": "wC", "constraint": "w", "set": { "constant": 20 } },
                { "when": "wR", "constraint": "w", "set": { "constant": 30 } }
            """#
        #expect(failure(Self.document(variants: exclusive)) == "read")
        let agreeing = #"""
            { "when": "wC", "constraint": "w", "set": { "constant": 20 } },
                { "when": "hC", "constraint": "w", "set": { "constant": 20 } }
            """#
        #expect(failure(Self.document(variants: agreeing)) == "read")
        let settled = #"""
            { "when": "wC", "constraint": "w", "set": { "constant": 20 } },
                { "when": "hC", "constraint": "w", "set": { "constant": 30 } },
                { "when": "wC hC", "constraint": "w", "set": { "constant": 40 } }
            """#
        #expect(failure(Self.document(variants: settled)) == "read")
        let ranges = #"""
            { "when": { "contentSize": "extraSmall...large" }, "view": "a", "set": { "hidden": true } },
                { "when": { "contentSize": ">=extraLarge" }, "view": "a", "set": { "hidden": false } }
            """#
        #expect(failure(Self.document(variants: ranges)) == "read")
    }
}

@Suite("FORMAT.md conformance: constraints")
struct FormatConstraintConformanceTests {
    @Test("a constraint object's relation takes '=' as '==', like an equation")
    func singleEqualsRelation() throws {
        let text = """
            { "layoutdb": 1, "name": "doc", "root": { "id": "root", "subviews": [ { "id": "a" } ] },
              "constraints": [ { "first": "a.width", "relation": "=", "second": "a.height" }, "a.width = a.height" ] }
            """
        let document = try DocumentReader.read(text, file: "doc.json")
        guard case .single(let object) = document.constraints[0], case .single(let equation) = document.constraints[1] else {
            Issue.record("not single constraints")
            return
        }
        #expect(object.relation == .equal)
        #expect(equation.relation == .equal)
    }
}

@Suite("FORMAT.md conformance: stack views")
struct FormatStackConformanceTests {
    @Test("a customSpacing key that is not an arranged view is an error at that key, with did-you-mean")
    func customSpacingKey() {
        let text = """
            { "layoutdb": 1, "name": "doc", "root": { "id": "root", "subviews": [
              { "id": "s", "class": "UIStackView", "customSpacing": { "emial": 4 },
                "arrangedSubviews": [ { "id": "email" } ] } ] } }
            """
        do throws(DocumentReadError) {
            _ = try DocumentReader.read(text, file: "doc.json")
            Issue.record("read")
        } catch {
            #expect(error.description
                == "doc.json:2:59: root.subviews[0].customSpacing.emial: customSpacing names 'emial', "
                + "which is not an arranged view of this stack (did you mean 'email'?)")
        }
    }
}

@Suite("FORMAT.md conformance: document")
struct FormatDocumentConformanceTests {
    @Test("a top-level $schema string (an editor's schema link) is read and ignored; other unknown keys stay errors")
    func schemaLink() throws {
        let linked = """
            { "$schema": "../schema/layoutdb.schema.json", "layoutdb": 1, "name": "doc", "root": { "id": "root" } }
            """
        let document = try DocumentReader.read(linked, file: "doc.json")
        #expect(document == (try DocumentReader.read(#"{ "layoutdb": 1, "name": "doc", "root": { "id": "root" } }"#, file: "doc.json")))
        #expect(!DocumentWriter.write(document).contains("$schema"))
        #expect(throws: DocumentReadError.self) {
            try DocumentReader.read(#"{ "$schema": 1, "layoutdb": 1, "name": "doc", "root": { "id": "root" } }"#, file: "doc.json")
        }
        #expect(throws: DocumentReadError.self) {
            try DocumentReader.read(#"{ "$comment": "x", "layoutdb": 1, "name": "doc", "root": { "id": "root" } }"#, file: "doc.json")
        }
    }
}
