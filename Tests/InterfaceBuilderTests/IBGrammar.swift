import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The Interface Builder format as Xcode writes it, learned from the shared corpus of 25
/// files Xcode saved (IB-NOTES.md): which elements appear under which parent, which
/// attributes each carries (and which it always carries), the values of enumerated
/// attributes, the order of an element's children and which elements always have an id.
/// ``ExportConformanceTests`` checks the exporter's output against it, since Xcode
/// cannot run here to open the files.
struct IBGrammar {
    /// Elements whose meaning depends on their `key` (a `<rect key="frame">` is not a
    /// `<rect key="contentStretch">`), told apart as `name[key]`.
    static let keyedElements: Set<String> = [
        "rect", "size", "point", "inset", "edgeInsets", "directionalEdgeInsets", "viewLayoutGuide", "mask", "string",
        "frame", "color", "autoresizingMask", "nil", "fontDescription", "simulatedMetricsContainer",
    ]
    /// Attributes whose values come from a fixed set, whatever element carries them.
    static let enumeratedAttributes: Set<String> = [
        "firstAttribute", "secondAttribute", "relation", "axis", "distribution", "alignment", "contentMode",
        "semanticContentAttribute", "key", "orientation", "spacingType", "style", "weight", "placeholderIdentifier",
        "sceneMemberID", "targetRuntime", "propertyAccessControl", "appearance", "layout", "lineBreakMode",
        "textAlignment", "baselineAdjustment", "contentHorizontalAlignment", "contentVerticalAlignment",
        "borderStyle", "selectionStyle", "buttonType",
    ]
    /// Attributes enumerated only on some elements (`id` of a `<device>`, `type` of a
    /// document or font, `name` of a capability); elsewhere they are free text.
    static let enumeratedOn: [String: Set<String>] = [
        "device": ["id"], "document": ["type", "version"], "fontDescription[fontDescription]": ["type"],
        "viewControllerLayoutGuide": ["type"], "capability": ["name"], "deployment": ["identifier"],
        "plugIn": ["identifier"],
    ]
    /// Parents whose children are a list in document order (z-order, constraint order),
    /// not properties in a fixed order.
    static let listParents: Set<String> = [
        "subviews", "constraints", "mask[constraints]", "mask[subviews]", "scenes", "resources", "designables",
        "connections", "layoutGuides", "userDefinedRuntimeAttributes",
    ]
    /// Attributes whose value is another element's id.
    static let referenceAttributes: Set<String> = [
        "firstItem", "secondItem", "reference", "initialViewController", "destination", "tableViewCell",
        "textLabel", "detailTextLabel",
    ]

    /// Element signature → how many times the corpus has it.
    var occurrences: [String: Int] = [:]
    /// Element signature → attribute name → how many occurrences carry it.
    var attributes: [String: [String: Int]] = [:]
    /// Parent signature → child signatures seen under it.
    var children: [String: Set<String>] = [:]
    /// Parent signature → pairs "a>b": child `a` seen before a later child `b`.
    var precedes: [String: Set<String>] = [:]
    /// Element signature → attribute → values seen (checked for enumerated and YES/NO attributes).
    var values: [String: [String: Set<String>]] = [:]
    /// Element signature → child signature → how many occurrences have such a child.
    var childCounts: [String: [String: Int]] = [:]
    /// Element signature → pairs "a>b": attribute `a` written before attribute `b`.
    var attributePrecedes: [String: Set<String>] = [:]
    /// Element signature → how many occurrences carry an `id`.
    var withID: [String: Int] = [:]
    /// The root's signature (`document`).
    var roots: Set<String> = []

    static func signature(_ element: XMLElement) -> String {
        let name = element.name ?? ""
        if keyedElements.contains(name), let key = element.attribute(forName: "key")?.stringValue {
            return "\(name)[\(key)]"
        }
        return name
    }

    static func isEnumerated(_ attribute: String, on signature: String, name: String) -> Bool {
        if enumeratedAttributes.contains(attribute) { return true }
        return enumeratedOn[signature]?.contains(attribute) == true || enumeratedOn[name]?.contains(attribute) == true
    }

    /// The element children of `element`, in document order.
    static func elementChildren(_ element: XMLElement) -> [XMLElement] {
        (element.children ?? []).compactMap { $0 as? XMLElement }
    }

    /// Parses `data` as FoundationXML does, with external entities never loaded.
    static func parse(_ data: Data) throws -> XMLElement? {
        try XMLDocument(data: data, options: [.nodeLoadExternalEntitiesNever]).rootElement()
    }

    /// The grammar of every file in `files`.
    init(files: [Data]) throws {
        for data in files {
            guard let root = try Self.parse(data) else { continue }
            roots.insert(Self.signature(root))
            learn(root)
        }
    }

    private mutating func learn(_ element: XMLElement) {
        let sig = Self.signature(element)
        occurrences[sig, default: 0] += 1
        let names = (element.attributes ?? []).compactMap(\.name)
        for (index, earlier) in names.enumerated() {
            for later in names[(index + 1)...] { attributePrecedes[sig, default: []].insert("\(earlier)>\(later)") }
        }
        for attribute in element.attributes ?? [] {
            guard let attributeName = attribute.name else { continue }
            attributes[sig, default: [:]][attributeName, default: 0] += 1
            if attributeName == "id" { withID[sig, default: 0] += 1 }
            values[sig, default: [:]][attributeName, default: []].insert(attribute.stringValue ?? "")
        }
        let kids = Self.elementChildren(element)
        let signatures = kids.map(Self.signature)
        children[sig, default: []].formUnion(signatures)
        for child in Set(signatures) { childCounts[sig, default: [:]][child, default: 0] += 1 }
        if !Self.listParents.contains(sig) {
            var seen: [String] = []
            for child in signatures {
                for earlier in seen where earlier != child { precedes[sig, default: []].insert("\(earlier)>\(child)") }
                if !seen.contains(child) { seen.append(child) }
            }
        }
        kids.forEach { learn($0) }
    }

    static func isBoolean(_ value: String?) -> Bool { value == "YES" || value == "NO" }

    /// Attributes the corpus writes on every one of at least `minimum` occurrences of `signature`.
    func alwaysWritten(on signature: String, minimum: Int = 5) -> Set<String> {
        guard let count = occurrences[signature], count >= minimum else { return [] }
        return Set((attributes[signature] ?? [:]).filter { $0.value == count }.keys)
    }

    /// Child elements the corpus writes under every one of at least `minimum` occurrences of `signature`.
    func alwaysHasChildren(_ signature: String, minimum: Int = 5) -> Set<String> {
        guard let count = occurrences[signature], count >= minimum else { return [] }
        return Set((childCounts[signature] ?? [:]).filter { $0.value == count }.keys)
    }

    /// Whether every occurrence of `signature` (at least `minimum` of them) has an id.
    func alwaysHasID(_ signature: String, minimum: Int = 3) -> Bool {
        guard let count = occurrences[signature], count >= minimum else { return false }
        return withID[signature] == count
    }
}
