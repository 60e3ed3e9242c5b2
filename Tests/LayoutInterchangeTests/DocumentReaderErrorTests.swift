import LayoutInterchange
import Testing

@Suite("Document reader errors")
struct DocumentReaderErrorTests {
    /// A small valid document; `constraints` and `variants` are spliced in on lines 9 and 12.
    static func document(
        constraints: String = #""title.top == root.top""#, variants: String = "", view: String = ""
    ) -> String {
        """
        {
          "layoutdb": 1,
          "name": "login",
          "root": { "id": "root", "class": "UIView", "subviews": [
            { "id": "title", "class": "UILabel", "text": "Hi", "textStyle": "title1"\(view) },
            { "id": "form", "class": "UIStackView", "axis": "vertical", "arrangedSubviews": [] }
          ] },
          "constraints": [
            \(constraints)
          ],
          "variants": [
            \(variants)
          ]
        }
        """
    }

    func failure(_ text: String, file: String = "login.json") -> String { readFailure(text, file: file) }

    @Test("the base document reads")
    func baseReads() { #expect(failure(Self.document()) == "read") }

    @Test("syntax errors carry the file and position and no path")
    func syntax() {
        #expect(failure(Self.document(constraints: #""title.top == root.top","#)) == "login.json:10:3: trailing comma before ']'")
    }

    @Test("unknown items in constraints, with did-you-mean, at the entry")
    func unknownItem() {
        let text = Self.document(constraints: #""title.top == root.top", "titel.leading == root.leading""#)
        #expect(failure(text) == "login.json:9:30: constraints[1]: unknown item 'titel' (did you mean 'title'?)")
    }

    @Test("unknown keys name the closest allowed key and point at the key")
    func unknownKey() {
        #expect(failure(Self.document(view: #", "textstyle": "body""#))
            == "login.json:5:79: root.subviews[0].textstyle: unknown key 'textstyle' in view (did you mean 'textStyle'?)")
        #expect(failure(Self.document(constraints: #"{ "first": "title.width", "constnat": 5 }"#))
            == "login.json:9:31: constraints[0].constnat: unknown key 'constnat' in constraint (did you mean 'constant'?)")
    }

