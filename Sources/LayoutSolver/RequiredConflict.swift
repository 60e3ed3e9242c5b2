/// A minimal set of required constraints that cannot all hold.
///
/// `rejected` is the constraint whose addition made the set unsatisfiable; it is not
/// installed. `conflicting` are the installed required constraints it conflicts
/// with. Together they are minimal: drop any one of them and the rest can hold.
/// This is the list UIKit prints under "Unable to simultaneously satisfy constraints".
public struct RequiredConflict: Hashable, Sendable {
    /// The constraint that was refused (UIKit: "Will attempt to recover by breaking constraint").
    public var rejected: ConstraintID
    /// Its label, as given.
    public var rejectedLabel: String?
    /// The installed constraints it conflicts with, in the order they were added.
    public var conflicting: [ConstraintID]
}
