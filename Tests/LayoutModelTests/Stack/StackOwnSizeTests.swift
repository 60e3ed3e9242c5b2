import LayoutModel
import Testing

/// The size a stack view takes when nothing outside sizes it (facts/stackview.md §8, from
/// kean.blog: the sum of the arranged sizes and spacings along the axis, the largest
/// across; §2, Apple's header: fillEqually items all take "the size of the item with the
/// largest intrinsic size" when space allows). Boxes a 40×20, b 60×30, c 20×40 (c hugs
/// at 249), spacing 10, the stack's origin at (10, 20) and no size constraint.
@Suite("Stack own size")
struct StackOwnSizeTests {
    typealias F = StackFixture

    static func free(_ properties: StackProperties) throws -> LayoutHierarchy {
        var properties = properties
        properties.spacing = .points(10)
        return try F.hierarchy(F.stack(F.boxes(), properties), F.placed())
    }

    @Test("horizontal fill: 40 + 10 + 60 + 10 + 20 = 140 wide, as tall as c, 40")
    func horizontalFill() throws {
        let problems = try F.mismatches(try Self.free(StackProperties(axis: .horizontal)), [
            "stack": F.rect(10, 20, 140, 40),
            "a": F.rect(10, 20, 40, 40), "b": F.rect(60, 20, 60, 40), "c": F.rect(130, 20, 20, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("horizontal fillEqually: every view as wide as the widest, b's 60: 3 × 60 + 20 = 200")
    func fillEquallyTakesTheLargest() throws {
        let problems = try F.mismatches(try Self.free(StackProperties(axis: .horizontal, distribution: .fillEqually)), [
            "stack": F.rect(10, 20, 200, 40),
            "a": F.rect(10, 20, 60, 40), "b": F.rect(80, 20, 60, 40), "c": F.rect(150, 20, 60, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("vertical fillEqually: every view as tall as the tallest, c's 40: 3 × 40 + 20 = 140; as wide as b, 60")
    func verticalFillEqually() throws {
        let problems = try F.mismatches(try Self.free(StackProperties(axis: .vertical, distribution: .fillEqually)), [
            "stack": F.rect(10, 20, 60, 140),
            "a": F.rect(10, 20, 60, 40), "b": F.rect(10, 70, 60, 40), "c": F.rect(10, 120, 60, 40),
        ])
        #expect(problems.isEmpty, "\(problems)")
    }
}
