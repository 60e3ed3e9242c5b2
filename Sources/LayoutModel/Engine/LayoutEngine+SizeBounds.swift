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
/// Only views placed by constraints get one. The root's size is the container's, never
/// negative, and a view placed by its autoresizing mask has the size its mask gives
/// (UIKit makes its autoresizing constraints from the frame; whether UIKit clamps a mask
/// that would make it negative is not known, and a bound there would break UIKit's own
/// autoresizing constraint, which no public log shows).
extension LayoutEngine {
    /// Installs the bounds of every view placed by constraints.
    mutating func installSizeBounds() throws(LayoutEngineError) {
        sizeBounds = []
        for index in viewFrames.indices.dropFirst() where !hierarchy.views[index].view.translatesAutoresizingMaskIntoConstraints {
            let frame = viewFrames[index]
            for variable in [frame.width, frame.height] {
                let bound = Constraint(LinearExpression(variable), .greaterThanOrEqual)
                do { sizeBounds.insert(try solver.add(bound)) } catch {
                    throw .internalError("installing a size bound: \(error)")
                }
            }
        }
    }
}
