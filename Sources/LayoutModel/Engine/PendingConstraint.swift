import LayoutSolver

/// An installed constraint as the engine keeps it: where it came from and what its
/// UIKit description says, not yet printed.
///
/// Every solve installs one of these per constraint (four guide edges per view per
/// guide, two content-size constraints per axis, …), and only a conflict or `explain`
/// ever prints one: formatting the descriptions up front was over a third of a
/// 200-view document's build.
struct PendingConstraint: Sendable {
    var source: DiagnosedConstraint.Source
    var text: ConstraintText

    /// The constraint as diagnostics report it.
    func diagnosed(by describer: UIKitDescriber) -> DiagnosedConstraint {
        DiagnosedConstraint(source: source, uikitDescription: describer.describe(text))
    }
}

/// The arguments of one ``UIKitDescriber`` description, printed on demand.
enum ConstraintText: Sendable {
    case document(ConstraintSpec, index: Int)
    case autoresizing(view: Int, mask: String, variable: String, value: Double, serial: Int, share: Double, superview: Int?)
    case guideEdge(BuiltInGuide, of: Int, edge: FrameEdge, inset: Double, serial: Int)
    case scrollContentGuide(of: Int, before: String, after: String, serial: Int)
    case contentSize(view: Int, axis: LayoutAxis, size: Double, hugging: Priority, resistance: Priority, serial: Int)
    case fittingTarget(axis: LayoutAxis, value: Double, priority: Priority, serial: Int)
}

extension UIKitDescriber {
    func describe(_ text: ConstraintText) -> String {
        switch text {
        case .document(let spec, let index):
            return document(spec, index: index)
        case .autoresizing(let view, let mask, let variable, let value, let serial, let share, let superview):
            return autoresizing(
                view: view, mask: mask, variable: variable, value: value, serial: serial, share: share, superview: superview)
        case .guideEdge(let guide, let index, let edge, let inset, let serial):
            return guideEdge(guide, of: index, edge: edge, inset: inset, serial: serial)
        case .scrollContentGuide(let index, let before, let after, let serial):
            return scrollContentGuide(of: index, before: before, after: after, serial: serial)
        case .contentSize(let view, let axis, let size, let hugging, let resistance, let serial):
            return contentSize(view: view, axis: axis, size: size, hugging: hugging, resistance: resistance, serial: serial)
        case .fittingTarget(let axis, let value, let priority, let serial):
            return fittingTarget(axis: axis, value: value, priority: priority, serial: serial)
        }
    }
}
