/// The content address of a solve cache body (`solve_body.hash`): 128 bits, two xxHash64
/// digests of the text under different seeds, so that two distinct bodies among the
/// millions a store may see share a hash with negligible probability (a shared hash would
/// serve one configuration another's frames). Not cryptographic: bodies come from the
/// engine, not from an adversary. Fast, since a batch hashes every distinct body it stores.
public enum SolveBodyHash {
    public static func of(_ text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var digest: [UInt8] = []
            digest.reserveCapacity(16)
            for seed: UInt64 in [0, 0x9E37_79B9_7F4A_7C15] {
                let value = xxh64(raw, seed: seed)
                for shift in stride(from: 56, through: 0, by: -8) { digest.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
            }
            return digest
        }
    }

    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        let mixed = acc &+ input &* p2
        return ((mixed << 31) | (mixed >> 33)) &* p1
    }

    private static func merge(_ acc: UInt64, _ lane: UInt64) -> UInt64 {
        (acc ^ round(0, lane)) &* p1 &+ p4
    }

    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 { (value << bits) | (value >> (64 - bits)) }

    /// xxHash64 as its specification gives it.
    static func xxh64(_ raw: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let count = raw.count
        var offset = 0
        var hash: UInt64
        func word(_ at: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        if count >= 32 {
            var v1 = seed &+ p1 &+ p2, v2 = seed &+ p2, v3 = seed, v4 = seed &- p1
            while offset + 32 <= count {
                v1 = round(v1, word(offset))
                v2 = round(v2, word(offset + 8))
                v3 = round(v3, word(offset + 16))
                v4 = round(v4, word(offset + 24))
                offset += 32
            }
            hash = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
            hash = merge(hash, v1)
            hash = merge(hash, v2)
            hash = merge(hash, v3)
            hash = merge(hash, v4)
        } else {
            hash = seed &+ p5
        }
        hash = hash &+ UInt64(count)
        while offset + 8 <= count {
            hash = rotate(hash ^ round(0, word(offset)), 27) &* p1 &+ p4
            offset += 8
        }
        if offset + 4 <= count {
            let half = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash = rotate(hash ^ (half &* p1), 23) &* p2 &+ p3
            offset += 4
        }
        while offset < count {
            hash = rotate(hash ^ (UInt64(raw[offset]) &* p5), 11) &* p1
            offset += 1
        }
        hash ^= hash >> 33
        hash = hash &* p2
        hash ^= hash >> 29
        hash = hash &* p3
        hash ^= hash >> 32
        return hash
    }
}
