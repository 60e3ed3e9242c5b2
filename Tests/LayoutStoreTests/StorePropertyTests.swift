import LayoutModel
import LayoutStore
import PropertyBased
import TestSupport
import Testing

@Suite("Store properties")
struct StorePropertyTests {
    @Test("any document reads back equal, and saving it again adds no revision")
    func randomDocumentsRoundTrip() async throws {
        let store = try StoreFixtures.store()
        let input = DeterministicCases.generator(seed: 0x5703_E001) { rng in RandomDocuments.document(using: &rng) }
        await propertyCheck(count: DeterministicCases.count(150), input: input) { generated in
            var document = generated.value
            document.name = "doc-\(generated.index)"
            do {
                let saved = try store.save([document], source: nil)
                #expect(saved.first?.isNewRevision == true)
                let stored = try store.document(named: document.name).document
                #expect(stored.root == document.root)
                #expect(stored.guides == document.guides)
                #expect(stored.constraints == document.constraints)
                #expect(stored.variants == document.variants)
                #expect(stored.designDevice == document.designDevice)
                #expect(try store.save([document], source: nil).first?.isNewRevision == false)
            } catch {
                Issue.record("\(generated): \(error)")
            }
        }
    }
}
