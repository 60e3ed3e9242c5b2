import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Checks a written Interface Builder file against an ``IBGrammar``: every element known
/// under its parent, only attributes Xcode writes on it (and every one it always writes),
/// enumerated values from the known sets, children in an order Xcode's agrees with, ids
/// where Xcode always has them, no id twice and every reference resolving.
struct IBConformanceChecker {
    let grammar: IBGrammar
    /// `signature.attribute` the corpus lacks an example of but the format allows.
    let allowedAttributes: Set<String>
    /// `parent>child` signatures the corpus lacks an example of.
    let allowedChildren: Set<String>
    /// `signature.attribute=value` the corpus lacks an example of.
    let allowedValues: Set<String>

    /// Attributes the corpus happens to write on every element of some class but which are
    /// optional: a missing tAMIC means YES, which any view may be (frame plus autoresizing,
    /// IB-NOTES.md §1.3), and a plain UIKit class has no custom class or module (§1.3).
    static let optionalEverywhere: Set<String> = [
        "translatesAutoresizingMaskIntoConstraints", "customClass", "customModule", "customModuleProvider",
    ]

    /// Children the corpus happens to have everywhere but which are optional: colors (the
    /// document has none; no color element is Xcode's "Default"), outlets, and a view's
    /// constraints or subviews, which a view without any has not.
    static func isOptionalChild(_ signature: String) -> Bool {
        signature.hasPrefix("color") || signature.hasPrefix("nil")
            || ["connections", "constraints", "subviews"].contains(signature)
    }

    /// Whether `name` is a view element (it has a frame somewhere in the corpus), where
    /// `*.attribute` allow-list entries apply.
    func isViewName(_ name: String) -> Bool {
        grammar.children[name]?.contains("rect[frame]") == true
    }

    /// Attribute name → how the corpus spells zero for it ("0.0" for frames, insets and
    /// constants: Xcode writes a number with at least one decimal).
    private var zeroSpellings: [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (_, byAttribute) in grammar.values {
            for (attribute, values) in byAttribute {
                for zero in ["0", "0.0"] where values.contains(zero) { result[attribute, default: []].insert(zero) }
            }
        }
        return result
    }

    /// Every value an enumerated attribute takes anywhere in the corpus, by attribute name.
    private var globalValues: [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (_, byAttribute) in grammar.values {
            for (attribute, values) in byAttribute where IBGrammar.enumeratedAttributes.contains(attribute) { result[attribute, default: []].formUnion(values) }
        }
        return result
    }

