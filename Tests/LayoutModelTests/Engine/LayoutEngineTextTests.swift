import LayoutModel
import Testing

/// Text measured inside the engine with `FixedMetricsTextMeasurer`: at 10 pt every
/// character is 5 wide, a line 10 high, the baseline 8 below the line's top.
@Suite("LayoutEngine text")
struct LayoutEngineTextTests {
    static let measurer = FixedMetricsTextMeasurer()
    static let ten = FontDescriptor.system(size: 10, weight: .regular)

    static func label(
        _ id: String, _ text: String, font: FontDescriptor = ten, lines: Int = 1,
        intrinsic: IntrinsicContentSize = .none
    ) -> ViewNode {
        ViewNode(
            id: id, className: "UILabel", intrinsicContentSize: intrinsic,
            content: ViewContent(text: text, font: font, numberOfLines: lines))
    }

    static func solve(
        _ views: [ViewNode], _ equations: [String], width: Double = 375, category: ContentSizeCategory = .default,
        measurer: (any TextMeasuring)? = measurer
    ) throws -> LayoutResult {
        try LayoutEngine(
            hierarchy: EngineFixture.hierarchy(views, equations), containerSize: LayoutSize(width: width, height: 667),
            scale: 2, contentSize: category, textMeasurer: measurer
        ).result()
    }

