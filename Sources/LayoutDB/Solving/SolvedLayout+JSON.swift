import LayoutInterchange
import LayoutModel
import LayoutStore

extension SolvedLayout {
    /// The JSON form documented in the README (`layoutdb solve --format json`):
    /// `document`, `revision`, `traits`, `container`, `views` (`id`, `class`, `frame` in the
    /// superview, `frameInRoot`), `diagnostics`, `cached`.
    public var json: JSONValue {
        .object([
            ("document", .string(document)),
            ("revision", .optional(revision)),
            ("configuration", .string(traitKey)),
            ("traits", .object([
                ("widthClass", .string(traits.widthClass.rawValue)),
                ("heightClass", .string(traits.heightClass.rawValue)),
                ("contentSize", .string(traits.contentSize.rawValue)),
                ("direction", .string(traits.direction.rawValue)),
                ("displayScale", .number(traits.displayScale)),
                ("idiom", .string(traits.idiom.rawValue)),
            ])),
            ("container", .object([("width", .number(container.width)), ("height", .number(container.height))])),
            ("views", .array(views.map { view in
                .object([
                    ("id", .string(view.id)), ("class", .string(view.className)), ("parent", .optional(view.parent)),
                    ("frame", Self.rect(view.frame)), ("frameInRoot", Self.rect(view.frameInRoot)),
                ])
            })),
            ("diagnostics", .array(diagnostics.map(\.json))),
            ("cached", .bool(cached)),
        ])
    }

    public static func rect(_ rect: LayoutRect) -> JSONValue {
        .object([
            ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height)),
        ])
    }

    /// Reads back what ``json`` wrote (a cached row); nil when the text is not that form.
    public init?(json text: String) {
        guard let value = try? JSONParser.parse(Array(text.utf8)) else { return nil }
        guard let document = value["document"]?.stringValue,
            let traitKey = value["configuration"]?.stringValue,
            let traitsValue = value["traits"],
            let widthClass = traitsValue["widthClass"]?.stringValue.flatMap(SizeClass.init(rawValue:)),
            let heightClass = traitsValue["heightClass"]?.stringValue.flatMap(SizeClass.init(rawValue:)),
            let contentSize = traitsValue["contentSize"]?.stringValue.flatMap(ContentSizeCategory.init(rawValue:)),
            let direction = traitsValue["direction"]?.stringValue.flatMap(LayoutDirection.init(rawValue:)),
            let scale = traitsValue["displayScale"]?.numberValue,
            let idiom = traitsValue["idiom"]?.stringValue.flatMap(UserInterfaceIdiom.init(rawValue:)),
            let width = value["container"]?["width"]?.numberValue,
            let height = value["container"]?["height"]?.numberValue,
            let viewValues = value["views"]?.arrayValue,
            let diagnosticValues = value["diagnostics"]?.arrayValue
        else { return nil }
        var views: [SolvedView] = []
        for item in viewValues {
            guard let id = item["id"]?.stringValue, let className = item["class"]?.stringValue,
                let frame = item["frame"].flatMap(Self.rect), let inRoot = item["frameInRoot"].flatMap(Self.rect)
            else { return nil }
            views.append(SolvedView(id: id, className: className, parent: item["parent"]?.stringValue, frame: frame, frameInRoot: inRoot))
        }
        var diagnostics: [SolvedDiagnostic] = []
        for item in diagnosticValues {
            guard let kind = item["kind"]?.stringValue, let message = item["message"]?.stringValue else { return nil }
            let ids = item["views"]?.arrayValue?.compactMap(\.stringValue) ?? []
            diagnostics.append(SolvedDiagnostic(kind: kind, views: ids, message: message, json: item.withoutLocations))
        }
        self.init(
            document: document, revision: value["revision"]?.numberValue.map { Int($0) }, traitKey: traitKey,
            traits: TraitCollection(
                widthClass: widthClass, heightClass: heightClass, contentSize: contentSize, direction: direction,
                displayScale: scale, idiom: idiom),
            container: LayoutSize(width: width, height: height), views: views, diagnostics: diagnostics,
            cached: value["cached"]?.boolValue ?? false)
    }

    static func rect(_ value: JSONValue) -> LayoutRect? {
        guard let x = value["x"]?.numberValue, let y = value["y"]?.numberValue,
            let width = value["width"]?.numberValue, let height = value["height"]?.numberValue
        else { return nil }
        return LayoutRect(x: x, y: y, width: width, height: height)
    }
}

extension SolvedLayout {
    /// The solve cache's row for this result.
    func cacheRecord(setup: SolveSetup) -> SolveCacheRecord {
        let c = setup.configuration
        let errors = diagnostics.filter(\.isError).count
        return SolveCacheRecord(
            device: c.device.id, orientation: c.orientation.rawValue, multitasking: c.multitasking.rawValue,
            widthClass: traits.widthClass.rawValue, heightClass: traits.heightClass.rawValue,
            contentSize: traits.contentSize.rawValue, direction: traits.direction.rawValue, idiom: traits.idiom.rawValue,
            errorCount: errors, warningCount: diagnostics.count - errors, result: json.compact)
    }
}
