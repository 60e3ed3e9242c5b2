/// Whether a hierarchy's layout can depend on the content size category (Dynamic Type).
///
/// An engine uses its category in two places only: measuring content, where a view
/// whose font does not follow Dynamic Type (``ViewContent/followsContentSizeCategory``)
/// is measured at `.default` whatever the category
/// (``IntrinsicContentSizing/metrics(of:category:displayScale:preferredMaxLayoutWidth:measurer:)``),
/// and the readable content guide's width cap (``ReadableWidth``). A hierarchy with no
/// such view and no constraint on a readable content guide is laid out the same at every
/// category: the same constraints, constants and passes, so the same frames and
/// diagnostics. A batch then solves its content sizes with one engine (their
/// configurations are placed alike, so all but the first at each placement are
/// answered from it) instead of one engine per content size. A table view cell at the
/// root is placed by the category too: its row's separator is a point thick at the
/// accessibility sizes and a pixel below them (``RowSeparator``).
public enum ContentSizeDependence {
    /// False when `hierarchy` lays out identically at every content size category.
    /// Conservative: any view that follows Dynamic Type, or any constraint (active or
    /// not) that names a readable content guide, or a table view cell at the root,
    /// answers true.
    public static func follows(_ hierarchy: LayoutHierarchy) -> Bool {
        if hierarchy.root.className == "UITableViewCell" { return true }
        for entry in hierarchy.views where entry.view.content.followsContentSizeCategory {
            return true
        }
        for spec in hierarchy.constraints {
            if spec.first.item.guide == .readableContent || spec.second?.item.guide == .readableContent {
                return true
            }
        }
        return false
    }
}
