/// The axis an attribute measures along.
///
/// Auto Layout never relates a horizontal location to a vertical one, so every
/// validity rule starts by asking for the axis of each side.
public enum LayoutAxis: String, Hashable, Sendable, CaseIterable, Codable {
    /// x: left, right, leading, trailing, centerX, width and their margin forms.
    case horizontal
    /// y: top, bottom, centerY, the baselines, height and their margin forms.
    case vertical
}
