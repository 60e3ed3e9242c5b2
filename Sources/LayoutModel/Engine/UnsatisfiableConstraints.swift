/// A set of required constraints that cannot all hold, and the one the engine broke.
///
/// layoutdb's rule for which one breaks (UIKit's is undocumented, facts/diagnostics.md
/// §1; FIDELITY.md's ninth semantics audit fits it to public logs): the engine installs
/// every view's size bound (`width >= 0`, `height >= 0`, never printed), UIKit's own
/// constraints (the window's, autoresizing, guides, intrinsic size), then the
/// document's, each view's before its subviews' (``LayoutEngine/installationOrder(_:)``),
/// and breaks the constraint whose addition made the set unsatisfiable. So the broken
/// one is never one UIKit made, as in public logs (never an encapsulated size,
/// `UISV-hiding`, `UISV-canvas-connection` or autoresizing constraint), and where a
/// container imposes a size the pins cannot meet, the deepest view's own constraint
/// breaks (a cell's image height or aspect ratio, as UIKit's logs show).
/// A stack view's `UISV-` constraints come before the document's
/// (``StackViewExpansion``), spacing last, so a stack's spacing breaks only in a conflict
/// among the stack's own constraints, as in the nested-stack log of facts/diagnostics.md
/// §1; where the document adds a constraint to such a set, that one breaks instead.
/// A broken constraint acts as an optional one for the rest of the solve, at a priority
/// above every document one (``LayoutEngine/brokenPriority``), as facts/diagnostics.md §1
/// says UIKit's does.
public struct UnsatisfiableConstraints: Hashable, Sendable {
    /// The minimal conflicting set, in the order installed; the broken one is last.
    public var constraints: [DiagnosedConstraint]
    public var broken: DiagnosedConstraint

    public init(constraints: [DiagnosedConstraint], broken: DiagnosedConstraint) {
        self.constraints = constraints
        self.broken = broken
    }

    /// The console message UIKit logs, byte for byte in the current (iOS 11+) format
    /// (facts/diagnostics.md §1), including the trailing spaces and the tab indents.
    /// The autoresizing note appears only when such a constraint is in the list, on its
    /// own line after item (2), indented by one tab and ending in a space (facts §1 leaves
    /// its placement unconfirmed; a public iOS log, `ConstraintsMonitor_Example`, prints
    /// it so).
    public var uikitLog: String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if constraints.contains(where: \.isAutoresizing) {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                    + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        let items = constraints.map { "    \"\($0.uikitDescription)\"" }
        lines.append(items.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken.uikitDescription)
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append(
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        return lines.joined(separator: "\n")
    }
}
