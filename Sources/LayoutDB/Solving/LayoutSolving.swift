import LayoutModel

/// Materialises a document for a setup and solves it: the one place where the model's
/// variants and the engine meet. The store is not involved (``LayoutDatabase`` adds the
/// cache around this).
public enum LayoutSolving {
    /// Solves `document` (at `revision` when it came from the store) for `setup`.
    public static func solve(
        _ document: LayoutDocument, revision: Int?, setup: SolveSetup
    ) throws(SolveError) -> SolvedLayout {
        let resolved: ResolvedLayout
        do {
            resolved = try document.materialized(for: setup.traits)
        } catch {
            throw .document(name: document.name, error)
        }
        let result: LayoutResult
        do {
            let engine = try LayoutEngine(
                hierarchy: resolved.hierarchy, containerSize: setup.container, safeAreaInsets: setup.safeAreaInsets,
                direction: setup.traits.direction, scale: setup.traits.displayScale,
                contentSize: setup.traits.contentSize,
                viewController: setup.configuration.viewControllerRoot)
            result = engine.result()
        } catch {
            throw .engine(name: document.name, error)
        }
        return SolvedLayout(
            document: document.name, revision: revision, traitKey: setup.traitKey, traits: setup.traits,
            container: setup.container, views: views(of: resolved.hierarchy, in: result),
            diagnostics: result.diagnostics.map(SolvedDiagnostic.init), cached: false)
    }

    /// The hierarchy's views depth first, then its custom guides, with their solved frames.
    static func views(of hierarchy: LayoutHierarchy, in result: LayoutResult) -> [SolvedView] {
        var views: [SolvedView] = []
        for entry in hierarchy.views {
            guard let frame = result[entry.view.id] else { continue }
            views.append(SolvedView(
                id: entry.view.id, className: entry.view.className,
                parent: entry.parent.map { hierarchy.views[$0].view.id },
                frame: frame.inSuperview, frameInRoot: frame.inRoot))
        }
        for guide in hierarchy.guides {
            guard let frame = result[guide.id] else { continue }
            views.append(SolvedView(
                id: guide.id, className: "UILayoutGuide", parent: guide.owner, frame: frame.inSuperview,
                frameInRoot: frame.inRoot))
        }
        return views
    }
}
