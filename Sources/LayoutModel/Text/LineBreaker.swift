/// Finds where a line may end, by a subset of the Unicode line-breaking algorithm
/// (UAX #14) that covers Latin (spaces, hyphens), CJK (between ideographs, with the
/// kinsoku rules for closing and opening punctuation) and Hebrew/Arabic (spaces).
///
/// The rules, in UAX #14's order of precedence (the LB numbers are UAX #14's):
/// - LB4/5: always break after a mandatory break.
/// - LB6/7: never break before a mandatory break, a space or ZW.
/// - LB8: break after ZW.
/// - LB11/12: never break next to glue (no-break space, word joiner).
/// - LB13: never break before closing punctuation (and, merged with it, non-starters).
/// - LB14: never break after opening punctuation, even with spaces between.
/// - LB18: break after spaces.
/// - LB21: never break before a hyphen or BA (but after a space, LB18 came first).
/// - LB20.1/25: a hyphen that opens a word, or stands before a digit, does not break.
/// - LB21: break after a hyphen or BA.
/// - LB31: break before and after ideographs; nowhere else.
///
/// Complexity: O(n) in the number of characters.
public enum LineBreaker {
    /// The segments of `text`, in order; together they cover it exactly.
    public static func segments(_ text: String) -> [LineBreakSegment] {
        var result: [LineBreakSegment] = []
        var start = text.startIndex
        var previous: LineBreakClass?
        var beforeSpaces: LineBreakClass?
        var beforePrevious: LineBreakClass?
        var index = text.startIndex
        while index < text.endIndex {
            let current = LineBreakClass(text[index])
            if let before = previous {
                let verdict = breakBetween(
                    before, current, lastBeforeSpaces: beforeSpaces, beforeBefore: beforePrevious)
                if verdict != .none {
                    result.append(LineBreakSegment(range: start..<index, isMandatoryBreak: verdict == .mandatory))
                    start = index
                }
            }
            if current != .space { beforeSpaces = current }
            beforePrevious = previous
            previous = current
            index = text.index(after: index)
        }
        if start < text.endIndex {
            result.append(LineBreakSegment(range: start..<text.endIndex, isMandatoryBreak: previous == .mandatory))
        }
        return result
    }

    enum Verdict { case none, allowed, mandatory }

    /// Whether a line may end between a character of class `a` and one of class `b`.
    /// `lastBeforeSpaces` is the class of the last non-space character up to `a`;
    /// `beforeBefore` the class of the character before `a`.
    static func breakBetween(
        _ a: LineBreakClass,
        _ b: LineBreakClass,
        lastBeforeSpaces: LineBreakClass?,
        beforeBefore: LineBreakClass?
    ) -> Verdict {
        if a == .mandatory { return .mandatory }
        switch b {
        case .mandatory, .space, .zeroWidthSpace: return .none
        default: break
        }
        if a == .zeroWidthSpace { return .allowed }
        if a == .glue { return .none }
        if b == .glue { return a == .space ? .allowed : .none }
        if b == .closing { return .none }
        if a == .openPunctuation { return .none }
        if a == .space { return lastBeforeSpaces == .openPunctuation ? .none : .allowed }
        if b == .hyphen || b == .breakAfter { return .none }
        if a == .hyphen {
            if b == .numeric { return .none }
            if beforeBefore == nil || beforeBefore == .space || beforeBefore == .mandatory { return .none }
            return .allowed
        }
        if a == .breakAfter { return .allowed }
        if a == .ideographic || b == .ideographic { return .allowed }
        return .none
    }
}
