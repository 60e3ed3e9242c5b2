/// One character of an equation as ``EquationParser`` reads it: its ASCII code, any
/// other whitespace as a space, anything else as 0xFF (which no part of the notation
/// uses, so it only ever ends a token or starts an error).
///
/// Why not `Character`: the notation is ASCII, and asking Unicode's property tables
/// whether each character is a letter, a digit or a space, and making names out of
/// `Character`s, was most of the parse of a 10,000-equation document (callgrind).
struct EquationCharacter: Equatable, Sendable, ExpressibleByUnicodeScalarLiteral {
    let code: UInt8

    init(_ character: Character) {
        code = character.asciiValue ?? (character.isWhitespace ? 0x20 : 0xFF)
    }

    /// An ASCII byte (below 0x80) of text with no carriage return.
    init(ascii code: UInt8) {
        self.code = code
    }

    /// A literal of the notation, which is ASCII.
    init(unicodeScalarLiteral scalar: Unicode.Scalar) {
        code = scalar.isASCII ? UInt8(scalar.value) : 0xFF
    }

    var isASCIIDigit: Bool { code >= 0x30 && code <= 0x39 }

    var isIdentifierHead: Bool {
        let lower = code | 0x20
        return (lower >= 0x61 && lower <= 0x7A) || code == 0x5F
    }

    var isIdentifierBody: Bool { isIdentifierHead || isASCIIDigit }

    /// A space, a tab or a line break (`\r\n`, one character, reads as its `\n`).
    var isWhitespace: Bool { code == 0x20 || (code >= 0x09 && code <= 0x0D) }
}
