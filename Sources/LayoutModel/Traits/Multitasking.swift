/// How much of an iPad's screen the app has: the whole screen, or one of the Split View
/// and Slide Over widths of the catalog.
public enum Multitasking: String, Hashable, Sendable, CaseIterable, Codable {
    case fullScreen
    case slideOver
    /// Split View, the narrow third.
    case third
    /// Split View, half and half (landscape only in the catalog).
    case half
    /// Split View, the wide two thirds.
    case twoThirds

    /// The name `facts/devices.json` gives the configuration (`splitOneThird`, …); nil
    /// for full screen, which the catalog describes per orientation instead.
    public var catalogName: String? {
        switch self {
        case .fullScreen: return nil
        case .slideOver: return "slideOver"
        case .third: return "splitOneThird"
        case .half: return "splitOneHalf"
        case .twoThirds: return "splitTwoThirds"
        }
    }
}
