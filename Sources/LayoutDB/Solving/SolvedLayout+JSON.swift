import LayoutInterchange
import LayoutModel
import LayoutStore

extension SolvedLayout {
    /// The JSON form documented in the README (`layoutdb solve --format json`):
    /// `document`, `revision`, `traits`, `container`, `views` (`id`, `class`, `frame` in the
    /// superview, `frameInRoot`, and `interfaceBuilderID` last for a view imported from
    /// Interface Builder), `diagnostics`, `cached`.
    public var json: JSONValue { .object(headerMembers + bodyMembers) }

    /// The members that name the document and configuration: they differ between
    /// configurations placed alike, which share ``bodyMembers``.
    var headerMembers: [(String, JSONValue)] {
        [
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
        ]
    }

    /// The members that depend on the solved result only.
    var bodyMembers: [(String, JSONValue)] {
        let fromInterfaceBuilder = InterfaceBuilderNaming.isInterfaceBuilderDocument(named: document)
        return [
            ("views", .array(views.map { view in
                .object([
                    ("id", .string(view.id)), ("class", .string(view.className)), ("parent", .optional(view.parent)),
                    ("frame", Self.rect(view.frame)), ("frameInRoot", Self.rect(view.frameInRoot)),
                ] + (Self.interfaceBuilderID(of: view, fromInterfaceBuilder: fromInterfaceBuilder).map {
                    [("interfaceBuilderID", JSONValue.string($0))]
                } ?? []))
            })),
            ("diagnostics", .array(diagnostics.map(\.json))),
            ("scrollViews", .array(scrollViews.map { scroll in
                .object([
                    ("id", .string(scroll.id)),
                    ("contentSize", .object([("width", .number(scroll.contentSize.width)), ("height", .number(scroll.contentSize.height))])),
                    ("scrollsHorizontally", .bool(scroll.scrollsHorizontally)),
                    ("scrollsVertically", .bool(scroll.scrollsVertically)),
                ])
            })),
            ("cached", .bool(cached)),
        ]
    }

    /// The solve cache row's header: ``headerMembers`` as a compact JSON object.
    /// `SolveResultText.joined(header: headerJSON, body: bodyJSON)` is `json.compact`.
    /// Written straight into bytes (``writeHeader(into:)``), the same text.
    var headerJSON: String {
        var output = JSONOutputBuffer()
        writeHeader(into: &output)
        return output.string
    }

    /// The solve cache's body: ``bodyMembers`` as a compact JSON object, stored once for
    /// every configuration solved to it.
    /// Written straight into bytes (``writeBody(into:)``), the same text.
    var bodyJSON: String {
        var output = JSONOutputBuffer()
        writeBody(into: &output)
        return output.string
    }

    /// The Interface Builder id a view's JSON object ends with: the id Xcode shows, for a
    /// view of a document imported from a storyboard or xib (``InterfaceBuilderNaming``);
    /// nil, and no key, for other documents, made-up ids and built-in guides.
    ///
    /// Decision: computed from the document's name and the view's id each time the JSON
    /// is written (the mapping needs no table), not stored in the binary body, so a cache
    /// row written before the key existed prints it too.
    static func interfaceBuilderID(of view: SolvedView, fromInterfaceBuilder: Bool) -> String? {
        fromInterfaceBuilder ? InterfaceBuilderID.interfaceBuilderID(for: view.id) : nil
    }

