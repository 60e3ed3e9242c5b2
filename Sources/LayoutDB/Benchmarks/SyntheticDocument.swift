import LayoutModel

/// Documents of a chosen size for benchmarks: a settings-like screen of rows, each row a
/// title label and a value view pinned to the margins and to the row above; every row
/// has four constraints per view, and a compact-height variant.
public enum SyntheticDocument {
    /// A document named `name` with about `views` views (two per row, plus the root).
    public static func rows(name: String, views: Int) -> LayoutDocument {
        let rowCount = max(1, (views - 1) / 2)
        var subviews: [ViewNode] = []
        var constraints: [DocumentConstraint] = []
        func add(_ equation: String) {
            if let spec = try? ConstraintSpec(equation: equation) { constraints.append(.single(spec)) }
        }
        for row in 0..<rowCount {
            let title = "title\(row)", value = "value\(row)"
            subviews.append(ViewNode(id: title, className: "UILabel", intrinsicContentSize: IntrinsicContentSize(width: 120, height: 21)))
            subviews.append(ViewNode(id: value, intrinsicContentSize: IntrinsicContentSize(width: 51, height: 31)))
            let above = row == 0 ? "root.safeArea.top" : "value\(row - 1).bottom"
            add("\(title).leading == root.leadingMargin")
            add("\(title).centerY == \(value).centerY")
            add("\(value).top == \(above) + 12")
            add("\(value).trailing == root.trailingMargin")
            add("\(value).leading >= \(title).trailing + 8")
        }
        var document = LayoutDocument(name: name, root: ViewNode(id: "root", subviews: subviews), constraints: constraints)
        document.variants = [Variant(when: TraitPredicate(heightClass: .compact), target: .view("title0"), changes: [.hidden(true)])]
        return document
    }
}
