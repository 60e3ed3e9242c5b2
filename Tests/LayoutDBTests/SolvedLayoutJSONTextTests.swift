import LayoutInterchange
import LayoutModel
import PropertyBased
import TestSupport
import Testing

@testable import LayoutDB

/// The solve cache's header and body text, written straight into bytes, is exactly what
/// the `JSONValue` path (``SolvedLayout/headerMembers``, ``SolvedLayout/bodyMembers``,
/// printed compact) gives: cache rows must not change by a byte.
@Suite struct SolvedLayoutJSONTextTests {
    @Test func randomLayoutsWriteTheReferenceText() async {
        let input = DeterministicCases.generator(seed: 0x15_0E_7E_17) { rng in
            var layout = RandomSolvedLayout.layout(using: &rng)
            layout.scrollViews = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                SolvedScrollView(
                    id: RandomSolvedLayout.string(using: &rng),
                    contentSize: LayoutSize(
                        width: RandomSolvedLayout.double(using: &rng), height: RandomSolvedLayout.double(using: &rng)),
                    scrollsHorizontally: Bool.random(using: &rng), scrollsVertically: Bool.random(using: &rng))
            }
            return layout
        }
        await propertyCheck(count: DeterministicCases.count(300), input: input) { generated in
            let layout = generated.value
            let header = JSONValue.object(layout.headerMembers).compact
            let body = JSONValue.object(layout.bodyMembers).compact
            #expect(layout.headerJSON == header, "\(generated.seed) #\(generated.index)")
            #expect(layout.bodyJSON == body, "\(generated.seed) #\(generated.index)")
            #expect(SolveResultText.joined(header: layout.headerJSON, body: layout.bodyJSON) == layout.json.compact)
        }
    }
}
