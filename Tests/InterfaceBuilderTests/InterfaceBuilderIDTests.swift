import LayoutInterchange
import PropertyBased
import Testing
import TestSupport

@Suite("Interface Builder id mapping")
struct InterfaceBuilderIDTests {
    @Test("the documented examples, and back")
    func examples() {
        let cases = [
            ("BYZ-38-t0r", "BYZ_38_t0r"), ("8bC-Xf-vdC", "_8bC_Xf_vdC"), ("-1", "__1"), ("--a", "___a"),
            ("rcl-Ld-001", "rcl_Ld_001"), ("a_b", "_x615f62"), ("", "_x"), ("é", "_xc3a9"),
        ]
        for (ib, document) in cases {
            #expect(InterfaceBuilderID.documentID(for: ib) == document)
            if !ib.isEmpty { #expect(InterfaceBuilderID.interfaceBuilderID(for: document) == ib) }
            #expect(ItemReference.isValidID(InterfaceBuilderID.documentID(for: ib)) || ib.isEmpty)
        }
        for madeUp in ["_contentView_YyZ_zI_cD7", "_constraint3", "_view7", "_xzz", "_x6"] {
            #expect(InterfaceBuilderID.interfaceBuilderID(for: madeUp) == nil, "\(madeUp)")
        }
    }

    @Test("every id of the corpus maps to a valid id and back, and no two ids meet")
    func corpusRoundTrip() throws {
        for name in Corpus.fileNames {
            let result = try Corpus.load(name)
            for scene in result.scenes {
                for (documentName, ib) in scene.sourceIDs where !documentName.contains(".") {
                    #expect(InterfaceBuilderID.interfaceBuilderID(for: documentName) == ib, "\(name): \(documentName)")
                }
            }
        }
    }

    @Test("random ids: valid document ids, inverted exactly, distinct ids stay distinct")
    func randomIDs() async {
        let alphabet = Array("abcXYZ0189-_.é ")
        await propertyCheck(
            count: DeterministicCases.count(500),
            input: DeterministicCases.generator(seed: 0x1B1D_0001) { rng in
                var ids: [String] = []
                for _ in 0..<2 {
                    var id = ""
                    for _ in 0..<Int.random(in: 1...8, using: &rng) { id.append(alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]) }
                    ids.append(id)
                }
                return ids
            }
        ) { generated in
            let ids = generated.value
            let mapped = ids.map(InterfaceBuilderID.documentID(for:))
            for (ib, document) in zip(ids, mapped) {
                #expect(ItemReference.isValidID(document), "\(generated)")
                #expect(InterfaceBuilderID.interfaceBuilderID(for: document) == ib, "\(generated)")
            }
            #expect((ids[0] == ids[1]) == (mapped[0] == mapped[1]), "\(generated)")
        }
    }
}
