import LayoutModel
import Testing

/// Each anchor method writes the constraint its UIKit namesake does, in the document's
/// equation notation.
@Suite("Anchors API")
struct AnchorConstraintTests {
    let root = ViewNode(id: "root")
    let title = ViewNode(id: "title", className: "UILabel", content: ViewContent(text: "Title"))
    let image = ViewNode(id: "image")
    let column = LayoutGuideNode(id: "column", owner: "root")

    @Test("edges, centres and sizes print as the equations they stand for")
    func equations() {
        let margins = root.layoutMarginsGuide
        let cases: [(ConstraintSpec, String)] = [
            (title.leadingAnchor.constraint(equalTo: margins.leadingAnchor), "title.leading == root.layoutMargins.leading"),
            (title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
             "title.top == root.safeArea.top + 20"),
            (root.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
             "root.trailing >= title.trailing + 8"),
            (title.centerXAnchor.constraint(lessThanOrEqualTo: column.centerXAnchor), "title.centerX <= column.centerX"),
            (image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.5), "image.height == 0.5 * image.width"),
            (image.widthAnchor.constraint(equalToConstant: 100), "image.width == 100"),
            (image.widthAnchor.constraint(greaterThanOrEqualToConstant: 44), "image.width >= 44"),
            (image.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: 0.25, constant: -4),
             "image.height <= 0.25 * root.height - 4"),
            (image.widthAnchor.constraint(equalTo: title.widthAnchor), "image.width == title.width"),
            (LayoutItem.view("subtitle").firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 20),
             "subtitle.firstBaseline == title.lastBaseline + 20"),
            (LayoutItem.guide("column").widthAnchor.constraint(equalTo: root.readableContentGuide.widthAnchor),
             "column.width == root.readableContent.width"),
            (title.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16).withPriority(750),
             "title.left == root.left + 16 @750"),
        ]
        for (spec, equation) in cases {
            #expect(spec.equationString == equation)
            #expect(spec.origin == .object)
            #expect(throws: Never.self) { try spec.validate() }
        }
    }

    @Test("an anchor spec equals the parsed equation apart from its origin")
    func sameAsParsed() throws {
        var parsed = try ConstraintSpec(equation: "image.height == 2 * image.width + 1 @999")
        parsed.origin = .object
        let built = image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 2, constant: 1).withPriority(999)
        #expect(built == parsed)
    }

    @Test("leading related to left is the validity error UIKit raises")
    func leadingWithLeft() {
        let spec = title.leadingAnchor.constraint(equalTo: root.leftAnchor)
        #expect(throws: ConstraintValidityError.directionalWithAbsolute(
            constraint: "title.leading == root.left", first: .leading, second: .left)) { try spec.validate() }
    }

    @Test("system spacing after and below is 8 points between edges, times the multiplier")
    func systemSpacing() {
        let after = image.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 2)
        #expect(after.equationString == "image.leading == title.trailing + 16")
        let atLeast = image.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: title.trailingAnchor, multiplier: 1)
        #expect(atLeast.equationString == "image.leading >= title.trailing + 8")
        let below = image.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1)
        #expect(below.equationString == "image.top == title.bottom + 8")
        let atMost = image.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: title.bottomAnchor, multiplier: 0.5)
        #expect(atMost.constant == 4 && atMost.relation == .lessThanOrEqual)
    }

    @Test("baseline system spacing keeps 8 points between the text boxes: descent + 8 + ascent")
    func baselineSystemSpacing() {
        // Two 17-point labels: 494/2048·17 + 8 + 1950/2048·17 = 4.1005859375 + 8 + 16.1865234375.
        let subtitle = ViewNode(id: "subtitle", className: "UILabel", content: ViewContent(text: "Sub"))
        let spec = subtitle.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1)
        #expect(spec.constant == 28.287109375)
        // A 34-point large title above body text: 8.201171875 + 8 + 16.1865234375.
        let large = ViewNode(id: "large", className: "UILabel", content: ViewContent(text: "Big", font: .textStyle(.largeTitle)))
        let body = LayoutItem.View(id: "body", font: .textStyle(.body))
        #expect(body.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: large.lastBaselineAnchor).constant == 32.3876953125)
        // Edge above a baseline: only the ascent is added.
        #expect(subtitle.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: image.bottomAnchor).constant == 24.1865234375)
    }
}

/// Anchors solved by the engine under right-to-left layout.
@Suite("Anchors API under right-to-left")
struct AnchorDirectionTests {
    @Test("b.leading >= a.trailing + 20 keeps b at least 20 to the left of a under RTL")
    func inequalityMirrors() throws {
        let a = ViewNode(id: "a"), b = ViewNode(id: "b"), root = ViewNode(id: "root", subviews: [a, b])
        let constraints = [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50), b.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor).withPriority(.defaultLow),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ]
        let hierarchy = LayoutHierarchy(root: root, constraints: constraints)
        let size = LayoutSize(width: 200, height: 100)
        let ltr = try LayoutEngine(hierarchy: hierarchy, containerSize: size, scale: 2).result()
        #expect(ltr["b"]?.inRoot.x == 80)
        let rtl = try LayoutEngine(hierarchy: hierarchy, containerSize: size, direction: .rightToLeft, scale: 2).result()
        #expect(rtl["a"]?.inRoot.x == 140)
        #expect(rtl["b"]?.inRoot.x == 70)
        #expect(rtl.diagnostics.isEmpty)
    }
}
