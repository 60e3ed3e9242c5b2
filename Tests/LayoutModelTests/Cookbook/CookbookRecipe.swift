import LayoutModel

/// One recipe of the Auto Layout Guide's cookbook, written three ways, with the frames
/// it must give, computed by hand.
///
/// Every recipe lives in a root `UIView` (margins 8) with a 20-point status bar as its
/// top safe-area inset, which stands in for the guide's "Top Layout Guide.Bottom".
struct CookbookRecipe: Sendable {
    var name: String
    var subviews: [ViewNode]
    var guides: [LayoutGuideNode] = []
    /// The document's equation strings.
    var equations: [String]
    /// The same constraints through the anchors API.
    var anchors: [ConstraintSpec]
    /// The same constraints in the Visual Format Language, or nil when the recipe needs
    /// something VFL cannot say (a multiplier, an aspect ratio). VFL cannot name the
    /// safe area, so vertical strings measure from the root's top edge plus the 20-point
    /// status bar, which gives the same frames.
    var visualFormats: [(format: String, options: VisualFormatOptions)]?
    /// Left-to-right frames in root coordinates, by container width. The right-to-left
    /// frames are these mirrored: every recipe is written with leading/trailing.
    var expected: [Double: [String: LayoutRect]]

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: width, height: height)
    }

    static let statusBar = EdgeInsets(top: 20)
    static let containers = [LayoutSize(width: 375, height: 667), LayoutSize(width: 768, height: 1024)]

    /// The constraints of one syntax; nil when the recipe has no VFL form.
    func constraints(_ syntax: CookbookSyntax) throws -> [ConstraintSpec]? {
        switch syntax {
        case .equations: return try equations.map { try ConstraintSpec(equation: $0) }
        case .anchors: return anchors
        case .visualFormat:
            guard let visualFormats else { return nil }
            let ids = subviews.map(\.id)
            return try visualFormats.flatMap { entry in
                try VisualFormat.constraints(entry.format, options: entry.options, views: ids, superview: "root")
            }
        }
    }

    func hierarchy(_ constraints: [ConstraintSpec]) -> LayoutHierarchy {
        LayoutHierarchy(
            root: ViewNode(id: "root", subviews: subviews, translatesAutoresizingMaskIntoConstraints: true),
            guides: guides, constraints: constraints)
    }

    /// The expected frame of `id` in a container, mirrored for right-to-left.
    func frame(_ id: String, in container: LayoutSize, direction: LayoutDirection) -> LayoutRect? {
        guard let frame = expected[container.width]?[id] else { return nil }
        guard direction == .rightToLeft else { return frame }
        return LayoutRect(x: container.width - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
    }
}

/// The three ways a recipe is written.
enum CookbookSyntax: String, Sendable, CaseIterable {
    case equations, anchors, visualFormat
}

/// One recipe in one syntax: a test case.
struct CookbookCase: Sendable, CustomStringConvertible {
    var recipe: CookbookRecipe
    var syntax: CookbookSyntax

    var description: String { "\(recipe.name) (\(syntax.rawValue))" }

    static var all: [CookbookCase] {
        CookbookRecipe.all.flatMap { recipe in
            CookbookSyntax.allCases.compactMap { syntax in
                syntax == .visualFormat && recipe.visualFormats == nil ? nil : CookbookCase(recipe: recipe, syntax: syntax)
            }
        }
    }
}
