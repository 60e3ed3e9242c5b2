/// What a view shows that decides its intrinsic content size: the text of labels,
/// buttons and text fields with their font, and an image view's image size.
///
/// Plain views leave everything empty; a `UILabel` with no text has no intrinsic size
/// beyond zero, as in UIKit.
public struct ViewContent: Hashable, Sendable {
    /// A label's or text view's `text`.
    public var text: String?
    /// A button's title.
    public var title: String?
    /// A text field's placeholder (measured when the field has no text).
    public var placeholder: String?
    /// A text field's border style; nil means `roundedRect` (``TextFieldBorderStyle``).
    public var borderStyle: TextFieldBorderStyle?
    /// Nil means the class default (17-point system font for labels and fields).
    public var font: FontDescriptor?
    /// Whether a text-style font follows the content-size category; nil means the
    /// document did not say (true when the font is a text style).
    public var adjustsFontForContentSizeCategory: Bool?
    /// 0 = unlimited lines.
    public var numberOfLines: Int
    /// An image view's image size in points; for a symbol image (an image view with a
    /// `font`, its symbol configuration's), the size per point of that font
    /// (``SymbolImageSizing``). A configured button's image the same way, its symbol's
    /// font in `imageFont`.
    public var imageSize: LayoutSize?
    /// A text view's `isScrollEnabled`. A scrolling text view has no intrinsic size, as
    /// any scroll view; only one with scrolling disabled sizes to its text. False when the
    /// document does not say: the self-sizing form layoutdb measured before it knew the
    /// other (UIKit's own default, in code and in Interface Builder's library, is true;
    /// the Interface Builder importer sets it from the file).
    public var isScrollEnabled: Bool
    /// A button's `contentEdgeInsets`: nil or zero means none (the title with UIKit's
    /// default padding); any other insets are added around the title instead of that
    /// padding (``IntrinsicContentSizing``). A button with a configuration (iOS 15) ignores
    /// them in UIKit; the Interface Builder importer does not read them for one.
    public var contentEdgeInsets: EdgeInsets?
    /// An activity indicator's style; nil means `medium` (``ActivityIndicatorStyle``).
    public var activityIndicatorStyle: ActivityIndicatorStyle?
    /// A search bar's style; nil means `default` (``SearchBarStyle``).
    public var searchBarStyle: SearchBarStyle?
    /// A button's `UIButton.Configuration` style; nil means a button without a
    /// configuration (``ButtonConfigurationStyle``). A configured button is sized by its
    /// configuration: its image (`imageSize`, `imageFont`) and `title` in `font`, else the
    /// body text style, with the configuration's insets; `contentEdgeInsets` do not apply.
    public var buttonConfiguration: ButtonConfigurationStyle?
    /// A date picker's style; nil means the document did not say (``DatePickerStyle``).
    public var datePickerStyle: DatePickerStyle?
    /// A segmented control's segments' titles, in order (an empty title for a segment
    /// that shows an image); empty means the document did not say, and the control has no
    /// intrinsic width (``IntrinsicContentSizing``).
    public var segments: [String]
    /// A table view's style; nil means `plain` (``TableViewStyle``).
    public var tableStyle: TableViewStyle?
    /// A table view's separator style, or a root cell's table's (``TableSeparatorStyle``).
    public var separatorStyle: TableSeparatorStyle
    /// A configured button's image is an SF Symbol drawn in this font (its
    /// `preferredSymbolConfigurationForImage`, else the title's font): `imageSize` is then
    /// the symbol's size per point of it, as for a symbol image view's `font`. Nil with an
    /// `imageSize`: a raster image, `imageSize` in points (``IntrinsicContentSizing``).
    public var imageFont: FontDescriptor?
    /// A segmented control's `apportionsSegmentWidthsByContent`: each segment as wide as
    /// its own title plus the padding, instead of every segment as wide as the widest.
    public var apportionsSegmentWidthsByContent: Bool

    public init(
        text: String? = nil,
        title: String? = nil,
        placeholder: String? = nil,
        borderStyle: TextFieldBorderStyle? = nil,
        font: FontDescriptor? = nil,
        adjustsFontForContentSizeCategory: Bool? = nil,
        numberOfLines: Int = 1,
        imageSize: LayoutSize? = nil,
        isScrollEnabled: Bool = false,
        contentEdgeInsets: EdgeInsets? = nil,
        activityIndicatorStyle: ActivityIndicatorStyle? = nil,
        searchBarStyle: SearchBarStyle? = nil,
        buttonConfiguration: ButtonConfigurationStyle? = nil,
        datePickerStyle: DatePickerStyle? = nil,
        segments: [String] = [],
        tableStyle: TableViewStyle? = nil,
        separatorStyle: TableSeparatorStyle = .singleLine,
        imageFont: FontDescriptor? = nil,
        apportionsSegmentWidthsByContent: Bool = false
    ) {
        self.text = text
        self.title = title
        self.placeholder = placeholder
        self.borderStyle = borderStyle
        self.font = font
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        self.numberOfLines = numberOfLines
        self.imageSize = imageSize
        self.isScrollEnabled = isScrollEnabled
        self.contentEdgeInsets = contentEdgeInsets
        self.activityIndicatorStyle = activityIndicatorStyle
        self.searchBarStyle = searchBarStyle
        self.buttonConfiguration = buttonConfiguration
        self.datePickerStyle = datePickerStyle
        self.segments = segments
        self.tableStyle = tableStyle
        self.separatorStyle = separatorStyle
        self.imageFont = imageFont
        self.apportionsSegmentWidthsByContent = apportionsSegmentWidthsByContent
    }

    public static let empty = ViewContent()

    /// Whether the font follows Dynamic Type: the document's choice, else true for a
    /// text-style font.
    public var followsContentSizeCategory: Bool {
        if let adjustsFontForContentSizeCategory { return adjustsFontForContentSizeCategory }
        if case .textStyle = font { return true }
        // A configured button's default title font is the body style, and scales.
        if font == nil, buttonConfiguration != nil { return true }
        return false
    }
}
