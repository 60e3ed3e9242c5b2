import LayoutModel
extension DocumentMapper {
    static let stackKeys = [
        "axis", "distribution", "alignment", "spacing", "customSpacing", "baselineRelativeArrangement",
        "layoutMarginsRelativeArrangement", "arrangedSubviews",
    ]
    static let viewKeys =
        [
            "id", "class", "customClass", "userLabel", "subviews", "intrinsicContentSize", "contentHugging", "compressionResistance", "hidden",
            "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins",
            "insetsLayoutMarginsFromSafeArea", "semanticContentAttribute", "translatesAutoresizingMaskIntoConstraints",
            "frame", "autoresizingMask", "text", "title", "placeholder", "borderStyle", "textStyle", "font",
            "adjustsFontForContentSizeCategory", "numberOfLines", "image", "scrollEnabled", "contentEdgeInsets",
            "activityIndicatorStyle", "searchBarStyle", "buttonConfiguration", "datePickerStyle", "segments", "tableStyle",
            "separatorStyle",
            "imageFont", "apportionsSegmentWidthsByContent",
            "recordedFrame", "baselineOffset",
        ] + stackKeys

    /// A view object and its subtree. For a stack view, `arrangedSubviews` come first in
    /// the view's subviews (in arrangement order), then `subviews`: UIKit appends an
    /// arranged view to `subviews` when it is arranged.
    mutating func view(_ field: JSONField) throws(DocumentReadError) -> ViewNode {
        let object = try field.object(allowed: Self.viewKeys, what: "view")
        let id = try object.required("id").id
        locations[.view(id)] = (field.value.location, field.path)
        var view = ViewNode(id: id, className: try object["class"]?.string ?? "UIView")
        view.customClass = try object["customClass"]?.string
        view.userLabel = try object["userLabel"]?.string
        if view.className == "UIStackView" {
            view.stack = try stack(object)
        } else if let key = Self.stackKeys.first(where: object.has) {
            throw object[key].map { $0.error("'\(key)' applies only to a UIStackView, and '\(id)' is a \(view.className)") }
                ?? field.error("'\(key)' applies only to a UIStackView")
        }
        var arranged: [ViewNode] = []
        for child in try object["arrangedSubviews"]?.array ?? [] { arranged.append(try self.view(child)) }
        view.stack?.arrangedSubviewIDs = arranged.map(\.id)
        try checkCustomSpacing(object, arrangedIDs: arranged.map(\.id))
        var subviews = arranged
        for child in try object["subviews"]?.array ?? [] { subviews.append(try self.view(child)) }
        view.subviews = subviews
        if let value = object["intrinsicContentSize"] { view.intrinsicContentSize = try Self.intrinsicSize(value) }
        if let value = object["contentHugging"] {
            view.contentHugging = try Self.axisPriorities(value, defaults: .defaultHugging)
        }
        if let value = object["compressionResistance"] {
            view.compressionResistance = try Self.axisPriorities(value, defaults: .defaultCompressionResistance)
        }
        if let value = object["hidden"] { view.isHidden = try value.bool }
        if object.has("layoutMargins") && object.has("directionalLayoutMargins") {
            throw try object.required("directionalLayoutMargins").error("give layoutMargins or directionalLayoutMargins, not both")
        }
        if let value = object["layoutMargins"] { view.layoutMargins = try Self.margins(value) }
        if let value = object["directionalLayoutMargins"] {
            view.layoutMargins = try Self.margins(value, directionalOnly: true)
        }
        if let value = object["preservesSuperviewLayoutMargins"] { view.preservesSuperviewLayoutMargins = try value.bool }
        if let value = object["insetsLayoutMarginsFromSafeArea"] { view.insetsLayoutMarginsFromSafeArea = try value.bool }
        if let value = object["semanticContentAttribute"] {
            view.semanticContentAttribute = try value.enumeration(SemanticContentAttribute.self, what: "semanticContentAttribute")
        }
        if let value = object["translatesAutoresizingMaskIntoConstraints"] {
            view.translatesAutoresizingMaskIntoConstraints = try value.bool
        }
        if let value = object["frame"] { view.frame = try Self.rect(value) }
        if let value = object["autoresizingMask"] { view.autoresizingMask = try Self.autoresizingMask(value) }
        if let value = object["recordedFrame"] { view.recordedFrame = try Self.rect(value) }
        if let value = object["baselineOffset"] { view.baselineOffset = try value.points }
        view.content = try content(object)
        return view
    }

