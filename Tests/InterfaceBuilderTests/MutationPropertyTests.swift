import Foundation
import LayoutInterchange
import PropertyBased
import Testing
import TestSupport

@Suite("Interface Builder mutations")
struct MutationPropertyTests {
    /// Small files with every kind of construct (masks, variations, stacks, cells,
    /// legacy guides, frameInset), mutated byte by byte.
    static let sources = [
        "duckduckgo__iOS__Tab.storyboard",
        "kodecocodes__alt-materials__PitchControl.xib",
        "icerbox__ModernAutoLayout__ScrollView-v1_Main.storyboard",
        "liwangqiang__SizeclassWithStackView__Main.storyboard",
        "stack3__iOSAutoLayoutSamples__STHideViewController.storyboard",
    ]

    @Test("random byte mutations of corpus files never crash the importer: documents or a typed, positioned error")
    func mutations() async throws {
        let files = try Self.sources.map { ($0, [UInt8](try Corpus.data($0))) }
        // Bytes that matter to XML and to the importer's values.
        let alphabet = Array("<>/=\"'&;!?-:.0123456789 \nYESNOabcxyz".utf8) + [0x00, 0x80, 0xC3, 0xA9, 0xFF]
        await propertyCheck(
            count: DeterministicCases.count(300),
            input: DeterministicCases.generator(seed: 0x1B_0BAD_5EED) { rng -> (String, [UInt8]) in
                let (name, original) = files[Int.random(in: 0..<files.count, using: &rng)]
                var bytes = original
                for _ in 0..<Int.random(in: 1...6, using: &rng) {
                    let position = Int.random(in: 0..<max(1, bytes.count), using: &rng)
                    switch Int.random(in: 0...3, using: &rng) {
                    case 0 where position < bytes.count: bytes[position] = alphabet.randomElement(using: &rng) ?? 0
                    case 1 where position < bytes.count: bytes.remove(at: position)
                    case 2 where position < bytes.count:
                        // Duplicate a slice: repeated attributes, elements and ids.
                        let end = min(bytes.count, position + Int.random(in: 1...80, using: &rng))
                        bytes.insert(contentsOf: bytes[position..<end], at: position)
                    default: bytes.insert(alphabet.randomElement(using: &rng) ?? 0, at: min(position, bytes.count))
                    }
                }
                return (name, bytes)
            }
        ) { generated in
            let (name, bytes) = generated.value
            let lines = bytes.filter { $0 == 0x0A }.count + 1
            do throws(IBImportError) {
                let documents = try InterfaceBuilderDocument.parse(data: Data(bytes), fileName: name)
                for document in documents {
                    #expect(throws: Never.self, "\(generated.seed) \(generated.index)") { try document.validate() }
                }
            } catch {
                #expect(error.fileName == name)
                #expect(error.line >= 0 && error.line <= lines, "case \(generated.index): \(error)")
                #expect(error.description.hasPrefix("\(name):"))
            }
        }
    }
}
