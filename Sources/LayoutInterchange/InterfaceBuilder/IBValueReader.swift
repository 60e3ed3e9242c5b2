import LayoutModel

/// Reads the values of Interface Builder attributes, each with its documented default
/// (IB-NOTES.md §1.4, §1.5, §1.9), throwing an ``IBImportError`` that names the file and
/// line for anything unreadable. Numbers must be finite: the solver refuses NaN and
/// infinity at the door (DESIGN.md, "The solver").
struct IBValueReader {
    var fileName: String

    func error(_ element: IBElement, _ message: String) -> IBImportError {
        IBImportError(.invalidValue, fileName: fileName, line: element.line, message)
    }

    /// A finite decimal, or nil when the attribute is absent.
    ///
    /// At most ``ConstraintSpec/largestConstant`` in magnitude, the bound the JSON
    /// format puts on lengths: every number read here is a length, a font size, a
    /// priority or a count of lines, so a larger one is a damaged file. A recorded frame
    /// of 1e308 passed here, and its document's JSON export could not be imported back.
    func number(_ element: IBElement, _ attribute: String) throws(IBImportError) -> Double? {
        guard let text = element[attribute] else { return nil }
        guard let value = Self.decimal(text) else {
            throw error(element, "\(attribute)=\"\(text.prefix(40))\" on <\(element.name)> is not a finite number")
        }
        guard abs(value) <= ConstraintSpec.largestConstant else {
            throw error(
                element,
                "\(attribute)=\"\(text.prefix(40))\" on <\(element.name)> is out of range: a length in points must be at most "
                    + "\(JSONNumberText.text(ConstraintSpec.largestConstant)) in magnitude")
        }
        return value
    }