    @Test("wrong types and bad enum values list what is allowed")
    func typesAndEnums() {
        #expect(failure(Self.document(view: #", "numberOfLines": "two""#))
            == "login.json:5:96: root.subviews[0].numberOfLines: expected a number, found a string")
        #expect(failure(Self.document(view: #", "hidden": 1"#))
            == "login.json:5:89: root.subviews[0].hidden: expected true or false, found a number")
        #expect(failure(Self.document(variants: #"{ "when": "wR", "view": "form", "set": { "axis": "diagonal" } }"#))
            == "login.json:12:54: variants[0].set.axis: unknown axis 'diagonal'; expected one of horizontal, vertical")
        #expect(failure(Self.document(view: #", "semanticContentAttribute": "forceLeftToRigth""#)).hasSuffix(
            "unknown semanticContentAttribute 'forceLeftToRigth' (did you mean 'forceLeftToRight'?); expected one of "
                + "unspecified, playback, spatial, forceLeftToRight, forceRightToLeft"))
    }

    /// A frame of 1e308 is finite, but its origin plus its size is not: it used to read,
    /// then fail every solve as an internal engine error naming no view. Lengths are held
    /// to a constraint constant's range, at the door, naming the value.
    @Test("lengths beyond a billion points are refused where they are written")
    func hugeLengths() {
        #expect(failure(Self.document(view: #", "frame": {"x": 0, "y": 0, "width": 1e308, "height": 1}"#))
            == "login.json:5:114: root.subviews[0].frame.width: 1e+308 is out of range: a length in points must be at most 1000000000 in magnitude")
        #expect(failure(Self.document(view: #", "layoutMargins": {"top": -2e9}"#)).hasSuffix(
            "root.subviews[0].layoutMargins.top: -2000000000 is out of range: a length in points must be at most 1000000000 in magnitude"))
        #expect(failure(Self.document(view: #", "intrinsicContentSize": {"width": 1e10}"#)).hasSuffix(
            "root.subviews[0].intrinsicContentSize.width: 10000000000 is out of range: a length in points must be at most 1000000000 in magnitude"))
        #expect(failure(Self.document(variants: #"{ "when": "wR", "view": "form", "set": { "spacing": 1e300 } }"#)).hasSuffix(
            "variants[0].set.spacing: 1e+300 is out of range: a length in points must be at most 1000000000 in magnitude"))
        #expect(failure(Self.document(view: #", "frame": {"x": -1e9, "y": 0, "width": 1e9, "height": 1}"#)) == "read")
    }

    /// What a Visual Format string expands to was first checked by the engine, whose error
    /// named only the document: "layoutdb: login: Invalid constraint …".
    @Test("a visual format entry that expands to an invalid constraint is refused at its entry")
    func visualFormatExpansionIsValidated() {
        let text = failure(Self.document(constraints: #"{ "visual": "H:|-(1e300)-[title]-|" }"#))
        #expect(text.hasPrefix("login.json:9:5: constraints[0]: Invalid constraint H:|-(1e300)-[title]-| "), "\(text)")
        #expect(text.hasSuffix("The constant must be at most 1000000000.0 in magnitude, not 1e+300: layoutdb solves in double "
            + "precision, and larger numbers lose the exactness a layout needs"), "\(text)")
    }

    /// An unknown design device imported, then failed every solve without --device as
    /// "Error: Unknown device", a usage error about an option nobody gave.
    @Test("the design device must be one the catalog knows, by any of its names")
    func designDevice() {
        let unknown = Self.document().replacingOccurrences(of: "\"name\": \"login\",", with: "\"name\": \"login\", \"designDevice\": \"nope\",")
        #expect(failure(unknown) == "login.json:3:36: designDevice: Unknown device 'nope' (`layoutdb devices` lists them)")
        let known = Self.document().replacingOccurrences(of: "\"name\": \"login\",", with: "\"name\": \"login\", \"designDevice\": \"iPhone 15\",")
        #expect(failure(known) == "read")
    }

    @Test("the format version must be present and 1")
    func version() {
        let missing = Self.document().replacingOccurrences(of: "\"layoutdb\": 1,", with: "")
        #expect(failure(missing) == "login.json:1:1: missing key 'layoutdb' (the format version, 1)")
        let two = Self.document().replacingOccurrences(of: "\"layoutdb\": 1", with: "\"layoutdb\": 2")
        #expect(failure(two) == "login.json:2:15: layoutdb: unsupported format version 2; this reader reads version 1")
    }

    @Test("ids must be identifiers")
    func ids() {
        let text = Self.document().replacingOccurrences(of: #""id": "form""#, with: #""id": "2form""#)
        #expect(failure(text)
            == "login.json:6:13: root.subviews[1].id: id '2form' must be an ASCII letter or '_' followed by ASCII letters, digits or '_'")
        // 日本 is letters to a reader of the message, not to the id rule: "a letter" alone
        // left the user wondering what was wrong.
        let unicode = Self.document().replacingOccurrences(of: #""id": "form""#, with: #""id": "日本""#)
        #expect(failure(unicode)
            == "login.json:6:13: root.subviews[1].id: id '日本' must be an ASCII letter or '_' followed by ASCII letters, digits or '_'")
    }

    @Test("equation errors point at the column inside the string")
    func equationColumn() {
        #expect(failure(Self.document(constraints: #""title.top == root.topp""#))
            == "login.json:9:24: constraints[0]: Unknown attribute 'topp' (did you mean 'top'?) in 'title.top == root.topp'")
        #expect(failure(Self.document(constraints: #""title.top == root.top @9000""#))
            == "login.json:9:29: constraints[0]: Priority 9000 is out of range. Priorities go from 1 to 1000 in 'title.top == root.top @9000'")
        #expect(failure(Self.document(constraints: #"{ "first": "title.widht" }"#))
            == "login.json:9:23: constraints[0].first: Unknown attribute 'widht' (did you mean 'width'?) in 'title.widht'")
    }

    /// An unknown view in a Visual Format string was left to validation, which named the
    /// entry in UIKit's three-line message; it is now named at its character, with the
    /// view it is nearest to, as an equation's unknown item is.
    @Test("Visual Format errors point inside the string, unknown views too")
    func visualFormat() {
        #expect(failure(Self.document(constraints: #"{ "visual": "H:|-[title]-" }"#))
            .hasPrefix("login.json:9:30: constraints[0].visual: Expected a view or '|' in 'H:|-[title]-'"))
        #expect(failure(Self.document(constraints: #"{ "visual": "H:|-[titel]-|" }"#))
            == "login.json:9:23: constraints[0].visual: unknown view 'titel' (did you mean 'title'?) in 'H:|-[titel]-|'")
        #expect(failure(Self.document(constraints: #"{ "visual": "V:|[title][nothingLikeIt(20)]" }"#))
            == "login.json:9:29: constraints[0].visual: unknown view 'nothingLikeIt' in 'V:|[title][nothingLikeIt(20)]'")
        // A custom guide is no view: UIKit's views dictionary cannot hold one.
        let guided = Self.document(constraints: #"{ "visual": "V:|[title][column]" }"#)
            .replacingOccurrences(of: "\"constraints\": [", with: "\"guides\": [{\"id\": \"column\", \"owner\": \"root\"}], \"constraints\": [")
        #expect(failure(guided) == "login.json:9:29: constraints[0].visual: 'column' is a layout guide, and a Visual Format "
            + "string places views only (write its constraints as equations) in 'V:|[title][column]'")
    }

    /// UIKit's parser looks a name in a spacing up in the metrics, then the views: one that
    /// is neither is an unknown metric (facts/vfl.md §5); only a view's name there is
    /// "a space equal to the width or height of a view". The reader used to offer every
    /// name of the string as a view, so a missing metric got the view message.
    @Test("a name in a spacing that is no metric and no view is UIKit's unknown metric, at the name")
    func visualFormatUnknownMetric() {
        let unknown = "Encountered metric with name \"pad\", but value was not specified in metrics or views dictionaries"
        #expect(failure(Self.document(constraints: #"{ "visual": "H:|-pad-[title]" }"#))
            .hasPrefix("login.json:9:22: constraints[0].visual: \(unknown) in 'H:|-pad-[title]'"))
        #expect(failure(Self.document(constraints: #"{ "visual": "H:|-(>=8,<=pad)-[title]" }"#))
            .hasPrefix("login.json:9:29: constraints[0].visual: \(unknown)"))
        #expect(failure(Self.document(constraints: #"{ "visual": "H:[title(==pad)]" }"#))
            .hasPrefix("login.json:9:29: constraints[0].visual: \(unknown)"))
        // A view of the document in a spacing, and a view in a size predicate.
        #expect(failure(Self.document(constraints: #"{ "visual": "V:[title]-form-|" }"#))
            .hasPrefix("login.json:9:28: constraints[0].visual: It's not possible to set a space equal to the width or height of a view."))
        #expect(failure(Self.document(constraints: #"{ "visual": "H:[title(==form)]" }"#)) == "read")
    }

    @Test("multipliers take a number or a ratio; priorities a number or a name")
    func multiplierAndPriority() throws {
        let ratio = try DocumentReader.read(
            Self.document(constraints: #"{ "first": "title.width", "second": "form.width", "multiplier": "1:2", "priority": "high" }"#),
            file: "login.json")
        guard case .single(let spec) = ratio.constraints[0] else { Issue.record("not a single constraint"); return }
        #expect(spec.multiplier == 0.5)
        #expect(spec.priority == .defaultHigh)
        #expect(failure(Self.document(constraints: #"{ "first": "title.width", "second": "form.width", "multiplier": "1:0" }"#))
            == "login.json:9:69: constraints[0].multiplier: multiplier '1:0' divides by zero; a ratio such as \"16:9\" needs a nonzero second number")
        #expect(failure(Self.document(constraints: #"{ "first": "title.width", "second": "form.width", "multiplier": "1:x" }"#))
            == "login.json:9:69: constraints[0].multiplier: multiplier '1:x' is not a number or a ratio such as \"1:2\"")
        #expect(failure(Self.document(constraints: #"{ "first": "title.width", "constant": 5, "priority": 0 }"#))
            == "login.json:9:58: constraints[0].priority: priority 0 is out of range; priorities go from 1 to 1000")
        #expect(failure(Self.document(constraints: #"{ "first": "title.width", "constant": 5, "priority": "medium" }"#))
            == "login.json:9:58: constraints[0].priority: unknown priority 'medium'; expected 1 to 1000, required, high, low or fittingSize")
    }

    @Test("validation errors map back to the entry: invalid pairs, variant targets and properties, duplicates")
    func validationMapped() {
        #expect(failure(Self.document(constraints: #""title.top == root.leading""#))
            == "login.json:9:5: constraints[0]: Invalid constraint title.top == root.leading: Invalid pairing of layout attributes: top and leading are on different axes")
        #expect(failure(Self.document(variants: #"{ "when": "wC", "view": "title", "set": { "spacing": 4 } }"#))
            == "login.json:12:5: variants[0]: view 'title' cannot take 'spacing': 'title' is not a UIStackView")
        #expect(failure(Self.document(variants: #"{ "when": "wC", "constraint": "gap", "installed": false }"#))
            == "login.json:12:5: variants[0]: unknown constraint 'gap'")
        #expect(failure(Self.document(variants: #"{ "when": "wX", "view": "form", "installed": false }"#))
            == "login.json:12:15: variants[0].when: unknown trait 'wX' (use wC, wR, hC, hR or *)")
        #expect(failure(Self.document(variants: #"{ "when": { "contentSize": ">=acessibilityMedium" }, "view": "form", "installed": false }"#))
            == "login.json:12:32: variants[0].when.contentSize: unknown content size category 'acessibilityMedium' (did you mean 'accessibilityMedium'?)")
        // A variant's constant or multiplier makes a constraint the rules refuse: refused
        // at the variant, where it imported and then failed every solve under its traits.
        let gap = #"{ "id": "gap", "equation": "title.top == root.top + 8" }"#
        let huge = failure(Self.document(constraints: gap, variants: #"{ "when": "wC", "constraint": "gap", "set": { "constant": 1e308 } }"#))
        #expect(huge.hasPrefix("login.json:12:5: variants[0]: Invalid constraint gap: The constant must be at most 1000000000.0 in magnitude, not 1e+308"), "\(huge)")
        let zero = failure(Self.document(constraints: gap, variants: #"{ "when": "wC", "constraint": "gap", "set": { "multiplier": 0 } }"#))
        #expect(zero.hasPrefix("login.json:12:5: variants[0]: "), "\(zero)")
        #expect(zero.contains("top"), "\(zero)")
        let duplicate = Self.document().replacingOccurrences(of: #""id": "form""#, with: #""id": "title""#)
        #expect(failure(duplicate) == "login.json:6:5: root.subviews[1]: id 'title' is used more than once")
    }
}
