import LayoutModel
import Testing

/// Known answers for the forms of facts/vfl.md §2 and the options of §3. Views a, b, c,
/// button, purpleBox, … live in `root`; `orphan` has no superview.
@Suite("Visual Format Language")
struct VisualFormatTests {
    static let views: [String: String?] = [
        "a": "root", "b": "root", "c": "root", "button": "root", "textField": "root",
        "purpleBox": "root", "topField": "root", "bottomField": "root", "maroonView": "root",
        "blueView": "root", "button1": "root", "button2": "root", "flexibleButton": "root",
        "find": "root", "findNext": "root", "findField": "root", "view": "root", "orphan": nil,
    ]

    /// The specs `equations` describe, tagged with `format`.
    static func specs(_ format: String, _ equations: [String]) throws -> [ConstraintSpec] {
        try equations.map { equation in
            var spec = try ConstraintSpec(equation: equation)
            spec.origin = .visualFormat(format)
            return spec
        }
    }

    static func check(
        _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:], _ equations: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let parsed = try VisualFormat.constraints(format, options: options, metrics: metrics, views: views)
        let expected = try specs(format, equations)
        #expect(parsed.map(\.equationString) == expected.map(\.equationString), sourceLocation: sourceLocation)
        #expect(parsed == expected, sourceLocation: sourceLocation)
    }

    @Test("Apple's example strings")
    func appleExamples() throws {
        try Self.check("[button]-[textField]", ["textField.leading == button.trailing + 8"])
        try Self.check("[button(>=50)]", ["button.width >= 50"])
        try Self.check("|-50-[purpleBox]-50-|", [
            "purpleBox.leading == root.leading + 50", "root.trailing == purpleBox.trailing + 50",
        ])
        try Self.check("V:[topField]-10-[bottomField]", ["bottomField.top == topField.bottom + 10"])
        try Self.check("[maroonView][blueView]", ["blueView.leading == maroonView.trailing"])
        try Self.check("[button(100@20)]", ["button.width == 100 @20"])
        try Self.check("[button1(==button2)]", ["button1.width == button2.width"])
        try Self.check("[flexibleButton(>=70,<=100)]", ["flexibleButton.width >= 70", "flexibleButton.width <= 100"])
        try Self.check("|-[find]-[findNext]-[findField(>=20)]-|", [
            "find.leading == root.leadingMargin",
            "findNext.leading == find.trailing + 8",
            "findField.width >= 20",
            "findField.leading == findNext.trailing + 8",
            "root.trailingMargin == findField.trailing",
        ])
    }

    @Test("the forms of the meaning table")
    func forms() throws {
        try Self.check("H:[a]-20-[b]", ["b.leading == a.trailing + 20"])
        try Self.check("[a]-(>=20@750)-[b]", ["b.leading >= a.trailing + 20 @750"])
        try Self.check("[a]-(>=8,<=20)-[b]", ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20"])
        try Self.check("|[a]", ["a.leading == root.leading"])
        try Self.check("|-[a]", ["a.leading == root.leadingMargin"])
        try Self.check("|-10-[a]", ["a.leading == root.leading + 10"])
        try Self.check("[a]-10-|", ["root.trailing == a.trailing + 10"])
        try Self.check("[a]|", ["root.trailing == a.trailing"])
        try Self.check("[a]-|", ["root.trailingMargin == a.trailing"])
        try Self.check("[a(100)]", ["a.width == 100"])
        try Self.check("[a(==b@750)]", ["a.width == b.width @750"])
        try Self.check("[a(<=b,>=50)]", ["a.width <= b.width", "a.width >= 50"])
        try Self.check("V:|-[a(44)]-(0)-[b]-|", [
            "a.height == 44", "a.top == root.topMargin", "b.top == a.bottom", "root.bottomMargin == b.bottom",
        ])
        try Self.check("V:|[a]-[b]|", ["a.top == root.top", "b.top == a.bottom + 8", "root.bottom == b.bottom"])
        try Self.check("[a]-(-5)-[b]", ["b.leading == a.trailing - 5"])
        try Self.check("[a(1.5e1)]-2.5-[b]", ["a.width == 15", "b.leading == a.trailing + 2.5"])
        try Self.check("[a][b][c]", ["b.leading == a.trailing", "c.leading == b.trailing"])
        // A view may appear twice; standard spacing between views stays 8.
        try Self.check("[a]-[a]", ["a.leading == a.trailing + 8"])
    }

    @Test("metrics for constants and priorities")
    func metrics() throws {
        let metrics: [String: Double] = ["pad": 20, "lowPri": 250, "side": 44]
        try Self.check("|-pad-[a(side)]-(>=pad@lowPri)-[b(==a@lowPri)]", metrics: metrics, [
            "a.width == 44", "a.leading == root.leading + 20",
            "b.width == a.width @250", "b.leading >= a.trailing + 20 @250",
        ])
        // A name that is both a metric and a view reads as the metric.
        try Self.check("[a(b)]", metrics: ["b": 7], ["a.width == 7"])
    }

    @Test("direction options")
    func direction() throws {
        try Self.check("|-10-[a]-[b]-|", options: .directionLeftToRight, [
            "a.left == root.left + 10", "b.left == a.right + 8", "root.rightMargin == b.right",
        ])
        // Right to left: the string runs from the right edge; each connection's items swap.
        try Self.check("|-10-[a]-[b]-(>=5)-|", options: .directionRightToLeft, [
            "root.right == a.right + 10", "a.left == b.right + 8", "b.left >= root.left + 5",
        ])
        try Self.check("|-[a]", options: .directionRightToLeft, ["root.rightMargin == a.right"])
        // Direction options do not apply to vertical strings.
        try Self.check("V:[a]-[b]", options: .directionRightToLeft, ["b.top == a.bottom + 8"])
    }

    @Test("baseline-to-baseline spacing")
    func baselines() throws {
        try Self.check("V:|-[a]-[b]-12-[c]-|", options: .spacingBaselineToBaseline, [
            "a.top == root.topMargin", "b.firstBaseline == a.lastBaseline + 8",
            "c.firstBaseline == b.lastBaseline + 12", "root.bottomMargin == c.bottom",
        ])
    }

    @Test("alignment options")
    func alignment() throws {
        try Self.check("|-[a]-[b]-[c]", options: [.alignAllTop, .alignAllBottom], [
            "a.leading == root.leadingMargin", "b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
            "a.top == b.top", "a.bottom == b.bottom", "b.top == c.top", "b.bottom == c.bottom",
        ])
        try Self.check("[a][b]", options: [.alignAllCenterY, .alignAllFirstBaseline, .alignAllLastBaseline], [
            "b.leading == a.trailing", "a.centerY == b.centerY",
            "a.lastBaseline == b.lastBaseline", "a.firstBaseline == b.firstBaseline",
        ])
        try Self.check("V:[a]-[b]", options: [.alignAllLeading, .alignAllTrailing, .alignAllCenterX], [
            "b.top == a.bottom + 8", "a.leading == b.leading", "a.trailing == b.trailing", "a.centerX == b.centerX",
        ])
        try Self.check("V:[a][b]", options: [.alignAllLeft, .alignAllRight], [
            "b.top == a.bottom", "a.left == b.left", "a.right == b.right",
        ])
        try Self.check("|[a]|", options: .alignAllTop, ["a.leading == root.leading", "root.trailing == a.trailing"])
    }

    @Test("option values and names match UIKit")
    func optionValues() {
        #expect(VisualFormatOptions.alignAllLeft.rawValue == 0x2)
        #expect(VisualFormatOptions.alignAllCenterY.rawValue == 0x400)
        #expect(VisualFormatOptions.alignAllBaseline == .alignAllLastBaseline)
        #expect(VisualFormatOptions.alignAllFirstBaseline.rawValue == 0x1000)
        #expect(VisualFormatOptions.directionRightToLeft.rawValue == 0x20000)
        #expect(VisualFormatOptions.spacingBaselineToBaseline.rawValue == 0x80000)
        #expect(VisualFormatOptions(name: "alignAllTop") == .alignAllTop)
        #expect(VisualFormatOptions(name: "directionLeadingToTrailing") == [])
        #expect(VisualFormatOptions(name: "alignAllMiddle") == nil)
        #expect(VisualFormatOptions([.alignAllTop, .alignAllLeft]).alignmentAttributes == [.left, .top])
    }

    /// facts/vfl.md §3: every `NSLayoutConstraint.FormatOptions` raw value.
    @Test("every format option's raw value", arguments: [
        (VisualFormatOptions.alignAllLeft, 0x2), (.alignAllRight, 0x4), (.alignAllTop, 0x8), (.alignAllBottom, 0x10),
        (.alignAllLeading, 0x20), (.alignAllTrailing, 0x40), (.alignAllCenterX, 0x200), (.alignAllCenterY, 0x400),
        (.alignAllLastBaseline, 0x800), (.alignAllBaseline, 0x800), (.alignAllFirstBaseline, 0x1000),
        (.alignmentMask, 0xFFFF), (.directionLeadingToTrailing, 0), (.directionLeftToRight, 0x10000),
        (.directionRightToLeft, 0x20000), (.directionMask, 0x30000), (.spacingEdgeToEdge, 0),
        (.spacingBaselineToBaseline, 0x80000), (.spacingMask, 0x80000),
    ] as [(VisualFormatOptions, UInt)])
    func rawValue(option: VisualFormatOptions, value: UInt) {
        #expect(option.rawValue == value)
    }

    @Test("sibling convenience")
    func siblings() throws {
        let specs = try VisualFormat.constraints("|-[x]-|", views: ["x"], superview: "card")
        #expect(specs.map(\.equationString) == ["x.leading == card.leadingMargin", "card.trailingMargin == x.trailing"])
        #expect(specs.allSatisfy { $0.origin == .visualFormat("|-[x]-|") })
    }
}
