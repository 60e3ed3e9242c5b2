/// The intrinsic-size rules of UIKit's text-bearing controls, as a pure function of a
/// `ViewNode` and a `TextMeasuring`, so the engine can ask for a view's intrinsic size
/// without knowing about fonts (facts/uikit-defaults.md §6, §7).
///
/// - `UILabel`: the text's box, each dimension rounded up to the pixel grid ("Test" at
///   17 pt on @2x is 32.5 × 20.5). No text: (0, 0). A single-line label ignores the
///   preferred maximum width; a multi-line one wraps at it.
/// - `UIButton` (system type): the title's width (contentEdgeInsets zero) by the line
///   height plus `buttonVerticalPadding` above and below: 30 high at 15 pt, as the
///   78 × 30 "Hello World" button and the IB corpus show.
/// - `UIButton` with a configuration (``ViewContent/buttonConfiguration``): its image
///   and title (the title in its font, else the body text style) with
///   `configurationContentInsets` around them (``configuredButtonMetrics(of:category:effectiveCategory:grid:measurer:)``).
/// - `UITextField`: the text, else the placeholder. A rounded rect (the default) adds
///   `textFieldHorizontalInset` each side and `textFieldVerticalPadding` above and below,
///   and is at least `textFieldMinimumHeight` high; `line` and `bezel` add the same
///   padding without the minimum (unconfirmed: no such field with a free size in the
///   files of FIDELITY.md); `none` is its text's width by its line in whole points plus
///   `borderlessExtraHeight`.
/// - `UITextView` with scrolling enabled (`ViewContent/isScrollEnabled`): none, as any
///   scroll view (its content scrolls inside whatever size its constraints give it).
/// - `UITextView` with scrolling disabled (the document's default): sized to its text,
///   the text wrapped at the preferred width
///   less the line-fragment padding, plus `textViewLineFragmentPadding` each side and
///   `textViewVerticalInset` above and below; no text still has one line. Its text is
///   top-aligned, so its baselines are from the top.
/// - `UIImageView`: the image size when there is one; a symbol image (a `font` in its
///   content) the size per point times its font's point size (``SymbolImageSizing``).
/// - Anything else keeps the document's `intrinsicContentSize`.
///
/// Text is vertically centred in the rounded box, so baselines include half the
/// rounding slack (UILabel draws its text centred; the exact rounding is unconfirmed).
public enum IntrinsicContentSizing {
    /// Space above and below a system button's title. Decision: 6, from the 30-point
    /// height of a 15-point button whose title line is 18 points (pixel-rounded
    /// 17.9); the same padding is assumed at other sizes (unconfirmed).
    public static let buttonVerticalPadding = 6.0
    /// A system button's default title font (facts §6: "Hello World" button, 15 pt).
    public static let buttonDefaultFont = FontDescriptor.system(size: 15, weight: .regular)
    /// A configured button's (``ButtonConfigurationStyle``) title font when its
    /// configuration names none: the body text style, 17 points at the default size,
    /// following Dynamic Type (Apple's "Meet the UIKit button system", WWDC21: buttons
    /// with configurations support Dynamic Type). Recorded widths agree: "Button" 75,
    /// "Call" 52.5, "Refresh Ad" 108 are the 17-point titles plus 24 (FIDELITY.md,
    /// "Controls' intrinsic sizes (branch user-fixes12)").
    public static let configurationDefaultFont = FontDescriptor.textStyle(.body)
    /// The content insets of a configured button at the default (`medium`) size, the same
    /// for the plain, gray, tinted and filled styles: 12 at the sides, 7 above and below.
    /// Decision from frames Xcode 14 and 15 recorded for free configured buttons (75 × 35
    /// and 52.5 × 35 at system 17: 24 more than the title's width, 14 more than its
    /// 20.5-point line; Xcode 13 files record 31 high, an older artwork not modelled).
    /// The mini, small and large sizes (`buttonSize`) are not modelled.
    public static let configurationContentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    /// Text inset of a rounded-rect text field on each side. Decision: 7, a commonly
    /// reported value of `textRect(forBounds:)`; unconfirmed.
    public static let textFieldHorizontalInset = 7.0
    /// Space above and below a text field's line. Decision: the button's 6, which with
    /// a 14-point font gives IB's 30-point field (17 + 12 < 30: the minimum wins).
    public static let textFieldVerticalPadding = 6.0
    /// A rounded-rect text field's smallest height: 34, as on iOS 13 and later. Every
    /// rounded-rect field with a free height in files saved by Xcode 11 to 26 is recorded
    /// 34 high, with system 14, 17 and 18 pt and the body, callout and headline styles
    /// (the 565 files of FIDELITY.md, "Text measurement"); files from Xcode 7 to 10
    /// (iOS 9–12) record 30, the older artwork, which the model no longer follows.
    public static let textFieldMinimumHeight = 34.0
    /// What a borderless (`none`) text field adds to its line, after rounding the line up
    /// to a whole point: 1, as on iOS 13 to 18. Files from Xcode 11.4 to 16 record 16 pt
    /// fields 21 high, 17 pt 22 (SF's lines 19.1 and 20.3), a 14 pt Menlo field 18; Xcode
    /// 10 and 11.0 files record a 17 pt field 21. Not modelled: a secure-entry field is 1
    /// point lower (17 at 14 pt, 21 at 17 pt), and one Xcode 26 file records its 14 pt
    /// fields 22 high. No padding across: the field is as wide as its text.
    public static let borderlessExtraHeight = 1.0

