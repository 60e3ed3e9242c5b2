import LayoutModel

/// The document transform behind `--intrinsic-from recorded`: every view whose intrinsic
/// size UIKit computes from something the document cannot reproduce exactly (the text in
/// Apple's fonts, a control's artwork, a custom class's code) takes it from its recorded
/// frame instead. The engine lets an explicit `intrinsicContentSize` win over measuring
/// (``ContentMeasurement``), so text keeps its baselines from the measurer while its size
/// is the one Xcode saw.
///
/// **Which views** (decision):
/// - text: `UILabel`, `UIButton`, `UITextField`, a `UITextView` that does not scroll (a
///   scrolling one has no intrinsic size, as any scroll view) (subclasses too, by class);
/// - UIKit controls whose intrinsic size comes from their artwork: switches, sliders,
///   steppers, segmented controls, page and progress views, activity indicators, date
///   and picker views, search, navigation, tab and tool bars;
/// - symbol images: a `UIImageView` whose content has a font (an SF Symbols glyph,
///   ``SymbolImageSizing``), whose outline the file does not carry;
/// - custom views: a `customClass` on a plain `UIView` (or an unknown UIKit class) that
///   has no subviews, the kind of view that draws itself; a custom view with subviews is
///   sized by them, and a made-up intrinsic size there would fight its constraints.
///
/// **Which axes**: both, except for the controls UIKit gives no intrinsic width
/// (``heightOnlyClasses``), whose recorded width is what their constraints made it.
///
/// Views without a recorded frame (misplaced, ambiguous, none in the file) keep what
/// they had. A hidden view is treated like any other.
public enum RecordedIntrinsicSizes {
    static let textClasses: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView"]
    static let controlClasses: Set<String> = [
        "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UIProgressView",
        "UIActivityIndicatorView", "UIDatePicker", "UIPickerView", "UISearchBar", "UINavigationBar", "UITabBar",
        "UIToolbar",
    ]
    /// Controls whose intrinsic width is `noIntrinsicMetric` in UIKit (facts/uikit-defaults.md
    /// §6: a slider's and a progress view's width is "none", a navigation bar's intrinsic
    /// size is (−1, 44); a search bar, like the navigation bar, stretches to its
    /// constraints): their recorded width comes from their constraints, so taking it
    /// as an intrinsic width would hide a slider pinned by one edge, which UIKit and
    /// Interface Builder report as ambiguous. They take the recorded height only.
    static let heightOnlyClasses: Set<String> = ["UISlider", "UIProgressView", "UINavigationBar", "UISearchBar"]
    /// Classes the engine or the model gives a layout of their own; never "custom".
    static let structuralClasses: Set<String> = [
        "UIView", "UIStackView", "UIScrollView", "UITableView", "UICollectionView", "UITableViewCell",
        "UICollectionViewCell", "UITableViewCellContentView", "UIImageView", "UIVisualEffectView",
    ]

    public static func applied(to document: LayoutDocument) -> LayoutDocument {
        var document = document
        document.root = applied(to: document.root)
        return document
    }

    static func applied(to view: ViewNode) -> ViewNode {
        var view = view
        if let recorded = view.recordedFrame, takesRecordedSize(view) {
            // The intrinsic size is the alignment rectangle's (a switch's is 2 pt narrower).
            let aligned = AlignmentRectInsets.alignmentRect(forFrame: recorded, of: view)
            let width = heightOnlyClasses.contains(view.className) ? nil : aligned.width
            view.intrinsicContentSize = IntrinsicContentSize(width: width, height: aligned.height)
        }
        view.subviews = view.subviews.map(applied(to:))
        return view
    }

    /// Whether `view`'s intrinsic size comes from its recorded frame.
    public static func takesRecordedSize(_ view: ViewNode) -> Bool {
        // A scrolling text view has no intrinsic size: its frame is its constraints'.
        if view.className == "UITextView", view.content.isScrollEnabled { return false }
        if textClasses.contains(view.className) || controlClasses.contains(view.className) { return true }
        if view.className == "UIImageView", view.content.font != nil, view.content.imageSize != nil { return true }
        if view.stack != nil || !view.subviews.isEmpty { return false }
        return view.customClass != nil && (view.className == "UIView" || !structuralClasses.contains(view.className))
    }
}
