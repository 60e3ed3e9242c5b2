/// The order in which Xcode writes attributes. Xcode always writes an element's attributes
/// in one fixed order (`opaque` … `contentMode` … hugging … `text` … tAMIC … `id` …
/// `customClass`); this list is one order consistent with every pair of attributes that
/// appear together on an element in the 25 corpus files. A `<variation>` is the exception:
/// its `key` comes first and the varied attributes follow alphabetically (`alignment`
/// before `axis`, liwangqiang:49, where a stack view writes `axis` first). ``IBXMLNode`` renders attributes in it, so a file Xcode saves again diffs
/// only where something changed; attributes it does not list keep their order, last.
enum IBAttributeOrder {
    static let names: [String] = [
         "allowableMovement", "content", "firstItem", "headerTitle", "key", "numberOfTouchesRequired",
         "placeholderIdentifier", "property", "reference", "sceneID", "selector", "storyboardIdentifier",
         "storyboardName", "minimumPressDuration", "firstAttribute", "footerTitle", "autocapitalizationType", "button",
         "flexibleMinX", "hidden", "minX", "minimumLineSpacing", "name", "returnKeyType", "scale", "systemColor",
         "timeIntervalSinceReferenceDate", "top", "type", "up", "white", "widthSizable", "x", "destination",
         "automaticallyAdjustsScrollViewInsets", "title", "referencedIdentifier", "relation", "autocorrectionType",
         "flexibleMaxX", "opaque", "minY", "minimumInteritemSpacing", "family", "minToolsVersion",
         "cocoaTouchSystemColor", "red", "leading", "keyPath", "weight", "down", "heightSizable", "y", "appends",
         "eventType", "kind", "backgroundImage", "clearsSelectionOnViewWillAppear",
         "useStoryboardIdentifierAsRestorationIdentifier", "secondItem", "spellCheckingType", "flexibleMinY",
         "clipsSubviews", "maxX", "green", "pointSize", "left", "destinationCreationSelector",
         "popoverAnchorBarButtonItem", "relationship", "trigger", "secondAttribute", "enablesReturnKeyAutomatically",
         "keyboardType", "flexibleMaxY", "clearsContextBeforeDrawing", "multipleTouchEnabled", "tag",
         "userInteractionEnabled", "maxY", "blue", "bottom", "multiplier", "priority", "textContentType",
         "smartDashesType", "contentMode", "alpha", "right", "trailing", "constant", "alwaysBounceVertical", "enabled",
         "fixedFrame", "horizontalHuggingPriority", "preservesSuperviewLayoutMargins", "restorationIdentifier",
         "scrollEnabled", "semanticContentAttribute", "translucent", "colorSpace", "identifier", "symbolic",
         "keyboardDismissMode", "minimumZoomScale", "verticalHuggingPriority", "layoutMarginsFollowReadableWidth",
         "selectionStyle", "insetsLayoutMarginsFromSafeArea", "editable", "prompted", "customColorSpace", "label",
         "modalPresentationStyle", "popoverAnchorView", "version", "maximumZoomScale", "ambiguous", "hidesWhenStopped",
         "horizontalCompressionResistancePriority", "placeholderIntrinsicWidth", "accessoryType", "tableViewCell",
         "usesAttributedText", "modalTransitionStyle", "toolsVersion", "dataMode", "directionalLockEnabled",
         "verticalCompressionResistancePriority", "placeholderIntrinsicHeight", "hidesAccessoryWhenEditing",
         "systemVersion", "showsHorizontalScrollIndicator", "axis", "contentHorizontalAlignment", "text",
         "indentationLevel", "targetRuntime", "showsVerticalScrollIndicator", "distribution",
         "contentVerticalAlignment", "apportionsSegmentWidthsByContent", "indentationWidth", "propertyAccessControl", "delaysContentTouches", "alignment",
         "borderStyle", "buttonType", "datePickerMode", "on", "value", "reuseIdentifier", "useAutolayout", "spacing",
         "spacingType", "placeholder", "minuteInterval", "minimumValue", "textLabel", "useTraitCollections",
         "textAlignment", "useCurrentDate", "maximumValue", "detailTextLabel", "useSafeAreas", "lineBreakMode",
         "style", "colorMatched", "numberOfLines", "pointerInteraction", "image", "separatorStyle", "systemItem",
         "initialViewController", "baselineAdjustment", "catalog", "highlightedImage", "allowsSelection",
         "adjustsFontForContentSizeCategory", "minimumFontSize", "minimumScaleFactor", "symbolScale", "width",
         "adjustsImageSizeForAccessibilityContentSizeCategory", "rowHeight", "adjustsFontSizeToFit", "clearButtonMode",
         "renderingMode", "height", "estimatedRowHeight", "sectionHeaderHeight", "estimatedSectionHeaderHeight",
         "sectionFooterHeight", "estimatedSectionFooterHeight", "translatesAutoresizingMaskIntoConstraints", "id",
         "orientation", "userLabel", "layout", "customClass", "appearance", "customModule", "customModuleProvider",
         "sceneMemberID",
    ]

    /// Attribute name → position in ``names``.
    static let rank: [String: Int] = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

    /// `attributes` of an `element` in Xcode's order; the sort is stable, so unlisted names keep theirs.
    static func sorted(_ attributes: [(String, String)], of element: String) -> [(String, String)] {
        if element == "variation" {
            return attributes.filter { $0.0 == "key" } + attributes.filter { $0.0 != "key" }.sorted { $0.0 < $1.0 }
        }
        // A button configuration puts its `style` before its `title` (`key="configuration"
        // style="filled" title="Call"`, in public Xcode 14 and 15 files), against the order
        // `title` takes elsewhere: the writer's order (key, style, title) is kept.
        if element == "buttonConfiguration" { return attributes }
        return attributes.enumerated()
            .sorted { (rank[$0.element.0] ?? names.count, $0.offset) < (rank[$1.element.0] ?? names.count, $1.offset) }
            .map(\.element)
    }
}
