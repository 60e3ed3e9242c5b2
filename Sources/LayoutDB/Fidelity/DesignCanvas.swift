import LayoutInterchange
import LayoutModel

/// How a document was laid out when its frames were recorded: the design device held in
/// the canvas's orientation, and the root's own size where it is not the screen's (a
/// freeform xib view such as a 386×147 cell). Solving "at the design device" means this.
public struct DesignCanvas: Hashable, Sendable {
    public var orientation: Orientation
    /// The root's recorded size, when the file gave one.
    public var rootSize: LayoutSize?

    public init(orientation: Orientation, rootSize: LayoutSize?) {
        self.orientation = orientation
        self.rootSize = rootSize
    }

    /// The canvas of `scene` in a file imported as `file`.
    public init(file: InterfaceBuilderImport, scene: InterfaceBuilderScene) {
        let recorded = scene.document.root.recordedFrame
        self.init(
            orientation: file.canvas.orientation,
            rootSize: recorded.map { LayoutSize(width: $0.width, height: $0.height) })
    }

    /// The setup that reproduces the canvas for `document`, or nil when it names no design
    /// device. The container is the device's in the canvas's orientation, unless the root
    /// was recorded at another size: then that size (Interface Builder lays a freeform
    /// view out at its own size), and no safe area (``SolveSetup/safeAreaInsets``).
    ///
    /// Decision: a root within half a point of the screen size counts as the screen, so
    /// a storyboard root keeps the device's safe area.
    public func setup(for document: LayoutDocument, contentSize: ContentSizeCategory = .default) -> SolveSetup? {
        guard let device = document.designDevice,
            let configuration = try? DeviceConfiguration(deviceNamed: device, orientation: orientation, contentSize: contentSize)
        else { return nil }
        let screen = configuration.containerSize
        guard let rootSize,
            abs(rootSize.width - screen.width) > 0.5 || abs(rootSize.height - screen.height) > 0.5
        else { return SolveSetup(configuration: configuration) }
        return SolveSetup(configuration: configuration, containerSize: rootSize)
    }
}
