import LayoutModel
import Testing

@Suite("Intrinsic sizes of text controls")
struct IntrinsicContentSizingTests {
    let fixed = FixedMetricsTextMeasurer()

    func metrics(
        _ className: String,
        _ content: ViewContent,
        category: ContentSizeCategory = .large,
        scale: Double = 2,
        maxWidth: Double? = nil,
        intrinsic: IntrinsicContentSize = .none
    ) -> ContentMetrics {
        let node = ViewNode(id: "v", className: className, intrinsicContentSize: intrinsic, content: content)
        return IntrinsicContentSizing.metrics(
            of: node, category: category, displayScale: scale, preferredMaxLayoutWidth: maxWidth, measurer: fixed)
    }

    @Test func labelIsItsTextBox() {
        let label = metrics("UILabel", ViewContent(text: "Hello", font: .system(size: 10, weight: .regular)))
        #expect(label == ContentMetrics(intrinsicContentSize: IntrinsicContentSize(width: 25, height: 10), firstBaseline: 8, lastBaseline: 8))
    }

    @Test func labelRoundsUpToThePixelGridAndCentresItsText() {
        // "abc" at 11 pt is 16.5 × 11: on @3x, 49.5 px rounds up to 50 (16.667).
        let label = metrics("UILabel", ViewContent(text: "abc", font: .system(size: 11, weight: .regular)), scale: 3)
        #expect(label.intrinsicContentSize == IntrinsicContentSize(width: 50.0 / 3, height: 11))
        // 10.5 high on @2x is exact; 10.5 on @3x (31.5 px) rounds to 32 px, text centred.
        let odd = metrics("UILabel", ViewContent(text: "a", font: .system(size: 10.5, weight: .regular)), scale: 3)
        #expect(odd.intrinsicContentSize.height == 32.0 / 3)
        #expect(abs((odd.firstBaseline ?? 0) - ((32.0 / 3 - 10.5) / 2 + 8.4)) < 1e-12)
    }

    @Test func emptyLabelIsZeroByZero() {
        #expect(metrics("UILabel", ViewContent()).intrinsicContentSize == IntrinsicContentSize(width: 0, height: 0))
        #expect(metrics("UILabel", ViewContent(text: "")).intrinsicContentSize == IntrinsicContentSize(width: 0, height: 0))
    }

    @Test func multiLineLabelsWrapAtThePreferredWidthSingleLineOnesDoNot() {
        let font = FontDescriptor.system(size: 10, weight: .regular)
        let multi = metrics("UILabel", ViewContent(text: "aaa bbb ccc", font: font, numberOfLines: 0), maxWidth: 40)
        #expect(multi == ContentMetrics(intrinsicContentSize: IntrinsicContentSize(width: 35, height: 20), firstBaseline: 8, lastBaseline: 18))
        let single = metrics("UILabel", ViewContent(text: "aaa bbb ccc", font: font, numberOfLines: 1), maxWidth: 40)
        #expect(single.intrinsicContentSize == IntrinsicContentSize(width: 55, height: 10))
    }

