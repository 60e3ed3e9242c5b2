import LayoutModel
import Testing

/// Each cookbook recipe, in each syntax it can be written in, gives the hand-computed
/// frames on an iPhone-sized and an iPad-sized container, left to right and right to
/// left, with nothing to diagnose.
@Suite("Cookbook")
struct CookbookTests {
    @Test("recipe frames", arguments: CookbookCase.all)
    func frames(_ testCase: CookbookCase) throws {
        let recipe = testCase.recipe
        let constraints = try #require(try recipe.constraints(testCase.syntax))
        for container in CookbookRecipe.containers {
            for direction in LayoutDirection.allCases {
                let result = try LayoutEngine(
                    hierarchy: recipe.hierarchy(constraints), containerSize: container,
                    safeAreaInsets: CookbookRecipe.statusBar, direction: direction, scale: 4
                ).result()
                for view in recipe.subviews {
                    let expected = recipe.frame(view.id, in: container, direction: direction)
                    #expect(expected != nil, "no expected frame for \(view.id)")
                    #expect(
                        result[view.id]?.inRoot == expected,
                        "\(view.id) in \(container.width)×\(container.height) \(direction.rawValue)")
                }
                #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            }
        }
    }

    @Test("the README's anchors example")
    func readmeExample() throws {
        let red = ViewNode(id: "red"), root = ViewNode(id: "root", subviews: [red])
        let margins = root.layoutMarginsGuide
        let constraints = [red.leadingAnchor.constraint(equalTo: margins.leadingAnchor), red.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                           red.topAnchor.constraint(equalTo: margins.topAnchor), red.heightAnchor.constraint(equalTo: red.widthAnchor, multiplier: 0.5)]
        let layout = try LayoutEngine(hierarchy: LayoutHierarchy(root: root, constraints: constraints), containerSize: LayoutSize(width: 375, height: 667), scale: 2).result()
        #expect(layout["red"]?.inRoot == LayoutRect(x: 8, y: 8, width: 359, height: 179.5))
    }
}
