/// The Interface Builder exporter (issue #7): writes a ``LayoutDocument`` as a
/// `.storyboard` (one scene, a view controller whose view is the root) or a `.xib` (the
/// root as the top-level view), in Xcode's document format, so Xcode opens it and
/// ``InterfaceBuilderDocument`` reads it back.
///
/// ```swift
/// let text = InterfaceBuilderWriter.write(document, as: .storyboard, frames: solvedFrames)
/// ```
///
/// **What is written.** Every view with its UIKit tag (``IBViewTags``), `customClass`,
/// `<rect key="frame">` (the solved frame when `frames` has one, else the document's),
/// tAMIC and autoresizing mask, hidden, semantic content attribute, hugging and
/// compression resistance, layout margins and their flags, text, title, placeholder,
/// font, lines and adjusting for Dynamic Type; stack views with IB's attribute names
/// (`top`/`bottom` for leading/trailing on vertical stacks); built-in guides a
/// constraint uses (`safeArea`, `keyboard`, `contentLayoutGuide`, `frameLayoutGuide`, the legacy
/// `viewControllerLayoutGuide`s in a storyboard); custom guides; every constraint on
/// the nearest common ancestor of its items with IB's attribute names (`baseline` for
/// lastBaseline, margin attributes for the margins guide), priority, identifier,
/// placeholder; `<variation>`s for size-class variants; image sizes as `<resources>`;
/// explicit intrinsic sizes as `<designables>`.
///
/// **Ids.** Document ids map back to IB ids (``InterfaceBuilderID``); ids the importer
/// made up (`_contentView_…`, `_constraint3`) are written without an id, so the importer
/// makes the same ones up again; anything else gets a fresh IB-style id.
///
/// **What the format cannot carry** (dropped, listed in FIDELITY.md): the document name
/// (it comes from the file name and controller id), `baselineOffset`, per-stack custom
/// spacing, constraints on a margins guide's width or height, inactive constraints
/// (written as installed in no class), variants on guides or keyed on content size,
/// direction or idiom, variant changes to text, lines, intrinsic size and priorities of
/// views, the margins of a view whose readable content guide places views too (written
/// as margins that follow the readable width), the original spelling of multipliers
/// (`1:1` comes back as `1`), and a stack view with its own margins that does not arrange
/// relative to them (Interface Builder reads recorded stack margins as relative
/// arrangement), and, in a xib, which has no controller, the containment's
/// `automaticallyAdjustsScrollViewInsets`, and a toolbar above a tab bar. The document's
/// ``ControllerContainment`` is written as simulated bar metrics
/// (``simulatedBarMetrics(_:)``), but for a tab bar with a toolbar above it, which a
/// storyboard writes as a tab bar controller and a navigation controller around the
/// document's controller (``containerScenes(_:around:context:)``).
///
/// **Written as Xcode writes it**, checked against the corpus by `ExportConformanceTests`:
/// Xcode's default attributes for each class (``IBExportContext/xcodeLeadingDefaults``) in
/// Xcode's attribute order (``IBAttributeOrder``), children in Xcode's order, cells in
/// `<prototypes>`/`<cells>`, capabilities only for the features used, zero as `0.0`.
/// A xib has no view controller, so constraints to the legacy top/bottom layout guides
/// name the safe area edge Xcode converts them to; Interface Builder varies only a
/// constraint's constant and installation per size class, so a varied multiplier or
/// priority becomes a twin constraint installed only in that class.
public enum InterfaceBuilderWriter {
    public enum Format: String, CaseIterable, Hashable, Sendable {
        case storyboard
        case xib
    }

