import LayoutSolver

/// Every view's width and height kept at 0 or more, as UIKit's engine keeps them.
///
/// UIKit's layout engine restricts a view's size variables to values of 0 or more (Erica
/// Sadun's *Auto Layout*: "Auto Layout works with positive sizes, zero or bigger"), so a
/// set of constraints that needs a negative size is logged as unsatisfiable though no
/// constraint in it is impossible alone, and the log prints the app's constraints only:
/// a table pinned 8 points inside both sides of a host the container made 0 wide, a
/// stack view pinned 4 and 10 in from a 0-wide title view (FIDELITY.md, eighth and ninth
/// semantics audits). The bound is one required `width >= 0` and `height >= 0` per
/// view, installed before anything else, so that it is never the constraint broken, and
/// not recorded (``LayoutEngine/setInstalled(_:_:)``), so that no log or `explain`
/// prints it. Its handles are kept (``LayoutEngine/sizeBounds``) so that a conflict set
/// naming one can still be checked again after a resize.
///
/// Every view but the root gets one, whether constraints or its autoresizing mask place
/// it: UIKit's engine makes the restriction part of a layout item's size variables
/// (`_UILayoutItemCreateAndObserveVariableWithValueRestriction`, restricted to 0 or more
/// unless the item allows negative dimensions, in UIKit's decompiled `UILayoutGuide`; a
/// scroll view's content size likewise), not of the constraints that place it. So a mask
/// that would make a view negative (a flexible width whose fixed margins outgrow a
/// narrower superview) cannot hold: where the superview's size is the container's, the
/// mask's own constraint is the one broken (UIKit's, in a set of UIKit's alone, as
/// `UISV-canvas-connection` breaks where no app constraint is in the set); where the app's
/// constraints size the superview, the one of those added last breaks, as elsewhere
/// (FIDELITY.md, tenth semantics audit). The root's size is the container's, never
/// negative, and a fitting engine's root must stay free to be measured below 0
/// (``Placement``'s negative fit).
///
/// Custom layout guides get it too, and so do the guides a stack view makes (its gap and
/// spanner guides): `UILayoutGuide` creates its width and height restricted unless
/// `_allowsNegativeDimensions` is set, which `init` leaves off and `initWithCoder:` reads
/// from a key whose absence is off; UIKit sets it only on guides of its own
/// (the keyboard's, an image view's content guide, the status bar's spacers), and
/// `_UILayoutSpacer` and the stack's gap guide never set it (UIKit decompiled, iOS 26.1;
/// FIDELITY.md, eleventh semantics audit). A guide squeezed below 0 is a conflict of the
/// constraints that squeeze it, as a view's is.
extension LayoutEngine {
    /// Installs the bounds of every view but the root, and of every custom guide.
    mutating func installSizeBounds() throws(LayoutEngineError) {
        sizeBounds = []
        for frame in viewFrames.dropFirst() + guideFrames {
            for variable in [frame.width, frame.height] {
                let bound = Constraint(LinearExpression(variable), .greaterThanOrEqual)
                do { sizeBounds.insert(try solver.add(bound)) } catch {
                    throw .internalError("installing a size bound: \(error)")
                }
            }
        }
    }
}
