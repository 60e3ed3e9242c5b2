/// Which variables the constraints and the objective leave free, and another
/// solution that shows it (UIKit's `hasAmbiguousLayout` and
/// `exerciseAmbiguityInLayout`).
public struct Ambiguity: Sendable {
    /// Every variable asked about that can take more than one value with all required
    /// constraints holding and every priority level at its optimum, with the range it
    /// can take (bounds may be infinite). Uniquely determined variables are absent.
    public var ranges: [Variable: ClosedRange<Double>]
    /// Another optimal solution, for every variable asked about. It differs from the
    /// current one in the ambiguous variables.
    public var alternative: [Variable: Double]

    public var isAmbiguous: Bool { !ranges.isEmpty }

    /// The pivots the analysis's LPs made, all of them together: what it cost, which
    /// tests hold down where a layout's shape once made it grow.
    var facePivots = 0
}
