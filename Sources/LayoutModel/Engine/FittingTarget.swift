/// What ``LayoutEngine``'s fitting initialiser sizes the root towards: UIKit's
/// `systemLayoutSizeFitting` target and the priority of each dimension's pull.
struct FittingTarget: Hashable, Sendable {
    var size: LayoutSize
    var horizontal: Priority
    var vertical: Priority
}
