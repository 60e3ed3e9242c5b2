import Foundation

/// The Interface Builder importer (issue #7): reads an iOS `.storyboard` or `.xib` and
/// gives one ``LayoutDocument`` per screen.
///
/// ```swift
/// do {
///     let documents = try InterfaceBuilderDocument.parse(data: data, fileName: "Main.storyboard")
/// } catch {
///     print(error)   // Main.storyboard:42: constraint 'y63-MK-yig' names 'zvX-TJ-DRW', …
/// }
/// ```
///
/// **Documents.** A storyboard gives one document per view controller that has a root
/// view (`key="view"`); containers without one (navigation, tab bar controllers) give
/// none. A xib gives one per top-level view. A view that sits at the top of a scene
/// beside its controller is a document of its own, as in a xib.
///
/// **Names.** `FILE#ID`, where ID is the IB id of the view controller (storyboards) or of
/// the top-level view, followed by ` (LABEL)` when the element has a `userLabel` or else a
/// `customClass`: `Main.storyboard#BYZ-38-t0r (ViewController)`, `Cell.xib#KGk-i7-Jjw`.
///
/// **Ids.** Every view, custom guide and constraint keeps its IB id, mapped to the
/// document's id syntax by ``InterfaceBuilderID`` (reversible without a table:
/// `BYZ-38-t0r` ↔ `BYZ_38_t0r`). Built-in guides are reached through their view
/// (`V.safeArea`, `V.keyboard` for a `<keyboardLayoutGuide>`, `V.contentLayout`,
/// `V.frameLayout`, and `ROOT.topLayoutGuide` /
/// `ROOT.bottomLayoutGuide` for `viewControllerLayoutGuide`s); their IB ids are in
/// ``InterfaceBuilderScene/sourceIDs``.
///
/// **Refused** with an ``IBImportError`` naming file and line, nothing returned: XML that
/// is not well formed, any DOCTYPE or entity declaration (no entity is ever loaded),
/// documents for macOS, tvOS or watchOS, legacy `<archive>` xibs, ids that resolve to
/// nothing, unreadable numbers, and scenes the model refuses.
///
/// Complexity: linear in the size of the file.
public enum InterfaceBuilderDocument {
    /// The documents of the file, in file order.
    public static func parse(data: Data, fileName: String) throws(IBImportError) -> [LayoutDocument] {
        try importFile(data: data, fileName: fileName).documents
    }

