/// One side of a rectangle, fixed to the screen: how built-in guides are pinned
/// inside their view.
enum FrameEdge: String, Hashable, Sendable, CaseIterable {
    case left, top, right, bottom

    var axis: LayoutAxis { self == .left || self == .right ? .horizontal : .vertical }

    func inset(in insets: EdgeInsets) -> Double {
        switch self {
        case .left: return insets.left
        case .top: return insets.top
        case .right: return insets.right
        case .bottom: return insets.bottom
        }
    }
}
