/// How the engine turns views' content into intrinsic sizes and baselines when it is
/// given a ``TextMeasuring`` (``LayoutEngine/init(hierarchy:containerSize:safeAreaInsets:direction:scale:contentSize:viewController:textMeasurer:)``).
///
/// **Which views.** The classes ``IntrinsicContentSizing`` knows: `UILabel`, `UIButton`,
/// `UITextField`, `UITextView` when it does not scroll, `UIImageView` when it has an
/// image, and `UISegmentedControl` (its segments' titles). Their size comes
/// from their content at the engine's content size category and display scale.
///
/// **The document still wins where it is explicit** (decision): an axis of the
/// document's `intrinsicContentSize` that is set replaces the measured one, and a
/// `baselineOffset` replaces the measured baselines. A document that wants its
/// text measured leaves them out. Interface Builder's placeholder intrinsic sizes are
/// design-time only, so an importer should not write them as `intrinsicContentSize`.
///
/// **Wrapping.** Multi-line labels (`numberOfLines` 0 or more than 1) and text views
/// wrap at the width layout gives them, which layout only knows after solving: the
/// engine measures them unwrapped, solves, re-measures each at its solved width
/// (its `preferredMaxLayoutWidth`) and solves again until no size changes (UIKit's
/// two-pass layout; ``LayoutEngine/maximumWrappingPasses`` at most).
struct ContentMeasurement: Sendable {
    var measurer: any TextMeasuring
    var category: ContentSizeCategory
    var scale: Double

    static let measuredClasses: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView", "UIImageView"]

    /// Whether `view`'s intrinsic size comes from its content.
    static func measures(_ view: ViewNode) -> Bool {
        if IntrinsicContentSizing.fixedControlSize(of: view) != nil { return true }
        if IntrinsicContentSizing.fixedControlHeight(of: view) != nil { return true }
        guard measuredClasses.contains(view.className) else { return false }
        switch view.className {
        case "UIImageView": return view.content.imageSize != nil
        case "UITextView": return !view.content.isScrollEnabled
        default: return true
        }
    }

    /// Whether `view` wraps at its solved width.
    static func wraps(_ view: ViewNode) -> Bool {
        switch view.className {
        case "UILabel": return view.content.numberOfLines != 1
        case "UITextView": return true
        default: return false
        }
    }

    /// The content layout of `view`, wrapped at `wrapWidth` when it wraps.
    func layout(of view: ViewNode, wrapWidth: Double? = nil) -> ViewContentLayout {
        guard Self.measures(view) else { return ViewContentLayout(document: view) }
        let metrics = IntrinsicContentSizing.metrics(
            of: view, category: category, displayScale: scale,
            preferredMaxLayoutWidth: Self.wraps(view) ? wrapWidth : nil, measurer: measurer)
        return ViewContentLayout(measured: metrics, document: view, centred: view.className != "UITextView")
    }

    /// `hierarchy`'s tree with the measured intrinsic sizes written into its views, for
    /// code that reads intrinsic sizes from the tree before the engine runs (a
    /// `fillProportionally` stack's shares).
    func measuredTree(_ node: ViewNode) -> ViewNode {
        var node = node
        if Self.measures(node) { node.intrinsicContentSize = layout(of: node).intrinsicContentSize }
        node.subviews = node.subviews.map(measuredTree)
        return node
    }

    /// `node`'s tree with every view's intrinsic size set back to `original`'s, by id.
    static func restoringIntrinsicSizes(_ node: ViewNode, from original: [String: IntrinsicContentSize]) -> ViewNode {
        var node = node
        if let size = original[node.id] { node.intrinsicContentSize = size }
        node.subviews = node.subviews.map { restoringIntrinsicSizes($0, from: original) }
        return node
    }
}