    /// A text view's `textContainerInset` top and bottom (UIKit's default 8).
    public static let textViewVerticalInset = 8.0
    /// A text view's `textContainer.lineFragmentPadding` on each side (UIKit's default 5;
    /// its left and right `textContainerInset` are 0).
    public static let textViewLineFragmentPadding = 5.0
    /// A text view's font when the document gives none. Decision: Interface Builder's
    /// system 14 (a text view made in code without a font draws at 12).
    public static let textViewDefaultFont = FontDescriptor.system(size: 14, weight: .regular)

    /// The content metrics of `node` for a layout at `category` on a `displayScale`
    /// screen. `preferredMaxLayoutWidth` is the width a multi-line label wraps at
    /// (the engine's second pass gives it the width the first pass found).
    public static func metrics(
        of node: ViewNode,
        category: ContentSizeCategory,
        displayScale: Double,
        preferredMaxLayoutWidth: Double? = nil,
        measurer: some TextMeasuring
    ) -> ContentMetrics {
        let content = node.content
        let effectiveCategory = content.followsContentSizeCategory ? category : .default
        let grid = PixelCeiling(scale: displayScale)
        switch node.className {
        case "UILabel":
            guard let text = content.text, !text.isEmpty else {
                return ContentMetrics(intrinsicContentSize: IntrinsicContentSize(width: 0, height: 0))
            }
            let box = measurer.measure(
                text,
                font: content.font ?? .labelDefault,
                category: effectiveCategory,
                maxWidth: content.numberOfLines == 1 ? nil : preferredMaxLayoutWidth,
                numberOfLines: content.numberOfLines
            )
            return padded(box, grid: grid, horizontal: 0, vertical: 0, minimumHeight: 0, atLeastOneLine: false)
        case "UIButton":
            if content.buttonConfiguration != nil {
                return configuredButtonMetrics(
                    of: content, category: category, effectiveCategory: effectiveCategory, grid: grid, measurer: measurer)
            }
            let box = measurer.measure(
                content.title ?? "",
                font: content.font ?? buttonDefaultFont,
                category: effectiveCategory,
                maxWidth: nil,
                numberOfLines: 1
            )
            if let insets = content.contentEdgeInsets, insets != .zero {
                return inset(box, grid: grid, by: insets)
            }
            return padded(
                box, grid: grid, horizontal: 0, vertical: buttonVerticalPadding, minimumHeight: 0, atLeastOneLine: true)
        case "UITextField":
            let shown = content.text.flatMap { $0.isEmpty ? nil : $0 } ?? content.placeholder ?? ""
            let box = measurer.measure(
                shown,
                font: content.font ?? .labelDefault,
                category: effectiveCategory,
                maxWidth: nil,
                numberOfLines: 1
            )
            if content.borderStyle == TextFieldBorderStyle.none {
                // The line in whole points plus one (see `borderlessExtraHeight`).
                let lineHeight = max(box.size.height, box.lineHeight)
                let height = (lineHeight - 1e-9).rounded(.up) + borderlessExtraHeight
                let top = (height - lineHeight) / 2
                return ContentMetrics(
                    intrinsicContentSize: IntrinsicContentSize(width: grid.ceil(box.size.width), height: height),
                    firstBaseline: top + box.firstBaseline,
                    lastBaseline: top + box.lastBaseline)
            }
            return padded(
                box,
                grid: grid,
                horizontal: textFieldHorizontalInset,
                vertical: textFieldVerticalPadding,
                minimumHeight: content.borderStyle == .line || content.borderStyle == .bezel ? 0 : textFieldMinimumHeight,
                atLeastOneLine: true
            )
        case "UITextView":
            if content.isScrollEnabled { return ContentMetrics(intrinsicContentSize: node.intrinsicContentSize) }
            let padding = textViewLineFragmentPadding
            let box = measurer.measure(
                content.text ?? "",
                font: content.font ?? textViewDefaultFont,
                category: effectiveCategory,
                maxWidth: preferredMaxLayoutWidth.map { max(0, $0 - 2 * padding) },
                numberOfLines: 0
            )
            // Top-aligned text: the inset above the first line, not centring.
            let textHeight = max(box.size.height, box.lineHeight)
            return ContentMetrics(
                intrinsicContentSize: IntrinsicContentSize(
                    width: grid.ceil(box.size.width) + 2 * padding,
                    height: grid.ceil(textHeight) + 2 * textViewVerticalInset),
                firstBaseline: textViewVerticalInset + box.firstBaseline,
                lastBaseline: textViewVerticalInset + box.lastBaseline)
        case "UISegmentedControl" where !content.segments.isEmpty:
            // Equal segments, each as wide as the widest title plus the padding (UIKit's
            // default); with apportionsSegmentWidthsByContent, each its own title plus the
            // padding. The height is the control's.
            let titles = content.segments.map { title in
                grid.ceil(measurer.measure(title, font: segmentFont, category: .default, maxWidth: nil, numberOfLines: 1).size.width)
            }
            let width = content.apportionsSegmentWidthsByContent
                ? titles.reduce(0) { $0 + $1 + segmentPadding }
                : Double(titles.count) * ((titles.max() ?? 0) + segmentPadding)
            return ContentMetrics(intrinsicContentSize: IntrinsicContentSize(
                width: width, height: node.intrinsicContentSize.height ?? fixedControlHeights["UISegmentedControl"]))
        case "UIImageView":
            guard let image = content.imageSize else {
                return ContentMetrics(intrinsicContentSize: node.intrinsicContentSize)
            }
            if let font = content.font {
                // A symbol: its size per point of its configuration's font (SymbolImageSizing).
                let points = SymbolImageSizing.pointSize(of: font, category: effectiveCategory)
                return ContentMetrics(
                    intrinsicContentSize: IntrinsicContentSize(
                        width: grid.ceil(image.width * points), height: grid.ceil(image.height * points)))
            }
            return ContentMetrics(intrinsicContentSize: IntrinsicContentSize(width: image.width, height: image.height))
        default:
            if let size = fixedControlSize(of: node) {
                return ContentMetrics(intrinsicContentSize: IntrinsicContentSize(width: size.width, height: size.height))
            }
            if let height = fixedControlHeight(of: node), node.intrinsicContentSize == .none {
                return ContentMetrics(intrinsicContentSize: IntrinsicContentSize(width: nil, height: height))
            }
            return ContentMetrics(intrinsicContentSize: node.intrinsicContentSize)
        }
    }

