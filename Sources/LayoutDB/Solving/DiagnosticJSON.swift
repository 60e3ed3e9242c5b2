import LayoutInterchange

/// A diagnostic's JSON object, either built (a fresh solve, or read from the cache's
/// JSON) or still encoded in the binary form a cache hit read.
///
/// Why: a cache hit decodes everything else at once, but building every diagnostic's
/// JSON tree cost two thirds of a hit on a layout with many warnings (four or five
/// allocations each), and most hits never print it (`solve` as text, a server that hands
/// frames on). The encoded form is checked in full when the layout is read (the blob's
/// checksum, then every tag, count and string number of this value), so decoding it
/// later cannot fail. Equality and hashing are those of the built value.
struct DiagnosticJSON: Hashable, Sendable {
    private enum Storage: Sendable {
        case value(JSONValue)
        /// The whole blob, its string table, and where this value starts.
        case encoded(bytes: [UInt8], strings: [String], offset: Int)
    }

    private let storage: Storage

    init(_ value: JSONValue) { storage = .value(value) }

    init(bytes: [UInt8], strings: [String], offset: Int) { storage = .encoded(bytes: bytes, strings: strings, offset: offset) }

    var value: JSONValue {
        switch storage {
        case .value(let value):
            return value
        case .encoded(let bytes, let strings, let offset):
            var reader = CacheBinaryReader(checked: bytes, strings: strings, offset: offset)
            // Cannot fail: the bytes were checked when the layout was read (see above).
            return (try? SolvedLayout.value(&reader, depth: 0)) ?? .null
        }
    }

    static func == (lhs: DiagnosticJSON, rhs: DiagnosticJSON) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