    /// The documents with the tables that map them back to the file, the canvas and warnings.
    public static func importFile(data: Data, fileName: String) throws(IBImportError) -> InterfaceBuilderImport {
        let root = try IBXMLReader.read(data, fileName: fileName)
        let values = IBValueReader(fileName: fileName)
        switch root.name {
        case "document": break
        case "archive":
            throw IBImportError(
                .legacyArchive, fileName: fileName, line: root.line,
                "a pre-Xcode 5 <archive> xib (version \(root["version"]?.prefix(20) ?? "?")); open and save it in a current Xcode first")
        default:
            throw IBImportError(
                .notInterfaceBuilder, fileName: fileName, line: root.line,
                "the root element is <\(root.name.prefix(40))>, not an Interface Builder <document>")
        }
        let type = root["type"] ?? ""
        let runtime = root["targetRuntime"]
        let isIOS = runtime.map { $0.hasPrefix("iOS.CocoaTouch") } ?? type.contains(".CocoaTouch.")
        guard isIOS, type.isEmpty || type.contains(".CocoaTouch.") else {
            let platform = runtime ?? type
            throw IBImportError(
                .notIOS(platform), fileName: fileName, line: root.line,
                "not an iOS document (targetRuntime \(platform.prefix(60))); layoutdb imports iOS storyboards and xibs only")
        }
        let kind: InterfaceBuilderImport.FileKind = type.contains("Storyboard") || root.child(named: "scenes") != nil ? .storyboard : .xib
        let canvas = Self.canvas(of: root)
        var designables: [String: IntrinsicContentSize] = [:]
        for group in root.children(named: "designables") {
            for designable in group.children(named: "designable") {
                guard let id = designable["name"], let size = designable.child(named: "size", key: "intrinsicContentSize") else {
                    continue
                }
                designables[id] = IntrinsicContentSize(
                    width: try values.number(size, "width").flatMap { $0 >= 0 ? $0 : nil },
                    height: try values.number(size, "height").flatMap { $0 >= 0 ? $0 : nil })
            }
        }
        var imageSizes: [String: LayoutSize] = [:]
        var symbolImageBoxes: [String: LayoutSize] = [:]
        for group in root.children(named: "resources") {
            for image in group.children(named: "image") {
                guard let name = image["name"], let width = try values.number(image, "width"),
                    let height = try values.number(image, "height")
                else { continue }
                if image["catalog"] == "system" {
                    symbolImageBoxes[name] = LayoutSize(width: width, height: height)
                } else {
                    imageSizes[name] = LayoutSize(width: width, height: height)
                }
            }
        }

        var result = InterfaceBuilderImport(
            fileName: fileName, kind: kind, toolsVersion: root["toolsVersion"], canvas: canvas, scenes: [], warnings: [])
        let containment = IBContainment(root: root, values: values)
        var objectGroups: [IBElement] = root.children(named: "objects")
        for scenes in root.children(named: "scenes") {
            for scene in scenes.children(named: "scene") { objectGroups += scene.children(named: "objects") }
        }
        for objects in objectGroups {
            let ownerViews = Self.filesOwnerViewIDs(objects)
            for object in objects.children {
                var builder = IBSceneBuilder(
                    values: values, designables: designables, imageSizes: imageSizes, symbolImageBoxes: symbolImageBoxes)
                builder.hasDevice = canvas.source == .device
                builder.toolsVersion = root["toolsVersion"]
                if let device = canvas.catalogDeviceID,
                    let configuration = try? DeviceConfiguration(deviceNamed: device, orientation: canvas.orientation)
                {
                    builder.cellContentSideMargin = configuration.systemMinimumLayoutMargins.leading
                }
                let rootElement: IBElement
                let owner: IBElement
                if IBViewTags.isView(object) {
                    (rootElement, owner) = (object, object)
                } else if let view = object.children.first(where: { $0["key"] == "view" && IBViewTags.isView($0) }) {
                    (rootElement, owner) = (view, object)
                } else {
                    continue
                }
                let rootView = try builder.buildView(rootElement, superviewSize: nil, parentID: nil)
                let isControllerView = owner.line != rootElement.line || owner.name != rootElement.name
                if isControllerView {
                    try builder.registerControllerGuides(owner, root: rootView.id)
                }
                var scene = try builder.finish(
                    root: rootView, name: Self.name(fileName: fileName, owner: owner, rootID: rootView.id),
                    designDevice: canvas.catalogDeviceID, owner: owner)
                scene.document.containment = containment.containment(of: owner)
                scene.isControllerView = isControllerView || rootElement["id"].map(ownerViews.contains) == true
                scene.hidesSimulatedStatusBar = owner.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
                if let id = owner["id"] {
                    scene.designNavigationBarFrame = containment.navigationBarFrames[id]
                    scene.isPresentedAsSheet = containment.presentedAsSheet.contains(id)
                    scene.isEmbeddedChild = containment.embedded.contains(id)
                }
                result.scenes.append(scene)
                result.warnings += builder.warnings.map { warning in
                    var named = warning
                    named.document = scene.document.name
                    return named
                }
            }
        }
        return result
    }

