/// One axis of one view's content-size constraints (a pair: hugging and compression
/// resistance, printed as one `NSContentSizeLayoutConstraint`).
struct ContentSizeKey: Hashable, Sendable {
    var view: Int
    var axis: LayoutAxis
}
