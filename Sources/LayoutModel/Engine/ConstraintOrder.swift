/// The order an engine installs the document's constraints in, which decides the one a
/// conflict breaks (the one whose installation made its set unsatisfiable).
public enum ConstraintOrder: Hashable, Sendable {
    /// Each view's constraints before its subviews', document order within one view:
    /// UIKit's engine at run time, as public logs show (``LayoutEngine/installationOrder(_:)``).
    case viewsFirst
    /// As the document lists them: Interface Builder's canvas, which the frames Xcode
    /// records follow more often (FIDELITY.md, ninth semantics audit; `system fidelity`).
    case document
}
