/// One constraint that takes part in placing an item on an axis (`layoutdb explain`).
public struct AffectingConstraint: Hashable, Sendable {
    /// As UIKit prints it (`<NSLayoutConstraint:0x… UILabel:0x….leading == …>`).
    public var constraint: DiagnosedConstraint
    /// Whether it holds with equality at the solution (an inequality with slack, or an
    /// optional constraint that is satisfied loosely, does not pin anything right now).
    public var isBinding: Bool
    /// Whether the item would move, or become free, without it: the constraints that
    /// alone decide the frame. Two constraints that fix the same thing are each
    /// inessential (either would do), so they are binding but not essential. For an
    /// item that is free already (an ambiguous frame), whether the range its frame can
    /// take would change without it.
    public var isEssential: Bool

    /// Whether it mentions the item itself (rather than something the item hangs from).
    public var isDirect: Bool

    public init(constraint: DiagnosedConstraint, isBinding: Bool, isEssential: Bool, isDirect: Bool) {
        self.constraint = constraint
        self.isBinding = isBinding
        self.isEssential = isEssential
        self.isDirect = isDirect
    }
}
