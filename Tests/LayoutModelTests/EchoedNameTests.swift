import Testing
@testable import LayoutModel

/// How error messages quote a name back (``EchoedName``): in full up to 60 characters,
/// cut with the count of the rest beyond, control characters escaped.
@Suite struct EchoedNameTests {
    @Test func aShortNameIsQuotedAsItIs() {
        #expect(EchoedName.quoted("titel") == "'titel'")
        #expect(EchoedName.quoted(String(repeating: "a", count: 60)) == "'" + String(repeating: "a", count: 60) + "'")
        #expect(EchoedName.quoted("") == "''")
    }

    @Test func aLongNameKeepsSixtyCharactersAndCountsTheRest() {
        let head = String(repeating: "x", count: 60)
        #expect(EchoedName.quoted(head + "y") == "'\(head)…' (1 more character)")
        #expect(EchoedName.quoted(String(repeating: "x", count: 10_000)) == "'\(head)…' (9,940 more characters)")
        #expect(EchoedName.plain(String(repeating: "x", count: 1_234_567 + 60)) == "\(head)… (1,234,567 more characters)")
    }

    /// Characters, not bytes or scalars: a flag or an accented letter is never split.
    @Test func theCutCountsCharacters() {
        let flags = String(repeating: "🇫🇷", count: 61)
        #expect(EchoedName.quoted(flags) == "'" + String(repeating: "🇫🇷", count: 60) + "…' (1 more character)")
        #expect(EchoedName.quoted("Überschrift") == "'Überschrift'")
    }

    /// A newline would break the one-line `file:line: message` shape, an escape sequence
    /// would drive the terminal.
    @Test func controlCharactersAreEscaped() {
        #expect(EchoedName.quoted("a\nb\tc") == #"'a\nb\tc'"#)
        #expect(EchoedName.quoted("\u{1B}[31mred") == #"'\u{1B}[31mred'"#)
        #expect(EchoedName.quoted("\r\n") == #"'\r\n'"#)
    }

    /// The errors that echo a name go through it.
    @Test func unknownNamesInErrorsAreCut() {
        let long = String(repeating: "q", count: 500)
        let device = DeviceLookupError.unknownDevice(long, closeMatches: []).description
        #expect(device == "Unknown device '\(String(repeating: "q", count: 60))…' (440 more characters)")
        let error = DocumentError.unknown("item", long, among: ["title"], at: .constraint(0))
        #expect(error.message == "unknown item '\(String(repeating: "q", count: 60))…' (440 more characters)")
    }

    /// A long name is compared only with candidates of about its length: a pasted name of
    /// 100,000 characters against 2,000 short ids used to fill a distance table for each.
    @Test func aVeryLongNameFindsNoSuggestionQuickly() {
        let candidates = (0..<2_000).map { "view\($0)" }
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(NameSuggestion.closest(to: String(repeating: "v", count: 100_000), among: candidates) == nil)
        }
        #expect(elapsed < .seconds(2), "\(elapsed)")
        #expect(NameSuggestion.closest(to: "view12x", among: candidates) == "view12")
    }
}
