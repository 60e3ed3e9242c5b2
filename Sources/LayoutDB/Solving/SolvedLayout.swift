import LayoutInterchange
import LayoutModel

/// A document solved for one configuration: what `layoutdb solve` prints and what the
/// solve cache keeps.
public struct SolvedLayout: Hashable, Sendable {
    public var document: String
    /// The stored revision; nil for a document read from a file.
    public var revision: Int?
    /// ``SolveSetup/traitKey``.
    public var traitKey: String
    public var traits: TraitCollection
    public var container: LayoutSize
    /// Depth first, the root first; guides after the views.
    public var views: [SolvedView]
    public var diagnostics: [SolvedDiagnostic]
    /// Whether the result came from the solve cache.
    public var cached: Bool
    /// Every scroll view's content size and scrolling axes, in view order.
    public var scrollViews: [SolvedScrollView]

    public init(
        document: String, revision: Int?, traitKey: String, traits: TraitCollection, container: LayoutSize,
        views: [SolvedView], diagnostics: [SolvedDiagnostic], cached: Bool, scrollViews: [SolvedScrollView] = []
    ) {
        self.scrollViews = scrollViews
        self.document = document
        self.revision = revision
        self.traitKey = traitKey
        self.traits = traits
        self.container = container
        self.views = views
        self.diagnostics = diagnostics
        self.cached = cached
    }

    /// Whether any diagnostic is an error (unsatisfiable or ambiguous).
    public var hasErrors: Bool { diagnostics.contains { $0.isError } }

    /// The frame of `id`, in the root's coordinates.
    public subscript(id: String) -> SolvedView? { views.first { $0.id == id } }
}
