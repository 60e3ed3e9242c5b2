/// `UISV-text-width-disambiguation` (facts/stackview.md §4): in a horizontal stack, a
/// label that wraps could take any width, each width with its own height, so two of
/// them side by side leave the split undecided (and one usually takes everything).
/// UIKit caps each at its share of the stack.
extension StackArrangement {
    /// The priority the first cap gets; later ones count up from it.
    static let textWidthBasePriority = 950.0

    /// For every visible wrapping view (``isTextWidthCandidate(_:)``) of a horizontal
    /// `fill`, `equalSpacing` or `equalCentering` stack with at least two visible views:
    /// `view.width <= canvas.width / n + c`, n the number of visible arranged views, c
    /// minus the gaps between them over n (−spacing × (n − 1) / n with one spacing), at
    /// 950 for the first candidate, 951 for the next, and so on.
    ///
    /// **Which of UIKit's two forms** (facts §4 documents both; decision): the newer
    /// `<=` one, because the corpus's newest file that shows either records it.
    /// EpisodeListTableViewCell (Xcode 13, iOS 15 canvas) keeps a wrapping label at its
    /// own 46 points in a 149.5-point stack whose width nothing outside fixes; the iOS
    /// 9/10 form, `==` at min(max(compression, hugging) + 10, 999), would have stretched
    /// it to the 91.5 of its neighbour. LedgerTableViewCell (Xcode 12, iOS 14 canvas)
    /// records the older form: its wrapping "DISCOUNT" label is exactly
    /// (288 − 8) / 2 = 140 wide beside a single-line label in an equalSpacing stack. That
    /// file also settles what n counts: every visible arranged view, not only the
    /// wrapping ones (there is one wrapping label and n is 2), and that one wrapping
    /// view is enough.
    ///
    /// **Priorities**: 950 + k × step for the k-th candidate, step = min(25 / count, 1)
    /// in whole numbers, so more than 25 candidates get step 0 and UIKit makes the caps
    /// required (it logs "Too many side-by-side multiline views … Making required
    /// constraints instead"; layoutdb does the same without the log line).
    ///
    /// **The reference** is the canvas: the stack, or its margins guide when the
    /// arrangement is margins-relative, as for fillProportionally's shares (decision: the
    /// shares divide the length the views are arranged in). With custom spacings, c is
    /// minus the sum of the actual gaps over n. A lone visible view gets no cap: it
    /// would only say the view fits the stack, which the canvas connections already say.
    mutating func addTextWidthDisambiguation(_ visible: [ViewNode]) {
        guard isHorizontal, visible.count > 1 else { return }
        switch properties.distribution {
        case .fill, .equalSpacing, .equalCentering: break
        case .fillEqually, .fillProportionally: return
        }
        let candidates = visible.filter(Self.isTextWidthCandidate)
        guard !candidates.isEmpty else { return }
        let count = Double(visible.count)
        let gaps = zip(visible, visible.dropFirst()).reduce(0) { $0 + spacing(after: $1.0, before: $1.1) }
        let step = Double(min(25 / candidates.count, 1))
        for (index, view) in candidates.enumerated() {
            let priority = step == 0 ? 1000 : Self.textWidthBasePriority + Double(index) * step
            add(.textWidthDisambiguation, anchor(view, .width), .lessThanOrEqual, canvasAnchor(.width),
                multiplier: 1 / count, constant: -gaps / count, priority: priority)
        }
    }

    /// Whether UIKit treats `view` as side-by-side multi-line text: the views the engine
    /// wraps at their solved width (a `UILabel` with `numberOfLines` other than 1, a
    /// `UITextView`; facts §4 names labels, and text views wrap the same way).
    static func isTextWidthCandidate(_ view: ViewNode) -> Bool {
        ContentMeasurement.wraps(view)
    }
}