    @Test("a label's intrinsic size is its text box: \"Hello\" at 10 pt is 25 × 10")
    func singleLineLabel() throws {
        let result = try Self.solve([Self.label("title", "Hello")], ["title.leading == root.leading + 20", "title.top == root.top + 30"])
        #expect(result["title"]?.inRoot == EngineFixture.rect(20, 30, 25, 10))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("without a measurer the label has no intrinsic size, as before: ambiguous width and height")
    func noMeasurerKeepsTheDocument() throws {
        let result = try Self.solve(
            [Self.label("title", "Hello")], ["title.leading == root.leading + 20", "title.top == root.top + 30"],
            measurer: nil)
        #expect(result.ambiguous.map(\.item) == ["title"])
        #expect(result.ambiguous.first?.components == [.width, .height])
    }

    @Test("an axis the document sets explicitly wins over the measured one")
    func documentIntrinsicSizeWins() throws {
        let label = Self.label("title", "Hello", intrinsic: IntrinsicContentSize(width: 100))
        let result = try Self.solve([label], ["title.leading == root.leading", "title.top == root.top"])
        #expect(result["title"]?.inRoot == EngineFixture.rect(0, 0, 100, 10))
    }

    @Test("first baselines line up: 10 pt baseline at 30 + 8, so the 20 pt label's top is 38 − 16 = 22")
    func baselineAlignment() throws {
        let result = try Self.solve(
            [Self.label("small", "Hi"), Self.label("big", "Hi", font: .system(size: 20, weight: .regular))],
            [
                "small.leading == root.leading", "small.top == root.top + 30",
                "big.leading == small.trailing + 8", "big.firstBaseline == small.firstBaseline",
            ])
        #expect(result["big"]?.inRoot == EngineFixture.rect(18, 22, 20, 20))
    }

    @Test("a label stretched taller than its text keeps the text centred: baseline at 15 + (8 − 5) = 18 below its top")
    func stretchedLabelBaseline() throws {
        let result = try Self.solve(
            [Self.label("title", "Hi"), ViewNode(id: "mark")],
            [
                "title.leading == root.leading", "title.top == root.top + 10", "title.height == 30",
                "mark.top == title.firstBaseline", "mark.leading == root.leading", "mark.width == 4", "mark.height == 4",
            ])
        #expect(result["mark"]?.inRoot.y == 28)
    }

    /// "aaaa bbbb cccc" is 70 wide on one line; at 40 only one word fits a line.
    static let wrapped = ["text.leading == root.leading + 10", "text.trailing == root.trailing - 10", "text.top == root.top + 5"]

    @Test("a multi-line label wraps at its solved width: 3 lines of 10 at width 40, the view below at 5 + 30 + 5")
    func multiLineLabelWraps() throws {
        let result = try Self.solve(
            [Self.label("text", "aaaa bbbb cccc", lines: 0), ViewNode(id: "below")],
            Self.wrapped + [
                "below.top == text.bottom + 5", "below.leading == root.leading", "below.width == 10", "below.height == 10",
            ],
            width: 60)
        #expect(result["text"]?.inRoot == EngineFixture.rect(10, 5, 40, 30))
        #expect(result["below"]?.inRoot.y == 40)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("numberOfLines 2 keeps two of the three lines: 20 high")
    func lineLimit() throws {
        let result = try Self.solve([Self.label("text", "aaaa bbbb cccc", lines: 2)], Self.wrapped, width: 60)
        #expect(result["text"]?.inRoot.height == 20)
    }

    @Test("a single-line label does not wrap: it stays one line high, compressed to 40")
    func singleLineDoesNotWrap() throws {
        let result = try Self.solve([Self.label("text", "aaaa bbbb cccc")], Self.wrapped, width: 60)
        #expect(result["text"]?.inRoot == EngineFixture.rect(10, 5, 40, 10))
    }

    @Test("the last baseline of a wrapped label is 2 × 10 + 8 below its top (the rebuild path)")
    func wrappedLastBaseline() throws {
        let result = try Self.solve(
            [Self.label("text", "aaaa bbbb cccc", lines: 0), ViewNode(id: "mark")],
            Self.wrapped + ["mark.top == text.lastBaseline", "mark.leading == root.leading", "mark.width == 4", "mark.height == 4"],
            width: 60)
        #expect(result["text"]?.inRoot.height == 30)
        #expect(result["mark"]?.inRoot.y == 33, "5 + 2 × 10 + 8")
    }

    @Test("resizing re-wraps: at 120 wide the text fits one line, as a fresh engine finds")
    func resizeRewraps() throws {
        let hierarchy = try EngineFixture.hierarchy([Self.label("text", "aaaa bbbb cccc", lines: 0)], Self.wrapped)
        var engine = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 60, height: 667), scale: 2, textMeasurer: Self.measurer)
        #expect(engine.result()["text"]?.inRoot.height == 30)
        try engine.resize(to: LayoutSize(width: 120, height: 667), safeArea: .zero)
        let fresh = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 120, height: 667), scale: 2, textMeasurer: Self.measurer)
        #expect(engine.result()["text"]?.inRoot == EngineFixture.rect(10, 5, 100, 10))
        #expect(engine.result() == fresh.result())
        try engine.resize(to: LayoutSize(width: 60, height: 667), safeArea: .zero)
        #expect(engine.result()["text"]?.inRoot.height == 30)
    }

    @Test("a label that hugs its wrapped text: leading pinned, trailing at most the margin, width = widest line")
    func huggingWrappedLabel() throws {
        let result = try Self.solve(
            [Self.label("text", "aa bbbbbb c", lines: 0)],
            ["text.leading == root.leading", "text.trailing <= root.trailing", "text.top == root.top"], width: 40)
        // "aa bbbbbb c" is 55 wide; at 40: "aa" (10), "bbbbbb c" (40): 2 lines, widest 40.
        #expect(result["text"]?.inRoot == EngineFixture.rect(0, 0, 40, 20))
    }

    @Test("Dynamic Type: a body label is 17 pt at large and 53 pt at accessibility XXXL (facts/dynamic-type.json)",
          arguments: [(ContentSizeCategory.large, 17.0), (.accessibilityExtraExtraExtraLarge, 53.0)])
    func dynamicType(category: ContentSizeCategory, size: Double) throws {
        let result = try Self.solve(
            [Self.label("body", "ab", font: .textStyle(.body))], ["body.leading == root.leading", "body.top == root.top"],
            category: category)
        #expect(result["body"]?.inRoot == EngineFixture.rect(0, 0, size, size))
    }

    @Test("a system button: title width by line + 2 × 6; a text field: text + 2 × 7 wide, at least 34 high")
    func controls() throws {
        let result = try Self.solve(
            [
                ViewNode(id: "go", className: "UIButton", content: ViewContent(title: "Go", font: Self.ten)),
                ViewNode(id: "field", className: "UITextField", content: ViewContent(placeholder: "Email", font: Self.ten)),
            ],
            ["go.leading == root.leading", "go.top == root.top", "field.leading == root.leading", "field.top == go.bottom"])
        #expect(result["go"]?.inRoot == EngineFixture.rect(0, 0, 10, 22))
        #expect(result["field"]?.inRoot == EngineFixture.rect(0, 22, 39, 34))
    }

    @Test("a text view sizes to its text wrapped inside 5-point padding, plus 8 above and below")
    func textView() throws {
        let view = ViewNode(id: "notes", className: "UITextView", content: ViewContent(text: "aaaa bbbb", font: Self.ten))
        let result = try Self.solve(
            [view], ["notes.leading == root.leading", "notes.width == 40", "notes.top == root.top"])
        // 40 − 2 × 5 = 30 wide for text: "aaaa", "bbbb" → 2 lines = 20, + 16.
        #expect(result["notes"]?.inRoot == EngineFixture.rect(0, 0, 40, 36))
    }

    /// A scrolling text view is a scroll view: no intrinsic size, so pinned by its leading
    /// and top edges only it is ambiguous in both dimensions (UIKit sizes only a text view
    /// with scrolling disabled to its text); pinned on all four sides it takes the space.
    @Test("a scrolling text view has no intrinsic size")
    func scrollingTextView() throws {
        let notes = ViewNode(
            id: "notes", className: "UITextView",
            content: ViewContent(text: "aaaa bbbb", font: Self.ten, isScrollEnabled: true))
        let free = try Self.solve([notes], ["notes.leading == root.leading", "notes.top == root.top"])
        #expect(free.ambiguous.map(\.item) == ["notes"])
        #expect(free.ambiguous.first?.components == [.width, .height])
        let pinned = try Self.solve(
            [notes],
            ["notes.leading == root.leading", "notes.top == root.top + 10", "notes.width == 40", "notes.height == 12"])
        #expect(pinned["notes"]?.inRoot == EngineFixture.rect(0, 10, 40, 12))
        #expect(pinned.diagnostics.isEmpty, "\(pinned.diagnostics)")
    }

    @Test("a fillProportionally stack shares by the measured widths: 10 and 30 of 40 + 0 spacing")
    func proportionalStackOfLabels() throws {
        let stack = ViewNode(
            id: "row", className: "UIStackView",
            subviews: [Self.label("a", "ab"), Self.label("b", "abcdef")],
            stack: StackProperties(axis: .horizontal, distribution: .fillProportionally, arrangedSubviewIDs: ["a", "b"]))
        let result = try Self.solve(
            [stack], ["row.leading == root.leading", "row.top == root.top", "row.width == 80"])
        #expect(result["a"]?.inRoot.width == 20)
        #expect(result["b"]?.inRoot.width == 60)
    }
}