    /// The ids of the top-level views a xib's File's Owner holds as its `view` outlet: a
    /// view controller's view, which Interface Builder draws with the controller's
    /// simulated metrics whatever its size (``InterfaceBuilderScene/isControllerView``).
    static func filesOwnerViewIDs(_ objects: IBElement) -> Set<String> {
        let owners = objects.children(named: "placeholder").filter { $0["placeholderIdentifier"] == "IBFilesOwner" }
        let outlets = owners.flatMap { $0.children(named: "connections") }.flatMap { $0.children(named: "outlet") }
        return Set(outlets.filter { $0["property"] == "view" }.compactMap { $0["destination"] })
    }

    /// `FILE#ID (LABEL)`: see the type's documentation.
    static func name(fileName: String, owner: IBElement, rootID: String) -> String {
        let id = owner["id"] ?? rootID
        let label = owner.stringValue("userLabel") ?? owner["customClass"]
        return "\(fileName)#\(id)" + (label.map { " (\($0))" } ?? "")
    }

    /// The canvas: `<device id orientation>`, else `simulatedScreenMetrics` of the
    /// default simulated metrics (`retina4_7.fullscreen` → `retina4_7`, `retina4` →
    /// `retina4_0`, `retina35` → `retina3_5`), else the 600×600 Any/Any canvas.
    static func canvas(of root: IBElement) -> InterfaceBuilderCanvas {
        if let device = root.child(named: "device") {
            let id = device["id"]
            return InterfaceBuilderCanvas(
                source: .device, interfaceBuilderDeviceID: id,
                orientation: device["orientation"] == "landscape" ? .landscape : .portrait,
                catalogDeviceID: id.flatMap(catalogID))
        }
        for container in root.children(named: "simulatedMetricsContainer") where container["key"] == "defaultSimulatedMetrics" {
            guard let screen = container.child(named: "simulatedScreenMetrics", key: "destination"), let type = screen["type"] else {
                continue
            }
            var id = String(type.prefix { $0 != "." })
            let aliases = ["retina4": "retina4_0", "retina35": "retina3_5", "retina47": "retina4_7", "retina55": "retina5_5"]
            id = aliases[id] ?? id
            let orientation = container.child(named: "simulatedOrientationMetrics", key: "orientation")?["orientation"]
            return InterfaceBuilderCanvas(
                source: .simulatedMetrics, interfaceBuilderDeviceID: id,
                orientation: orientation == "landscapeRight" || orientation == "landscapeLeft" ? .landscape : .portrait,
                catalogDeviceID: catalogID(id))
        }
        return InterfaceBuilderCanvas(source: .anyAnyCanvas, interfaceBuilderDeviceID: nil, orientation: .portrait, catalogDeviceID: nil)
    }

    /// The catalog id for an IB device id; nil when the catalog has none (an id newer than
    /// the catalog, or a misspelt one).
    static func catalogID(_ interfaceBuilderID: String) -> String? {
        DeviceCatalog.named.first { $0.interfaceBuilderID == interfaceBuilderID }?.id
    }
}

extension IBSceneBuilder {
    /// The second pass and the document: constraints, variations, then the model's own
    /// validation, whose refusal becomes an error at the scene's line.
    mutating func finish(root: ViewNode, name: String, designDevice: String?, owner: IBElement) throws(IBImportError)
        -> InterfaceBuilderScene
    {
        let constraints = try buildConstraints()
        let variants = IBVariantTies.variants(from: try variationAtoms())
        let document = LayoutDocument(
            name: name, root: root, guides: guides, constraints: constraints.map { .single($0) }, variants: variants,
            designDevice: designDevice)
        do throws(DocumentError) {
            try document.validate()
        } catch {
            throw IBImportError(.invalidDocument(error), fileName: fileName, line: owner.line, "\(name): \(error.description)")
        }
        return InterfaceBuilderScene(
            document: document, sourceID: owner["id"] ?? root.id, line: owner.line, sourceIDs: sourceIDs,
            standardSpacingConstraints: standardSpacing, multiplierText: multiplierText,
            designTimeIntrinsicSizes: designTimeIntrinsicSizes, trustworthyViews: trustworthyViews,
            textAttributes: textAttributes)
    }
}