    public static func rect(_ rect: LayoutRect) -> JSONValue {
        .object([
            ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height)),
        ])
    }

    /// Reads back what ``json`` wrote (a cached row); nil when the text is not that form.
    ///
    /// Split into small steps on purpose: one long `guard let` chain over optional JSON
    /// lookups crashes the Swift 6.3 optimizer (CopyPropagation) in release builds.
    public init?(json text: String) {
        guard let decoded = Self.decode(text) else { return nil }
        self = decoded
    }

    @inline(never)
    private static func decode(_ text: String) -> SolvedLayout? {
        guard let value = try? JSONParser.parse(Array(text.utf8), locations: false) else { return nil }
        let document = string(value["document"])
        let traitKey = string(value["configuration"])
        let traits = value["traits"].flatMap(Self.traits)
        let container = value["container"].flatMap(Self.size)
        let views = value["views"].flatMap(Self.views)
        let diagnostics = value["diagnostics"].flatMap(Self.diagnostics)
        guard let document, let traitKey, let traits, let container, let views, let diagnostics else { return nil }
        let revision = number(value["revision"]).map { Int($0) }
        let cached = value["cached"]?.boolValue ?? false
        return SolvedLayout(
            document: document, revision: revision, traitKey: traitKey, traits: traits, container: container,
            views: views, diagnostics: diagnostics, cached: cached,
            scrollViews: value["scrollViews"].flatMap(Self.scrollViews) ?? [])
    }

    /// The fields a cache row's header (``headerJSON``) gives, or nil when the text is
    /// not that form.
    @inline(never)
    static func header(_ text: String) -> Header? {
        guard let value = try? JSONParser.parse(Array(text.utf8), locations: false) else { return nil }
        let document = string(value["document"])
        let traitKey = string(value["configuration"])
        let traits = value["traits"].flatMap(Self.traits)
        let container = value["container"].flatMap(Self.size)
        guard let document, let traitKey, let traits, let container else { return nil }
        return Header(
            document: document, revision: number(value["revision"]).map { Int($0) }, traitKey: traitKey,
            traits: traits, container: container)
    }

    /// What ``header(_:)`` reads.
    struct Header {
        var document: String
        var revision: Int?
        var traitKey: String
        var traits: TraitCollection
        var container: LayoutSize
    }

    @inline(never)
    private static func string(_ value: JSONValue?) -> String? { value?.stringValue }

    @inline(never)
    private static func number(_ value: JSONValue?) -> Double? { value?.numberValue }

    private static func scrollViews(_ value: JSONValue) -> [SolvedScrollView]? {
        guard let items = value.arrayValue else { return nil }
        return items.compactMap { item in
            guard let id = string(item["id"]), let size = item["contentSize"].flatMap(Self.size) else { return nil }
            return SolvedScrollView(
                id: id, contentSize: size, scrollsHorizontally: item["scrollsHorizontally"]?.boolValue ?? false,
                scrollsVertically: item["scrollsVertically"]?.boolValue ?? false)
        }
    }

    private static func traits(_ value: JSONValue) -> TraitCollection? {
        let width = value["widthClass"]?.stringValue.flatMap(SizeClass.init(rawValue:))
        let height = value["heightClass"]?.stringValue.flatMap(SizeClass.init(rawValue:))
        let contentSize = value["contentSize"]?.stringValue.flatMap(ContentSizeCategory.init(rawValue:))
        let direction = value["direction"]?.stringValue.flatMap(LayoutDirection.init(rawValue:))
        let scale = value["displayScale"]?.numberValue
        let idiom = value["idiom"]?.stringValue.flatMap(UserInterfaceIdiom.init(rawValue:))
        guard let width, let height, let contentSize, let direction, let scale, let idiom else { return nil }
        return TraitCollection(
            widthClass: width, heightClass: height, contentSize: contentSize, direction: direction,
            displayScale: scale, idiom: idiom)
    }

    private static func size(_ value: JSONValue) -> LayoutSize? {
        guard let width = value["width"]?.numberValue, let height = value["height"]?.numberValue else { return nil }
        return LayoutSize(width: width, height: height)
    }

    private static func views(_ value: JSONValue) -> [SolvedView]? {
        guard let items = value.arrayValue else { return nil }
        var views: [SolvedView] = []
        views.reserveCapacity(items.count)
        for item in items {
            guard let view = Self.view(item) else { return nil }
            views.append(view)
        }
        return views
    }

    private static func view(_ item: JSONValue) -> SolvedView? {
        let id = item["id"]?.stringValue
        let className = item["class"]?.stringValue
        let frame = item["frame"].flatMap(Self.rect)
        let inRoot = item["frameInRoot"].flatMap(Self.rect)
        guard let id, let className, let frame, let inRoot else { return nil }
        return SolvedView(id: id, className: className, parent: item["parent"]?.stringValue, frame: frame, frameInRoot: inRoot)
    }

    private static func diagnostics(_ value: JSONValue) -> [SolvedDiagnostic]? {
        guard let items = value.arrayValue else { return nil }
        var diagnostics: [SolvedDiagnostic] = []
        for item in items {
            guard let kind = item["kind"]?.stringValue, let message = item["message"]?.stringValue else { return nil }
            let ids = item["views"]?.arrayValue?.compactMap(\.stringValue) ?? []
            diagnostics.append(SolvedDiagnostic(kind: kind, views: ids, message: message, json: item.withoutLocations))
        }
        return diagnostics
    }

    static func rect(_ value: JSONValue) -> LayoutRect? {
        guard let x = value["x"]?.numberValue, let y = value["y"]?.numberValue,
            let width = value["width"]?.numberValue, let height = value["height"]?.numberValue
        else { return nil }
        return LayoutRect(x: x, y: y, width: width, height: height)
    }
}

extension SolvedLayout {
    /// The solve cache's row for this result: the header and body JSON for people and
    /// SQL, and the body's binary form that cache hits read.
    func cacheRecord(setup: SolveSetup) -> SolveCacheRecord {
        let errors = diagnostics.filter(\.isError).count
        return Self.cacheRecord(
            setup: setup, traits: traits, errorCount: errors, warningCount: diagnostics.count - errors,
            header: headerJSON, body: encodedBody)
    }

    /// The solve cache's row from its parts: a batch encodes a body once for every
    /// configuration solved to it (``SolvedBody``) and writes each one's header.
    static func cacheRecord(
        setup: SolveSetup, traits: TraitCollection, errorCount: Int, warningCount: Int, header: String, body: EncodedBody
    ) -> SolveCacheRecord {
        let c = setup.configuration
        return SolveCacheRecord(
            device: c.device.id, orientation: c.orientation.rawValue, multitasking: c.multitasking.rawValue,
            widthClass: traits.widthClass.rawValue, heightClass: traits.heightClass.rawValue,
            contentSize: traits.contentSize.rawValue, direction: traits.direction.rawValue, idiom: traits.idiom.rawValue,
            errorCount: errorCount, warningCount: warningCount, header: header, body: body.json,
            bodyHash: body.hash, bodyBinary: body.binary)
    }
}
