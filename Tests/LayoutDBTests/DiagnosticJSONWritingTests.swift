import LayoutInterchange
import LayoutModel
import PropertyBased
import TestSupport
import Testing

@testable import LayoutDB

/// A fresh diagnostic's text and binary form, written straight from the model's value,
/// are exactly those of the `JSONValue` it prints as (``SolvedDiagnostic/value(_:)``):
/// cache rows must not change by a byte.
@Suite struct DiagnosticJSONWritingTests {
    @Test func randomModelValuesWriteTheReferenceForms() async {
        let input = DeterministicCases.generator(seed: 0xD1A6_0515) { rng in Self.object(depth: 0, using: &rng) }
        await propertyCheck(count: DeterministicCases.count(300), input: input) { generated in
            let model = generated.value
            let reference = SolvedDiagnostic.value(model)
            let fresh = DiagnosticJSON(model: model)
            #expect(fresh.value == reference)
            var text = JSONOutputBuffer()
            fresh.writeJSON(into: &text)
            #expect(text.string == reference.compact, "\(generated.seed) #\(generated.index)")
            var binary = CacheBinaryWriter(capacity: 0)
            fresh.writeBinary(into: &binary)
            var referenceBinary = CacheBinaryWriter(capacity: 0)
            SolvedLayout.write(reference, into: &referenceBinary)
            #expect(binary.finished(version: 0) == referenceBinary.finished(version: 0))
            // A replaced message is the same on both paths.
            let replaced = fresh.replacingMessage("moved \"x\"")
            #expect(replaced.value == DiagnosticJSON(reference).replacingMessage("moved \"x\"").value)
        }
    }

    /// A layout whose diagnostics are fresh stores the same body as one whose diagnostics
    /// were built first.
    @Test func freshDiagnosticsStoreTheReferenceBody() async {
        let input = DeterministicCases.generator(seed: 0xB0D1_E5) { rng in
            var layout = RandomSolvedLayout.layout(using: &rng)
            layout.diagnostics = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                SolvedDiagnostic(
                    kind: "zeroSize", views: ["v0"], message: "m", details: DiagnosticJSON(model: Self.object(depth: 0, using: &rng)))
            }
            return layout
        }
        await propertyCheck(count: DeterministicCases.count(200), input: input) { generated in
            let layout = generated.value
            var built = layout
            built.diagnostics = layout.diagnostics.map {
                SolvedDiagnostic(kind: $0.kind, views: $0.views, message: $0.message, json: $0.json)
            }
            #expect(layout.bodyJSON == JSONValue.object(built.bodyMembers).compact, "\(generated.seed) #\(generated.index)")
            #expect(layout.bodyJSON == built.bodyJSON)
            #expect(layout.bodyBinary == built.bodyBinary)
        }
    }

    static func object(depth: Int, using rng: inout some RandomNumberGenerator) -> DiagnosticValue {
        let keys = ["kind", "views", "message", "a", "B", "é", "z9", "_x"]
        var members: [String: DiagnosticValue] = [:]
        for _ in 0..<Int.random(in: 0...6, using: &rng) {
            let key = Bool.random(using: &rng) ? keys.randomElement(using: &rng) ?? "a" : RandomSolvedLayout.string(using: &rng)
            members[key] = value(depth: depth + 1, using: &rng)
        }
        return .object(members)
    }

    static func value(depth: Int, using rng: inout some RandomNumberGenerator) -> DiagnosticValue {
        switch Int.random(in: 0..<(depth < 3 ? 6 : 4), using: &rng) {
        case 0: return .bool(Bool.random(using: &rng))
        case 1: return .number(RandomSolvedLayout.double(using: &rng))
        case 2, 3: return .string(RandomSolvedLayout.string(using: &rng))
        case 4: return .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in value(depth: depth + 1, using: &rng) })
        default: return object(depth: depth, using: &rng)
        }
    }
}
