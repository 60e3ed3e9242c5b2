import LayoutModel

/// Small builders shared by the engine tests.
enum EngineFixture {
    /// Specs from equation strings.
    static func specs(_ equations: [String]) throws -> [ConstraintSpec] {
        try equations.map { try ConstraintSpec(equation: $0) }
    }

    /// A root `UIView` with the given subviews and constraints.
    static func hierarchy(_ subviews: [ViewNode], _ equations: [String], guides: [LayoutGuideNode] = []) throws -> LayoutHierarchy {
        LayoutHierarchy(
            root: ViewNode(id: "root", subviews: subviews, translatesAutoresizingMaskIntoConstraints: true),
            guides: guides, constraints: try specs(equations))
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: width, height: height)
    }
}
