@testable import LayoutText
import Testing

/// `ScriptGroup` answers ASCII from the character codes, without Unicode's tables: it must
/// give what the tables give, a letter starting a run of its own (`.other`) and anything
/// else (space, digit, punctuation, control) joining the run it is in.
@Suite struct ScriptGroupTests {
    @Test func asciiMatchesUnicodesGeneralCategory() throws {
        for value in UInt32(0)..<0x80 {
            let scalar = try #require(Unicode.Scalar(value))
            let isLetter = scalar.properties.isAlphabetic && scalar.properties.generalCategory != .otherNumber
            #expect(ScriptGroup(scalar) == (isLetter ? .other : .common), "U+\(String(value, radix: 16))")
        }
    }

    @Test func scriptsBeyondASCII() {
        #expect(ScriptGroup("é") == .other)
        #expect(ScriptGroup("א") == .hebrew)
        #expect(ScriptGroup("ب") == .arabic)
        #expect(ScriptGroup("漢") == .cjk)
        #expect(ScriptGroup("\u{301}") == .common)
    }
}
