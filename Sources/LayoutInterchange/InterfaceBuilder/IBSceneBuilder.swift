import LayoutModel
/// Builds one ``InterfaceBuilderScene`` from a view controller's root view or a xib's
/// top-level view, in two passes over the element tree: views, guides and ids first
/// (``buildView(_:superviewSize:parentID:)``), then constraints and variations, whose
/// items and mask references may name any view of the scene (``finish(name:designDevice:line:sourceID:)``).
///
/// Complexity: O(elements of the scene).
struct IBSceneBuilder {
    /// A view whose `<variation>`s are read in the second pass, with what they need.
    struct PendingView {
        var element: IBElement
        var id: String
        /// Nil for a view that is not a stack view.
        var stackAxis: LayoutAxis?
        /// Whether the view is placed by its frame, so a per-class frame changes layout.
        var placedByFrame: Bool
    }

    let values: IBValueReader
    let designables: [String: IntrinsicContentSize]
    let imageSizes: [String: LayoutSize]
    /// The boxes of the SF Symbols resources (`<image catalog="system">`), at 128 points.
    let symbolImageBoxes: [String: LayoutSize]

    /// IB id → what a constraint side names for it (a view, a custom guide, a built-in guide).
    var items: [String: ItemReference] = [:]
    /// IB id → document id of each constraint, for masks.
    var constraintIDs: [String: String] = [:]
    var usedIDs: Set<String> = []
    var sourceIDs: [String: String] = [:]
    var guides: [LayoutGuideNode] = []
    var pendingConstraints: [(element: IBElement, holder: String)] = []
    var pendingViews: [PendingView] = []
    /// Views with `layoutMarginsFollowReadableWidth="YES"`.
    var readableViews: Set<String> = []
    var designTimeIntrinsicSizes: [String: IntrinsicContentSize] = [:]
    var standardSpacing: Set<String> = []
    var multiplierText: [String: String] = [:]
    var warnings: [InterfaceBuilderWarning] = []
    var madeUpCount = 0
    /// How many views deep ``buildView(_:superviewSize:parentID:)`` is (the scene's root is 1).
    var viewDepth = 0
    /// Whether the file names a `<device>`: only then are recorded frames expected frames.
    var hasDevice = false
    /// The side margin of a table view cell's content view on the design canvas: the
    /// device's `systemMinimumLayoutMargins` leading inset (16 or 20), which the table
    /// passes down to its cells (see ``tableCellContentMargins``).
    var cellContentSideMargin: Double = 16
    /// The document's `toolsVersion`: the Xcode that saved it decides a xib cell's
    /// margins (``tableCellContentMargins``).
    var toolsVersion: String?
    /// The document id of the scene's root view, once known.
    var sceneRootID: String?
    /// Set while building the subtree of a view IB flagged `misplaced` or `ambiguous`.
    var insideFlaggedView = false
    /// Views whose recorded frame is an expected frame (``InterfaceBuilderScene/trustworthyViews``).
    var trustworthyViews: Set<String> = []
    /// ``InterfaceBuilderScene/textAttributes``.
    var textAttributes: [String: InterfaceBuilderTextAttributes] = [:]

    init(
        values: IBValueReader, designables: [String: IntrinsicContentSize], imageSizes: [String: LayoutSize],
        symbolImageBoxes: [String: LayoutSize] = [:]
    ) {
        self.values = values
        self.designables = designables
        self.imageSizes = imageSizes
        self.symbolImageBoxes = symbolImageBoxes
    }

    var fileName: String { values.fileName }

    /// Claims a document id, refusing a second use (mutated or hand-edited files).
    mutating func claim(_ id: String, ibID: String?, at element: IBElement) throws(IBImportError) {
        guard usedIDs.insert(id).inserted else {
            throw IBImportError(
                .duplicateID(ibID ?? id), fileName: fileName, line: element.line,
                "the id \(EchoedName.quoted(ibID ?? id)) is used more than once in this scene")
        }
    }

    /// Registers what a constraint naming `ibID` refers to.
    mutating func register(_ ibID: String, as reference: ItemReference, at element: IBElement) throws(IBImportError) {
        guard items[ibID] == nil, constraintIDs[ibID] == nil else {
            throw IBImportError(
                .duplicateID(ibID), fileName: fileName, line: element.line, "the id \(EchoedName.quoted(ibID)) is used more than once in this scene")
        }
        items[ibID] = reference
        sourceIDs[reference.description] = ibID
    }