    private func content(_ object: JSONObject) throws(DocumentReadError) -> ViewContent {
        var content = ViewContent()
        content.text = try object["text"]?.string
        content.title = try object["title"]?.string
        content.placeholder = try object["placeholder"]?.string
        if let value = object["borderStyle"] {
            content.borderStyle = try value.enumeration(TextFieldBorderStyle.self, what: "text field border style")
        }
        if object.has("textStyle"), let font = object["font"] {
            throw font.error("give textStyle or font, not both")
        }
        if let value = object["textStyle"] { content.font = .textStyle(try value.enumeration(TextStyle.self, what: "text style")) }
        if let value = object["font"] { content.font = try Self.font(value) }
        content.adjustsFontForContentSizeCategory = try object["adjustsFontForContentSizeCategory"]?.bool
        if let value = object["numberOfLines"] { content.numberOfLines = try value.integer(in: 0...Int(Int32.max)) }
        if let value = object["image"] {
            let image = try value.object(allowed: ["width", "height"], what: "image size")
            content.imageSize = LayoutSize(
                width: try Self.length(image.required("width")), height: try Self.length(image.required("height")))
        }
        if let value = object["scrollEnabled"] { content.isScrollEnabled = try value.bool }
        if let value = object["contentEdgeInsets"] {
            let insets = try value.object(allowed: ["top", "left", "bottom", "right"], what: "content edge insets")
            func side(_ key: String) throws(DocumentReadError) -> Double { try insets[key]?.points ?? 0 }
            content.contentEdgeInsets = EdgeInsets(
                top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
        }
        if let value = object["activityIndicatorStyle"] {
            content.activityIndicatorStyle = try value.enumeration(ActivityIndicatorStyle.self, what: "activity indicator style")
        }
        if let value = object["searchBarStyle"] {
            content.searchBarStyle = try value.enumeration(SearchBarStyle.self, what: "search bar style")
        }
        if let value = object["buttonConfiguration"] {
            content.buttonConfiguration = try value.enumeration(ButtonConfigurationStyle.self, what: "button configuration style")
        }
        if let value = object["datePickerStyle"] {
            content.datePickerStyle = try value.enumeration(DatePickerStyle.self, what: "date picker style")
        }
        if let value = object["segments"] {
            content.segments = try value.array.map { (segment) throws(DocumentReadError) in try segment.string }
        }
        if let value = object["imageFont"] {
            guard content.imageSize != nil else { throw value.error("imageFont is the font of an SF Symbol image: give image too") }
            content.imageFont = try Self.font(value)
        }
        if let value = object["apportionsSegmentWidthsByContent"] { content.apportionsSegmentWidthsByContent = try value.bool }
        if let value = object["tableStyle"] {
            let style = try value.enumeration(TableViewStyle.self, what: "table view style")
            content.tableStyle = style == .plain ? nil : style
        }
        if let value = object["separatorStyle"] {
            content.separatorStyle = try value.enumeration(TableSeparatorStyle.self, what: "table separator style")
        }
        return content
    }

    /// `customSpacing` keys name arranged views of this stack. Validation would catch a
    /// stray one too, but only at the stack view; here the error points at the key.
    private func checkCustomSpacing(_ object: JSONObject, arrangedIDs: [String]) throws(DocumentReadError) {
        guard let spacing = object["customSpacing"], case .object(let members) = spacing.value.kind else { return }
        for member in members where !arrangedIDs.contains(member.key) {
            var message = "customSpacing names \(EchoedName.quoted(member.key)), which is not an arranged view of this stack"
            if let guess = NameSuggestion.closest(to: member.key, among: arrangedIDs) {
                message += " (did you mean '\(guess)'?)"
            }
            throw DocumentReadError(
                file: context.file, location: member.keyLocation, path: spacing.path.appending(member.key), message: message)
        }
    }

    private func stack(_ object: JSONObject) throws(DocumentReadError) -> StackProperties {
        var stack = StackProperties()
        if let value = object["axis"] { stack.axis = try value.enumeration(LayoutAxis.self, what: "axis") }
        if let value = object["distribution"] {
            stack.distribution = try value.enumeration(StackDistribution.self, what: "distribution")
        }
        if let value = object["alignment"] { stack.alignment = try value.enumeration(StackAlignment.self, what: "alignment") }
        if let value = object["spacing"] { stack.spacing = try Self.spacing(value) }
        if let value = object["customSpacing"] {
            guard case .object(let members) = value.value.kind else { throw value.typeError("an object of view ids to spacings") }
            for member in members {
                let entry = JSONField(value: member.value, path: value.path.appending(member.key), context: value.context)
                guard ItemReference.isValidID(member.key) else {
                    throw entry.error("id \(EchoedName.quoted(member.key)) must be an ASCII letter or '_' followed by ASCII letters, digits or '_'")
                }
                if case .string("default") = entry.value.kind {
                    throw entry.error(
                        "customSpacing \"default\" (UIKit's spacingUseDefault) is the stack's own spacing: leave "
                            + "\(EchoedName.quoted(member.key)) out of customSpacing")
                }
                stack.customSpacing[member.key] = try Self.spacing(entry)
            }
        }
        if let value = object["baselineRelativeArrangement"] { stack.isBaselineRelativeArrangement = try value.bool }
        if let value = object["layoutMarginsRelativeArrangement"] { stack.isLayoutMarginsRelativeArrangement = try value.bool }
        return stack
    }

    // MARK: Value shapes shared with variants

    static func spacing(_ field: JSONField) throws(DocumentReadError) -> StackSpacing {
        if case .string(let text) = field.value.kind {
            guard text == "system" else { throw field.error("spacing \(EchoedName.quoted(text)) must be a number or \"system\"") }
            return .system
        }
        return .points(try field.points)
    }

    /// `{size, weight}` for a system font, or a text style's name.
    static func font(_ field: JSONField) throws(DocumentReadError) -> FontDescriptor {
        if case .string = field.value.kind { return .textStyle(try field.enumeration(TextStyle.self, what: "text style")) }
        let font = try field.object(allowed: ["size", "weight"], what: "font")
        let size = try font.required("size").points
        guard size > 0 else { throw try font.required("size").error("a font size must be positive") }
        let weight = try font["weight"]?.enumeration(FontWeight.self, what: "font weight") ?? .regular
        return .system(size: size, weight: weight)
    }

    static func length(_ field: JSONField) throws(DocumentReadError) -> Double {
        let value = try field.points
        guard value >= 0 else { throw field.error("a size cannot be negative (\(JSONNumberText.text(value)))") }
        return value
    }

    static func rect(_ field: JSONField) throws(DocumentReadError) -> LayoutRect {
        let rect = try field.object(allowed: ["x", "y", "width", "height"], what: "rectangle")
        return LayoutRect(
            x: try rect.required("x").points, y: try rect.required("y").points,
            width: try rect.required("width").points, height: try rect.required("height").points)
    }

    static func intrinsicSize(_ field: JSONField) throws(DocumentReadError) -> IntrinsicContentSize {
        let size = try field.object(allowed: ["width", "height"], what: "intrinsic content size")
        func axis(_ key: String) throws(DocumentReadError) -> Double? {
            guard let value = size[key], !value.isNull else { return nil }
            return try length(value)
        }
        return IntrinsicContentSize(width: try axis("width"), height: try axis("height"))
    }

    /// `{horizontal, vertical}`. FORMAT.md makes every geometry input optional, so an axis
    /// left out keeps UIKit's default for it (a hand-written `{"horizontal": 251}` is common)
    /// rather than failing the import.
    static func axisPriorities(_ field: JSONField, defaults: AxisPriorities) throws(DocumentReadError) -> AxisPriorities {
        let object = try field.object(allowed: ["horizontal", "vertical"], what: "priorities")
        return AxisPriorities(
            horizontal: try object["horizontal"]?.priority ?? defaults.horizontal,
            vertical: try object["vertical"]?.priority ?? defaults.vertical)
    }

    /// `{top, leading, bottom, trailing}` (directional) or `{top, left, bottom, right}`
    /// (fixed). Missing sides are 0; an object naming neither pair is directional.
    static func margins(_ field: JSONField, directionalOnly: Bool = false) throws(DocumentReadError) -> LayoutMargins {
        let allowed = directionalOnly
            ? ["top", "leading", "bottom", "trailing"] : ["top", "leading", "bottom", "trailing", "left", "right"]
        let object = try field.object(allowed: allowed, what: "margins")
        func side(_ key: String) throws(DocumentReadError) -> Double { try object[key]?.points ?? 0 }
        let directional = object.has("leading") || object.has("trailing")
        let fixed = object.has("left") || object.has("right")
        if directional && fixed {
            throw field.error("margins take leading/trailing or left/right, not both")
        }
        if fixed {
            return .fixed(
                EdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right")))
        }
        return .directional(
            DirectionalInsets(
                top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing")))
    }

    static func autoresizingMask(_ field: JSONField) throws(DocumentReadError) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        let names = AutoresizingMask.named.map(\.name)
        for entry in try field.array {
            let name = try entry.string
            guard let option = AutoresizingMask.named.first(where: { $0.name == name }) else {
                var message = "unknown autoresizing mask \(EchoedName.quoted(name))"
                if let guess = NameSuggestion.closest(to: name, among: names) { message += " (did you mean '\(guess)'?)" }
                throw entry.error(message + "; expected one of \(names.joined(separator: ", "))")
            }
            mask.insert(option.mask)
        }
        return mask
    }
}
