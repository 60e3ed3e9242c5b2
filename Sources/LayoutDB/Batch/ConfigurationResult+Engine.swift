import LayoutInterchange
import LayoutModel

extension ConfigurationResult {
    /// The picture's and report's value for an engine that has solved `configuration`
    /// (with the library's text measurer, unlike ``ConfigurationResult/solving(_:revision:configuration:)``,
    /// so pictures show the frames `solve` and `batch` compute).
    public init(
        engine: LayoutEngine, result: LayoutResult? = nil, document: String, revision: Int?,
        configuration: DeviceConfiguration
    ) {
        self.init(
            documentName: document, revision: revision, label: ConfigurationLabel(configuration),
            containerSize: engine.containerSize, safeAreaInsets: engine.safeAreaInsets,
            rootLayoutMargins: ConfigurationResult.rootLayoutMargins(
                of: engine.hierarchy.root, configuration: configuration, containment: engine.hierarchy.containment),
            views: RenderedView.views(of: engine.hierarchy), layout: result ?? engine.result())
    }

    /// The value for a configuration solved to `result` at `placement`, by any engine of
    /// its group (one engine answers every configuration placed alike): the window, its
    /// safe area and the root's margins are the placement's and the configuration's,
    /// as the engine's own would be there (``LayoutEngine/resize(to:safeArea:viewController:)``
    /// takes them as they are). `root`, `containment` and `views` are the engine's hierarchy's
    /// (``RenderedView/views(of:)``), the same for every engine of the group.
    init(
        placed placement: Placement, root: ViewNode, containment: ControllerContainment, views: [RenderedView],
        result: LayoutResult, document: String, revision: Int?, configuration: DeviceConfiguration
    ) {
        self.init(
            documentName: document, revision: revision, label: ConfigurationLabel(configuration),
            containerSize: placement.container, safeAreaInsets: placement.safeArea,
            rootLayoutMargins: ConfigurationResult.rootLayoutMargins(
                of: root, configuration: configuration, containment: containment),
            views: views, layout: result)
    }
}
