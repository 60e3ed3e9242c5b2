import LayoutInterchange
import PropertyBased
import Testing

/// The streaming printer against ``JSONValue/rendered`` of the same object: random
/// objects, each array member streamed element by element, with chunk sizes small
/// enough that every object is cut into many pieces.
@Suite("JSON streaming printer")
struct JSONStreamingPrinterTests {
    @Test("the chunks joined are the rendered text of the same object, whatever the chunk size")
    func sameTextAsRendered() async {
        await propertyCheck(count: 300, input: seededCases(0x57_4EA3)) { seeded in
            var rng = seeded.rng
            var members: [(key: String, value: JSONStreamingPrinter.Member)] = []
            var plain: [(String, JSONValue)] = []
            var keys = Set<String>()
            for _ in 0..<Int.random(in: 0...5, using: &rng) {
                let key = JSONPrinterPropertyTests.randomString(rng: &rng)
                guard keys.insert(key).inserted else { continue }
                if Bool.random(using: &rng) {
                    let elements = (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                        JSONPrinterPropertyTests.randomValue(depth: 1, rng: &rng)
                    }
                    members.append((key, .elements(count: elements.count) { elements[$0] }))
                    plain.append((key, .array(elements)))
                } else {
                    let value = JSONPrinterPropertyTests.randomValue(depth: 1, rng: &rng)
                    members.append((key, .value(value)))
                    plain.append((key, value))
                }
            }
            let chunkSize = Int.random(in: 1...64, using: &rng)
            var chunks: [String] = []
            JSONStreamingPrinter.print(members, chunkSize: chunkSize) { chunks.append($0) }
            #expect(chunks.joined() == JSONValue.object(plain).rendered, "\(seeded)")
            #expect(chunks.dropLast().allSatisfy { $0.utf8.count >= chunkSize }, "\(seeded)")
        }
    }

    @Test("an empty array member and an empty object print as rendered does")
    func emptyContainers() {
        var text = ""
        JSONStreamingPrinter.print([("a", .elements(count: 0) { _ in .null }), ("b", .value(.number(1)))]) { text += $0 }
        #expect(text == "{\n  \"a\": [],\n  \"b\": 1\n}\n")
        text = ""
        JSONStreamingPrinter.print([]) { text += $0 }
        #expect(text == "{}\n")
    }
}
