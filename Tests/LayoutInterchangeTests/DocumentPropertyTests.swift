import LayoutInterchange
import PropertyBased
import Testing

@Suite("Document format properties")
struct DocumentPropertyTests {
    @Test("write then read gives the same document, and writing again the same bytes")
    func roundTrip() async {
        await propertyCheck(count: 300, input: seededCases(0x1A70_0DB0)) { seeded in
            var generator = RandomDocument(rng: seeded.rng)
            let document = generator.document()
            let written = DocumentWriter.write(document)
            do throws(DocumentReadError) {
                let reread = try DocumentReader.read(written, file: "random.json")
                #expect(reread == document, "\(seeded)\n\(written)")
                #expect(DocumentWriter.write(reread) == written, "\(seeded)")
            } catch {
                Issue.record("\(seeded): \(error)\n\(written)")
            }
        }
    }

    @Test("random mutations of an example never crash the reader: a document or a positioned error")
    func mutations() async throws {
        let examples = try Examples.names.map { name in (name, try Examples.bytes(name)) }
        await propertyCheck(count: 400, input: seededCases(0xBAD_B17E5)) { seeded in
            var rng = seeded.rng
            let (name, original) = examples[Int.random(in: 0..<examples.count, using: &rng)]
            var bytes = original
            let alphabet = Array("{}[]\",:0123456789-+.eE \n\\utrfnal\u{7F}".utf8) + [0xC3, 0xA9, 0xFF, 0x80, 0xF0]
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let position = Int.random(in: 0..<max(1, bytes.count), using: &rng)
                switch Int.random(in: 0...2, using: &rng) {
                case 0 where position < bytes.count: bytes[position] = alphabet.randomElement(using: &rng) ?? 0
                case 1 where position < bytes.count: bytes.remove(at: position)
                default: bytes.insert(alphabet.randomElement(using: &rng) ?? 0, at: min(position, bytes.count))
                }
            }
            do throws(DocumentReadError) {
                _ = try DocumentReader.read(bytes, file: name)
            } catch {
                #expect(error.file == name)
                #expect(error.line >= 1 && error.column >= 1, "\(seeded): \(error)")
                #expect(error.location.offset <= bytes.count, "\(seeded): \(error)")
            }
        }
    }
}
