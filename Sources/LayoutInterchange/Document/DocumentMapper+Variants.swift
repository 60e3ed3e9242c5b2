import LayoutModel
extension DocumentMapper {
    static let variantKeys = ["when", "view", "constraint", "guide", "installed", "set"]
    static let predicateKeys = ["widthClass", "heightClass", "contentSize", "direction", "idiom"]
    static let propertyKeys = [
        "constant", "priority", "multiplier", "hidden", "axis", "spacing", "alignment", "distribution", "textStyle",
        "font", "text", "layoutMargins", "numberOfLines", "intrinsicContentSize", "frame", "recordedFrame",
    ]

    func variant(_ field: JSONField) throws(DocumentReadError) -> Variant {
        let object = try field.object(allowed: Self.variantKeys, what: "variant")
        let targets = ["view", "constraint", "guide"].filter(object.has)
        guard targets.count == 1, let key = targets.first else {
            throw field.error(
                targets.isEmpty
                    ? "a variant needs a target: 'view', 'constraint' or 'guide'"
                    : "a variant has one target, not \(targets.joined(separator: " and "))")
        }
        let id = try object.required(key).id
        let target: VariantTarget = key == "view" ? .view(id) : key == "constraint" ? .constraint(id) : .guide(id)
        var variant = Variant(when: try predicate(object["when"]), target: target)
        variant.installed = try object["installed"]?.bool
        if let set = object["set"] {
            let properties = try set.object(allowed: Self.propertyKeys, what: "variant's set")
            for member in properties.members {
                guard let value = properties[member.key] else { continue }
                variant.changes.append(try change(member.key, value))
            }
        }
        return variant
    }

    private func predicate(_ field: JSONField?) throws(DocumentReadError) -> TraitPredicate {
        guard let field else { return .any }
        if case .string(let text) = field.value.kind {
            do throws(TraitPredicateError) {
                return try TraitPredicate(shortForm: text)
            } catch {
                throw field.error(error.message)
            }
        }
        let object = try field.object(allowed: Self.predicateKeys, what: "trait predicate")
        var predicate = TraitPredicate()
        predicate.widthClass = try object["widthClass"].map(Self.sizeClass)
        predicate.heightClass = try object["heightClass"].map(Self.sizeClass)
        if let value = object["contentSize"] {
            let text = try value.string
            do throws(TraitPredicateError) {
                predicate.contentSize = try TraitPredicate.contentSizeRange(parsing: text)
            } catch {
                throw value.error(error.message)
            }
        }
        predicate.direction = try object["direction"]?.enumeration(LayoutDirection.self, what: "direction")
        predicate.idiom = try object["idiom"]?.enumeration(UserInterfaceIdiom.self, what: "idiom")
        return predicate
    }

    private static func sizeClass(_ field: JSONField) throws(DocumentReadError) -> SizeClass {
        let text = try field.string
        switch text {
        case "compact": return .compact
        case "regular": return .regular
        default:
            var message = "unknown size class \(EchoedName.quoted(text))"
            if let guess = NameSuggestion.closest(to: text, among: ["compact", "regular"]) {
                message += " (did you mean '\(guess)'?)"
            }
            throw field.error(message + "; expected one of compact, regular")
        }
    }

    private func change(_ key: String, _ field: JSONField) throws(DocumentReadError) -> VariantChange {
        switch key {
        case "constant": return .constant(try field.number)
        case "priority": return .priority(try field.priority)
        case "multiplier": return .multiplier(try field.multiplier)
        case "hidden": return .hidden(try field.bool)
        case "axis": return .axis(try field.enumeration(LayoutAxis.self, what: "axis"))
        case "spacing": return .spacing(try Self.spacing(field))
        case "alignment": return .alignment(try field.enumeration(StackAlignment.self, what: "alignment"))
        case "distribution": return .distribution(try field.enumeration(StackDistribution.self, what: "distribution"))
        case "textStyle": return .textStyle(try field.enumeration(TextStyle.self, what: "text style"))
        case "font": return .font(try Self.font(field))
        case "text": return .text(try field.string)
        case "layoutMargins": return .layoutMargins(try Self.margins(field))
        case "numberOfLines": return .numberOfLines(try field.integer(in: 0...Int(Int32.max)))
        case "intrinsicContentSize": return .intrinsicContentSize(try Self.intrinsicSize(field))
        case "frame": return .frame(try Self.rect(field))
        default: return .recordedFrame(try Self.rect(field))
        }
    }
}