    /// A made-up id that no IB id maps to (``InterfaceBuilderID``): `_` and a letter other than `x`.
    mutating func madeUpID(_ stem: String) -> String {
        madeUpCount += 1
        var candidate = "_\(stem)\(madeUpCount)"
        while usedIDs.contains(candidate) {
            madeUpCount += 1
            candidate = "_\(stem)\(madeUpCount)"
        }
        return candidate
    }

    /// The view `element` with its subtree, registering ids and queueing constraints and
    /// variations. `superviewSize` resolves `frameInset` frames; `parentID` names a
    /// content view that has no id (`_contentView_` + the cell's id, IB-NOTES.md §1.11).
    mutating func buildView(_ element: IBElement, superviewSize: LayoutSize?, parentID: String?) throws(IBImportError)
        -> ViewNode
    {
        viewDepth += 1
        defer { viewDepth -= 1 }
        // The model's limit, checked here too so that the error names the view's line.
        guard viewDepth <= LayoutDocument.maximumViewDepth else {
            throw IBImportError(
                .tooDeep, fileName: fileName, line: element.line,
                "<\(element.name.prefix(40))>\(element["id"].map { " id=\"\($0.prefix(40))\"" } ?? "") is nested \(viewDepth) views deep "
                    + "(the scene's root view is 1); layoutdb reads at most \(LayoutDocument.maximumViewDepth)")
        }
        let id: String
        if let ibID = element["id"] {
            id = InterfaceBuilderID.documentID(for: ibID)
            try claim(id, ibID: ibID, at: element)
            try register(ibID, as: ItemReference(id), at: element)
        } else if element["key"] == "contentView", let parentID, !usedIDs.contains("_contentView_" + parentID) {
            id = "_contentView_" + parentID
            try claim(id, ibID: nil, at: element)
        } else {
            id = madeUpID("view")
            try claim(id, ibID: nil, at: element)
        }
        if parentID == nil { sceneRootID = id }
        var node = ViewNode(id: id, className: IBViewTags.className(element.name))
        node.customClass = element["customClass"]
        node.userLabel = element.stringValue("userLabel")

        // Frame: `rect`, or Xcode 8 beta's `frameInset`; none for container bars.
        var frame: LayoutRect?
        if let rect = element.child(named: "rect", key: "frame") {
            frame = try values.rect(rect)
        } else if let inset = element.child(named: "frame", key: "frameInset") {
            frame = try values.frameInset(inset, superviewSize: superviewSize)
        }
        let flagged = element.flag("misplaced") || element.flag("ambiguous")
        if let frame {
            node.frame = frame
            if !flagged { node.recordedFrame = frame }
        }
        let outerFlagged = insideFlaggedView
        insideFlaggedView = outerFlagged || flagged
        defer { insideFlaggedView = outerFlagged }
        // The issue's definition (#7): a `<device>`, placed by constraints, a `rect` frame,
        // nothing flagged on the way up; the root is placed by its container, never trusted.
        if hasDevice, parentID != nil, !insideFlaggedView, element["translatesAutoresizingMaskIntoConstraints"] == "NO",
            !element.flag("fixedFrame"), element.child(named: "rect", key: "frame") != nil
        {
            trustworthyViews.insert(id)
        }
        // tAMIC defaults to YES; `fixedFrame` views are frame plus autoresizing even with
        // tAMIC=NO, as IB's build-time prototyping constraints make them (IB-NOTES.md §1.3).
        node.translatesAutoresizingMaskIntoConstraints =
            element["translatesAutoresizingMaskIntoConstraints"] != "NO" || element.flag("fixedFrame")
        if let mask = element.child(named: "autoresizingMask", key: "autoresizingMask") {
            node.autoresizingMask = Self.autoresizingMask(mask)
        }
        node.isHidden = element.flag("hidden")
        if let text = element["semanticContentAttribute"] {
            guard let value = SemanticContentAttribute(rawValue: text) else {
                throw values.error(element, "semanticContentAttribute=\"\(text.prefix(40))\" is not known")
            }
            node.semanticContentAttribute = value
        }
        node.contentHugging = AxisPriorities(
            horizontal: try values.priority(element, "horizontalHuggingPriority") ?? .defaultLow,
            vertical: try values.priority(element, "verticalHuggingPriority") ?? .defaultLow)
        node.compressionResistance = AxisPriorities(
            horizontal: try values.priority(element, "horizontalCompressionResistancePriority") ?? .defaultHigh,
            vertical: try values.priority(element, "verticalCompressionResistancePriority") ?? .defaultHigh)
        if let margins = try layoutMargins(in: element) {
            node.layoutMargins = margins
        } else if element.name == "tableViewCellContentView", parentID != nil, parentID == sceneRootID {
            node.layoutMargins = .directional(tableCellContentMargins(cellWidth: superviewSize?.width))
        }
        node.preservesSuperviewLayoutMargins = element.flag("preservesSuperviewLayoutMargins")
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { node.insetsLayoutMarginsFromSafeArea = false }
        if element.flag("layoutMarginsFollowReadableWidth") { readableViews.insert(id) }
        node.content = try content(of: element)
        if InterfaceBuilderTextAttributes.elements.contains(element.name) {
            textAttributes[id] = InterfaceBuilderTextAttributes(element)
        }
        if let ibID = element["id"], let size = designables[ibID] { node.intrinsicContentSize = size }
        let designWidth = try designTimeExtent(element, "placeholderIntrinsicWidth")
        let designHeight = try designTimeExtent(element, "placeholderIntrinsicHeight")
        if designWidth != nil || designHeight != nil {
            designTimeIntrinsicSizes[id] = IntrinsicContentSize(width: designWidth ?? nil, height: designHeight ?? nil)
        }

        var stackAxis: LayoutAxis?
        if element.name == "stackView" {
            let axis = try values.axis(element) ?? .horizontal
            stackAxis = axis
            var stack = StackProperties(axis: axis)
            stack.distribution = try values.distribution(element) ?? .fill
            stack.alignment = try values.alignment(element, axis: axis) ?? .fill
            stack.spacing = element["spacingType"] == "standard" ? .system : .points(try values.number(element, "spacing") ?? 0)
            stack.isBaselineRelativeArrangement = element.flag("baselineRelativeArrangement")
            // Decision: Interface Builder writes no `layoutMarginsRelativeArrangement` attribute
            // (the survey of 1,306 files never saw it); its "Layout Margins Relative
            // Arrangement" box is saved as the stack's margins element instead, written even
            // when the margins equal UIKit's default 8 (DynamicText). The recorded frames
            // agree: arranged views sit at the margins (DynamicText, DiaryOverviewDay). So a
            // stack that records margins arranges its views relative to them.
            let recordsMargins = try layoutMargins(in: element) != nil
            stack.isLayoutMarginsRelativeArrangement = element.flag("layoutMarginsRelativeArrangement") || recordsMargins
            node.stack = stack
        }

        let size = frame.map { LayoutSize(width: $0.width, height: $0.height) }
        var arranged: [String] = []
        for child in element.children {
            switch child.name {
            case "subviews":
                for subview in child.children where IBViewTags.isView(subview) {
                    let built = try buildView(subview, superviewSize: size, parentID: id)
                    arranged.append(built.id)
                    node.subviews.append(built)
                }
            case "cells", "prototypes":
                for cell in child.children where IBViewTags.isView(cell) {
                    node.subviews.append(try buildView(cell, superviewSize: size, parentID: id))
                }
            case "sections":
                for section in child.children(named: "tableViewSection") {
                    for cells in section.children(named: "cells") {
                        for cell in cells.children where IBViewTags.isView(cell) {
                            node.subviews.append(try buildView(cell, superviewSize: size, parentID: id))
                        }
                    }
                }
            case "viewLayoutGuide", "layoutGuide":
                try registerGuide(child, owner: id)
            case "keyboardLayoutGuide":
                // `<keyboardLayoutGuide key="keyboard">` (Xcode 13+): the view's keyboardLayoutGuide.
                if let guideID = child["id"] { try register(guideID, as: ItemReference(id, guide: .keyboard), at: child) }
            case "constraints":
                for constraint in child.children(named: "constraint") { pendingConstraints.append((constraint, id)) }
            default:
                // Keyed views: a cell's content view, a table's header and footer.
                if child["key"] != nil, IBViewTags.isView(child) {
                    node.subviews.append(try buildView(child, superviewSize: size, parentID: id))
                }
            }
        }
        if var stack = node.stack {
            // All `<subviews>` of a stack view are arranged, in order (IB-NOTES.md §1.5).
            stack.arrangedSubviewIDs = arranged
            node.stack = stack
        }
        if element.children.contains(where: { $0.name == "variation" }) {
            pendingViews.append(
                PendingView(
                    element: element, id: id, stackAxis: stackAxis, placedByFrame: node.translatesAutoresizingMaskIntoConstraints))
        }
        return node
    }

    /// `<viewLayoutGuide key="safeArea|contentLayoutGuide|frameLayoutGuide">`; any other
    /// key (or none) is a custom guide owned by the view.
    mutating func registerGuide(_ element: IBElement, owner: String) throws(IBImportError) {
        guard let ibID = element["id"] else { return }
        let builtIn: BuiltInGuide?
        switch element["key"] {
        case "safeArea"?: builtIn = .safeArea
        case "contentLayoutGuide"?: builtIn = .contentLayout
        case "frameLayoutGuide"?: builtIn = .frameLayout
        default: builtIn = nil
        }
        if let builtIn {
            try register(ibID, as: ItemReference(owner, guide: builtIn), at: element)
        } else {
            let id = InterfaceBuilderID.documentID(for: ibID)
            try claim(id, ibID: ibID, at: element)
            try register(ibID, as: ItemReference(id), at: element)
            guides.append(LayoutGuideNode(id: id, owner: owner))
        }
    }

    /// The controller's `<layoutGuides><viewControllerLayoutGuide type="top|bottom">`:
    /// the legacy top and bottom layout guides, reached through the root.
    mutating func registerControllerGuides(_ controller: IBElement, root: String) throws(IBImportError) {
        for group in controller.children(named: "layoutGuides") {
            for guide in group.children(named: "viewControllerLayoutGuide") {
                guard let ibID = guide["id"] else { continue }
                switch guide["type"] {
                case "top"?: try register(ibID, as: ItemReference(root, guide: .topLayoutGuide), at: guide)
                case "bottom"?: try register(ibID, as: ItemReference(root, guide: .bottomLayoutGuide), at: guide)
                default: throw values.error(guide, "viewControllerLayoutGuide type=\"\(guide["type"]?.prefix(20) ?? "")\" is not top or bottom")
                }
            }
        }
    }

    static func autoresizingMask(_ element: IBElement) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        if element.flag("flexibleMinX") { mask.insert(.flexibleLeftMargin) }
        if element.flag("widthSizable") { mask.insert(.flexibleWidth) }
        if element.flag("flexibleMaxX") { mask.insert(.flexibleRightMargin) }
        if element.flag("flexibleMinY") { mask.insert(.flexibleTopMargin) }
        if element.flag("heightSizable") { mask.insert(.flexibleHeight) }
        if element.flag("flexibleMaxY") { mask.insert(.flexibleBottomMargin) }
        return mask
    }

    /// `<edgeInsets key="layoutMargins">` (fixed left/right) or
    /// `<directionalEdgeInsets key="directionalLayoutMargins">` (IB-NOTES.md §1.7).
    func layoutMargins(in element: IBElement) throws(IBImportError) -> LayoutMargins? {
        if let insets = element.child(named: "directionalEdgeInsets", key: "directionalLayoutMargins") {
            return .directional(
                DirectionalInsets(
                    top: try values.number(insets, "top") ?? 0, leading: try values.number(insets, "leading") ?? 0,
                    bottom: try values.number(insets, "bottom") ?? 0, trailing: try values.number(insets, "trailing") ?? 0))
        }
        if let insets = element.child(named: "edgeInsets", key: "layoutMargins") {
            return .fixed(
                EdgeInsets(
                    top: try values.number(insets, "top") ?? 0, left: try values.number(insets, "left") ?? 0,
                    bottom: try values.number(insets, "bottom") ?? 0, right: try values.number(insets, "right") ?? 0))
        }
        return nil
    }

    /// Text, title, placeholder, font and image size: what decides a control's intrinsic size.
    func content(of element: IBElement) throws(IBImportError) -> ViewContent {
        var content = ViewContent()
        switch element.name {
        case "label", "textField", "textView":
            content.text = element.stringValue("text")
            content.placeholder = element["placeholder"]
            if element.name == "textField" { content.borderStyle = try values.borderStyle(element) }
            // A text view scrolls unless the file says `scrollEnabled="NO"` (UIKit's default).
            if element.name == "textView" { content.isScrollEnabled = element["scrollEnabled"] != "NO" }
        case "button":
            // A configuration's title is the one drawn, and its only one: Xcode 13 on also
            // writes the `<state key="normal" title="Button"/>` of the library's button
            // beside it, which a configuration with an image and no title does not show.
            let normal = element.children.first { $0.name == "state" && $0["key"] == "normal" }
            let configuration = element.child(named: "buttonConfiguration")
            if let configuration {
                content.title = configuration.stringValue("title")
            } else {
                content.title = normal?["title"] ?? element["title"]
            }
            // A configuration's own insets replace contentEdgeInsets, which UIKit then ignores.
            if configuration == nil { content.contentEdgeInsets = try values.contentEdgeInsets(element) }
            if let configuration {
                content.buttonConfiguration = try values.buttonConfigurationStyle(configuration)
                // The configuration's title font (`titleFontDescription`), else the body style.
                if let font = configuration.child(named: "fontDescription", key: "titleFontDescription") {
                    content.font = try values.font(font)
                }
                // Its image (`image=` or `<imageReference>`); a symbol is drawn in its
                // `preferredSymbolConfigurationForImage`, else in the title's font, at the
                // medium scale whatever the file says (see `image(of:…)`).
                let titleFont = content.font ?? IntrinsicContentSizing.configurationDefaultFont
                if let image = try image(of: configuration, defaultSymbolFont: titleFont, honoursScale: false) {
                    content.imageSize = image.size
                    content.imageFont = image.symbolFont
                }
            }
        case "activityIndicatorView":
            content.activityIndicatorStyle = try values.activityIndicatorStyle(element)
        case "searchBar":
            content.searchBarStyle = try values.searchBarStyle(element)
        case "datePicker":
            content.datePickerStyle = try values.datePickerStyle(element)
        case "segmentedControl":
            // `<segments><segment title="First"/>…`; a segment with an image has no title.
            content.segments = element.child(named: "segments")?.children(named: "segment").map { $0["title"] ?? "" } ?? []
            content.apportionsSegmentWidthsByContent = element["apportionsSegmentWidthsByContent"] == "YES"
        case "tableView":
            content.tableStyle = try values.tableStyle(element)
            content.separatorStyle = try values.separatorStyle(element)
        default:
            break
        }
        if content.font == nil, let font = element.child(named: "fontDescription", key: "fontDescription") {
            content.font = try values.font(font)
        }
        // Attributed text is what UIKit shows when the file has it (it is decoded after
        // `text`); its runs carry their own font, which wins over a `<fontDescription>`.
        if ["label", "textField", "textView"].contains(element.name),
            let attributed = try IBAttributedText.read(element, values: values), !attributed.text.isEmpty
        {
            content.text = attributed.text
            if let font = attributed.font { content.font = font }
        }
        if let adjusts = element["adjustsFontForContentSizeCategory"] {
            content.adjustsFontForContentSizeCategory = adjusts == "YES"
        }
        if element.name == "label", let lines = try values.number(element, "numberOfLines") {
            guard lines >= 0, lines <= 1_000_000 else {
                throw values.error(element, "numberOfLines=\"\(lines)\" is out of range")
            }
            content.numberOfLines = Int(lines.rounded())
        }
        if element.name == "imageView" { try addImage(of: element, to: &content) }
        return content
    }

    /// A `placeholderIntrinsic…` value: `.some(nil)` for `infinite` (no intrinsic metric),
    /// nil when absent.
    func designTimeExtent(_ element: IBElement, _ attribute: String) throws(IBImportError) -> Double?? {
        guard let text = element[attribute] else { return nil }
        if text == "infinite" { return .some(nil) }
        return .some(try values.number(element, attribute))
    }
}