    @Test func textStyleLabelsFollowTheCategoryUnlessTheyOptOut() {
        let follows = metrics("UILabel", ViewContent(text: "ab", font: .textStyle(.body)), category: .accessibilityLarge)
        #expect(follows.intrinsicContentSize == IntrinsicContentSize(width: 33, height: 33))
        let fixedSize = ViewContent(text: "ab", font: .textStyle(.body), adjustsFontForContentSizeCategory: false)
        #expect(metrics("UILabel", fixedSize, category: .accessibilityLarge).intrinsicContentSize
            == IntrinsicContentSize(width: 17, height: 17))
    }

    @Test func buttonIsItsTitlePlusSixAboveAndBelow() {
        // Default 15 pt: "Hello World" is 11 × 7.5 = 82.5 wide, one 15-point line + 12.
        let button = metrics("UIButton", ViewContent(title: "Hello World"))
        #expect(button == ContentMetrics(intrinsicContentSize: IntrinsicContentSize(width: 82.5, height: 27), firstBaseline: 18, lastBaseline: 18))
        #expect(metrics("UIButton", ViewContent()).intrinsicContentSize == IntrinsicContentSize(width: 0, height: 27))
    }

    @Test func textFieldIsTextPlusInsetsAndAtLeastThirtyFourHigh() {
        // Placeholder "Name" at the default 17 pt: 34 + 2 × 7; 17 + 12 = 29 < 34, the
        // rounded rect's height from iOS 13 on (every such field in Xcode 11–26 files).
        let field = metrics("UITextField", ViewContent(placeholder: "Name"))
        #expect(field.intrinsicContentSize == IntrinsicContentSize(width: 48, height: 34))
        #expect(abs((field.firstBaseline ?? 0) - (8.5 + 13.6)) < 1e-12)
        // The text wins over the placeholder; a 24-point font is 24 + 12 = 36 high.
        let typed = metrics("UITextField", ViewContent(text: "ab", placeholder: "Name", font: .system(size: 24, weight: .regular)))
        #expect(typed.intrinsicContentSize == IntrinsicContentSize(width: 38, height: 36))
    }

    /// A borderless field is its text's width by its line in whole points plus one (17 pt
    /// SF fields are recorded 22 high, 16 pt 21); line and bezel fields keep the padding
    /// without the rounded rect's minimum.
    @Test func textFieldBorderStyles() {
        let none = metrics("UITextField", ViewContent(placeholder: "Name", borderStyle: TextFieldBorderStyle.none))
        #expect(none.intrinsicContentSize == IntrinsicContentSize(width: 34, height: 18))
        #expect(abs((none.firstBaseline ?? 0) - (0.5 + 13.6)) < 1e-12)
        // 16.5 pt: the line rounds to a whole point (17, not the pixel grid's 16.5).
        let odd = metrics("UITextField", ViewContent(placeholder: "ab", borderStyle: TextFieldBorderStyle.none, font: .system(size: 16.5, weight: .regular)))
        #expect(odd.intrinsicContentSize == IntrinsicContentSize(width: 16.5, height: 18))
        for style in [TextFieldBorderStyle.line, .bezel] {
            let field = metrics("UITextField", ViewContent(placeholder: "Name", borderStyle: style))
            #expect(field.intrinsicContentSize == IntrinsicContentSize(width: 48, height: 29), "\(style)")
        }
        #expect(metrics("UITextField", ViewContent(placeholder: "Name", borderStyle: .roundedRect)).intrinsicContentSize
            == IntrinsicContentSize(width: 48, height: 34))
    }

    /// Sliders, segmented controls, picker views and progress views have an intrinsic height and no
    /// width (IntrinsicContentSizing.fixedControlHeights); a size the document gives wins.
    @Test func controlsWithAnIntrinsicHeightOnly() {
        // A slider's alignment rectangle is 30 high in its 31-pt frame (AlignmentRectInsets).
        #expect(metrics("UISlider", ViewContent()).intrinsicContentSize == IntrinsicContentSize(width: nil, height: 30))
        // A segmented control's is 31 in its 32-pt frame (AlignmentRectInsets).
        #expect(metrics("UISegmentedControl", ViewContent()).intrinsicContentSize == IntrinsicContentSize(width: nil, height: 31))
        #expect(metrics("UIPickerView", ViewContent()).intrinsicContentSize == IntrinsicContentSize(width: nil, height: 216))
        let recorded = IntrinsicContentSize(width: 281, height: 29)
        #expect(metrics("UISegmentedControl", ViewContent(), intrinsic: recorded).intrinsicContentSize == recorded)
        // A default-style progress view is 2 high as on iOS 7–18 (facts/uikit-defaults.md §6).
        #expect(metrics("UIProgressView", ViewContent()).intrinsicContentSize == IntrinsicContentSize(width: nil, height: 2))
        #expect(metrics("UIProgressView", ViewContent(), intrinsic: IntrinsicContentSize(width: nil, height: 4)).intrinsicContentSize
            == IntrinsicContentSize(width: nil, height: 4))
    }

    /// A large activity indicator is 37 × 37, the others 20 × 20; a search bar is 56 high
    /// with no width, except the minimal style, which is left without a size.
    @Test func controlSizesByStyle() {
        for style in [ActivityIndicatorStyle.large, .whiteLarge] {
            #expect(metrics("UIActivityIndicatorView", ViewContent(activityIndicatorStyle: style)).intrinsicContentSize
                == IntrinsicContentSize(width: 37, height: 37), "\(style)")
        }
        for style in [nil, ActivityIndicatorStyle.medium, .gray, .white] {
            #expect(metrics("UIActivityIndicatorView", ViewContent(activityIndicatorStyle: style)).intrinsicContentSize
                == IntrinsicContentSize(width: 20, height: 20), "\(String(describing: style))")
        }
        for style in [nil, SearchBarStyle.default, .prominent] {
            #expect(metrics("UISearchBar", ViewContent(searchBarStyle: style)).intrinsicContentSize
                == IntrinsicContentSize(width: nil, height: 56), "\(String(describing: style))")
        }
        #expect(metrics("UISearchBar", ViewContent(searchBarStyle: .minimal)).intrinsicContentSize == .none)
    }

    /// A button with contentEdgeInsets is its title's box with the insets around it and
    /// no default padding; zero insets are no insets (the padded 30-high kind).
    @Test func buttonContentEdgeInsets() {
        let font = FontDescriptor.system(size: 10, weight: .regular)
        let insets = EdgeInsets(top: 5, left: 10, bottom: 7, right: 12)
        let button = metrics("UIButton", ViewContent(title: "Hello", font: font, contentEdgeInsets: insets))
        // "Hello" at 10 pt is 25 × 10 with its baseline 8 down (FixedMetricsTextMeasurer).
        #expect(button == ContentMetrics(
            intrinsicContentSize: IntrinsicContentSize(width: 47, height: 22), firstBaseline: 13, lastBaseline: 13))
        let zero = metrics("UIButton", ViewContent(title: "Hello", font: font, contentEdgeInsets: .zero))
        #expect(zero.intrinsicContentSize == IntrinsicContentSize(width: 25, height: 22))
        let nearlyZero = EdgeInsets(top: 0.01, left: 0, bottom: 0.01, right: 0)
        #expect(metrics("UIButton", ViewContent(title: "Hello", font: font, contentEdgeInsets: nearlyZero))
            .intrinsicContentSize == IntrinsicContentSize(width: 25, height: 10.02))
    }

    @Test func imageViewsAndOtherViewsKeepTheirSizes() {
        #expect(metrics("UIImageView", ViewContent(imageSize: LayoutSize(width: 57, height: 57))).intrinsicContentSize
            == IntrinsicContentSize(width: 57, height: 57))
        // A switch has its fixed size to Auto Layout: the 51 × 31 frame less its 2-pt
        // alignment inset (AlignmentRectInsets).
        let custom = IntrinsicContentSize(width: 51, height: 31)
        #expect(metrics("UISwitch", ViewContent(), intrinsic: custom)
            == ContentMetrics(intrinsicContentSize: IntrinsicContentSize(width: 49, height: 31)))
        #expect(metrics("UIView", ViewContent(text: "ignored")).intrinsicContentSize == .none)
    }
}
