import LayoutModel
import Testing

/// The safe-area passes and `resize(to:safeArea:)` move constants in place instead of
/// rebuilding the solver: they must end exactly where a fresh engine does, frames,
/// diagnostics and the constraints `explain` prints (whose insets moved) included.
@Suite("LayoutEngine incremental passes")
struct LayoutEngineIncrementalTests {
    /// A column of 12 rows 80 pt tall from the top of the root, running past the bottom
    /// of a phone: the rows below the safe area get bottom safe-area insets, and each
    /// row's badge sits on its row's safe-area bottom, so the second pass moves frames.
    static func column() throws -> LayoutHierarchy {
        var views: [ViewNode] = []
        var equations: [String] = []
        for row in 0..<12 {
            views.append(ViewNode(id: "row\(row)", subviews: [ViewNode(id: "badge\(row)")]))
            equations += [
                "row\(row).leading == root.leading", "row\(row).trailing == root.trailing",
                "row\(row).top == " + (row == 0 ? "root.top" : "row\(row - 1).bottom"), "row\(row).height == 80",
                "badge\(row).leading == row\(row).leadingMargin", "badge\(row).width == 20",
                "badge\(row).bottom == row\(row).safeArea.bottom", "badge\(row).height == 10",
            ]
        }
        return try EngineFixture.hierarchy(views, equations)
    }

    static let portrait = (LayoutSize(width: 393, height: 852), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    static let landscape = (LayoutSize(width: 852, height: 393), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    @Test("subviews below the safe area: badges sit on their row's safe-area bottom")
    func secondPassMovesFrames() throws {
        let engine = try LayoutEngine(
            hierarchy: Self.column(), containerSize: Self.portrait.0, safeAreaInsets: Self.portrait.1)
        let result = engine.result()
        // Safe area ends at 852 − 34 = 818. Row 9 spans 720…800: inside, badge at 790.
        #expect(result["badge9"]?.inRoot == EngineFixture.rect(8, 790, 20, 10))
        // Row 10 spans 800…880: 62 pt below 818, badge bottom at 818 → y 808.
        #expect(result["badge10"]?.inRoot == EngineFixture.rect(8, 808, 20, 10))
        // Row 11 spans 880…960, all below: its safe area has no height, bottom at 880.
        #expect(result["badge11"]?.inRoot == EngineFixture.rect(8, 870, 20, 10))
    }

    @Test("resizing through sizes and safe areas ends where a fresh engine does")
    func resizeSweepMatchesFresh() throws {
        let hierarchy = try Self.column()
        var engine = try LayoutEngine(hierarchy: hierarchy, containerSize: Self.portrait.0, safeAreaInsets: Self.portrait.1)
        let sizes = [Self.landscape, Self.portrait, (LayoutSize(width: 320, height: 700), EdgeInsets.zero), Self.portrait]
        for (size, safeArea) in sizes {
            try engine.resize(to: size, safeArea: safeArea)
            let fresh = try LayoutEngine(hierarchy: hierarchy, containerSize: size, safeAreaInsets: safeArea)
            #expect(engine.result() == fresh.result(), "\(size)")
            for item in ["badge10", "row11", "badge11"] {
                #expect(engine.constraintsAffecting(item: item, axis: .vertical)
                    == fresh.constraintsAffecting(item: item, axis: .vertical), "\(item) at \(size)")
            }
        }
    }

    @Test("a resize into a required conflict breaks what a fresh engine breaks, and out of it again")
    func resizeIntoConflictOnInsets() throws {
        // The badge must fit between its row's safe-area top and bottom: impossible once
        // the row's safe area is shorter than 30.
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "row", subviews: [ViewNode(id: "badge")])],
            [
                "row.leading == root.leading", "row.trailing == root.trailing", "row.bottom == root.bottom",
                "row.height == 100", "badge.leading == row.leading", "badge.width == 10",
                "badge.top == row.safeArea.top", "badge.bottom == row.safeArea.bottom", "badge.height >= 30",
            ])
        var engine = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 300, height: 600))
        #expect(engine.result().unsatisfiable.isEmpty)
        for bottom in [90.0, 0, 75, 20] {
            let insets = EdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
            try engine.resize(to: LayoutSize(width: 300, height: 600), safeArea: insets)
            let fresh = try LayoutEngine(
                hierarchy: hierarchy, containerSize: LayoutSize(width: 300, height: 600), safeAreaInsets: insets)
            #expect(engine.result() == fresh.result(), "bottom inset \(bottom)")
            #expect(engine.result().unsatisfiable.count == (bottom > 70 ? 1 : 0), "bottom inset \(bottom)")
        }
    }

    @Test("resizing with another view controller's minimum margins ends where a fresh engine does")
    func resizeAcrossMinimumMarginsMatchesFresh() throws {
        // A bar between the root's margins, above the column: it moves with the minimum.
        var hierarchy = try Self.column()
        let bar = try EngineFixture.hierarchy(
            [ViewNode(id: "bar")],
            ["bar.leading == root.leadingMargin", "bar.trailing == root.trailingMargin", "bar.top == root.top", "bar.height == 10"])
        var root = hierarchy.root
        root.subviews += bar.root.subviews
        hierarchy = LayoutHierarchy(root: root, guides: hierarchy.guides, constraints: hierarchy.constraints + bar.constraints)
        let compact = ViewControllerRoot(systemMinimumLayoutMargins: DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let regular = ViewControllerRoot(systemMinimumLayoutMargins: DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        let ignoring = ViewControllerRoot(
            systemMinimumLayoutMargins: DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
            viewRespectsSystemMinimumLayoutMargins: false)
        var engine = try LayoutEngine(
            hierarchy: hierarchy, containerSize: Self.portrait.0, safeAreaInsets: Self.portrait.1, viewController: compact)
        // Known answers: the root's margins are safe area + minimum (uikit-defaults.md §4);
        // a plain root has its own 8.
        let steps: [(LayoutSize, EdgeInsets, ViewControllerRoot?, Double)] = [
            (Self.portrait.0, Self.portrait.1, regular, 20), (Self.landscape.0, Self.landscape.1, compact, 59 + 16),
            (Self.landscape.0, Self.landscape.1, nil, 59 + 8), (Self.portrait.0, Self.portrait.1, ignoring, 20),
            (Self.portrait.0, Self.portrait.1, compact, 16),
        ]
        for (size, safeArea, controller, barX) in steps {
            try engine.resize(to: size, safeArea: safeArea, viewController: controller)
            let fresh = try LayoutEngine(
                hierarchy: hierarchy, containerSize: size, safeAreaInsets: safeArea, viewController: controller)
            #expect(engine.viewController == controller)
            #expect(engine.result()["bar"]?.inRoot == EngineFixture.rect(barX, 0, size.width - 2 * barX, 10), "\(size)")
            #expect(engine.result() == fresh.result(), "\(size) \(String(describing: controller))")
            #expect(engine.constraintsAffecting(item: "bar", axis: .horizontal)
                == fresh.constraintsAffecting(item: "bar", axis: .horizontal), "bar at \(size)")
        }
    }
}
