import Foundation
import LayoutInterchange
import LayoutModel
import LayoutStore
import PropertyBased
import TestSupport
import Testing

@testable import LayoutDB

/// The solve cache's binary form: it reads back exactly what was written, and anything
/// it cannot read (damaged, truncated, another version) is refused so that the cache
/// falls back to the JSON.
@Suite struct SolvedLayoutBinaryTests {
    @Test func randomLayoutsReadBackEqual() async {
        let input = DeterministicCases.generator(seed: 0x50_1BED_B1) { rng in RandomSolvedLayout.layout(using: &rng) }
        await propertyCheck(count: DeterministicCases.count(300), input: input) { generated in
            let layout = generated.value
            let decoded = SolvedLayout(binary: layout.binary)
            #expect(decoded == layout, "\(generated.seed) #\(generated.index)")
            // Bit for bit, so that -0 and every double survive (== alone calls -0 and 0 equal).
            let bits = decoded.map { $0.views.map { [$0.frame.x.bitPattern, $0.frameInRoot.height.bitPattern] } }
            #expect(bits == layout.views.map { [$0.frame.x.bitPattern, $0.frameInRoot.height.bitPattern] })
        }
    }

    /// The body's binary form with the row's header reads back the whole layout, exactly.
    @Test func bodyBinaryWithHeaderReadsBackEqual() async {
        let input = DeterministicCases.generator(seed: 0xB0D7) { rng in RandomSolvedLayout.layout(using: &rng) }
        await propertyCheck(count: DeterministicCases.count(300), input: input) { generated in
            var layout = generated.value
            // The header is JSON, whose numbers are doubles: a revision is exact up to 2^53
            // (as on the JSON path), and real ones are small.
            layout.revision = layout.revision.map { $0 % (1 << 53) }
            let decoded = SolvedLayout(header: layout.headerJSON, bodyBinary: layout.bodyBinary)
            // The header's numbers (container, display scale) are its JSON's, printed to
            // 1e-9 (``PrintedNumber``); the body's are the binary form's, every bit.
            var expected = layout
            expected.container = LayoutSize(
                width: PrintedNumber.rounded(layout.container.width), height: PrintedNumber.rounded(layout.container.height))
            expected.traits.displayScale = PrintedNumber.rounded(layout.traits.displayScale)
            #expect(decoded == expected, "\(generated.seed) #\(generated.index)")
            let bits = decoded.map { $0.views.map { [$0.frame.x.bitPattern, $0.frameInRoot.height.bitPattern] } }
            #expect(bits == layout.views.map { [$0.frame.x.bitPattern, $0.frameInRoot.height.bitPattern] })
            // The whole-result form is another version: neither reader takes the other's blob.
            #expect(SolvedLayout(header: layout.headerJSON, bodyBinary: layout.binary) == nil)
            #expect(SolvedLayout(binary: layout.bodyBinary) == nil)
        }
    }

    /// The batch encodes the JSON of configurations placed alike from one shared body:
    /// the header and body, joined, are the JSON text exactly.
    @Test func splitJSONIsTheJSON() async {
        let input = DeterministicCases.generator(seed: 0x5B11_7) { rng in RandomSolvedLayout.layout(using: &rng) }
        await propertyCheck(count: DeterministicCases.count(200), input: input) { generated in
            let layout = generated.value
            #expect(
                SolveResultText.joined(header: layout.headerJSON, body: layout.bodyJSON) == layout.json.compact,
                "\(generated.seed) #\(generated.index)")
        }
    }

    /// Hand-checked bytes: the version, the string table in first-use order (count, then
    /// each as length and UTF-8), then the body; quarter points as zigzag varints shifted
    /// left, anything else as a 1 and the eight bytes of the double.
    @Test func theEncodingIsTheDocumentedOne() {
        let bytes = Self.tiny.binary
        let strings = ["d", "k", "regular", "compact", "large", "leftToRight", "phone", "root", "UIView"]
        var table: [UInt8] = [2, UInt8(strings.count)]
        for string in strings { table += [UInt8(string.utf8.count)] + Array(string.utf8) }
        #expect(Array(bytes.prefix(table.count)) == table)
        let body = Array(bytes.dropFirst(table.count).dropLast(4))
        #expect(body == [
            0, 1, 4, 1,  // document 0; revision present, zigzag(2) = 4; trait key 1
            2, 3, 4, 5, 48, 6,  // size classes, content size, direction; scale 3 = 12 quarters: zigzag 24, << 1; idiom
            0xE0, 0x30, 0xC0, 0x69,  // 390 and 844: 1560 and 3376 quarters, zigzag then << 1, as LEB128
            1, 7, 8, 0,  // one view: "root", "UIView", no parent
            0, 0, 0xE0, 0x30, 0xC0, 0x69, 0, 0, 0xE0, 0x30, 0xC0, 0x69,  // frame and frameInRoot
            0, 0, 0,  // no diagnostics, no scroll views, not cached
        ])
        var writer = CacheBinaryWriter(capacity: 0)
        writer.double(-0.5)  // -2 quarters, zigzag 3, shifted: 6
        writer.double(1.0 / 3)  // not a quarter: 1, then the bits
        writer.double(-0.0)  // the sign matters: raw too
        let doubles = Array(writer.finished(version: 2).dropFirst(2).dropLast(4))
        #expect(doubles == [6, 1] + Self.littleEndian((1.0 / 3).bitPattern) + [1] + Self.littleEndian((-0.0).bitPattern))
    }

    @Test func anyDamageIsRefused() {
        let bytes = Self.tiny.binary
        #expect(SolvedLayout(binary: bytes) == Self.tiny)
        for length in 0..<bytes.count {
            #expect(SolvedLayout(binary: Array(bytes.prefix(length))) == nil, "truncated to \(length)")
        }
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0x10
            #expect(SolvedLayout(binary: damaged) == nil, "byte \(index) changed")
        }
        #expect(SolvedLayout(binary: bytes + [0]) == nil)
    }

    /// Another version's blob is refused even when its checksum is right: a future
    /// layout of the bytes is never misread.
    @Test func anotherVersionIsRefused() {
        var bytes = Array(Self.tiny.binary.dropLast(4))
        let current = bytes[0]
        bytes[0] = current &+ 1
        let sum = CacheChecksum.of(bytes[...])
        bytes += Self.littleEndian(UInt64(sum)).prefix(4)
        #expect(SolvedLayout(binary: bytes) == nil)
        bytes[0] = current
        #expect(SolvedLayout(binary: bytes) == nil, "the checksum covers the version")
    }

    static func littleEndian(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    static let tiny = SolvedLayout(
        document: "d", revision: 2, traitKey: "k",
        traits: TraitCollection(
            widthClass: .regular, heightClass: .compact, contentSize: .large, direction: .leftToRight, displayScale: 3,
            idiom: .phone),
        container: LayoutSize(width: 390, height: 844),
        views: [
            SolvedView(
                id: "root", className: "UIView", parent: nil, frame: LayoutRect(x: 0, y: 0, width: 390, height: 844),
                frameInRoot: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        ],
        diagnostics: [], cached: false)
}
