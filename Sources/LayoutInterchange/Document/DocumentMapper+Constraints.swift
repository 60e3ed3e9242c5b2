import LayoutModel
extension DocumentMapper {
    static let constraintKeys = [
        "id", "equation", "first", "relation", "second", "multiplier", "constant", "priority", "identifier", "active",
        "placeholder",
    ]
    static let equationObjectKeys = ["id", "equation", "identifier", "active", "placeholder"]
    static let visualKeys = ["id", "visual", "options", "metrics"]

    /// An equation string, a constraint object (with `first`… or with `equation`), or a
    /// `visual` entry.
    func constraint(_ field: JSONField) throws(DocumentReadError) -> DocumentConstraint {
        switch field.value.kind {
        case .string(let text):
            return .single(try equation(text, field))
        case .object(let members):
            if members.contains(where: { $0.key == "visual" }) { return .visual(try visual(field)) }
            if members.contains(where: { $0.key == "equation" }) {
                let object = try field.object(allowed: Self.equationObjectKeys, what: "equation constraint")
                let equation = try object.required("equation")
                var spec = try self.equation(try equation.string, equation)
                try annotations(object, into: &spec)
                return .single(spec)
            }
            return .single(try constraintObject(field))
        default:
            throw field.typeError("an equation string or a constraint object")
        }
    }

    private func constraintObject(_ field: JSONField) throws(DocumentReadError) -> ConstraintSpec {
        let object = try field.object(allowed: Self.constraintKeys, what: "constraint")
        var spec = ConstraintSpec(first: try anchor(try object.required("first")))
        if let relation = object["relation"] {
            let text = try relation.string
            // FORMAT.md reads `=` as `==` in equations; the object form takes the same
            // relations, so a document can switch between the two forms freely.
            guard let value = text == "=" ? .equal : Relation(rawValue: text) else {
                throw relation.error("unknown relation \(EchoedName.quoted(text)); expected one of ==, <=, >= (or =)")
            }
            spec.relation = value
        }
        if let second = object["second"], !second.isNull { spec.second = try anchor(second) }
        if let value = object["multiplier"] { spec.multiplier = try value.multiplier }
        if let value = object["constant"] { spec.constant = try value.number }
        if let value = object["priority"] { spec.priority = try value.priority }
        try annotations(object, into: &spec)
        return spec
    }

    /// The fields an equation cannot say: `id`, `identifier`, `active`, `placeholder`.
    private func annotations(_ object: JSONObject, into spec: inout ConstraintSpec) throws(DocumentReadError) {
        spec.id = try object["id"]?.id
        spec.identifier = try object["identifier"]?.string
        if let value = object["active"] { spec.isActive = try value.bool }
        if let value = object["placeholder"] { spec.isPlaceholder = try value.bool }
    }

    private func equation(_ text: String, _ field: JSONField) throws(DocumentReadError) -> ConstraintSpec {
        do throws(EquationParseError) {
            return try ConstraintSpec(equation: text)
        } catch {
            throw insideString(field, characterOffset: error.offset, text: text, message: "\(error.message) in '\(text)'")
        }
    }

    private func anchor(_ field: JSONField) throws(DocumentReadError) -> AnchorReference {
        let text = try field.string
        do throws(EquationParseError) {
            return try AnchorReference(parsing: text)
        } catch {
            throw insideString(field, characterOffset: error.offset, text: text, message: "\(error.message) in '\(text)'")
        }
    }

    private func visual(_ field: JSONField) throws(DocumentReadError) -> VisualFormatEntry {
        let object = try field.object(allowed: Self.visualKeys, what: "visual format entry")
        let format = try object.required("visual")
        var entry = VisualFormatEntry(id: try object["id"]?.id, format: try format.string)
        for option in try object["options"]?.array ?? [] {
            let name = try option.string
            guard let value = VisualFormatOptions(name: name) else {
                let names = VisualFormatOptions.documentNames
                var message = "unknown option \(EchoedName.quoted(name))"
                if let guess = NameSuggestion.closest(to: name, among: names) { message += " (did you mean '\(guess)'?)" }
                throw option.error(message + "; expected one of \(names.joined(separator: ", "))")
            }
            entry.options.insert(value)
        }
        if let metrics = object["metrics"] {
            guard case .object(let members) = metrics.value.kind else { throw metrics.typeError("an object of metric names to numbers") }
            for member in members {
                let value = JSONField(value: member.value, path: metrics.path.appending(member.key), context: context)
                entry.metrics[member.key] = try value.number
            }
        }
        // Parse now, so a syntax error points into the string. The views offered are the
        // document's: a name written as a view (`[name]`) that is none of them is named
        // here, at its character, with the view it is nearest to (it used to be left to
        // validation, which could only name the entry, in UIKit's three-line message).
        // Where each view sits is still validation's to check. A name in a spacing or a
        // size predicate that is neither a metric nor a view is UIKit's unknown metric,
        // reported here at the name.
        let bracketed = Set(VisualFormatNames.bracketedNames(in: entry.format))
        do throws(VisualFormatError) {
            var names: [String: String?] = [:]
            for name in VisualFormatNames.viewNames(in: entry.format) where viewIDs.contains(name) {
                names[name] = .some("superview")
            }
            _ = try VisualFormat.constraints(entry.format, options: entry.options, metrics: entry.metrics, views: names)
        } catch {
            guard let offset = error.offset else { throw format.error(error.message) }
            var message = error.message
            let named = Self.identifier(in: entry.format, at: offset)
            if bracketed.contains(named), guideIDs.contains(named) {
                message = "\(EchoedName.quoted(named)) is a layout guide, and a Visual Format string places views only "
                    + "(write its constraints as equations)"
            } else if bracketed.contains(named), !viewIDs.contains(named) {
                let guess = NameSuggestion.closest(to: named, among: viewIDs.sorted())
                message = "unknown view \(EchoedName.quoted(named))" + (guess.map { " (did you mean \(EchoedName.quoted($0))?)" } ?? "")
            }
            throw insideString(format, characterOffset: offset, text: entry.format, message: "\(message) in '\(entry.format)'")
        }
        return entry
    }

    /// The name (ASCII letters, digits and `_`) that starts at character `offset` of
    /// `text`; empty when none does.
    static func identifier(in text: String, at offset: Int) -> String {
        String(text.dropFirst(offset).prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
    }

    /// An error at a character inside a string value.
    func insideString(_ field: JSONField, characterOffset: Int, text: String, message: String) -> DocumentReadError {
        let scalars = text.prefix(characterOffset).unicodeScalars.count + max(0, characterOffset - text.count)
        let location = JSONParser.location(ofScalar: scalars, inStringAt: field.value.location, bytes: context.bytes)
        return DocumentReadError(file: context.file, location: location, path: field.path, message: message)
    }
}