    /// A plain decimal (`20`, `-0.5`, `64.666666666666671`, `1e-3`); no `nan`, `inf` or hex.
    static func decimal(_ text: String) -> Double? {
        guard !text.isEmpty,
            text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || "+-.eE".unicodeScalars.contains($0) }),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// A multiplier in any of IB's three forms: `a:b`, `a/b` or a decimal; the value is
    /// a÷b (IB-NOTES.md §1.4, pitfall 2). A zero divisor or a non-finite result is refused.
    /// Spaces around the numbers are allowed: Xcode keeps the ratio as it was typed, and
    /// shipped storyboards hold `3: 2` and `1: 1` (Beam, Xcode 9 to 11), which Xcode reads
    /// as 3:2 and 1:1.
    func multiplier(_ element: IBElement) throws(IBImportError) -> Double {
        guard let text = element["multiplier"] else { return 1 }
        do {
            return try Self.multiplier(text)
        } catch .dividesByZero {
            throw self.error(element, "multiplier=\"\(text.prefix(40))\" divides by zero")
        } catch {
            throw self.error(element, "multiplier=\"\(text.prefix(40))\" is not a number, 'a:b' or 'a/b'")
        }
    }

    /// Why a multiplier's text is refused: the message differs.
    enum MultiplierProblem: Error {
        case unreadable
        case dividesByZero
    }

    static func multiplier(_ text: String) throws(MultiplierProblem) -> Double {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = decimal(trimmingSpaces(parts[0])), let b = decimal(trimmingSpaces(parts[1])) else {
                throw .unreadable
            }
            guard b != 0 else { throw .dividesByZero }
            let value = a / b
            guard value.isFinite else { throw .unreadable }
            return value
        }
        guard let value = decimal(trimmingSpaces(Substring(text))) else { throw .unreadable }
        return value
    }

    /// `text` without the spaces and tabs around it.
    static func trimmingSpaces(_ text: Substring) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    /// A priority 1…1000, or nil when absent.
    func priority(_ element: IBElement, _ attribute: String) throws(IBImportError) -> Priority? {
        guard let value = try number(element, attribute) else { return nil }
        guard let priority = Priority(rawValue: value) else {
            throw error(element, "\(attribute)=\"\(value)\" is not a priority between 1 and 1000")
        }
        return priority
    }

    /// A layout attribute by IB's name: the document spelling, plus `baseline` for
    /// lastBaseline (IB-NOTES.md §1.4).
    func attribute(_ element: IBElement, _ name: String) throws(IBImportError) -> LayoutAttribute {
        guard let text = element[name] else {
            throw error(element, "<constraint> has no \(name)")
        }
        if text == "baseline" { return .lastBaseline }
        guard let attribute = LayoutAttribute(rawValue: text), attribute != .notAnAttribute else {
            throw error(element, "\(name)=\"\(text.prefix(40))\" is not a layout attribute")
        }
        return attribute
    }

    func relation(_ element: IBElement) throws(IBImportError) -> Relation {
        switch element["relation"] {
        case nil, "equal"?: return .equal
        case "greaterThanOrEqual"?: return .greaterThanOrEqual
        case "lessThanOrEqual"?: return .lessThanOrEqual
        case let other?: throw error(element, "relation=\"\(other.prefix(40))\" is not a relation")
        }
    }

    /// A `<rect key="frame" x y width height>` (missing values are 0).
    func rect(_ element: IBElement) throws(IBImportError) -> LayoutRect {
        LayoutRect(
            x: try number(element, "x") ?? 0, y: try number(element, "y") ?? 0,
            width: try number(element, "width") ?? 0, height: try number(element, "height") ?? 0)
    }

    /// Xcode 8 beta's `<frame key="frameInset" minX minY width height maxX maxY>`,
    /// relative to the superview's size (IB-NOTES.md §1.3).
    ///
    /// Decision (only `minX/minY/width/height` were observed): a missing `minX`/`minY`
    /// is 0 unless `maxX`/`maxY` and the size place the edge from the far side; `maxX`/`maxY`
    /// are insets from the superview's far edges; a missing width or height spans between
    /// the two insets, else 0.
    func frameInset(_ element: IBElement, superviewSize: LayoutSize?) throws(IBImportError) -> LayoutRect {
        func axis(_ minKey: String, _ sizeKey: String, _ maxKey: String, _ extent: Double?) throws(IBImportError)
            -> (Double, Double)
        {
            let low = try number(element, minKey)
            let size = try number(element, sizeKey)
            let high = try number(element, maxKey)
            switch (low, size, high, extent) {
            case (nil, let size?, let high?, let extent?): return (extent - high - size, size)
            case (let low, nil, let high?, let extent?): return (low ?? 0, extent - (low ?? 0) - high)
            default: return (low ?? 0, size ?? 0)
            }
        }
        let (x, width) = try axis("minX", "width", "maxX", superviewSize?.width)
        let (y, height) = try axis("minY", "height", "maxY", superviewSize?.height)
        return LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// A `<fontDescription>`: a Dynamic Type style (`UICTFontTextStyleBody`, `…Title0` =
    /// largeTitle) or a point size with a weight (IB-NOTES.md §1.9).
    ///
    /// Decisions: `italicSystem` is the regular system font (the model has no italics);
    /// a custom font (`name=`/`family=`) becomes the system font at its point size, with
    /// the weight its PostScript name ends in (`-Bold`, `-Semibold`, …) or regular. An
    /// unknown text style or a font with no size is nil (the class default).
    func font(_ element: IBElement) throws(IBImportError) -> FontDescriptor? {
        if let style = element["style"] {
            return Self.textStyles[style].map { .textStyle($0) }
        }
        guard let size = try number(element, "pointSize"), size > 0 else { return nil }
        var weight = FontWeight.regular
        if element["type"] == "boldSystem" { weight = .bold }
        if let named = element["weight"], let value = FontWeight(rawValue: named) { weight = value }
        if element["type"] == nil, let name = element["name"], let named = Self.weight(ofFontNamed: name) { weight = named }
        return .system(size: size, weight: weight)
    }

    /// An attributed run's `<font key="NSFont" size=… metaFont=…|name=…>` (the archived
    /// font object, not a `<fontDescription>`): the system font at `size`, bold for a
    /// `metaFont` such as `systemBold`, a named font's weight from its name as for
    /// `<fontDescription name=…>`. Nil without a positive size.
    func attributedFont(_ element: IBElement) throws(IBImportError) -> FontDescriptor? {
        guard let size = try number(element, "size"), size > 0 else { return nil }
        var weight = FontWeight.regular
        if let meta = element["metaFont"], meta.lowercased().hasSuffix("bold") { weight = .bold }
        if let name = element["name"], let named = Self.weight(ofFontNamed: name) { weight = named }
        return .system(size: size, weight: weight)
    }

    /// The weight a custom font's PostScript name says (`Avenir-Heavy`, `HelveticaNeue-Bold`),
    /// nil when it names none (measured as the system font of that weight, Documentation/Text.md).
    static func weight(ofFontNamed name: String) -> FontWeight? {
        let name = name.lowercased()
        let suffixes: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("semibold", .semibold), ("demibold", .semibold),
            ("bold", .bold), ("medium", .medium), ("light", .light), ("thin", .thin), ("heavy", .heavy), ("black", .black),
        ]
        return suffixes.first { name.hasSuffix($0.0) || name.contains("-\($0.0)") }?.1
    }

    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1,
        "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
        "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
        "UICTFontTextStyleCaption2": .caption2,
    ]

    /// A text field's `borderStyle`: missing means `none` (Xcode writes the attribute only
    /// for another style; its library field writes `roundedRect`).
    func borderStyle(_ element: IBElement) throws(IBImportError) -> TextFieldBorderStyle {
        guard let text = element["borderStyle"] else { return .none }
        guard let style = TextFieldBorderStyle(rawValue: text) else {
            throw error(element, "borderStyle=\"\(text.prefix(40))\" is not a text field border style (none, line, bezel, roundedRect)")
        }
        return style
    }

    /// An activity indicator's `style`: missing means nil (the model's `medium`).
    func activityIndicatorStyle(_ element: IBElement) throws(IBImportError) -> ActivityIndicatorStyle? {
        guard let text = element["style"] else { return nil }
        guard let style = ActivityIndicatorStyle(rawValue: text) else {
            let names = ActivityIndicatorStyle.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(element, "style=\"\(text.prefix(40))\" is not an activity indicator style (\(names))")
        }
        return style
    }

    /// A search bar's `searchBarStyle`: missing means nil (UIKit's `default`, which Xcode
    /// writes as no attribute).
    func searchBarStyle(_ element: IBElement) throws(IBImportError) -> SearchBarStyle? {
        guard let text = element["searchBarStyle"] else { return nil }
        guard let style = SearchBarStyle(rawValue: text) else {
            throw error(element, "searchBarStyle=\"\(text.prefix(40))\" is not a search bar style (default, prominent, minimal)")
        }
        return style
    }

    /// A `<buttonConfiguration>`'s `style`: missing means `plain` (Xcode writes the
    /// style it offers first, and every configuration of the corpus and the sweeps names
    /// one).
    func buttonConfigurationStyle(_ configuration: IBElement) throws(IBImportError) -> ButtonConfigurationStyle {
        guard let text = configuration["style"] else { return .plain }
        guard let style = ButtonConfigurationStyle(rawValue: text) else {
            let names = ButtonConfigurationStyle.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(configuration, "style=\"\(text.prefix(40))\" is not a button configuration style (\(names))")
        }
        return style
    }

    /// A date picker's `style`: missing means nil (the document does not say).
    func datePickerStyle(_ element: IBElement) throws(IBImportError) -> DatePickerStyle? {
        guard let text = element["style"] else { return nil }
        guard let style = DatePickerStyle(rawValue: text) else {
            let names = DatePickerStyle.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(element, "style=\"\(text.prefix(40))\" is not a date picker style (\(names))")
        }
        return style
    }

    /// A table view's `style`: missing (or `plain`) means nil, UIKit's default.
    func tableStyle(_ element: IBElement) throws(IBImportError) -> TableViewStyle? {
        guard let text = element["style"] else { return nil }
        guard let style = TableViewStyle(rawValue: text) else {
            throw error(element, "style=\"\(text.prefix(40))\" is not a table view style (plain, grouped, insetGrouped)")
        }
        return style == .plain ? nil : style
    }

    /// A table view's `separatorStyle`: `none`, else a single line: Xcode's `default`, an
    /// older file's `singleLine`, or iOS 6's etched line, which later releases draw as a
    /// single line (missing means `default`).
    func separatorStyle(_ element: IBElement) throws(IBImportError) -> TableSeparatorStyle {
        switch element["separatorStyle"] {
        case nil, "default", "singleLine", "singleLineEtched": return .singleLine
        case "none": return .none
        case let text?:
            throw error(
                element,
                "separatorStyle=\"\(text.prefix(40))\" is not a table separator style (default, singleLine, singleLineEtched, none)")
        }
    }

    /// A button's `<inset key="contentEdgeInsets" minX= minY= maxX= maxY=>` (left, top,
    /// right, bottom); nil when the button has none.
    func contentEdgeInsets(_ element: IBElement) throws(IBImportError) -> EdgeInsets? {
        guard let inset = element.child(named: "inset", key: "contentEdgeInsets") else { return nil }
        return EdgeInsets(
            top: try number(inset, "minY") ?? 0, left: try number(inset, "minX") ?? 0,
            bottom: try number(inset, "maxY") ?? 0, right: try number(inset, "maxX") ?? 0)
    }

    /// A stack's `axis`: missing means horizontal (IB-NOTES.md §1.5).
    func axis(_ element: IBElement) throws(IBImportError) -> LayoutAxis? {
        guard let text = element["axis"] else { return nil }
        guard let axis = LayoutAxis(rawValue: text) else { throw error(element, "axis=\"\(text.prefix(40))\" is not an axis") }
        return axis
    }

    func distribution(_ element: IBElement) throws(IBImportError) -> StackDistribution? {
        guard let text = element["distribution"] else { return nil }
        guard let value = StackDistribution(rawValue: text) else {
            throw error(element, "distribution=\"\(text.prefix(40))\" is not a stack distribution")
        }
        return value
    }

    /// A stack's alignment, mapped by the axis in effect: IB writes `top`/`bottom` for
    /// leading/trailing on vertical stacks too (IB-NOTES.md §1.5, pitfall 3), and
    /// `leading`/`trailing` may come back on a horizontal one after an axis variation.
    func alignment(_ element: IBElement, axis: LayoutAxis) throws(IBImportError) -> StackAlignment? {
        guard let text = element["alignment"] else { return nil }
        guard let value = StackAlignment(rawValue: text) else {
            throw error(element, "alignment=\"\(text.prefix(40))\" is not a stack alignment")
        }
        switch (value, axis) {
        case (.top, .vertical): return .leading
        case (.bottom, .vertical): return .trailing
        case (.leading, .horizontal): return .top
        case (.trailing, .horizontal): return .bottom
        default: return value
        }
    }

    /// A variation key (`default`, `widthClass=compact`, `heightClass=regular-widthClass=compact`)
    /// as a predicate; nil for `userInterfaceIdiom=mac`, which no layoutdb trait collection
    /// has (the model's idioms are phone and pad), so the importer reports and skips it.
    func predicate(_ element: IBElement) throws(IBImportError) -> TraitPredicate? {
        guard let key = element["key"] else { throw error(element, "<variation> has no key") }
        var predicate = TraitPredicate.any
        if key == "default" { return predicate }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { throw error(element, "variation key \"\(key.prefix(60))\" is not understood") }
            let value = pair[1]
            switch pair[0] {
            case "widthClass", "heightClass":
                guard let sizeClass = SizeClass(rawValue: String(value)), sizeClass != .unspecified else {
                    throw error(element, "variation key \"\(key.prefix(60))\" has an unknown size class '\(value.prefix(20))'")
                }
                if pair[0] == "widthClass" { predicate.widthClass = sizeClass } else { predicate.heightClass = sizeClass }
            case "userInterfaceIdiom":
                if value == "mac" { return nil }
                guard let idiom = UserInterfaceIdiom(rawValue: String(value)) else {
                    throw error(element, "variation key \"\(key.prefix(60))\" has an unknown idiom '\(value.prefix(20))'")
                }
                predicate.idiom = idiom
            default:
                throw error(element, "variation key \"\(key.prefix(60))\" is not understood")
            }
        }
        return predicate
    }
}
