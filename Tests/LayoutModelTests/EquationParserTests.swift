import LayoutModel
import Testing

@Suite("Equation strings")
struct EquationParserTests {
    private func spec(
        _ text: String, _ first: AnchorReference, _ relation: Relation, _ second: AnchorReference?,
        multiplier: Double = 1, constant: Double = 0, priority: Priority = .required
    ) -> ConstraintSpec {
        ConstraintSpec(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority, origin: .equation(text))
    }

    @Test("known answers", arguments: [
        ("title.leading == root.leadingMargin", AnchorReference("title", .leading), Relation.equal,
         AnchorReference("root", .leadingMargin) as AnchorReference?, 1.0, 0.0, 1000.0),
        ("title.top == root.safeArea.top + 20 @750", AnchorReference("title", .top), .equal,
         AnchorReference(ItemReference("root", guide: .safeArea), .top), 1, 20, 750),
        ("title.top >= root.safeArea.top + 8", AnchorReference("title", .top), .greaterThanOrEqual,
         AnchorReference(ItemReference("root", guide: .safeArea), .top), 1, 8, 1000),
        ("a.height == b.width * 2", AnchorReference("a", .height), .equal, AnchorReference("b", .width), 2, 0, 1000),
        ("a.height == 0.5 * b.width", AnchorReference("a", .height), .equal, AnchorReference("b", .width), 0.5, 0, 1000),
        ("a.height<=0.5*b.width-3.25@low", AnchorReference("a", .height), .lessThanOrEqual,
         AnchorReference("b", .width), 0.5, -3.25, 250),
        ("a.width = 100", AnchorReference("a", .width), .equal, nil, 1, 100, 1000),
        ("a.width >= -5 @ fittingSize", AnchorReference("a", .width), .greaterThanOrEqual, nil, 1, -5, 50),
        ("a.trailing == b.trailing - 5 @high", AnchorReference("a", .trailing), .equal,
         AnchorReference("b", .trailing), 1, -5, 750),
        ("  s.frameLayout.width\t== s.contentLayout.width * 1e-1 + 1.5E+2 @required ",
         AnchorReference(ItemReference("s", guide: .frameLayout), .width), .equal,
         AnchorReference(ItemReference("s", guide: .contentLayout), .width), 0.1, 150, 1000),
        ("a.width == -1 * b.width + .5 @999.5", AnchorReference("a", .width), .equal,
         AnchorReference("b", .width), -1, 0.5, 999.5),
        ("g.centerX == r.readableContent.centerX @1", AnchorReference("g", .centerX), .equal,
         AnchorReference(ItemReference("r", guide: .readableContent), .centerX), 1, 0, 1),
        ("a.lastBaseline == b.firstBaseline * -2 + 0", AnchorReference("a", .lastBaseline), .equal,
         AnchorReference("b", .firstBaseline), -2, 0, 1000),
        // Line breaks and a no-break space between the tokens are spaces too.
        ("a.top ==\r\n\u{A0}b.bottom + 8\n", AnchorReference("a", .top), .equal,
         AnchorReference("b", .bottom), 1, 8, 1000),
    ])
    func knownAnswers(
        text: String, first: AnchorReference, relation: Relation, second: AnchorReference?,
        multiplier: Double, constant: Double, priority: Double
    ) throws {
        let parsed = try ConstraintSpec(equation: text)
        let expected = spec(
            text, first, relation, second, multiplier: multiplier, constant: constant,
            priority: try #require(Priority(rawValue: priority)))
        #expect(parsed == expected)
    }

    @Test("printing", arguments: [
        ("a.height == b.width * 2", "a.height == 2 * b.width"),
        ("a.width >= -5 @fittingSize", "a.width >= -5 @50"),
        ("a.trailing = b.trailing - 5.5 @high", "a.trailing == b.trailing - 5.5 @750"),
        ("title.top == root.safeArea.top + 20", "title.top == root.safeArea.top + 20"),
        ("a.width == b.width * 0.00001", "a.width == 1e-05 * b.width"),
    ])
    func printing(text: String, printed: String) throws {
        #expect(try ConstraintSpec(equation: text).equationString == printed)
    }

    @Test("errors point at the offending character", arguments: [
        ("", 0, "Expected an item name (a letter or '_', then letters, digits or '_')"),
        ("a.width", 7, "Expected a relation: ==, <= or >="),
        ("a == b.width", 1, "Expected '.' and an attribute after the item name"),
        ("a.wdth == 5", 2, "Unknown attribute 'wdth' (did you mean 'width'?)"),
        ("a.Top == 5", 2, "Unknown attribute 'Top' (did you mean 'top'?)"),
        ("a.centerx == b.centerX", 2, "Unknown attribute 'centerx' (did you mean 'centerX'?)"),
        ("a.topAnchor == b.top", 2, "Unknown attribute 'topAnchor' (did you mean 'top'?)"),
        ("a.leadingMarginAnchor == b.top", 2, "Unknown attribute 'leadingMarginAnchor' (did you mean 'leadingMargin'?)"),
        ("a.middle == 5", 2, "Unknown attribute 'middle'"),
        ("a.notAnAttribute == 5", 2, "Unknown attribute 'notAnAttribute'"),
        ("a. == 5", 2, "Expected an attribute after '.'"),
        ("a.safe.top == b.top", 2, "Unknown layout guide 'safe'. Built-in guides are safeArea, layoutMargins, readableContent, contentLayout, frameLayout, keyboard"),
        ("a.safearea.top == b.top", 2, "Unknown layout guide 'safearea' (did you mean 'safeArea'?). Built-in guides are safeArea, layoutMargins, readableContent, contentLayout, frameLayout, keyboard"),
        ("a.b.c.top == b.top", 5, "Too many parts in an item name: use ITEM.ATTR or ITEM.GUIDE.ATTR"),
        ("a.top =< b.top", 7, "Expected an item name, a multiplier or a constant"),
        ("a.top > b.top", 6, "Expected a relation: ==, <= or >="),
        ("a.top == ", 9, "Expected an item name, a multiplier or a constant"),
        ("a.top == b.top +", 16, "Expected a number"),
        ("a.top == b.top + x", 17, "Expected a number"),
        ("a.width == 2 *", 14, "Expected an item name after the multiplier"),
        ("a.width == 2 * b.width * 3", 23, "The multiplier was already given before the item"),
        ("a.width == b.width * x", 21, "Expected a number"),
        ("a.width == 1e", 12, "Expected the digits of an exponent"),
        ("a.width == 1e999", 11, "Number out of range"),
        ("a.width == 10 @", 15, "Expected a priority: 1 to 1000, required, high, low or fittingSize"),
        ("a.width == 10 @0", 15, "Priority 0 is out of range. Priorities go from 1 to 1000"),
        ("a.width == 10 @1001", 15, "Priority 1001 is out of range. Priorities go from 1 to 1000"),
        ("a.width == 10 @medium", 15, "Unknown priority 'medium'. Use 1 to 1000, required, high, low or fittingSize"),
        ("a.width == 10 @750 @750", 19, "A priority was already given"),
        ("a.width == 10 b", 14, "Expected the end of the constraint"),
        ("a.width == b.width + 1 + 2", 23, "Expected the end of the constraint"),
        ("é.width == 1", 0, "Expected an item name (a letter or '_', then letters, digits or '_')"),
        // Offsets count characters, not bytes: `é` as e + U+0301 is one character of
        // three bytes, `\r\n` one of two, and 👍🏽 one of eight.
        ("a.top == e\u{301}.top", 9, "Expected an item name, a multiplier or a constant"),
        ("a.top ==\r\nb.top + x", 17, "Expected a number"),
        ("a.width == 👍🏽", 11, "Expected an item name, a multiplier or a constant"),
        ("a.wïdth == 5", 2, "Unknown attribute 'w'"),
    ])
    func errors(text: String, offset: Int, message: String) {
        #expect(throws: EquationParseError(text: text, offset: offset, message: message)) {
            try ConstraintSpec(equation: text)
        }
    }

    @Test("error description shows a caret under the character")
    func caret() {
        let error = EquationParseError(text: "a.wdth == 5", offset: 2, message: "Unknown attribute 'wdth'")
        #expect(error.description == "Unable to parse constraint: Unknown attribute 'wdth'\na.wdth == 5\n  ^")
        let end = EquationParseError(text: "\ta.top ==", offset: 9, message: "m")
        #expect(end.description == "Unable to parse constraint: m\n\ta.top ==\n\t        ^")
    }
}
