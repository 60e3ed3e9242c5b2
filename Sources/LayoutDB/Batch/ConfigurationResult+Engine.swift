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
                of: engine.hierarchy.root, configuration: configuration),
            views: RenderedView.views(of: engine.hierarchy), layout: result ?? engine.result())
    }
}
