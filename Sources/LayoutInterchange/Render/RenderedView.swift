/// What a picture needs to know about one view of the solved hierarchy besides its
/// frame: its id, its class (printed beside the id), its superview, whether it shows,
/// and its designer's name.
public struct RenderedView: Hashable, Sendable {
    public var id: String
    public var className: String
    /// The superview's id; nil for the root.
    public var parent: String?
    /// Hidden views are laid out but not drawn by UIKit; pictures draw them faintly.
    public var isHidden: Bool
    /// The name a designer gave the view (``ViewNode/userLabel``), which reports name it by
    /// beside its ids (``ConfigurationResult/userLabels``).
    public var userLabel: String?

    public init(id: String, className: String, parent: String?, isHidden: Bool = false, userLabel: String? = nil) {
        self.id = id
        self.className = className
        self.parent = parent
        self.isHidden = isHidden
        self.userLabel = userLabel
    }

    /// Every view of `hierarchy` in depth-first order (the root first, subviews in
    /// z-order), which is also the order to draw them in.
    public static func views(of hierarchy: LayoutHierarchy) -> [RenderedView] {
        hierarchy.views.map { entry in
            RenderedView(
                id: entry.view.id, className: entry.view.className,
                parent: entry.parent.map { hierarchy.views[$0].view.id }, isHidden: entry.view.isHidden,
                userLabel: entry.view.userLabel)
        }
    }
}
