extension IBExportContext {
    /// Attributes Xcode writes on every element of a class, with the value a new object
    /// from the library gets: every corpus file has them (opaque, content mode, line break
    /// mode and so on), and the document model does not carry them, so the export writes
    /// Xcode's defaults. Leading ones come before the element's own attributes, as Xcode
    /// orders them; a class not listed gets a plain view's `contentMode`.
    static let xcodeLeadingDefaults: [String: [(String, String)]] = [
        "view": [("contentMode", "scaleToFill")],
        "label": [("opaque", "NO"), ("userInteractionEnabled", "NO"), ("contentMode", "left")],
        "button": [
            ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"),
            ("contentVerticalAlignment", "center"), ("lineBreakMode", "middleTruncation"),
        ],
        "textField": [
            ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "left"),
            ("contentVerticalAlignment", "center"), ("borderStyle", "roundedRect"), ("textAlignment", "natural"),
            ("minimumFontSize", "17"),
        ],
        "textView": [("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "scaleToFill")],
        "switch": [
            ("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"),
            ("contentVerticalAlignment", "center"),
        ],
        "imageView": [("userInteractionEnabled", "NO"), ("contentMode", "scaleToFill")],
        "stackView": [("opaque", "NO"), ("contentMode", "scaleToFill")],
        "scrollView": [("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "scaleToFill")],
        "tableView": [
            ("clipsSubviews", "YES"), ("contentMode", "scaleToFill"), ("alwaysBounceVertical", "YES"),
            ("style", "plain"), ("separatorStyle", "default"), ("rowHeight", "-1"), ("estimatedRowHeight", "-1"),
            ("sectionHeaderHeight", "28"), ("sectionFooterHeight", "28"),
        ],
        "tableViewCell": [("contentMode", "scaleToFill"), ("selectionStyle", "default"), ("indentationWidth", "10")],
        "tableViewCellContentView": [
            ("opaque", "NO"), ("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "center"),
        ],
        "collectionView": [("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "scaleToFill")],
        "collectionViewCell": [
            ("opaque", "NO"), ("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "center"),
        ],
    ]

    /// Attributes Xcode writes after a label's text (EpisodeListTableViewCell:34).
    static let labelTrailingDefaults: [(String, String)] = [
        ("textAlignment", "natural"), ("lineBreakMode", "tailTruncation"), ("baselineAdjustment", "alignBaselines"),
        ("adjustsFontSizeToFit", "NO"),
    ]

    /// Classes whose hugging priorities Xcode always writes, 250 included (IB's library
    /// objects start at 251, so every corpus image view and switch has them).
    static let alwaysWritesHugging: Set<String> = ["imageView", "switch"]

    /// The leading defaults for `tag`; a cell's content view written as a plain keyed
    /// `<view>` (old collection view cells, MovieCollectionViewCell:16) is a content view too.
    static func leadingDefaults(for tag: String, key: String?) -> [(String, String)] {
        if key == "contentView" { return xcodeLeadingDefaults["tableViewCellContentView"] ?? [] }
        return xcodeLeadingDefaults[tag] ?? [("contentMode", "scaleToFill")]
    }
}