    /// Controls whose intrinsic size does not depend on content (facts/uikit-defaults.md
    /// §7, sizes Interface Builder records): a switch as on iOS 7–18 (a 51 × 31 frame,
    /// whose alignment rectangle — what the intrinsic size measures — is 2 pt narrower,
    /// ``AlignmentRectInsets``; iOS 26 draws 63 × 28), a stepper as on iOS 13+, a medium
    /// activity indicator.
    /// Controls with an intrinsic height and no intrinsic width, used when the document
    /// gives the view no intrinsic size of its own (one taken from recorded frames wins).
    /// Interface Builder asks for no height constraint on them, and the unseen files of
    /// FIDELITY.md ("Unseen files (session 4)") record them at these heights wherever no
    /// constraint sets one: a slider 31 (11 of 12, Xcode 8 to 16; its alignment rectangle,
    /// which the intrinsic size measures, 30, ``AlignmentRectInsets``), a segmented control 32
    /// as on iOS 13+ (6 of 7 files from Xcode 11 on; 29 before; its alignment rectangle
    /// 31, ``AlignmentRectInsets``), a picker view 216 (every
    /// one from Xcode 11 on). Without them a slider pinned only by its top edge was
    /// reported ambiguous in every configuration.
    ///
    /// A navigation bar placed by constraints (a `<navigationBar>` view, not a navigation
    /// controller's bar) is 44 high (facts/uikit-defaults.md §7: UINavigationBar's
    /// intrinsic size is (−1, 44) on an iPhone in portrait). Five real files pin one by its
    /// top and sides only and record it 44 high (DuckDuckGo's TabSwitcher, Element's
    /// MXKAttachmentsViewController, Hero's and IQKeyboardManager's examples; GoMap's
    /// Xcode 26 file 54): without it the bar was ambiguous in every configuration and
    /// solved −77.5 high above a collection view. Decision: 44 everywhere; the 32 of a
    /// compact-height phone in landscape and Xcode 26's taller bar are not modelled.
    ///
    /// A page control is 26 high, as on iOS 14 and later (the redesigned control): free
    /// page controls in files from Xcode 12, 15 and 26 are recorded 26 high, and Xcode 10
    /// files 37 (the iOS 13 and older control, not modelled). Its width grows with its
    /// number of pages, which the document format does not hold: none (FIDELITY.md,
    /// "Controls' intrinsic sizes (branch user-fixes12)").
    ///
    /// A progress view (default style) is 2 high, as on iOS 7–18 (facts/uikit-defaults.md
    /// §6 gives 2 for those releases and 4 for an iOS 26 file, both unconfirmed; decision:
    /// the iOS 7–18 artwork, as for the switch). Without it a progress view pinned by one
    /// edge had no height and was reported ambiguous.
    public static let fixedControlHeights: [String: Double] = [
        "UIProgressView": 2,
        "UISlider": 30,
        "UISegmentedControl": 31,
        "UIPickerView": 216,
        "UINavigationBar": 44,
        "UIPageControl": 26,
    ]

