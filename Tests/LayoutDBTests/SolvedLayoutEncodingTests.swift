import LayoutInterchange
import LayoutModel
import LayoutStore
import PropertyBased
import TestSupport
import Testing

@testable import LayoutDB

/// The body's JSON and binary form written in one pass (``SolvedLayout/encodedBody``)
/// are exactly the reference forms written one at a time (``SolvedLayout/bodyJSON``,
/// ``SolvedLayout/bodyBinary``), for diagnostics fresh from the model, built from JSON,
/// or read back from a cache blob: solve cache bodies must not change by a byte.
@Suite struct SolvedLayoutEncodingTests {
    @Test func oneWriteGivesTheReferenceForms() async {
        let input = DeterministicCases.generator(seed: 0xE1C0_DE5) { rng in
            var layout = RandomSolvedLayout.layout(using: &rng)
            layout.diagnostics += (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                SolvedDiagnostic(
                    kind: "zeroSize", views: ["v0", RandomSolvedLayout.string(using: &rng)],
                    message: RandomSolvedLayout.string(using: &rng),
                    details: DiagnosticJSON(model: DiagnosticJSONWritingTests.object(depth: 0, using: &rng)))
            }
            layout.diagnostics.shuffle(using: &rng)
            layout.scrollViews = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                SolvedScrollView(
                    id: RandomSolvedLayout.string(using: &rng),
                    contentSize: LayoutSize(width: RandomSolvedLayout.double(using: &rng), height: RandomSolvedLayout.double(using: &rng)),
                    scrollsHorizontally: Bool.random(using: &rng), scrollsVertically: Bool.random(using: &rng))
            }
            return layout
        }
        await propertyCheck(count: DeterministicCases.count(200), input: input) { generated in
            let layout = generated.value
            let encoded = layout.encodedBody
            #expect(encoded.json == layout.bodyJSON, "\(generated.seed) #\(generated.index)")
            #expect(encoded.json == JSONValue.object(layout.bodyMembers).compact, "\(generated.seed) #\(generated.index)")
            #expect(encoded.hash == SolveBodyHash.of(layout.bodyJSON))
            #expect(encoded.binary == layout.bodyBinary, "\(generated.seed) #\(generated.index)")
            // Diagnostics read back from the blob (still encoded) write the same forms.
            if let hit = SolvedLayout(header: layout.headerJSON, bodyBinary: encoded.binary) {
                #expect(hit.encodedBody.json == encoded.json)
                #expect(hit.encodedBody.binary == encoded.binary)
            } else {
                Issue.record("the body's binary form did not read back")
            }
        }
    }

    /// Members in order in one sort are ``SolvedDiagnostic/orderedKeys(_:)``'s order as
    /// it was defined: kind, views and message first where present, the rest by name.
    @Test func orderedMembersAreTheDocumentedOrder() async {
        let input = DeterministicCases.generator(seed: 0x0DE5) { rng -> [String: DiagnosticValue] in
            guard case .object(let members) = DiagnosticJSONWritingTests.object(depth: 0, using: &rng) else { return [:] }
            return members
        }
        await propertyCheck(count: DeterministicCases.count(300), input: input) { generated in
            let members = generated.value
            let leading = ["kind", "views", "message"].filter { members[$0] != nil }
            let expected = leading + members.keys.filter { !leading.contains($0) }.sorted()
            let ordered = SolvedDiagnostic.orderedMembers(members)
            #expect(ordered.map(\.key) == expected)
            #expect(ordered.allSatisfy { members[$0.key] == $0.value })
        }
    }
}
