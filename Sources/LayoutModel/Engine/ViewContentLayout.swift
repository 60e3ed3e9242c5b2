/// What one view's content gives the engine: the intrinsic size its content-size
/// constraints hold it to, and where its baselines are.
///
/// Two kinds of baseline: a document's `baselineOffset` is measured from the top, as
/// it always was; a measured text's baselines are measured from the view's vertical
/// centre, because UILabel, UIButton and UITextField draw their text centred in their
/// bounds, so a label stretched taller than its text keeps its text (and baselines) in
/// the middle (facts/uikit-defaults.md §7; the centring is unconfirmed on a device).
/// Both are linear in the frame, so both are plain constraint expressions.
struct ViewContentLayout: Hashable, Sendable {
    enum Baseline: Hashable, Sendable {
        /// `top + offset`.
        case fromTop(Double)
        /// `centerY + offset`.
        case fromCentre(Double)
    }

    var intrinsicContentSize: IntrinsicContentSize
    /// Nil: the bottom edge (a plain view's `forFirstBaselineLayout` is itself).
    var firstBaseline: Baseline?
    var lastBaseline: Baseline?

    /// The document's own values: its intrinsic size and `baselineOffset`.
    init(document view: ViewNode) {
        intrinsicContentSize = view.intrinsicContentSize
        firstBaseline = view.baselineOffset.map(Baseline.fromTop)
        lastBaseline = firstBaseline
    }

    /// Measured content, overridden by what the document states explicitly: each axis
    /// of the document's `intrinsicContentSize` that is set, and its `baselineOffset`.
    /// `centred`: the text is drawn centred in the bounds (labels, buttons, fields);
    /// else at the top (text views).
    init(measured metrics: ContentMetrics, document view: ViewNode, centred: Bool) {
        let measured = metrics.intrinsicContentSize
        intrinsicContentSize = IntrinsicContentSize(
            width: view.intrinsicContentSize.width ?? measured.width,
            height: view.intrinsicContentSize.height ?? measured.height)
        if let offset = view.baselineOffset {
            firstBaseline = .fromTop(offset)
            lastBaseline = firstBaseline
            return
        }
        // Metrics give baselines from the top of a view at its measured height.
        guard centred else {
            firstBaseline = metrics.firstBaseline.map(Baseline.fromTop)
            lastBaseline = metrics.lastBaseline.map(Baseline.fromTop)
            return
        }
        let middle = (measured.height ?? 0) / 2
        firstBaseline = metrics.firstBaseline.map { .fromCentre($0 - middle) }
        lastBaseline = metrics.lastBaseline.map { .fromCentre($0 - middle) }
    }

    func baseline(_ attribute: LayoutAttribute) -> Baseline? {
        attribute == .lastBaseline ? lastBaseline : firstBaseline
    }
}
