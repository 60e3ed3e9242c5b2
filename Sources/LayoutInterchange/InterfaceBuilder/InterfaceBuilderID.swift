/// The reversible mapping between Interface Builder ids (`BYZ-38-t0r`, `8bC-Xf-vdC`, `-1`)
/// and document ids, which must be `[A-Za-z_][A-Za-z0-9_]*` (FORMAT.md, "Views").
///
/// Ids made of letters, digits and `-` (every id in the survey, hand-edited ones such as
/// `rcl-Ld-001` included) keep their letters and turn `-` into `_`:
///
/// | IB id | document id | rule |
/// |---|---|---|
/// | `BYZ-38-t0r` | `BYZ_38_t0r` | starts with a letter: `-` → `_` |
/// | `8bC-Xf-vdC` | `_8bC_Xf_vdC` | starts with a digit: `_` in front |
/// | `-1` | `__1` | starts with `-`: `__` for it |
///
/// Any other id (empty, or with `_`, `.` or non-ASCII characters) is written as `_x`
/// followed by the lowercase hex of its UTF-8 bytes. The three forms cannot meet: after a
/// leading `_` the standard form has a digit or `_`, never `x`. So the mapping is
/// injective and ``interfaceBuilderID(for:)`` inverts it without a table.
///
/// Ids the importer makes up (a content view with no id, a constraint with none) start
/// with `_` and a letter other than `x` (`_contentView_…`, `_constraint3`), so they can
/// never equal a mapped id, and map back to nil.
public enum InterfaceBuilderID {
    /// The document id for the Interface Builder id `ibID`.
    public static func documentID(for ibID: String) -> String {
        let scalars = Array(ibID.unicodeScalars)
        guard let first = scalars.first, scalars.allSatisfy(isStandard) else {
            return "_x" + ibID.utf8.map { byte in
                let hex = String(byte, radix: 16)
                return byte < 16 ? "0" + hex : hex
            }.joined()
        }
        let body = String(String.UnicodeScalarView(scalars.map { $0 == "-" ? "_" : $0 }))
        if first == "-" { return "_" + body }
        if ("0"..."9").contains(first) { return "_" + body }
        return body
    }

    /// The Interface Builder id that ``documentID(for:)`` turned into `documentID`, or nil
    /// for an id the importer made up or that no IB id maps to.
    public static func interfaceBuilderID(for documentID: String) -> String? {
        let scalars = Array(documentID.unicodeScalars)
        if documentID.hasPrefix("_x") {
            let hex = Array(documentID.utf8.dropFirst(2))
            guard hex.count % 2 == 0, !hex.isEmpty else { return nil }
            var bytes: [UInt8] = []
            var index = 0
            while index < hex.count {
                guard let high = hexValue(hex[index]), let low = hexValue(hex[index + 1]) else { return nil }
                bytes.append(high << 4 | low)
                index += 2
            }
            guard let text = String(validating: bytes, as: UTF8.self), Self.documentID(for: text) == documentID else {
                return nil
            }
            return text
        }
        guard scalars.allSatisfy({ isStandard($0) && $0 != "-" || $0 == "_" }) else { return nil }
        let candidate: String
        if documentID.hasPrefix("__") {
            candidate = "-" + String(documentID.dropFirst(2)).replacingUnderscores()
        } else if documentID.hasPrefix("_") {
            candidate = String(documentID.dropFirst()).replacingUnderscores()
        } else {
            candidate = documentID.replacingUnderscores()
        }
        // Made-up ids (`_contentView_…`) decode to something that does not map back.
        return self.documentID(for: candidate) == documentID ? candidate : nil
    }

    /// ASCII letter, digit or `-`.
    private static func isStandard(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "_" ? "-" : $0 }))
    }
}
