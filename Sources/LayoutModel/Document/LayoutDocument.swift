/// A layout document as a plain value (DESIGN.md, "Data flow"): the view tree, the custom
/// guides, the constraints as written and the trait variants, before any variant is
/// applied. The JSON format, the store and Interface Builder import all read and write
/// this value; materialising it for a ``TraitCollection`` gives what the engine solves.
public struct LayoutDocument: Hashable, Sendable {
    /// The document's name in the store (`login`, `Main.storyboard#BYZ-38-t0r`).
    public var name: String
    /// The root view: a view controller's view, laid out in the container.
    public var root: ViewNode
    /// Custom layout guides, each owned by a view.
    public var guides: [LayoutGuideNode]
    /// In document order; a Visual Format entry stands for all the constraints it expands to.
    public var constraints: [DocumentConstraint]
    /// Trait-dependent changes, in document order.
    public var variants: [Variant]
    /// The device the document was designed on (Interface Builder's `<device id=…>`,
    /// a catalog id), used when a solve names no device.
    public var designDevice: String?
    /// The container controllers the root's controller is shown in (navigation and tab
    /// bars); ``ControllerContainment/none`` for a plain full-screen controller.
    public var containment: ControllerContainment

    public init(
        name: String,
        root: ViewNode,
        guides: [LayoutGuideNode] = [],
        constraints: [DocumentConstraint] = [],
        variants: [Variant] = [],
        designDevice: String? = nil,
        containment: ControllerContainment = .none
    ) {
        self.name = name
        self.root = root
        self.guides = guides
        self.constraints = constraints
        self.variants = variants
        self.designDevice = designDevice
        self.containment = containment
    }
}
