extension TraitPredicate {
    /// Parses Interface Builder's short form: space-separated `wC`, `wR`, `hC`, `hR`,
    /// or `*` (or nothing) for any traits.
    ///
    /// `w*` and `h*` (Interface Builder's "any") are accepted and name nothing.
    public init(shortForm text: String) throws(TraitPredicateError) {
        self.init()
        let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if tokens == ["*"] { return }
        var seenWidth = false
        var seenHeight = false
        for token in tokens {
            let chars = Array(token)
            guard chars.count == 2, chars[0] == "w" || chars[0] == "h" else {
                throw TraitPredicateError(text: text, message: "unknown trait \(EchoedName.quoted(token)) (use wC, wR, hC, hR or *)")
            }
            let sizeClass: SizeClass?
            switch chars[1] {
            case "C": sizeClass = .compact
            case "R": sizeClass = .regular
            case "*": sizeClass = nil
            default:
                throw TraitPredicateError(text: text, message: "unknown trait \(EchoedName.quoted(token)) (use wC, wR, hC, hR or *)")
            }
            if chars[0] == "w" {
                if seenWidth { throw TraitPredicateError(text: text, message: "the width class is given twice") }
                seenWidth = true
                widthClass = sizeClass
            } else {
                if seenHeight { throw TraitPredicateError(text: text, message: "the height class is given twice") }
                seenHeight = true
                heightClass = sizeClass
            }
        }
    }

    /// Parses a `contentSize` value: one category (`large`), `>=category`,
    /// `<=category` or `lower...upper`, both ends included.
    public static func contentSizeRange(parsing text: String) throws(TraitPredicateError)
        -> ClosedRange<ContentSizeCategory>
    {
        func category(_ name: Substring) throws(TraitPredicateError) -> ContentSizeCategory {
            if let category = ContentSizeCategory(rawValue: String(name)) { return category }
            let names = ContentSizeCategory.allCases.map(\.rawValue)
            var message = "unknown content size category \(EchoedName.quoted(name))"
            if let guess = NameSuggestion.closest(to: String(name), among: names) {
                message += " (did you mean '\(guess)'?)"
            } else {
                message += " (one of \(names.joined(separator: ", ")))"
            }
            throw TraitPredicateError(text: text, message: message)
        }
        let all = ContentSizeCategory.allCases
        if text.hasPrefix(">=") {
            let lower = try category(text.dropFirst(2))
            return lower...(all.last ?? lower)
        }
        if text.hasPrefix("<=") {
            let upper = try category(text.dropFirst(2))
            return (all.first ?? upper)...upper
        }
        let parts = text.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2 {
            let lower = try category(parts[0])
            let upper = try category(parts[1])
            guard lower <= upper else {
                throw TraitPredicateError(text: text, message: "the range is empty: \(lower) is larger than \(upper)")
            }
            return lower...upper
        }
        let single = try category(text[...])
        return single...single
    }

    /// The canonical spelling of a content-size range, which
    /// ``contentSizeRange(parsing:)`` reads back: one category, `<=upper` when the range
    /// starts at `extraSmall`, `>=lower` when it ends at the largest category, else
    /// `lower...upper`.
    public static func contentSizeText(_ range: ClosedRange<ContentSizeCategory>) -> String {
        if range.lowerBound == range.upperBound { return range.lowerBound.rawValue }
        if range.lowerBound == ContentSizeCategory.allCases.first { return "<=\(range.upperBound.rawValue)" }
        if range.upperBound == ContentSizeCategory.allCases.last { return ">=\(range.lowerBound.rawValue)" }
        return "\(range.lowerBound.rawValue)...\(range.upperBound.rawValue)"
    }
}
