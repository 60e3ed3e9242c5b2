import LayoutSolver

/// When the engine installs each subview's safe-area and margins guide: just before the
/// first constraint that names it, or after the document's constraints when none does.
///
/// UIKit gives every view both guides. The engine writes each as four required edges,
/// `guide.top == view.top + inset` and so on, and installed them all, in UIKit's order,
/// before the document's constraints. Then a guide's edge became the definition of its
/// view's `top`, and the document's `v[i].top == v[i−1].bottom + 8` found no variable of
/// its own to define: it was written out in full, every earlier view's height error
/// with it, and a column of N views held O(N²) cells (20,000 labels: 16.7 GB and 203 s
/// to solve). Installed once the view's own constraints have defined its edges, the
/// guide's edges define the guide instead, and the column is linear (BENCHMARKS,
/// "Guides installed when first named").
///
/// No answer changes. A guide's four edges only define its own four variables, which
/// nothing before their turn names, so they cannot conflict with what is installed
/// already, and what is installed after them meets them exactly as in UIKit's order: a
/// document constraint that contradicts a guide is still the one broken, with the same
/// conflict. Every edge keeps the fake address UIKit's order gives it (``Edge/serial``).
/// A readable content guide is built on its view's margins by the engine's own
/// constraints, so those margins come first, as before. Where an optimum is not unique
/// (an ambiguous layout), the solver may reach another point of it.
struct GuideEdgeOrder {
    /// One edge waiting for its turn.
    struct Edge {
        var guide: BuiltInGuide
        var view: Int
        var edge: FrameEdge
        var serial: Int
    }

    /// A subview's safe-area or margins guide.
    struct Guide: Hashable {
        var view: Int
        var isSafeArea: Bool

        init(_ guide: BuiltInGuide, ofView view: Int) {
            self.view = view
            isSafeArea = guide == .safeArea
        }
    }

    /// The edges of guides not installed yet, by guide, in UIKit's order.
    struct Waiting {
        private var edges: [Guide: [Edge]] = [:]
        private var order: [Guide] = []

        mutating func append(_ edge: Edge) {
            let guide = Guide(edge.guide, ofView: edge.view)
            if edges[guide] == nil { order.append(guide) }
            edges[guide, default: []].append(edge)
        }

        /// `guide`'s edges, now due; none when they were taken before.
        mutating func take(_ guide: Guide) -> [Edge] { edges.removeValue(forKey: guide) ?? [] }

        /// Every edge still waiting, in UIKit's order.
        mutating func takeAll() -> [Edge] { order.flatMap { take($0) } }
    }

    /// Guides the engine's own constraints build on, installed in UIKit's order.
    private var neededFirst: Set<Guide> = []
    /// Per position in the document's constraints, the guides it is the first to name.
    private var firstNamed: [Int: [Guide]] = [:]

    init(engine: LayoutEngine, constraints: [Constraint]) {
        var owner: [Int: Guide] = [:]
        for view in engine.hierarchy.views.indices.dropFirst() {
            for variable in engine.safeAreaFrames[view].all { owner[variable.index] = Guide(.safeArea, ofView: view) }
            for variable in engine.marginFrames[view].all { owner[variable.index] = Guide(.layoutMargins, ofView: view) }
        }
        for view in engine.readableUsers where view > 0 { neededFirst.insert(Guide(.layoutMargins, ofView: view)) }
        var named = neededFirst
        for (position, constraint) in constraints.enumerated() {
            for term in constraint.expression.terms {
                guard let guide = owner[term.variable.index], named.insert(guide).inserted else { continue }
                firstNamed[position, default: []].append(guide)
            }
        }
    }

    /// Whether `guide` of subview `view` keeps its place in UIKit's order.
    func isNeededFirst(_ guide: BuiltInGuide, ofView view: Int) -> Bool {
        neededFirst.contains(Guide(guide, ofView: view))
    }

    /// The guides the document constraint at `position` (among those installed) names
    /// first: their edges are installed just before it.
    func guidesFirstNamed(byConstraintAt position: Int) -> [Guide] { firstNamed[position] ?? [] }
}
