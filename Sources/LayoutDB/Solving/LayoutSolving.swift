import LayoutModel

/// Materialises a document for a setup and solves it: the one place where the model's
/// variants and the engine meet. The store is not involved (``LayoutDatabase`` adds the
/// cache around this).
public enum LayoutSolving {
    /// Solves `document` (at `revision` when it came from the store) for `setup`.
    public static func solve(
        _ document: LayoutDocument, revision: Int?, setup: SolveSetup, measurer: (any TextMeasuring)? = nil
    ) throws(SolveError) -> SolvedLayout {
        let (resolved, engine) = try self.engine(for: document, setup: setup, measurer: measurer)
        return solvedLayout(
            name: document.name, revision: revision, setup: setup, resolved: resolved, engine: engine,
            result: engine.result())
    }

    /// What a solve reports, from an engine that has solved the resolved layout (the
    /// single solve and the batch build it the same way, so the cache holds one form).
    static func solvedLayout(
        name: String, revision: Int?, setup: SolveSetup, resolved: ResolvedLayout, engine: LayoutEngine,
        result: LayoutResult
    ) -> SolvedLayout {
        let labels = result.diagnostics.isEmpty ? [:] : resolved.hierarchy.userLabels
        return SolvedLayout(
            document: name, revision: revision, traitKey: setup.traitKey, traits: setup.traits,
            container: engine.containerSize, views: views(of: resolved.hierarchy, in: result),
            diagnostics: result.diagnostics.map { SolvedDiagnostic($0, documentName: name, labels: labels) }, cached: false,
            scrollViews: scrollViews(of: resolved.hierarchy, in: result))
    }

    /// The scroll views' content sizes, in the hierarchy's order.
    static func scrollViews(of hierarchy: LayoutHierarchy, in result: LayoutResult) -> [SolvedScrollView] {
        hierarchy.views.compactMap { entry in
            result.scrollViews[entry.view.id].map { SolvedScrollView(id: entry.view.id, $0) }
        }
    }

    /// The document materialised for the setup's traits and an engine that has solved it
    /// (for `trace` and `explain`, which ask the engine more than its frames).
    ///
    /// - Parameter measurer: measures labels, buttons and fields (their intrinsic sizes and
    ///   baselines); without one, text-bearing views have only the sizes the document gives.
    ///   The engine asks it through a ``MemoizedTextMeasurer`` of its own: every wrapping
    ///   pass and every safe-area pass re-measures each multi-line label at its solved
    ///   width, which mostly has not changed, and a list's cells repeat the same texts
    ///   (a table of 100 cells measured 2,000 times, 38% of its solve). Measuring is a
    ///   pure function of its arguments, so the answers are the same.
    public static func engine(
        for document: LayoutDocument, setup: SolveSetup, measurer: (any TextMeasuring)? = nil
    ) throws(SolveError) -> (ResolvedLayout, LayoutEngine) {
        let measurer = measurer.map { $0 is MemoizedTextMeasurer ? $0 : MemoizedTextMeasurer($0) }
        let resolved: ResolvedLayout
        do {
            resolved = try document.materialized(for: setup.traits)
        } catch {
            throw .document(name: document.name, error)
        }
        do {
            let traits = setup.traits
            let placement = try Placement(of: resolved.hierarchy, setup: setup, measurer: measurer)
            var engine = try LayoutEngine(
                hierarchy: resolved.hierarchy, containerSize: placement.container, safeAreaInsets: placement.safeArea,
                direction: traits.direction, scale: traits.displayScale, contentSize: traits.contentSize,
                viewController: placement.viewController, textMeasurer: measurer, rowSeparator: placement.rowSeparator,
                constraintOrder: setup.constraintOrder)
            engine.usesStandardRowHeight = placement.usesStandardRowHeight
            return (resolved, engine)
        } catch {
            throw .engine(name: document.name, error)
        }
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
