/// What an Interface Builder file says about a text view beyond ``ViewContent``: the
/// attributes that decide how UIKit sizes its text but that the layout model does not
/// (yet) take, kept so a check against recorded frames can group views by them
/// (`layoutdb system text-fidelity`).
///
/// Values are the file's own spellings (`buttonType="roundedRect"`, a configuration's
/// `style="filled"`), nil where the file says nothing.
public struct InterfaceBuilderTextAttributes: Hashable, Sendable {
    /// The element: `label`, `button`, `textField`, `textView`.
    public var element: String
    /// A button's `buttonType` (`system`, `roundedRect`, `custom`, `infoLight`, …).
    public var buttonType: String?
    /// A button's `<buttonConfiguration>` style (`plain`, `filled`, `tinted`, `gray`, …):
    /// an iOS 15 configuration button.
    public var configurationStyle: String?
    /// The font as the file writes it: `system`, `boldSystem`, `italicSystem`,
    /// `system/semibold` (a weight), `textStyle`, `custom`; nil when there is no
    /// `<fontDescription>` (the class default).
    public var fontKind: String?
    /// A custom font's PostScript `name` (`Avenir-Heavy`).
    public var fontName: String?
    /// Whether the text is an `<attributedString>` (its runs carry their own fonts).
    public var isAttributed: Bool
    /// `adjustsFontSizeToFit="YES"`.
    public var adjustsFontSizeToFit: Bool
    /// `lineBreakMode` (`tailTruncation`, `wordWrap`, …).
    public var lineBreakMode: String?
    /// A text field's `borderStyle` (`roundedRect`, `none`, `line`, `bezel`).
    public var borderStyle: String?
    /// A text view's `scrollEnabled="NO"`: only then does it size to its text.
    public var scrollDisabled: Bool
    /// The button has an image (`<state image=…>` or a configuration `image`).
    public var hasImage: Bool
    /// Non-zero content or title edge insets (`<inset key="contentEdgeInsets">`, …).
    public var hasInsets: Bool

    init(_ element: IBElement) {
        self.element = element.name
        buttonType = element["buttonType"]
        let configuration = element.child(named: "buttonConfiguration")
        configurationStyle = configuration.map { $0["style"] ?? "plain" }
        let font = element.child(named: "fontDescription", key: "fontDescription")
            ?? configuration?.child(named: "fontDescription")
        fontKind = font.map(Self.fontKind)
        fontName = font?["name"]
        // `userComments` is an attributed string too: the designer's note, not the text.
        isAttributed = element.child(named: "attributedString", key: "attributedText") != nil
            || element.children(named: "state").contains { $0.child(named: "attributedString") != nil }
            || configuration?.child(named: "attributedString") != nil
        adjustsFontSizeToFit = element.flag("adjustsFontSizeToFit")
        lineBreakMode = element["lineBreakMode"]
        borderStyle = element["borderStyle"]
        scrollDisabled = element["scrollEnabled"] == "NO"
        let states = element.children(named: "state")
        hasImage = states.contains { $0["image"] != nil } || configuration?["image"] != nil
        hasInsets = element.children(named: "inset").contains { inset in
            ["minX", "minY", "maxX", "maxY"].contains { (Double(inset[$0] ?? "0") ?? 0) != 0 }
        }
    }

    static func fontKind(_ font: IBElement) -> String {
        if font["style"] != nil { return "textStyle" }
        if let type = font["type"] { return font["weight"].map { "\(type)/\($0)" } ?? type }
        return font["name"] != nil || font["family"] != nil ? "custom" : "unknown"
    }

    /// Elements whose attributes are kept.
    static let elements: Set<String> = ["label", "button", "textField", "textView"]
}