    public static let fixedControlSizes: [String: LayoutSize] = [
        "UISwitch": LayoutSize(width: 49, height: 31),
        "UIStepper": LayoutSize(width: 94, height: 32),
        "UIActivityIndicatorView": LayoutSize(width: 20, height: 20),
    ]

    /// The size of a large activity indicator (`large`, `whiteLarge`): 37 × 37. Every
    /// large-style indicator with a free size in the corpus and the sweeps' files is
    /// recorded 37 × 37, in files saved by Xcode 9 to 26 (FIDELITY.md, "Controls'
    /// intrinsic sizes"); facts/uikit-defaults.md §6 had it as unconfirmed.
    public static let largeActivityIndicatorSize = LayoutSize(width: 37, height: 37)

    /// A search bar's height in the default and prominent styles: 56, as on iOS 11 and
    /// later (files from Xcode 8 record 44). No intrinsic width (decision: it stretches to
    /// what its constraints give, as Interface Builder asks for no width). The minimal
    /// style is left without one: its recorded heights disagree (50 in Xcode 8 to 10
    /// files, 56 and more later).
    public static let searchBarHeight = 56.0

    /// A segmented control's title font: the system font at 13 points, as on iOS 13 and
    /// later (the selected segment draws it semibold; the width is measured in the regular
    /// weight, which with ``segmentPadding`` fits the recorded frames as well). It does not
    /// follow Dynamic Type.
    public static let segmentFont = FontDescriptor.system(size: 13, weight: .regular)
    /// What a segment adds to its widest title: 19 points. Decision from the five
    /// segmented controls with a free width in files from Xcode 11 to 15 (GordianCosigner's
    /// "Receive"/"Change" 135, "UR"/"Text" 91, "Testnet"/"Mainnet" 137, Jumio's
    /// "First"/"Second" 130, HERE's "ONLINE"/"OFFLINE"/"AUTO" 218): with the stand-in
    /// font's 13-point widths they give 18.5 to 20 (FIDELITY.md, "Controls' intrinsic
    /// sizes (branch user-fixes12)"). Every segment is as wide as the widest, unless the
    /// control apportions its segments' widths by content (GoMap's "Primary"/"All",
    /// recorded 101 wide: each its own title plus this padding gives 101.33).
    public static let segmentPadding = 19.0

