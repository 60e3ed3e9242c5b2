/// The checksum at the end of the solve cache's binary form: it makes a truncated or
/// damaged blob read as unusable (the cache then reads the JSON) instead of as wrong
/// frames.
///
/// Eight bytes at a time in four independent lanes, each `(lane ^ word) * odd`: a
/// bijection of the lane for a fixed word, so a change to any one word always changes
/// its lane, and the lanes run in parallel (a byte-at-a-time hash over a 36 KB result
/// took a third of a cache hit). The lanes and the length are then mixed into 32 bits.
enum CacheChecksum {
    static func of(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89)
        let count = bytes.count
        var tail: UInt64 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 32 <= count {
                lanes.0 = (lanes.0 ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* multiplier
                lanes.1 = (lanes.1 ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))) &* multiplier
                lanes.2 = (lanes.2 ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))) &* multiplier
                lanes.3 = (lanes.3 ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))) &* multiplier
                offset += 32
            }
            while offset + 8 <= count {
                lanes.0 = (lanes.0 ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* multiplier
                offset += 8
            }
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(raw[offset]) << shift
                shift += 8
                offset += 1
            }
        }
        lanes.1 = (lanes.1 ^ tail) &* multiplier
        var hash = lanes.0 ^ rotated(lanes.1, 16) ^ rotated(lanes.2, 32) ^ rotated(lanes.3, 48) ^ UInt64(count)
        hash = (hash ^ (hash >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        hash = (hash ^ (hash >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return UInt32(truncatingIfNeeded: hash)
    }

    private static func rotated(_ value: UInt64, _ bits: UInt64) -> UInt64 { (value << bits) | (value >> (64 - bits)) }
}
