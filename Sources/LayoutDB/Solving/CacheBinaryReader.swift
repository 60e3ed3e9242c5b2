/// Reads what ``CacheBinaryWriter`` wrote, checking every length and number against the
/// bytes: anything out of place throws ``Damaged`` (never traps), and the caller falls
/// back to the JSON.
struct CacheBinaryReader {
    /// The blob is not a whole, undamaged encoding of a version this build reads.
    struct Damaged: Error {}

    private let bytes: [UInt8]
    private var offset: Int
    /// Where the body ends (the checksum follows).
    private let end: Int
    private var strings: [String] = []

    /// Checks the version and the checksum and reads the string table.
    init(_ bytes: [UInt8], version: UInt8) throws(Damaged) {
        guard bytes.count >= 6, bytes[0] == version else { throw Damaged() }
        end = bytes.count - 4
        var stored: UInt32 = 0
        for index in 0..<4 { stored |= UInt32(bytes[end + index]) << UInt32(8 * index) }
        guard CacheChecksum.of(bytes[..<end]) == stored else { throw Damaged() }
        self.bytes = bytes
        offset = 1
        let count = try self.count()
        strings.reserveCapacity(count)
        for _ in 0..<count {
            let length = try self.count()
            let start = offset
            offset += length
            // From a buffer pointer: String's fast UTF-8 path (a slice takes the generic one).
            strings.append(bytes.withUnsafeBufferPointer { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<start + length]), as: UTF8.self)
            })
        }
    }

    /// A reader at `offset` of a blob that a reader made by ``init(_:version:)`` has
    /// already checked, with the string table it read.
    init(checked bytes: [UInt8], strings: [String], offset: Int) {
        self.bytes = bytes
        self.strings = strings
        self.offset = offset
        end = bytes.count - 4
    }

    /// Where the next read starts, and the blob and string table (for a value decoded later).
    var position: (bytes: [UInt8], strings: [String], offset: Int) { (bytes, strings, offset) }

    /// Whether every byte of the body was read.
    var atEnd: Bool { offset == end }

    mutating func byte() throws(Damaged) -> UInt8 {
        guard offset < end else { throw Damaged() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bool() throws(Damaged) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Damaged()
        }
    }

    mutating func varint() throws(Damaged) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try self.byte()
            guard shift < 64 else { throw Damaged() }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A count or length: never more than the bytes left, so that a damaged one cannot
    /// ask for a huge allocation (every counted item takes at least one byte).
    mutating func count() throws(Damaged) -> Int {
        let value = try varint()
        guard value <= UInt64(end - offset) else { throw Damaged() }
        return Int(value)
    }

    mutating func integer() throws(Damaged) -> Int {
        let raw = try varint()
        let value = Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
        return Int(value)
    }

    mutating func double() throws(Damaged) -> Double {
        let head = try varint()
        if head & 1 == 0 {
            let zigzag = head >> 1
            let quarters = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
            return Double(quarters) / 4
        }
        guard head == 1, end - offset >= 8 else { throw Damaged() }
        var pattern: UInt64 = 0
        for index in 0..<8 { pattern |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
        offset += 8
        return Double(bitPattern: pattern)
    }

    mutating func string() throws(Damaged) -> String {
        let number = try varint()
        guard number < UInt64(strings.count) else { throw Damaged() }
        return strings[Int(number)]
    }

    mutating func optionalString() throws(Damaged) -> String? {
        let number = try varint()
        if number == 0 { return nil }
        guard number <= UInt64(strings.count) else { throw Damaged() }
        return strings[Int(number - 1)]
    }
}
