import Foundation

/// Maps a parsed JSON tree to a ``LayoutDocument``, remembering where each view,
/// guide, constraint and variant was written so validation errors can point there.
struct DocumentMapper {
    let context: ReadContext
    var locations: [DocumentLocation: (SourceLocation, JSONPath)] = [:]
    /// The ids of the document's views, once its root is read: what a visual format's
    /// names can be besides metrics (``visual(_:)``).
    var viewIDs: Set<String> = []
    /// The ids of the document's custom guides, once read: a visual format that names one
    /// as a view is told it is a guide (``visual(_:)``).
    var guideIDs: Set<String> = []

    init(context: ReadContext) { self.context = context }

    /// `$schema` lets an editor validate a hand-written document against
    /// `schema/layoutdb.schema.json`; it says nothing about the layout, so it is checked to
    /// be a string and otherwise ignored (export does not write it).
    static let documentKeys = [
        "$schema", "layoutdb", "name", "designDevice", "containment", "root", "guides", "constraints", "variants",
    ]

    mutating func document(_ field: JSONField) throws(DocumentReadError) -> LayoutDocument {
        let object = try field.object(allowed: Self.documentKeys, what: "document")
        locations[.document] = (field.value.location, field.path)
        guard let version = object["layoutdb"] else {
            throw field.error("missing key 'layoutdb' (the format version, 1)")
        }
        guard case .number(let number) = version.value.kind else {
            throw version.error("the format version is the number 1, not \(Self.describe(version.value))")
        }
        guard number == Double(DocumentReader.formatVersion) else {
            throw version.error("unsupported format version \(Self.describe(version.value)); this reader reads version 1")
        }
        _ = try object["$schema"]?.string
        let name = try Self.documentName(try object.required("name"))
        let root = try view(try object.required("root"))
        viewIDs = Set(root.subtree.map(\.id))
        var guides: [LayoutGuideNode] = []
        for (index, entry) in try (object["guides"]?.array ?? []).enumerated() {
            let guide = try entry.object(allowed: ["id", "owner"], what: "guide")
            guides.append(LayoutGuideNode(id: try guide.required("id").id, owner: try guide.required("owner").id))
            locations[.guide(index)] = (entry.value.location, entry.path)
        }
        guideIDs = Set(guides.map(\.id))
        var constraints: [DocumentConstraint] = []
        for (index, entry) in try (object["constraints"]?.array ?? []).enumerated() {
            constraints.append(try constraint(entry))
            locations[.constraint(index)] = (entry.value.location, entry.path)
        }
        var variants: [Variant] = []
        for (index, entry) in try (object["variants"]?.array ?? []).enumerated() {
            variants.append(try variant(entry))
            locations[.variant(index)] = (entry.value.location, entry.path)
        }
        return LayoutDocument(
            name: name, root: root, guides: guides, constraints: constraints, variants: variants,
            designDevice: try object["designDevice"].map(Self.designDevice),
            containment: try object["containment"].map(Self.containment) ?? .none)
    }

    /// A device of the catalog, by any name `--device` takes, kept as written. An unknown
    /// one used to import, then fail every solve without `--device` as a usage error
    /// ("Unknown device") about an option the user never gave.
    static func designDevice(_ field: JSONField) throws(DocumentReadError) -> String {
        let name = try field.string
        do throws(DeviceLookupError) {
            _ = try DeviceCatalog.device(named: name)
        } catch {
            throw field.error("\(error) (`layoutdb devices` lists them)")
        }
        return name
    }

    /// `{"navigationBar": "translucent"|"opaque", "tabBar": …, "toolbar": …, "automaticallyAdjustsScrollViewInsets": false,
    /// "viewRespectsSystemMinimumLayoutMargins": false}`, every key optional (``ControllerContainment``).
    static func containment(_ field: JSONField) throws(DocumentReadError) -> ControllerContainment {
        let object = try field.object(
            allowed: [
                "navigationBar", "tabBar", "toolbar", "automaticallyAdjustsScrollViewInsets",
                "viewRespectsSystemMinimumLayoutMargins",
            ], what: "containment")
        return ControllerContainment(
            navigationBar: try object["navigationBar"]?.enumeration(ControllerContainment.BarStyle.self, what: "bar style"),
            tabBar: try object["tabBar"]?.enumeration(ControllerContainment.BarStyle.self, what: "bar style"),
            toolbar: try object["toolbar"]?.enumeration(ControllerContainment.BarStyle.self, what: "bar style"),
            automaticallyAdjustsScrollViewInsets: try object["automaticallyAdjustsScrollViewInsets"]?.bool ?? true,
            viewRespectsSystemMinimumLayoutMargins: try object["viewRespectsSystemMinimumLayoutMargins"]?.bool ?? true)
    }

    /// The document's name: what `list` prints and every command takes, so it must be
    /// something a person can see and type. An empty name, or one with a line break or
    /// other control character, used to be stored and then broke `list`'s table.
    static func documentName(_ field: JSONField) throws(DocumentReadError) -> String {
        let name = try field.string
        if name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw field.error("a document name cannot be empty or only spaces")
        }
        if let control = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            let code = "U+" + String(control.value, radix: 16, uppercase: true).leftPadded(to: 4)
            throw field.error("a document name cannot contain control characters (\(code))")
        }
        return name
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .number(let number): return JSONNumberText.text(number)
        case .string(let text): return "'\(text)'"
        default: return "(\(value.typeName))"
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
