import LayoutModel

/// A stack view in a 375×667 root, expanded and solved at @4x (so quarter points are
/// exact and no rounding hides a mistake).
///
/// The stack sits at leading 10, top 20 of the root; callers add its length. Its
/// arranged views are boxes with intrinsic sizes: `a` 40×20, `b` 60×30, `c` 20×40 unless
/// a test says otherwise, and `c` hugs at 249 along the axis so that in a `fill`
/// distribution it is the one that stretches (UIKit's tie-break for equal hugging is
/// undocumented).
enum StackFixture {
    static let container = LayoutSize(width: 375, height: 667)

    static func box(
        _ id: String, _ width: Double, _ height: Double, hugging: Double = 250, baseline: Double? = nil, hidden: Bool = false
    ) -> ViewNode {
        ViewNode(
            id: id, intrinsicContentSize: IntrinsicContentSize(width: width, height: height),
            contentHugging: AxisPriorities(horizontal: Priority(clamping: hugging), vertical: Priority(clamping: hugging)),
            isHidden: hidden, baselineOffset: baseline)
    }

    static func boxes(hidden: Set<String> = []) -> [ViewNode] {
        [box("a", 40, 20, hidden: hidden.contains("a")), box("b", 60, 30, hidden: hidden.contains("b")),
         box("c", 20, 40, hugging: 249, hidden: hidden.contains("c"))]
    }

    /// A stack view over `arranged` (all of them its subviews, in order).
    static func stack(_ arranged: [ViewNode], _ properties: StackProperties, id: String = "stack") -> ViewNode {
        var properties = properties
        properties.arrangedSubviewIDs = arranged.map(\.id)
        return ViewNode(id: id, className: "UIStackView", subviews: arranged, stack: properties)
    }

    /// The root holding `stack`, with `equations` (the stack's position) after the stack's own.
    static func hierarchy(_ stack: ViewNode, _ equations: [String]) throws -> LayoutHierarchy {
        LayoutHierarchy(
            root: ViewNode(id: "root", subviews: [stack], translatesAutoresizingMaskIntoConstraints: true),
            constraints: try equations.map { try ConstraintSpec(equation: $0) })
    }

    /// `stack.leading == root.leading + 10`, `stack.top == root.top + 20`, and the length given.
    static func placed(_ extra: [String] = []) -> [String] {
        ["stack.leading == root.leading + 10", "stack.top == root.top + 20"] + extra
    }

    static func solve(_ hierarchy: LayoutHierarchy, direction: LayoutDirection = .leftToRight) throws -> LayoutResult {
        try LayoutEngine(
            hierarchy: hierarchy, containerSize: container, direction: direction, scale: 4
        ).result()
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// `frame` mirrored in the root: where it must be under right-to-left layout, since
    /// the stack is placed by leading and its arrangement uses leading/trailing.
    static func mirrored(_ frame: LayoutRect) -> LayoutRect {
        rect(container.width - frame.x - frame.width, frame.y, frame.width, frame.height)
    }

    /// Solves left to right and right to left and returns the mismatches against the
    /// expected left-to-right frames (mirrored for right to left), plus any diagnostic.
    /// Frames that differ from `expected` (mirrored under right-to-left) and every
    /// diagnostic except those `allowing` accepts (a test states the overlap it expects).
    static func mismatches(
        _ hierarchy: LayoutHierarchy, _ expected: [String: LayoutRect],
        allowing allowed: (LayoutDiagnostic) -> Bool = { _ in false }
    ) throws -> [String] {
        var problems: [String] = []
        for direction in LayoutDirection.allCases {
            let result = try solve(hierarchy, direction: direction)
            for (id, frame) in expected.sorted(by: { $0.key < $1.key }) {
                let want = direction == .leftToRight ? frame : mirrored(frame)
                let got = result[id]?.inRoot
                if got != want { problems.append("\(direction.rawValue) \(id): got \(got.map(\.description) ?? "nil"), want \(want)") }
            }
            for diagnostic in result.diagnostics where !allowed(diagnostic) { problems.append("\(direction.rawValue) diagnostic: \(diagnostic)") }
        }
        return problems
    }
}
