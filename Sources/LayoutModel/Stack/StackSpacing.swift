/// A stack view's `spacing`: a number of points, or `UIStackView.spacingUseSystem`
/// (the system spacing between the neighbours, 8 points between plain views).
public enum StackSpacing: Hashable, Sendable {
    case points(Double)
    case system
}
