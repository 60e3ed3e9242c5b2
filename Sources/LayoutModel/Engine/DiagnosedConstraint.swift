/// A constraint the engine installed, as diagnostics report it: where it came from and
/// how UIKit would print it.
public struct DiagnosedConstraint: Hashable, Sendable {
    /// Where a constraint came from: the document, or one UIKit makes on its own.
    public enum Source: Hashable, Sendable {
        /// Written in the document.
        case document(ConstraintSpec)
        /// The window placing the root view (UIKit: the root's autoresizing constraints).
        case container(view: String)
        /// A view placed by its frame (`translatesAutoresizingMaskIntoConstraints`).
        case autoresizing(view: String)
        /// One edge of a view's `safeAreaLayoutGuide`.
        case safeArea(view: String)
        /// One edge of a view's `layoutMarginsGuide`.
        case layoutMargins(view: String)
        /// One edge of a view's `readableContentGuide`, inside its margins guide.
        case readableContent(view: String)
        /// Hugging or compression resistance of a view's intrinsic size on one axis.
        case contentSize(view: String, axis: LayoutAxis)
        /// A scroll view's own constraint on its content area (``ScrollViewContent``).
        case scrollContentLayout(view: String)
    }

    public var source: Source
    /// UIKit's description, `<NSLayoutConstraint:0x… UILabel:0x….leading == … + 8   (active)>`,
    /// with fake addresses that depend only on the document (see ``LayoutEngine``).
    public var uikitDescription: String

    public init(source: Source, uikitDescription: String) {
        self.source = source
        self.uikitDescription = uikitDescription
    }

    /// The document's constraint, when it came from the document.
    public var spec: ConstraintSpec? {
        if case .document(let spec) = source { return spec }
        return nil
    }

    /// Whether UIKit prints it as an `NSAutoresizingMaskLayoutConstraint` (the window's
    /// pins of the root are; a fitted root's size targets are plain `NSLayoutConstraint`s).
    public var isAutoresizing: Bool {
        uikitDescription.hasPrefix("<NSAutoresizingMaskLayoutConstraint:")
    }
}
