/// A required constraint whose constant follows the container: the root's frame and
/// its safe-area and margin edges. ``LayoutEngine/resize(to:safeArea:)`` replaces
/// exactly these.
enum ContainerKey: Hashable, Sendable {
    case rootX, rootY, rootWidth, rootHeight
    case safeArea(FrameEdge)
    case margin(FrameEdge)

    /// The root's frame pins, in UIKit's order (minX, minY, width, height).
    static let rootKeys: [ContainerKey] = [.rootX, .rootY, .rootWidth, .rootHeight]

    /// A stable order, so re-adding on resize is deterministic.
    var order: Int {
        let edgeIndex: (FrameEdge) -> Int = { edge in FrameEdge.allCases.firstIndex(of: edge) ?? 0 }
        switch self {
        case .rootX: return 0
        case .rootY: return 1
        case .rootWidth: return 2
        case .rootHeight: return 3
        case .safeArea(let edge): return 4 + edgeIndex(edge)
        case .margin(let edge): return 8 + edgeIndex(edge)
        }
    }
}
