/// How the device is held. Landscape stands for both landscapeLeft and landscapeRight:
/// iOS reports the same sizes and insets for the two (facts/README.md).
public enum Orientation: String, Hashable, Sendable, CaseIterable, Codable {
    case portrait
    case landscape
}
