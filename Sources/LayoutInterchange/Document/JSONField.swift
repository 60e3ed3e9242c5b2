import LayoutModel
/// A JSON value being mapped to the model, with its path: the typed accessors throw
/// errors that point at the value.
struct JSONField {
    var value: JSONValue
    var path: JSONPath
    var context: ReadContext

    func error(_ message: String) -> DocumentReadError {
        DocumentReadError(file: context.file, location: value.location, path: path, message: message)
    }

    func typeError(_ expected: String) -> DocumentReadError {
        error("expected \(expected), found \(value.typeName)")
    }

    var string: String {
        get throws(DocumentReadError) {
            guard case .string(let text) = value.kind else { throw typeError("a string") }
            return text
        }
    }

    var bool: Bool {
        get throws(DocumentReadError) {
            guard case .bool(let flag) = value.kind else { throw typeError("true or false") }
            return flag
        }
    }

    var number: Double {
        get throws(DocumentReadError) {
            guard case .number(let number) = value.kind else { throw typeError("a number") }
            return number
        }
    }

    /// A number of points (a frame, size, margin, spacing or font size): at most
    /// ``ConstraintSpec/largestConstant`` in magnitude, as a constraint's constant must
    /// be. A larger one (`1e308`) passed the door and overflowed to infinity when the
    /// engine added a frame's origin and size, failing the solve as an internal error.
    var points: Double {
        get throws(DocumentReadError) {
            let number = try self.number
            guard abs(number) <= ConstraintSpec.largestConstant else {
                throw error(
                    "\(Self.text(number)) is out of range: a length in points must be at most "
                        + "\(Self.text(ConstraintSpec.largestConstant)) in magnitude")
            }
            return number
        }
    }

    var isNull: Bool { value.kind == .null }

    /// A whole number within `range`.
    func integer(in range: ClosedRange<Int>) throws(DocumentReadError) -> Int {
        let number = try self.number
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound)
        else {
            throw error("expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(Self.text(number))")
        }
        return Int(number)
    }

    var array: [JSONField] {
        get throws(DocumentReadError) {
            guard case .array(let elements) = value.kind else { throw typeError("an array") }
            return elements.enumerated().map { JSONField(value: $1, path: path.appending($0), context: context) }
        }
    }

    /// The object's members, after checking that every key is one of `allowed`
    /// (an unknown key is an error with the closest allowed key suggested).
    func object(allowed: [String], what: String) throws(DocumentReadError) -> JSONObject {
        guard case .object(let members) = value.kind else { throw typeError("\(what) object") }
        for member in members where !allowed.contains(member.key) {
            var message = "unknown key \(EchoedName.quoted(member.key)) in \(what)"
            if let guess = NameSuggestion.closest(to: member.key, among: allowed) {
                message += " (did you mean '\(guess)'?)"
            }
            throw DocumentReadError(
                file: context.file, location: member.keyLocation, path: path.appending(member.key), message: message)
        }
        return JSONObject(field: self, members: members)
    }

    /// A string that must be one of `T`'s raw values; the error lists them.
    func enumeration<T: RawRepresentable & CaseIterable>(_ type: T.Type, what: String) throws(DocumentReadError) -> T
    where T.RawValue == String {
        let text = try string
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        var message = "unknown \(what) \(EchoedName.quoted(text))"
        if let guess = NameSuggestion.closest(to: text, among: names) { message += " (did you mean '\(guess)'?)" }
        throw error(message + "; expected one of \(names.joined(separator: ", "))")
    }

    /// A document id: `[A-Za-z_][A-Za-z0-9_]*`.
    var id: String {
        get throws(DocumentReadError) {
            let text = try string
            guard ItemReference.isValidID(text) else {
                throw error("id \(EchoedName.quoted(text)) must be an ASCII letter or '_' followed by ASCII letters, digits or '_'")
            }
            return text
        }
    }

    /// `1`…`1000` or `required`, `high`, `low`, `fittingSize`.
    var priority: Priority {
        get throws(DocumentReadError) {
            if case .string(let name) = value.kind {
                switch name {
                case "required": return .required
                case "high": return .defaultHigh
                case "low": return .defaultLow
                case "fittingSize": return .fittingSizeLevel
                default:
                    throw error("unknown priority \(EchoedName.quoted(name)); expected 1 to 1000, required, high, low or fittingSize")
                }
            }
            guard case .number(let number) = value.kind else { throw typeError("a priority (1 to 1000 or a name)") }
            guard let priority = Priority(rawValue: number) else {
                throw error("priority \(Self.text(number)) is out of range; priorities go from 1 to 1000")
            }
            return priority
        }
    }

    /// A number, or Interface Builder's ratio `"1:2"` (0.5).
    var multiplier: Double {
        get throws(DocumentReadError) {
            guard case .string(let text) = value.kind else { return try number }
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
                numerator.isFinite, denominator.isFinite
            else {
                throw error("multiplier \(EchoedName.quoted(text)) is not a number or a ratio such as \"1:2\"")
            }
            guard denominator != 0 else {
                throw error("multiplier \(EchoedName.quoted(text)) divides by zero; a ratio such as \"16:9\" needs a nonzero second number")
            }
            return numerator / denominator
        }
    }

    static func text(_ number: Double) -> String { JSONNumberText.text(number) }
}

/// An object's members by key, each handed out as a ``JSONField``.
struct JSONObject {
    var field: JSONField
    var members: [JSONMember]

    subscript(key: String) -> JSONField? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        return JSONField(value: member.value, path: field.path.appending(key), context: field.context)
    }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    func required(_ key: String) throws(DocumentReadError) -> JSONField {
        guard let value = self[key] else { throw field.error("missing key '\(key)'") }
        return value
    }
}

/// What every field of one read shares: the file name and its bytes.
struct ReadContext {
    var file: String
    var bytes: [UInt8]
}