    /// The differences between `data` and the grammar, one line each; empty when it conforms.
    func violations(in data: Data) throws -> [String] {
        guard let root = try IBGrammar.parse(data) else { return ["not well-formed XML"] }
        var problems: [String] = []
        let rootSignature = IBGrammar.signature(root)
        if !grammar.roots.contains(rootSignature) { problems.append("root <\(rootSignature)>") }
        var ids: [String: Int] = [:]
        var references: [(String, String)] = []
        let global = globalValues
        let zeroSpellings = self.zeroSpellings
        func visit(_ element: XMLElement, parent: String) {
            let sig = IBGrammar.signature(element)
            let name = element.name ?? ""
            let here = parent + "/" + sig
            guard grammar.occurrences[sig] != nil || allowedChildren.contains("\(parent)>\(sig)") else {
                problems.append("unknown element \(here)")
                return
            }
            let known = grammar.attributes[sig] ?? [:]
            var present: Set<String> = []
            for attribute in element.attributes ?? [] {
                guard let attributeName = attribute.name else { continue }
                let value = attribute.stringValue ?? ""
                present.insert(attributeName)
                if attributeName == "id" { ids[value, default: 0] += 1 }
                if IBGrammar.referenceAttributes.contains(attributeName)
                    || (sig == "designable" && attributeName == "name")
                {
                    references.append((attributeName, value))
                }
                if known[attributeName] == nil, !allowedAttributes.contains("\(sig).\(attributeName)"),
                    !(isViewName(name) && allowedAttributes.contains("*.\(attributeName)"))
                {
                    problems.append("attribute \(attributeName)=\"\(value)\" on \(here)")
                    continue
                }
                if value == "0" || value == "-0", zeroSpellings["\(attributeName)"] == ["0.0"] {
                    problems.append("\(attributeName)=\"\(value)\" on \(here); Xcode writes zero as 0.0")
                }
                if IBGrammar.isEnumerated(attributeName, on: sig, name: name) {
                    let seen = grammar.values[sig]?[attributeName] ?? global[attributeName] ?? []
                    if !seen.contains(value), !allowedValues.contains("\(sig).\(attributeName)=\(value)") {
                        problems.append("value \(attributeName)=\"\(value)\" on \(here) (Xcode writes \(seen.sorted()))")
                    }
                } else if let seen = grammar.values[sig]?[attributeName], seen.allSatisfy(IBGrammar.isBoolean),
                    !IBGrammar.isBoolean(value)
                {
                    problems.append("value \(attributeName)=\"\(value)\" on \(here) is not YES or NO")
                }
            }
            if let order = grammar.attributePrecedes[sig] {
                let names = (element.attributes ?? []).compactMap(\.name)
                for (index, earlier) in names.enumerated() {
                    for later in names[(index + 1)...]
                    where order.contains("\(later)>\(earlier)") && !order.contains("\(earlier)>\(later)") {
                        problems.append("attribute \(earlier) before \(later) on \(here); Xcode writes the reverse")
                    }
                }
            }
            for missing in grammar.alwaysWritten(on: sig).subtracting(present).subtracting(Self.optionalEverywhere).sorted() {
                problems.append("missing \(missing) on \(here)")
            }
            if grammar.alwaysHasID(sig), !present.contains("id") { problems.append("no id on \(here)") }
            let kids = IBGrammar.elementChildren(element)
            let signatures = kids.map(IBGrammar.signature)
            for missing in grammar.alwaysHasChildren(sig).subtracting(signatures).sorted() where !Self.isOptionalChild(missing) {
                problems.append("missing <\(missing)> under \(here)")
            }
            for child in Set(signatures) where grammar.children[sig]?.contains(child) != true {
                let wildcard = allowedChildren.contains("\(sig)>*") && isViewName(child)
                if !allowedChildren.contains("\(sig)>\(child)"), !wildcard, grammar.occurrences[child] != nil {
                    problems.append("<\(child)> under \(here)")
                }
            }
            if !IBGrammar.listParents.contains(sig), let order = grammar.precedes[sig] {
                var seen: [String] = []
                for child in signatures {
                    for earlier in seen where earlier != child
                        && order.contains("\(child)>\(earlier)") && !order.contains("\(earlier)>\(child)")
                    {
                        problems.append("<\(earlier)> before <\(child)> under \(here); Xcode writes the reverse")
                    }
                    if !seen.contains(child) { seen.append(child) }
                }
            }
            for kid in kids { visit(kid, parent: sig) }
        }
        visit(root, parent: "")
        for (id, count) in ids where count > 1 { problems.append("id \(id) written \(count) times") }
        for (attribute, value) in references where ids[value] == nil {
            problems.append("\(attribute)=\"\(value)\" names no element")
        }
        return problems
    }
}

extension IBConformanceChecker {
    /// Xcode's `<dependencies>` capabilities that follow from a feature the file uses, as
    /// every corpus file has them: the capability is written exactly when the feature is.
    static let capabilityFeatures: [(capability: String, feature: String)] = [
        ("Safe area layout guides", "key=\"safeArea\""),
        ("Stack View standard spacing", "spacingType=\"standard\""),
    ]

    /// Capabilities written without their feature or features without their capability.
    static func capabilityProblems(in text: String) -> [String] {
        capabilityFeatures.compactMap { pair in
            let declared = text.contains("<capability name=\"\(pair.capability)\"")
            let used = text.contains(pair.feature)
            return declared == used ? nil : "capability \"\(pair.capability)\" \(declared ? "without" : "missing for") \(pair.feature)"
        }
    }
}

extension IBConformanceChecker {
    /// The character references Xcode writes: the five XML needs in a double-quoted
    /// attribute or text, and `&#10;` for a newline in an attribute (TOOLCHAIN.md §2; the
    /// corpus writes `File's Owner` with a bare apostrophe, 11 times).
    static let xcodeReferences: Set<String> = ["&amp;", "&lt;", "&gt;", "&quot;", "&#10;"]

    /// References in `text` that Xcode would spell otherwise.
    static func referenceProblems(in text: String) -> [String] {
        var problems: Set<String> = []
        var rest = text[...]
        while let start = rest.firstIndex(of: "&") {
            let tail = rest[start...]
            let reference = String(tail.prefix { $0 != ";" }) + ";"
            if !xcodeReferences.contains(reference) { problems.insert("character reference \(reference)") }
            rest = tail.dropFirst()
        }
        return problems.sorted()
    }
}