    /// The file's text.
    ///
    /// - Parameters:
    ///   - frames: frames in the superview's coordinates by view id (the solved layout at
    ///     the design device); views missing from it keep the document's frame.
    ///   - device: IB's `<device>` id and orientation; nil writes none.
    public static func write(
        _ document: LayoutDocument, as format: Format, frames: [String: LayoutRect] = [:],
        device: (id: String, orientation: Orientation)? = nil
    ) -> String {
        let document = IBCellContentViews.explicit(document, frames: frames)
        var context = IBExportContext(document: document, frames: frames, hasLegacyGuides: format == .storyboard)
        let root = context.viewElement(document.root, key: format == .storyboard ? "view" : nil, isRoot: true)
        var header = IBXMLNode("document", [
            ("type", format == .storyboard
                ? "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"),
            ("version", "3.0"), ("toolsVersion", "22505"), ("targetRuntime", "iOS.CocoaTouch"),
            ("propertyAccessControl", "none"), ("useAutolayout", "YES"), ("useTraitCollections", "YES"),
            ("useSafeAreas", "YES"), ("colorMatched", "YES"),
        ])
        var body: [IBXMLNode] = []
        if let device {
            body.append(IBXMLNode("device", [("id", device.id), ("orientation", device.orientation.rawValue), ("appearance", "light")]))
        }
        body.append(IBXMLNode("dependencies", children: dependencies(using: root)))
        switch format {
        case .storyboard:
            let controllerID = context.controllerID()
            let containers = containerScenes(document.containment, around: controllerID, context: &context)
            header.set("initialViewController", containers?.initialID ?? controllerID)
            // A table view as the whole scene is Xcode's table view controller (Settings).
            let controllerTag = root.name == "tableView" ? "tableViewController" : "viewController"
            var controller = IBXMLNode(controllerTag, [("id", controllerID), ("sceneMemberID", "viewController")])
            if !document.containment.automaticallyAdjustsScrollViewInsets {
                controller.set("automaticallyAdjustsScrollViewInsets", "NO")
            }
            if !context.legacyGuides.isEmpty {
                controller.children.append(IBXMLNode("layoutGuides", children: context.legacyGuides))
            }
            controller.children.append(root)
            if containers == nil { controller.children += simulatedBarMetrics(document.containment) }
            let scene = containerScene(controller, context: &context)
            body.append(IBXMLNode("scenes", children: (containers?.scenes ?? []) + [scene]))
        case .xib:
            var root = root
            root.children += simulatedBarMetrics(document.containment)
            body.append(IBXMLNode("objects", children: [
                IBXMLNode("placeholder", [("placeholderIdentifier", "IBFilesOwner"), ("id", "-1"), ("userLabel", "File's Owner")]),
                IBXMLNode("placeholder", [("placeholderIdentifier", "IBFirstResponder"), ("id", "-2"), ("customClass", "UIResponder")]),
                root,
            ]))
        }
        // Xcode writes `<designables>` before `<resources>` (DiaryOverviewDayTableViewCell:151-160).
        if !context.designables.isEmpty { body.append(IBXMLNode("designables", children: context.designables)) }
        if !context.images.isEmpty {
            body.append(IBXMLNode("resources", children: context.images.map { name, size in
                var image = IBXMLNode("image", [("name", name)])
                if context.symbolImageNames.contains(name) { image.set("catalog", "system") }
                image.set("width", IBExportContext.number(size.width))
                image.set("height", IBExportContext.number(size.height))
                return image
            }))
        }
        header.children = body
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + header.rendered()
    }

    /// Xcode's `<dependencies>`: the plug-in, the Xcode 8 format, and a capability for each
    /// feature the file uses, as every corpus file has them (a safe area guide, standard
    /// stack spacing), never one for a feature it does not use.
    static func dependencies(using root: IBXMLNode) -> [IBXMLNode] {
        var nodes = [
            IBXMLNode("deployment", [("identifier", "iOS")]),
            IBXMLNode("plugIn", [("identifier", "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"), ("version", "22504")]),
        ]
        if root.contains({ $0.name == "viewLayoutGuide" && $0.attribute("key") == "safeArea" }) {
            nodes.append(IBXMLNode("capability", [("name", "Safe area layout guides"), ("minToolsVersion", "9.0")]))
        }
        if root.contains({ $0.attribute("spacingType") == "standard" }) {
            nodes.append(IBXMLNode("capability", [("name", "Stack View standard spacing"), ("minToolsVersion", "9.0")]))
        }
        nodes.append(IBXMLNode("capability", [("name", "documents saved in the Xcode 8 format"), ("minToolsVersion", "8.0")]))
        return nodes
    }
}
