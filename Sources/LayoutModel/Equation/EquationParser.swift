/// Reads the equation notation of FORMAT.md:
///
///     ITEM.ATTR RELATION [MULTIPLIER *] ITEM.ATTR [* MULTIPLIER] [+|- CONSTANT] [@PRIORITY]
///     ITEM.ATTR RELATION CONSTANT [@PRIORITY]
///
/// Whitespace between tokens is free; an item name is `id`, `id.attr` or
/// `id.guide.attr` with no spaces inside; `id.contentView` (a cell's implicit content
/// view) stands where `id` does. A recursive-descent parser over the string's
/// `Character`s (each read once into an ``EquationCharacter``), so error offsets
/// count what a person sees.
struct EquationParser {
    private let text: String
    private let chars: [EquationCharacter]
    private var position = 0

    init(_ text: String) {
        self.text = text
        // ASCII text without a carriage return is one character per byte (`\r\n` would be
        // one character of two bytes); reading it as `Character`s cost 600 instructions
        // each (callgrind).
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            self.chars = text.utf8.map(EquationCharacter.init(ascii:))
        } else {
            self.chars = text.map(EquationCharacter.init)
        }
    }

    // MARK: Entry points

    /// A whole equation, the spec's origin set to the equation text.
    mutating func parseEquation() throws(EquationParseError) -> ConstraintSpec {
        skipSpace()
        let first = try parseAnchor()
        skipSpace()
        let relation = try parseRelation()
        skipSpace()
        var spec = ConstraintSpec(first: first, relation: relation, origin: .equation(text))
        try parseRightHandSide(into: &spec)
        skipSpace()
        if peek == "@" {
            position += 1
            skipSpace()
            spec.priority = try parsePriority()
            skipSpace()
        }
        guard position == chars.count else {
            throw failure(peek == "@" ? "A priority was already given" : "Expected the end of the constraint")
        }
        return spec
    }

    /// `ITEM.ATTR` alone, surrounded by optional whitespace.
    mutating func parseStandaloneAnchor() throws(EquationParseError) -> AnchorReference {
        skipSpace()
        let anchor = try parseAnchor()
        skipSpace()
        guard position == chars.count else { throw failure("Expected the end of the item name") }
        return anchor
    }

    // MARK: Pieces

    private mutating func parseRightHandSide(into spec: inout ConstraintSpec) throws(EquationParseError) {
        if let char = peek, char.isIdentifierHead {
            spec.second = try parseAnchor()
            skipSpace()
            if peek == "*" {
                position += 1
                skipSpace()
                spec.multiplier = try parseNumber(signed: true)
                skipSpace()
            }
            try parseConstantTail(into: &spec)
            return
        }
        guard peek.map(Self.startsNumber) == true else {
            throw failure("Expected an item name, a multiplier or a constant")
        }
        let number = try parseNumber(signed: true)
        skipSpace()
        guard peek == "*" else {
            spec.constant = number
            return
        }
        position += 1
        skipSpace()
        spec.multiplier = number
        guard let char = peek, char.isIdentifierHead else {
            throw failure("Expected an item name after the multiplier")
        }
        spec.second = try parseAnchor()
        skipSpace()
        if peek == "*" { throw failure("The multiplier was already given before the item") }
        try parseConstantTail(into: &spec)
    }

    /// `+ CONSTANT` or `- CONSTANT` after the second item, if present.
    private mutating func parseConstantTail(into spec: inout ConstraintSpec) throws(EquationParseError) {
        guard let sign = peek, sign == "+" || sign == "-" else { return }
        position += 1
        skipSpace()
        let magnitude = try parseNumber(signed: false)
        spec.constant = sign == "-" ? -magnitude : magnitude
    }

    private mutating func parseRelation() throws(EquationParseError) -> Relation {
        let start = position
        switch (peek, peek(at: position + 1)) {
        case ("=", "="): position += 2; return .equal
        case ("<", "="): position += 2; return .lessThanOrEqual
        case (">", "="): position += 2; return .greaterThanOrEqual
        case ("=", _): position += 1; return .equal
        default:
            position = start
            throw failure("Expected a relation: ==, <= or >=")
        }
    }

    /// `1`…`1000` or one of the names `required`, `high`, `low`, `fittingSize`.
    private mutating func parsePriority() throws(EquationParseError) -> Priority {
        let start = position
        if let char = peek, char.isIdentifierHead {
            let name = scanIdentifier()
            switch name {
            case "required": return .required
            case "high": return .defaultHigh
            case "low": return .defaultLow
            case "fittingSize": return .fittingSizeLevel
            default:
                throw failure(
                    "Unknown priority \(EchoedName.quoted(name)). Use 1 to 1000, required, high, low or fittingSize",
                    at: start)
            }
        }
        guard peek.map(Self.startsNumber) == true else {
            throw failure("Expected a priority: 1 to 1000, required, high, low or fittingSize")
        }
        let value = try parseNumber(signed: true)
        guard let priority = Priority(rawValue: value) else {
            throw failure("Priority \(NumberText.g(value)) is out of range. Priorities go from 1 to 1000", at: start)
        }
        return priority
    }

    /// `ITEM.ATTR` or `ITEM.GUIDE.ATTR`.
    private mutating func parseAnchor() throws(EquationParseError) -> AnchorReference {
        guard let char = peek, char.isIdentifierHead else {
            throw failure("Expected an item name (a letter or '_', then letters, digits or '_')")
        }
        var segments: [(name: String, offset: Int)] = []
        repeat {
            if !segments.isEmpty {
                position += 1  // the "."
                guard let next = peek, next.isIdentifierHead else {
                    throw failure(segments.count == 1 ? "Expected an attribute after '.'" : "Expected a name after '.'")
                }
            }
            let offset = position
            segments.append((scanIdentifier(), offset))
        } while peek == "."
        guard segments.count >= 2, let last = segments.last else {
            throw failure("Expected '.' and an attribute after the item name")
        }
        // A cell's implicit content view is an item of its own: `cell.contentView`.
        if segments.count >= 3, segments[1].name == ItemReference.contentViewSuffix {
            segments[0].name += "." + ItemReference.contentViewSuffix
            segments.remove(at: 1)
        }
        guard segments.count <= 3 else {
            throw failure("Too many parts in an item name: use ITEM.ATTR or ITEM.GUIDE.ATTR", at: segments[3].offset - 1)
        }
        guard let attribute = LayoutAttribute(rawValue: last.name), attribute != .notAnAttribute else {
            throw failure(
                "Unknown attribute \(EchoedName.quoted(last.name))" + Self.suggestion(forAttribute: last.name), at: last.offset)
        }
        var item = ItemReference(segments[0].name)
        if segments.count == 3 {
            guard let guide = BuiltInGuide(rawValue: segments[1].name) else {
                let guess = NameSuggestion.closest(to: segments[1].name, among: BuiltInGuide.allCases.map(\.rawValue))
                throw failure(
                    "Unknown layout guide \(EchoedName.quoted(segments[1].name))"
                        + (guess.map { " (did you mean \(EchoedName.quoted($0))?)" } ?? "") + ". Built-in guides are "
                        + BuiltInGuide.allCases.map(\.rawValue).joined(separator: ", "),
                    at: segments[1].offset)
            }
            item.guide = guide
        }
        return AnchorReference(item, attribute)
    }

    /// ` (did you mean 'top'?)` for a misspelt attribute (`topp`, `Top`, `centerx`), and
    /// for an anchor's name (`topAnchor`, what UIKit code writes); empty when nothing is
    /// close.
    static func suggestion(forAttribute name: String) -> String {
        let attributes = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)
        let anchor = "Anchor"
        let guess = name.hasSuffix(anchor) && attributes.contains(String(name.dropLast(anchor.count)))
            ? String(name.dropLast(anchor.count)) : NameSuggestion.closest(to: name, among: attributes)
        return guess.map { " (did you mean \(EchoedName.quoted($0))?)" } ?? ""
    }

    /// Digits with an optional fraction and exponent (`20`, `0.5`, `.5`, `1e-05`), with a
    /// leading `-` or `+` when `signed`.
    private mutating func parseNumber(signed: Bool) throws(EquationParseError) -> Double {
        let start = position
        if signed, let sign = peek, sign == "-" || sign == "+" { position += 1 }
        let digitsStart = position
        scanDigits()
        if peek == "." {
            position += 1
            scanDigits()
        }
        guard chars[digitsStart..<position].contains(where: \.isASCIIDigit) else {
            throw failure("Expected a number", at: digitsStart)
        }
        if let e = peek, e == "e" || e == "E" {
            let exponentStart = position
            position += 1
            if let sign = peek, sign == "-" || sign == "+" { position += 1 }
            let before = position
            scanDigits()
            if position == before { throw failure("Expected the digits of an exponent", at: exponentStart) }
        }
        guard let value = Double(asciiText(start..<position)), value.isFinite else {
            throw failure("Number out of range", at: start)
        }
        return value
    }

    // MARK: Scanning

    private var peek: EquationCharacter? { peek(at: position) }

    private func peek(at index: Int) -> EquationCharacter? {
        index < chars.count ? chars[index] : nil
    }

    private mutating func skipSpace() {
        while let char = peek, char.isWhitespace { position += 1 }
    }

    private mutating func scanDigits() {
        while let char = peek, char.isASCIIDigit { position += 1 }
    }

    private mutating func scanIdentifier() -> String {
        let start = position
        while let char = peek, char.isIdentifierBody { position += 1 }
        return asciiText(start..<position)
    }

    /// The characters of `range`, which the scanner takes only where they are ASCII
    /// (names and numbers), as a string. Made from their bytes: a string made from
    /// `Character`s cost about 9,000 instructions per name (callgrind).
    private func asciiText(_ range: Range<Int>) -> String {
        String(decoding: chars[range].map(\.code), as: UTF8.self)
    }

    private static func startsNumber(_ char: EquationCharacter) -> Bool {
        char.isASCIIDigit || char == "." || char == "-" || char == "+"
    }

    private func failure(_ message: String, at offset: Int? = nil) -> EquationParseError {
        EquationParseError(text: text, offset: offset ?? position, message: message)
    }
}

extension ConstraintSpec {
    /// Parses an equation string (FORMAT.md, "Constraints"): `title.top == root.safeArea.top + 20 @750`.
    /// The result's origin is `.equation(text)`; other fields keep their defaults.
    public init(equation text: String) throws(EquationParseError) {
        var parser = EquationParser(text)
        self = try parser.parseEquation()
    }
}