    /// A date picker in the `wheels` style is 216 high, as the picker view it draws
    /// (``fixedControlHeights``): three free wheels pickers of the files of FIDELITY.md
    /// ("Controls' intrinsic sizes") are recorded 216 high. No width (a wheels picker
    /// stretches to its constraints; recorded widths follow the canvas). The `compact`
    /// and `inline` styles, and a picker whose style the document does not give, have no
    /// intrinsic size here (``DatePickerStyle``).
    public static let datePickerWheelsHeight = 216.0

    /// The fixed size of `node`'s class and style, if it has one (``fixedControlSizes``,
    /// ``largeActivityIndicatorSize``).
    public static func fixedControlSize(of node: ViewNode) -> LayoutSize? {
        if node.className == "UIActivityIndicatorView", node.content.activityIndicatorStyle?.isLarge == true {
            return largeActivityIndicatorSize
        }
        return fixedControlSizes[node.className]
    }

    /// The fixed height (and no width) of `node`'s class and style, if it has one
    /// (``fixedControlHeights``, ``searchBarHeight``, ``datePickerWheelsHeight``).
    public static func fixedControlHeight(of node: ViewNode) -> Double? {
        if node.className == "UISearchBar" { return node.content.searchBarStyle == .minimal ? nil : searchBarHeight }
        if node.className == "UIDatePicker" { return node.content.datePickerStyle == .wheels ? datePickerWheelsHeight : nil }
        return fixedControlHeights[node.className]
    }

    /// A button with `contentEdgeInsets`: the title's box rounded up to pixels with the
    /// insets around it, and none of the default padding (a title line of 18 with 10
    /// above and below is a 38-high button in an Xcode 12 file, 20 with 8 and 8 a 36-high
    /// one in an Xcode 10 file; insets of 0.01 are the known way to drop the padding).
    static func inset(_ box: TextMeasurement, grid: PixelCeiling, by insets: EdgeInsets) -> ContentMetrics {
        let textHeight = max(box.size.height, box.lineHeight)
        let width = max(0, grid.ceil(box.size.width) + insets.left + insets.right)
        let height = max(0, grid.ceil(textHeight) + insets.top + insets.bottom)
        let top = insets.top + (grid.ceil(textHeight) - textHeight) / 2
        return ContentMetrics(
            intrinsicContentSize: IntrinsicContentSize(width: width, height: height),
            firstBaseline: top + box.firstBaseline,
            lastBaseline: top + box.lastBaseline)
    }

    /// A control around one text box: the box rounded up to pixels, `horizontal` added
    /// on each side,
    /// `vertical` above and below, then at least `minimumHeight`; the text centred.
    /// `atLeastOneLine`: a control with no text still has a title line's height (a
    /// label with no text has none).
    private static func padded(
        _ box: TextMeasurement,
        grid: PixelCeiling,
        horizontal: Double,
        vertical: Double,
        minimumHeight: Double,
        atLeastOneLine: Bool
    ) -> ContentMetrics {
        let textHeight = atLeastOneLine ? max(box.size.height, box.lineHeight) : box.size.height
        let roundedText = grid.ceil(textHeight)
        let width = grid.ceil(box.size.width) + 2 * horizontal
        let height = max(roundedText + 2 * vertical, minimumHeight)
        let top = (height - textHeight) / 2
        return ContentMetrics(
            intrinsicContentSize: IntrinsicContentSize(width: width, height: height),
            firstBaseline: top + box.firstBaseline,
            lastBaseline: top + box.lastBaseline
        )
    }
}

/// Rounding up to a screen's pixel grid, as UILabel rounds its intrinsic size.
struct PixelCeiling: Sendable {
    var scale: Double

    /// `value` rounded up to a multiple of 1/scale; values within 1e-9 pixel of a
    /// multiple stay on it, so exact sums do not gain a pixel from float noise.
    func ceil(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        return (value * scale - 1e-9).rounded(.up) / scale
    }
}
