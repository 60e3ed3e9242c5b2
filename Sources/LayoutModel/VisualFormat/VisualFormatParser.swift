/// A one-pass reader of Apple's Visual Format grammar (facts/vfl.md §1) that emits
/// constraints as it goes, so errors can point where UIKit's parser stops:
///
///     (H|V:)? (| connection)? [view] (connection [view])* (connection |)?
///
/// Names are resolved while reading (metrics first, then views), and the superview
/// behind `|` is looked up when the connection to it is finished — after the first view
/// for a leading bar, which is why UIKit's caret for that error sits past the view.
/// No whitespace is skipped, as in UIKit.
struct VisualFormatParser {
    private let format: String
    private let bytes: [UInt8]
    private let metrics: [String: Double]
    private let superviews: [String: String?]
    private let options: VisualFormatOptions
    private var position = 0
    private var output: [ConstraintSpec] = []
    private var emitter: VisualFormatEmitter

    init(format: String, options: VisualFormatOptions, metrics: [String: Double], superviews: [String: String?]) {
        self.format = format
        self.bytes = Array(format.utf8)
        self.metrics = metrics
        self.superviews = superviews
        self.options = options
        self.emitter = VisualFormatEmitter(format: format, isVertical: false, options: options)
    }

    mutating func parse() throws(VisualFormatError) -> [ConstraintSpec] {
        guard !bytes.isEmpty else { throw VisualFormatError(format: format, offset: nil, message: "It's an empty string.") }
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            throw VisualFormatError(format: format, offset: nil, message: "It contains non-ASCII characters.")
        }
        try parseOrientation()
        var previous: VisualFormatEmitter.Side?
        var pending = VisualFormatEmitter.Connection.flush
        var views: [String] = []
        if peek == ascii("|") {
            position += 1
            previous = .superview("")
            switch peek {
            case nil: throw failure("Expected more input")
            case ascii("-"), ascii("["): pending = try parseConnection()
            case ascii("|"): throw failure("No view was specified for this constraint")
            default: throw failure("Expected a connection after the '|' character")
            }
        }
        while true {
            guard peek == ascii("[") else {
                switch peek {
                case nil: throw failure("Expected more input")
                case ascii("|"): throw failure("No view was specified for this constraint")
                default: throw failure("Expected a view")
                }
            }
            let (view, predicates) = try parseView()
            output += emitter.sizeConstraints(of: view, predicates)
            if let previous {
                let left = previous.isSuperview ? VisualFormatEmitter.Side.superview(try superview(of: view)) : previous
                output += emitter.connection(left, .view(view), pending)
            }
            views.append(view)
            previous = .view(view)
            if peek == nil { break }
            pending = try parseConnection()
            if peek == ascii("|") {
                position += 1
                output += emitter.connection(.view(view), .superview(try superview(of: view)), pending)
                guard peek == nil else { throw failure("Expected the end of the format string") }
                break
            }
            guard peek == ascii("[") else { throw failure("Expected a view or '|'") }
        }
        try checkOptions()
        output += emitter.alignmentConstraints(views: views)
        return output
    }

    // MARK: Grammar

    private mutating func parseOrientation() throws(VisualFormatError) {
        guard let first = peek, first == ascii("H") || first == ascii("V") else { return }
        let isVertical = first == ascii("V")
        position += 1
        guard peek == ascii(":") else {
            throw failure(
                isVertical
                    ? "Expected ':' after 'V' to specify vertical arrangement"
                    : "Expected ':' after 'H' to specify horizontal arrangement")
        }
        position += 1
        emitter = VisualFormatEmitter(format: format, isVertical: isVertical, options: options)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> (String, [VisualFormatPredicate]) {
        position += 1  // "["
        guard let head = peek else {
            throw failure("Unexpectedly ran out of character fodder in the middle of parsing a view")
        }
        guard isIdentifierHead(head) else {
            throw failure(
                "Expected a view. View names must start with a letter or an underscore, "
                    + "then contain letters, numbers, and underscores.")
        }
        let nameStart = position
        let name = scanIdentifier()
        guard superviews[name] != nil else {
            throw failure("\(name) is not a key in the views dictionary.", at: nameStart)
        }
        var predicates: [VisualFormatPredicate] = []
        switch peek {
        case nil:
            throw failure("Unexpectedly ran out of character fodder in the middle of parsing a view")
        case ascii("("):
            predicates = try parsePredicateList(inView: true)
            guard peek == ascii("]") else { throw failure("Expected ']' after specifying thickness.") }
        case ascii("]"):
            break
        default:
            throw failure("Expected a ']' here. That is how you give the end of a view.")
        }
        position += 1  // "]"
        return (name, predicates)
    }

    /// Nothing (flush), `-` (standard), `-N-`, `-metric-` or `-(predicates)-`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatEmitter.Connection {
        guard peek == ascii("-") else { return .flush }
        position += 1
        let predicates: [VisualFormatPredicate]
        switch peek {
        case nil, ascii("["), ascii("|"):
            return .standard
        case ascii("("):
            predicates = try parsePredicateList(inView: false)
        case ascii("-"):
            throw failure(
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                    + "Use parentheses around negative numbers.")
        case let char? where isDigit(char) || isIdentifierHead(char):
            let object = try parseObject(inView: false)
            predicates = [VisualFormatPredicate(relation: .equal, object: object, priority: .required)]
            if peek == ascii(",") {
                throw failure(
                    "Expected a '-' here. To specify a list of constraints, you must use parentheses "
                        + "around the list of constraints")
            }
        default:
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        guard peek == ascii("-") else { throw failure("Expected a '-' here") }
        position += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate, …)`, leaving the position after the `)`.
    private mutating func parsePredicateList(inView: Bool) throws(VisualFormatError) -> [VisualFormatPredicate] {
        position += 1  // "("
        var predicates: [VisualFormatPredicate] = []
        while true {
            predicates.append(try parsePredicate(inView: inView))
            switch peek {
            case ascii(","):
                position += 1
            case ascii(")"):
                position += 1
                return predicates
            case nil where inView, ascii("]") where inView:
                throw failure("A predicate on a view's thickness must end with ')' and the view must end with ']'")
            default:
                throw failure(
                    "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
        }
    }

    /// `(==|<=|>=)? object (@priority)?`.
    private mutating func parsePredicate(inView: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        var relation = Relation.equal
        if let char = peek, char == ascii("=") || char == ascii("<") || char == ascii(">") {
            guard peek(at: position + 1) == ascii("=") else { throw failure("Unknown relation. Must be ==, >=, or <=") }
            relation = char == ascii("=") ? .equal : (char == ascii("<") ? .lessThanOrEqual : .greaterThanOrEqual)
            position += 2
        }
        let object = try parseObject(inView: inView)
        var priority = Priority.required
        if peek == ascii("@") {
            position += 1
            priority = try parsePriority()
        }
        return VisualFormatPredicate(relation: relation, object: object, priority: priority)
    }

    /// A number, a metric, or (in a view's predicate) another view.
    private mutating func parseObject(inView: Bool) throws(VisualFormatError) -> VisualFormatPredicate.Object {
        let start = position
        if let char = peek, isIdentifierHead(char) {
            let name = scanIdentifier()
            if let value = metrics[name] { return .constant(value) }
            guard superviews[name] != nil else { throw unknownMetric(name, at: start) }
            guard inView else {
                throw failure(
                    "It's not possible to set a space equal to the width or height of a view.  Perhaps you "
                        + "want to use a view as a spacer? [view1][spacer(==view1)][view2]",
                    at: start)
            }
            return .view(name)
        }
        guard let number = scanNumber() else {
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        return .constant(number)
    }

    /// `@750` or `@metric`: greater than 0 and at most 1000 (UIKit), at least 1 (layoutdb).
    private mutating func parsePriority() throws(VisualFormatError) -> Priority {
        let start = position
        let value: Double
        if let char = peek, isIdentifierHead(char) {
            let name = scanIdentifier()
            guard let metric = metrics[name] else { throw unknownMetric(name, at: start) }
            value = metric
        } else if let number = scanNumber() {
            value = number
        } else {
            throw failure("Expected a number or a key from the metrics dictionary, but encountered something else")
        }
        let shown = NumberText.g(value)
        guard value > 0 else {
            throw failure("Invalid priority specified: \(shown). Priority must be greater than 0", at: start)
        }
        guard value <= 1000 else {
            throw failure(
                "Invalid priority specified: \(shown). Priority cannot be higher than NSLayoutPriorityRequired, "
                    + "which is 1000.", at: start)
        }
        guard let priority = Priority(rawValue: value) else {
            throw failure("Invalid priority specified: \(shown). layoutdb priorities start at 1", at: start)
        }
        return priority
    }

    // MARK: Options and superviews

    private func checkOptions() throws(VisualFormatError) {
        let end = bytes.count
        if !emitter.isVertical && options.contains(.spacingBaselineToBaseline) {
            throw failure("BaselineToBaseline format option not valid for horizontal layout", at: end)
        }
        if options.isSuperset(of: .directionMask) {
            throw failure("Options specify both left-to-right and right-to-left direction", at: end)
        }
        for attribute in options.alignmentAttributes
        where attribute.axis == (emitter.isVertical ? LayoutAxis.vertical : .horizontal) {
            throw failure(
                emitter.isVertical
                    ? "Options mask required views to be aligned on a vertical edge, which is not allowed "
                        + "for layout that is also vertical."
                    : "Options mask required views to be aligned on a horizontal edge, which is not allowed "
                        + "for layout that is also horizontal.",
                at: end)
        }
    }

    private func superview(of view: String) throws(VisualFormatError) -> String {
        guard let entry = superviews[view], let superview = entry else {
            throw failure("Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        return superview
    }

    // MARK: Scanning

    private var peek: UInt8? { peek(at: position) }

    private func peek(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private func ascii(_ scalar: Unicode.Scalar) -> UInt8 { UInt8(truncatingIfNeeded: scalar.value) }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    private mutating func scanIdentifier() -> String {
        let start = position
        while let byte = peek, isIdentifierHead(byte) || isDigit(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A strtod-style decimal: `-`? digits (`.` digits*)? (`e` sign? digits)?; nil (and the
    /// position unchanged) when there is no digit.
    private mutating func scanNumber() -> Double? {
        let start = position
        if peek == ascii("-") { position += 1 }
        let digitsStart = position
        while let byte = peek, isDigit(byte) { position += 1 }
        guard position > digitsStart else {
            position = start
            return nil
        }
        if peek == ascii(".") {
            position += 1
            while let byte = peek, isDigit(byte) { position += 1 }
        }
        if let e = peek, e == ascii("e") || e == ascii("E") {
            var probe = position + 1
            if let sign = peek(at: probe), sign == ascii("+") || sign == ascii("-") { probe += 1 }
            if let digit = peek(at: probe), isDigit(digit) {
                position = probe
                while let byte = peek, isDigit(byte) { position += 1 }
            }
        }
        var text = String(decoding: bytes[start..<position], as: UTF8.self)
        if text.hasSuffix(".") { text += "0" }
        return Double(text)
    }

    private func unknownMetric(_ name: String, at offset: Int) -> VisualFormatError {
        failure(
            "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries",
            at: offset)
    }

    private func failure(_ message: String, at offset: Int? = nil) -> VisualFormatError {
        VisualFormatError(format: format, offset: offset ?? position, message: message)
    }
}
