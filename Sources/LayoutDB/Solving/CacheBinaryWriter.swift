/// Writes the solve cache's binary form (see ``SolvedLayout/binary``): varints, doubles
/// compacted when they are quarter points, and every string once, in a table in front.
///
/// The body is written first while strings are numbered; ``finished(version:)`` then
/// puts the version byte and the string table before it and a checksum after it.
struct CacheBinaryWriter {
    private var body: [UInt8] = []
    private var numbers: [String: Int] = [:]
    private var strings: [String] = []

    init(capacity: Int) { body.reserveCapacity(capacity) }

    mutating func byte(_ value: UInt8) { body.append(value) }

    mutating func bool(_ value: Bool) { body.append(value ? 1 : 0) }

    /// LEB128: seven bits a byte, low bits first.
    mutating func varint(_ value: UInt64) { Self.varint(value, into: &body) }

    mutating func count(_ value: Int) { varint(UInt64(value)) }

    mutating func integer(_ value: Int) { varint(Self.zigzag(Int64(value))) }

    /// A frame edge is almost always a multiple of a quarter point (whole points, and the
    /// halves of @2x screens), so it is written as `4x` in a varint, shifted left with the
    /// low bit clear; anything else (thirds at @3x, -0, non-finite values) is a 1 and the
    /// eight bytes of the double, so every value reads back bit for bit.
    mutating func double(_ value: Double) {
        let quarters = value * 4
        if quarters == quarters.rounded(), abs(quarters) < 0x1p52, !(value == 0 && value.sign == .minus) {
            varint(Self.zigzag(Int64(quarters)) << 1)
        } else {
            body.append(1)
            Self.fixed(value.bitPattern, into: &body)
        }
    }

    /// The string's number in the table (numbered on first use).
    mutating func string(_ value: String) {
        if let number = numbers[value] {
            count(number)
        } else {
            numbers[value] = strings.count
            count(strings.count)
            strings.append(value)
        }
    }

    /// nil as 0, a string as its number plus one.
    mutating func optionalString(_ value: String?) {
        if let value {
            if let number = numbers[value] {
                count(number + 1)
            } else {
                numbers[value] = strings.count
                count(strings.count + 1)
                strings.append(value)
            }
        } else {
            body.append(0)
        }
    }

    /// The whole encoding: version, string table (count, then each as length and UTF-8),
    /// body, then ``CacheChecksum`` of everything before it (four bytes).
    func finished(version: UInt8) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.count + strings.count * 12 + 16)
        bytes.append(version)
        Self.varint(UInt64(strings.count), into: &bytes)
        for string in strings {
            let utf8 = string.utf8
            Self.varint(UInt64(utf8.count), into: &bytes)
            bytes.append(contentsOf: utf8)
        }
        bytes.append(contentsOf: body)
        let sum = CacheChecksum.of(bytes[...])
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: sum >> UInt32(shift))) }
        return bytes
    }

    static func varint(_ value: UInt64, into bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    static func fixed(_ value: UInt64, into bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// Small magnitudes of either sign as small unsigned numbers.
    static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }
}
