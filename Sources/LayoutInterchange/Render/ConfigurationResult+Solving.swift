extension ConfigurationResult {
    /// Materialises `document` for the configuration's traits and solves it on that
    /// device, as a batch run does for one cell of its matrix. Pure: no store, no cache.
    ///
    /// ```swift
    /// let configuration = try DeviceConfiguration(deviceNamed: "iPhone 15 Pro", orientation: .landscape)
    /// let result = try ConfigurationResult.solving(document, configuration: configuration)
    /// let svg = SVGRenderer().render(result)
    /// ```
    ///
    /// - Throws: ``ConfigurationSolveError``: the document's error for these traits, or
    ///   the engine's.
    public static func solving(
        _ document: LayoutDocument, revision: Int? = nil, configuration: DeviceConfiguration
    ) throws(ConfigurationSolveError) -> ConfigurationResult {
        let resolved: ResolvedLayout
        do throws(DocumentError) {
            resolved = try document.materialized(for: configuration.traitCollection)
        } catch {
            throw .document(error)
        }
        // The controller's bars (the document's containment) change the root's share of
        // the screen and its safe area, as in every other solve (`Placement`), so the
        // picture shows the safe area the frames were solved in.
        let containment = resolved.hierarchy.containment
        let (container, safeArea) = containment.placement(in: configuration)
        let controller = containment.applied(to: configuration.viewControllerRoot)
        let traits = configuration.traitCollection
        let engine: LayoutEngine
        do throws(LayoutEngineError) {
            engine = try LayoutEngine(
                hierarchy: resolved.hierarchy, containerSize: container, safeAreaInsets: safeArea,
                direction: traits.direction, scale: traits.displayScale, contentSize: traits.contentSize,
                viewController: controller)
        } catch {
            throw .engine(error)
        }
        return ConfigurationResult(
            documentName: document.name, revision: revision, label: ConfigurationLabel(configuration),
            containerSize: container, safeAreaInsets: safeArea,
            rootLayoutMargins: rootLayoutMargins(
                of: engine.hierarchy.root, configuration: configuration, safeArea: safeArea, containment: containment),
            views: RenderedView.views(of: engine.hierarchy), layout: engine.result())
    }

    /// The root's margins as a view controller's view in `configuration`.
    ///
    /// The engine keeps these inside its solver and does not report them, so this
    /// applies its documented rule (``ViewControllerRoot/margins(own:direction:)``): own
    /// margins (the default counting as none) raised to the system minimum unless the
    /// controller does not respect it, resolved for the root's own direction, plus the
    /// safe area when the root insets its margins from it. Only the picture uses the
    /// result; if the rule changes in the engine, the dashed margins line drawn here is
    /// what would drift, never a frame or a diagnostic.
    ///
    /// `safeArea` is the root's safe area, the device's unless the controller's bars
    /// change it (``ControllerContainment/placement(in:)``); `containment` is the
    /// document's, which says whether the minimum is respected.
    public static func rootLayoutMargins(
        of root: ViewNode, configuration: DeviceConfiguration, safeArea: EdgeInsets? = nil,
        containment: ControllerContainment = .none
    ) -> EdgeInsets {
        let direction = root.semanticContentAttribute.effectiveDirection(under: configuration.direction)
        var margins = containment.applied(to: configuration.viewControllerRoot)
            .margins(own: root.layoutMargins, direction: direction)
        if root.insetsLayoutMarginsFromSafeArea {
            let safe = safeArea ?? configuration.safeAreaInsets
            margins = EdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left,
                bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        return margins
    }
}
