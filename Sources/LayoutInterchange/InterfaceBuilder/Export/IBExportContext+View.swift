extension IBExportContext {
    static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell"]

    /// IB's tag for a UIKit class: the importer's table read backwards (`view` for
    /// UIView), else the class name without `UI` (`fooBar` for `UIFooBar`).
    static func tag(for className: String) -> String {
        if className == "UIView" { return "view" }
        if className == "UITableViewCellContentView" { return "tableViewCellContentView" }
        if let known = IBViewTags.classes.first(where: { $0.value == className && $0.key != "containerView" }) {
            return known.key
        }
        return derivedTag(for: className) ?? "view"
    }

    /// The tag of a UIKit class Interface Builder spells as its name without `UI`, first
    /// letter lowered (`UIPageControl` is `<pageControl>`); nil when the rest is not an
    /// ASCII name (`UIImageVi␁ew` from a damaged document), which as an element name made
    /// the written file malformed XML: such a class is a `<view>` with a custom class.
    static func derivedTag(for className: String) -> String? {
        guard className.hasPrefix("UI"), className.count > 2 else { return nil }
        let rest = className.dropFirst(2)
        guard let first = rest.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
            rest.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
        else { return nil }
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// Whether root `node` is written with no `<autoresizingMask>`, as a design tool saved
    /// it: it does not translate its mask, has none, and has a recorded frame, which only
    /// a design tool gives a root (Interface Builder always records the root's `rect`).
    /// Xcode writes such a root so when its user clears the mask (OneSignal's example,
    /// FIDELITY.md "Export round trip"); writing its flexible default instead gave it a
    /// mask on the way back. A root layoutdb made (a JSON document's, which records no
    /// frame) still gets the scene's flexible mask, as Xcode gives every new controller view.
    func keepsNoMask(_ node: ViewNode) -> Bool {
        !node.translatesAutoresizingMaskIntoConstraints && node.autoresizingMask.isEmpty && node.recordedFrame != nil
    }

    /// Whether `node` is the content view of `parent`, a cell: written as its keyed child
    /// (`<tableViewCellContentView>`, `<collectionViewCellContentView>`, or an older
    /// collection view cell's `<view>` without an id).
    static func isContentView(_ node: ViewNode, of parent: ViewNode) -> Bool {
        Self.cellClasses.contains(parent.className)
            && (node.className == "UITableViewCellContentView" || node.className == "UICollectionViewCellContentView"
                || node.id.hasPrefix("_contentView_"))
    }

    /// The element for `node` and its subtree.
    mutating func viewElement(_ node: ViewNode, key: String?, isRoot: Bool = false) -> IBXMLNode {
        let tag = Self.tag(for: node.className)
        var element = IBXMLNode(tag)
        if let key { element.set("key", key) }
        element.attributes += Self.leadingDefaults(for: element.name, key: key)
        if element.name == "textField", let style = node.content.borderStyle, style != .roundedRect {
            // The library field's `roundedRect` is among the defaults; Xcode writes no
            // attribute for `none`, which is what a missing one reads back as.
            element.attributes.removeAll { $0.0 == "borderStyle" }
            if style != .none {
                let at = element.attributes.firstIndex { $0.0 == "textAlignment" } ?? element.attributes.endIndex
                element.attributes.insert(("borderStyle", style.rawValue), at: at)
            }
        }
        // A class of its own tag (MKMapView is `<mapView>`, WKWebView `<wkWebView>`) is no
        // custom class: written as one, it came back as a custom class the file never had.
        // Any other class is written as a `<view>`, so it is one.
        let isTagClass = tag != "view" || node.className == "UIView"
        let customClass = node.customClass ?? (isTagClass ? nil : node.className)
        if let customClass { element.set("customClass", customClass) }
        if let userLabel = node.userLabel { element.set("userLabel", userLabel) }
        if !node.translatesAutoresizingMaskIntoConstraints { element.set("translatesAutoresizingMaskIntoConstraints", "NO") }
        if node.isHidden { element.set("hidden", "YES") }
        if node.semanticContentAttribute != .unspecified {
            element.set("semanticContentAttribute", node.semanticContentAttribute.rawValue)
        }
        let priorities: [(String, Double, Double)] = [
            ("horizontalHuggingPriority", node.contentHugging.horizontal.rawValue, 250),
            ("verticalHuggingPriority", node.contentHugging.vertical.rawValue, 250),
            ("horizontalCompressionResistancePriority", node.compressionResistance.horizontal.rawValue, 750),
            ("verticalCompressionResistancePriority", node.compressionResistance.vertical.rawValue, 750),
        ]
        let hugs = Self.alwaysWritesHugging.contains(element.name)
        for (name, value, standard) in priorities where value != standard || (hugs && name.hasSuffix("HuggingPriority")) {
            element.set(name, Self.number(value))
        }
        if node.preservesSuperviewLayoutMargins { element.set("preservesSuperviewLayoutMargins", "YES") }
        if !node.insetsLayoutMarginsFromSafeArea { element.set("insetsLayoutMarginsFromSafeArea", "NO") }
        if readableViews.contains(node.id) { element.set("layoutMarginsFollowReadableWidth", "YES") }
        addContentAttributes(node, to: &element)
        if element.name == "label" { element.attributes += Self.labelTrailingDefaults }
        if let stack = node.stack { addStackAttributes(stack, to: &element) }
        if let ib = ibIDs[node.id] { element.set("id", ib) }

        element.children.append(Self.rectNode(frames[node.id] ?? node.frame))
        if node.translatesAutoresizingMaskIntoConstraints || (isRoot && !keepsNoMask(node)) || !node.autoresizingMask.isEmpty {
            var mask = IBXMLNode("autoresizingMask", [("key", "autoresizingMask")])
            // A controller's root view resizes with the scene: Xcode writes it flexible in
            // width and height (38 of the corpus's 45 scene roots; the rest are Xcode 7 files).
            // A root a design tool saved with an empty mask keeps it empty (OsmAnd's resource
            // screens and Siskin's chat list write `<autoresizingMask key="autoresizingMask"/>`
            // on a root that translates its mask; the flexible default gave them one on the
            // way back); only a root layoutdb made, which has no recorded frame, gets it.
            var bits = node.autoresizingMask
            if isRoot, key == "view", bits.isEmpty, node.recordedFrame == nil { bits = [.flexibleWidth, .flexibleHeight] }
            for (flag, bit) in Self.maskFlags where bits.contains(bit) { mask.set(flag, "YES") }
            element.children.append(mask)
        }
        var subviews: [IBXMLNode] = []
        var cells: [IBXMLNode] = []
        // Xcode keeps a table's cells in `<prototypes>` and a collection view's in `<cells>`,
        // never in `<subviews>` (Display, Settings); the importer reads both back as subviews.
        let cellsKey = ["tableView": "prototypes", "collectionView": "cells"][element.name]
        // A table view's only other views in Interface Builder are its header and footer,
        // keyed children (IQKeyboardManager ScrollView:57); the importer keeps no key, so the
        // first non-cell subview is written as the header and a second as the footer.
        var tableKeys = element.name == "tableView" ? ["tableHeaderView", "tableFooterView"] : []
        // A collection view's reusable views are keyed children after its `<cells>`, never
        // in `<subviews>` (IGListKit's test storyboard, FIDELITY.md "Unseen files
        // (session 4)"): written in `<subviews>`, the importer read them back before the
        // cells, out of the document's order. The first is the header, a second the footer.
        var sectionKeys = element.name == "collectionView" ? ["sectionHeaderView", "sectionFooterView"] : []
        var afterCells: [IBXMLNode] = []
        for child in node.subviews {
            if Self.isContentView(child, of: node) {
                var content = viewElement(child, key: "contentView")
                if content.name == "tableViewCellContentView", let cell = ibIDs[node.id] {
                    let at = content.attributes.firstIndex { $0.0 == "id" } ?? content.attributes.endIndex
                    content.attributes.insert(("tableViewCell", cell), at: at)
                }
                element.children.append(content)
            } else if cellsKey != nil, Self.cellClasses.contains(child.className) {
                cells.append(viewElement(child, key: nil))
            } else if !sectionKeys.isEmpty, child.className == "UICollectionReusableView" {
                afterCells.append(viewElement(child, key: sectionKeys.removeFirst()))
            } else if !tableKeys.isEmpty {
                element.children.append(viewElement(child, key: tableKeys.removeFirst()))
            } else {
                subviews.append(viewElement(child, key: nil))
            }
        }
        if !subviews.isEmpty { element.children.append(IBXMLNode("subviews", children: subviews)) }
        if let cellsKey, !cells.isEmpty { element.children.append(IBXMLNode(cellsKey, children: cells)) }
        element.children += afterCells
        // Xcode's order: the safe area guide, then the keyboard guide, before the
        // constraints (KeePassium's PasscodeInputVC:163-164), a scroll view's content and
        // frame guides after them (ScrollView-v1:67-68).
        if let id = builtInGuides[node.id]?[.safeArea] {
            element.children.append(IBXMLNode("viewLayoutGuide", [("key", "safeArea"), ("id", id)]))
        }
        if let id = builtInGuides[node.id]?[.keyboard] {
            element.children.append(IBXMLNode("keyboardLayoutGuide", [("key", "keyboard"), ("id", id)]))
        }
        for guide in document.guides where guide.owner == node.id {
            element.children.append(IBXMLNode("viewLayoutGuide", [("id", ibIDs[guide.id] ?? guide.id)]))
        }
        if let constraints = heldConstraints[node.id], !constraints.isEmpty {
            element.children.append(IBXMLNode("constraints", children: constraints))
        }
        for (guide, guideKey) in [(BuiltInGuide.contentLayout, "contentLayoutGuide"), (.frameLayout, "frameLayoutGuide")] {
            if let id = builtInGuides[node.id]?[guide] {
                element.children.append(IBXMLNode("viewLayoutGuide", [("key", guideKey), ("id", id)]))
            }
        }
        // A stack view's margins element is how Interface Builder saves "arranged relative to
        // its margins" (see the importer), so it is written for such a stack even at the default.
        // So are a top-level cell's content view's: the importer gives one that records none
        // the margins of the file's Xcode (`tableCellContentMargins`), which are not UIView's
        // 8 that an Xcode 8 cell has.
        let topLevelCellContent = node.className == "UITableViewCellContentView"
            && document.root.subviews.contains { $0.id == node.id }
        if node.layoutMargins != .default || node.stack?.isLayoutMarginsRelativeArrangement == true || topLevelCellContent {
            element.children.append(Self.marginsNode(node.layoutMargins))
        }
        addContentChildren(node, to: &element)
        if node.intrinsicContentSize != .none, let ib = ibIDs[node.id] {
            var size = IBXMLNode("size", [("key", "intrinsicContentSize")])
            if let width = node.intrinsicContentSize.width { size.set("width", Self.number(width)) }
            if let height = node.intrinsicContentSize.height { size.set("height", Self.number(height)) }
            designables.append(IBXMLNode("designable", [("name", ib)], children: [size]))
        }
        element.children += variations[node.id]?.map(\.node) ?? []
        return element
    }

    static let maskFlags: [(String, AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    mutating func addContentAttributes(_ node: ViewNode, to element: inout IBXMLNode) {
        let content = node.content
        switch element.name {
        case "label", "textField", "textView":
            if let text = content.text, !text.contains("\n") { element.set("text", text) }
            if let placeholder = content.placeholder { element.set("placeholder", placeholder) }
        default:
            break
        }
        if let adjusts = content.adjustsFontForContentSizeCategory {
            element.set("adjustsFontForContentSizeCategory", adjusts ? "YES" : "NO")
        }
        if element.name == "label", content.numberOfLines != 1 { element.set("numberOfLines", String(content.numberOfLines)) }
        // The library text view scrolls; one that sizes to its text says so.
        if element.name == "textView", !content.isScrollEnabled { element.set("scrollEnabled", "NO") }
        if element.name == "activityIndicatorView", let style = content.activityIndicatorStyle {
            element.set("style", style.rawValue)
        }
        if element.name == "datePicker", let style = content.datePickerStyle { element.set("style", style.rawValue) }
        // In place of the library default's `style="plain"`, where Xcode writes it.
        if element.name == "tableView", let style = content.tableStyle,
            let index = element.attributes.firstIndex(where: { $0.0 == "style" })
        {
            element.attributes[index].1 = style.rawValue
        }
        // In place of the library default's `separatorStyle="default"`.
        if element.name == "tableView", content.separatorStyle == .none,
            let index = element.attributes.firstIndex(where: { $0.0 == "separatorStyle" })
        {
            element.attributes[index].1 = TableSeparatorStyle.none.rawValue
        }
        // Xcode writes no attribute for the default style.
        if element.name == "searchBar", let style = content.searchBarStyle, style != .default {
            element.set("searchBarStyle", style.rawValue)
        }
        if element.name == "segmentedControl", content.apportionsSegmentWidthsByContent {
            element.set("apportionsSegmentWidthsByContent", "YES")
        }
        if let symbol = Self.symbolImage(of: node) {
            registerSymbolResource(sizePerPoint: symbol.sizePerPoint)
        } else if content.buttonConfiguration != nil, element.name == "button" {
            // A configured button's image is its configuration's (`addContentChildren`).
            if let size = content.imageSize {
                if content.imageFont != nil { registerSymbolResource(sizePerPoint: size) } else { registerImage(size) }
            }
        } else if let size = content.imageSize {
            element.set("image", registerImage(size))
        }
    }

    /// The resource name of a raster image of `size` points.
    static func imageName(_ size: LayoutSize) -> String {
        "layoutdb-image-\(number(size.width))x\(number(size.height))"
    }

    /// Registers a raster image of `size` points among the resources; its name.
    @discardableResult
    mutating func registerImage(_ size: LayoutSize) -> String {
        let name = Self.imageName(size)
        if !images.contains(where: { $0.0 == name }) { images.append((name, size)) }
        return name
    }

    func addContentChildren(_ node: ViewNode, to element: inout IBXMLNode) {
        let content = node.content
        if ["label", "textField", "textView"].contains(element.name), let text = content.text, text.contains("\n") {
            element.children.append(IBXMLNode("string", [("key", "text")], text: text))
        }
        if let symbol = Self.symbolImage(of: node) {
            element.children += Self.symbolImageNodes(font: symbol.font, sizePerPoint: symbol.sizePerPoint)
        } else if let font = content.font, element.name != "button" || content.buttonConfiguration == nil {
            element.children.append(Self.fontNode(font))
        }
        // Xcode writes a text input's keyboard traits even at their defaults, and a text
        // view's library object capitalizes sentences (every corpus text field and view).
        if element.name == "textField" { element.children.append(IBXMLNode("textInputTraits", [("key", "textInputTraits")])) }
        if element.name == "textView" {
            element.children.append(IBXMLNode("textInputTraits", [("key", "textInputTraits"), ("autocapitalizationType", "sentences")]))
        }
        if element.name == "button", let insets = content.contentEdgeInsets {
            element.children.append(
                IBXMLNode(
                    "inset",
                    [
                        ("key", "contentEdgeInsets"), ("minX", Self.number(insets.left)), ("minY", Self.number(insets.top)),
                        ("maxX", Self.number(insets.right)), ("maxY", Self.number(insets.bottom)),
                    ]))
        }
        if element.name == "button", let title = content.title {
            element.children.append(IBXMLNode("state", [("key", "normal"), ("title", title)]))
        }
        if element.name == "segmentedControl", !content.segments.isEmpty {
            element.children.append(IBXMLNode("segments", children: content.segments.map { IBXMLNode("segment", [("title", $0)]) }))
        }
        // Xcode writes a configuration after the states, its title in it and its font as
        // `titleFontDescription` (the button's own `fontDescription` is not used).
        if element.name == "button", let style = content.buttonConfiguration {
            var configuration = IBXMLNode("buttonConfiguration", [("key", "configuration"), ("style", style.rawValue)])
            // Xcode's order: key, style, image, catalog, title.
            if let size = content.imageSize {
                if let font = content.imageFont {
                    configuration.set("image", Self.symbolResource(sizePerPoint: size).name)
                    configuration.set("catalog", "system")
                    // The title's font is the symbol's unless the configuration names another.
                    if font != content.font ?? IntrinsicContentSizing.configurationDefaultFont {
                        var symbol = Self.symbolImageNodes(font: font, sizePerPoint: size)[1]
                        symbol.attributes = symbol.attributes.map { $0.0 == "key" ? ("key", "preferredSymbolConfigurationForImage") : $0 }
                        configuration.children.append(symbol)
                    }
                } else {
                    configuration.set("image", Self.imageName(size))
                }
            }
            if let title = content.title { configuration.set("title", title) }
            if let font = content.font {
                var node = Self.fontNode(font)
                node.attributes = node.attributes.map { $0.0 == "key" ? ("key", "titleFontDescription") : $0 }
                configuration.children.append(node)
            }
            element.children.append(configuration)
        }
    }

    func addStackAttributes(_ stack: StackProperties, to element: inout IBXMLNode) {
        if stack.axis == .vertical { element.set("axis", "vertical") }
        if stack.distribution != .fill { element.set("distribution", stack.distribution.rawValue) }
        if stack.alignment != .fill { element.set("alignment", Self.alignmentName(stack.alignment, axis: stack.axis)) }
        switch stack.spacing {
        case .system: element.set("spacingType", "standard")
        case .points(let value): if value != 0 { element.set("spacing", Self.number(value)) }
        }
        if stack.isBaselineRelativeArrangement { element.set("baselineRelativeArrangement", "YES") }
        if stack.isLayoutMarginsRelativeArrangement { element.set("layoutMarginsRelativeArrangement", "YES") }
    }
}
