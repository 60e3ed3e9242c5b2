import LayoutModel
import Testing

@Suite("Line breaking (UAX #14 subset)")
struct LineBreakerTests {
    func pieces(_ text: String) -> [String] {
        LineBreaker.segments(text).map { String(text[$0.range]) }
    }

    @Test func latinBreaksAfterSpaces() {
        #expect(pieces("The quick  brown fox") == ["The ", "quick  ", "brown ", "fox"])
    }

    @Test func hyphensBreakAfterButNotBeforeNumbersOrAtWordStart() {
        #expect(pieces("well-known") == ["well-", "known"])
        #expect(pieces("x -5 and -word") == ["x ", "-5 ", "and ", "-word"])
        #expect(pieces("en\u{2013}dash") == ["en\u{2013}", "dash"])
    }

    @Test func mandatoryBreaksEndSegments() {
        let segments = LineBreaker.segments("one\ntwo\r\nthree")
        #expect(segments.map(\.isMandatoryBreak) == [true, true, false])
    }

    @Test func noBreakAroundGlueOrBeforeClosingPunctuation() {
        #expect(pieces("10\u{A0}km and (so on) !") == ["10\u{A0}km ", "and ", "(so ", "on) !"])
        #expect(pieces("( x") == ["( x"])
    }

    @Test func cjkBreaksBetweenIdeographsExceptBeforeClosingPunctuation() {
        #expect(pieces("我能吞下。") == ["我", "能", "吞", "下。"])
        #expect(pieces("「日本」語") == ["「日", "本」", "語"])
        #expect(pieces("チョット") == ["チョッ", "ト"])
    }

    @Test func hebrewAndArabicBreakAtSpaces() {
        #expect(pieces("שלום עולם") == ["שלום ", "עולם"])
        #expect(pieces("مرحبا بالعالم") == ["مرحبا ", "بالعالم"])
    }

    @Test func combiningMarksStayWithTheirBase() {
        #expect(pieces("e\u{301}\u{301} x") == ["e\u{301}\u{301} ", "x"])
    }
}
