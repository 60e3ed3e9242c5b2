/// One constraint that takes part in placing an item on an axis (`layoutdb explain`).
public struct AffectingConstraint: Hashable, Sendable {
    /// As UIKit prints it (`<NSLayoutConstraint:0x… UILabel:0x….leading == …>`).
    public var constraint: DiagnosedConstraint
    /// Whether it acts on the solution: it holds with equality, or it is an optional
    /// constraint that is not met and pulls its items towards it (an inequality with
    /// slack does not pin anything right now).
    public var isBinding: Bool
    /// Whether the item would move, or become free, without it: the constraints that
    /// alone decide the frame. Two constraints that fix the same thing are each
    /// inessential (either would do), so they are binding but not essential. For an
    /// item that is free already (an ambiguous frame), whether the range its frame can
    /// take would change without it.
    public var isEssential: Bool

    /// Whether it mentions the item itself (rather than something the item hangs from).
    public var isDirect: Bool

    /// Whether this is a required constraint a conflict broke, in the solve as UIKit keeps
    /// it: "as if it were optional" (at ``LayoutEngine/brokenPriority``), still pulling
    /// its items as close as the constraints that hold allow.
    public var isBroken: Bool

    /// How far the solution is from satisfying it, in points, when it does not hold (an
    /// optional constraint the others keep from being met, pulling as far as they let
    /// it, or a broken one); nil when it holds.
    public var shortfall: Double?

    public init(
        constraint: DiagnosedConstraint, isBinding: Bool, isEssential: Bool, isDirect: Bool, isBroken: Bool = false,
        shortfall: Double? = nil
    ) {
        self.constraint = constraint
        self.isBinding = isBinding
        self.isEssential = isEssential
        self.isDirect = isDirect
        self.isBroken = isBroken
        self.shortfall = shortfall
    }
}
