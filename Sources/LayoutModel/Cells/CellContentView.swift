/// The implicit `contentView` of table and collection view cells (FORMAT.md: a
/// `UITableViewCell`'s content view is the item `ID.contentView`).
///
/// **Who makes it.** A helper, not ``LayoutHierarchy``: a hierarchy stays exactly the
/// tree it was given (its ids, its depth-first numbering), and ``expanded(_:)`` is a pure
/// transform the engine applies first thing, before stack views are expanded, as
/// `StackViewExpansion` is. Callers that need the item names before solving (the document
/// layer resolving `|` in a cell's visual formats) use ``superviewID(ofSubviewsOf:)``.
///
/// **What it makes**, for every view whose class is a cell (``isCell(className:)``) and
/// that has no `ID.contentView` subview yet (so expanding twice changes nothing):
///
/// - a `UITableViewCellContentView` / `UICollectionViewCellContentView` with id
///   `ID.contentView`, which takes over all of the cell's document subviews (UIKit puts a
///   cell's content in its content view; Interface Builder files do too);
/// - four required constraints that make it fill the cell, carrying UIKit's identifiers
///   `UIView-Encapsulated-Layout-Left/Top/Width/Height` (UIKit logs them as the content
///   view's autoresizing constraints, facts/diagnostics.md §3). They come before the
///   document's constraints, so a document constraint that fights the cell's size is the
///   one broken. The accessory view that narrows a real content view is not modelled.
///
/// Constraints that name the cell itself (older files) still reach the cell, whose
/// bounds the content view fills.
///
/// **Margins.** A table view cell's content view has ``tableCellContentMargins`` and
/// preserves its superview's margins (UIKit's behaviour: the table sets the cell's
/// margins, and the content view takes them where it touches the cell's edges; give the
/// cell wider margins, e.g. 20 on an iPad, and the content view follows). A collection
/// view cell's content view is a plain view: 8 points, not preserving (decision).
public enum CellContentView {
    /// The last part of a content view's id, `ID.contentView`.
    public static let name = "contentView"

    /// A table view cell content view's own margins. facts/uikit-defaults.md §4 says
    /// to treat them as (8, 16, 8, 16) on an iPhone: 16 leading and trailing (20 on an
    /// iPad, reached by giving the cell wider margins), 8 top and bottom. Unconfirmed:
    /// 11 top and bottom is often quoted for a 44-point row.
    public static let tableCellContentMargins = DirectionalInsets(top: 8, leading: 16, bottom: 8, trailing: 16)

    /// The id of the content view of cell `cellID`.
    public static func id(ofCell cellID: String) -> String { "\(cellID).\(name)" }

    /// Whether views of this class have an implicit content view.
    public static func isCell(className: String) -> Bool {
        className == "UITableViewCell" || className == "UICollectionViewCell"
    }

    /// The item `|` stands for around a direct subview of `cell` in a visual format:
    /// the content view for a cell, else the view itself.
    public static func superviewID(ofSubviewsOf view: ViewNode) -> String {
        isCell(className: view.className) ? id(ofCell: view.id) : view.id
    }

    /// The hierarchy with a content view in every cell that lacks one, and the margins
    /// a table gives its cells. A hierarchy without cells comes back unchanged.
    /// Cells inside a table take the table's margins first (``TableCellMargins``).
    ///
    /// `rowSeparator` is the room a self-sizing root table view cell leaves below its
    /// content view for the table's separator (``RowSeparator``): the content view is
    /// that much shorter than the cell. Other cells' content views fill them.
    public static func expanded(_ hierarchy: LayoutHierarchy, rowSeparator: Double = 0) -> LayoutHierarchy {
        let hierarchy = TableCellMargins.applied(hierarchy)
        var generated: [ConstraintSpec] = []
        let separator = hierarchy.root.className == "UITableViewCell" ? rowSeparator : 0
        let root = expand(hierarchy.root, separator: separator, constraints: &generated)
        guard !generated.isEmpty else { return hierarchy }
        return LayoutHierarchy(root: root, guides: hierarchy.guides, constraints: generated + hierarchy.constraints)
    }

    /// The content view UIKit would make for `cell`, holding `subviews`.
    public static func contentView(of cell: ViewNode, subviews: [ViewNode]) -> ViewNode {
        let isTable = cell.className == "UITableViewCell"
        return ViewNode(
            id: id(ofCell: cell.id),
            className: isTable ? "UITableViewCellContentView" : "UICollectionViewCellContentView",
            subviews: subviews,
            layoutMargins: isTable ? .directional(tableCellContentMargins) : .default,
            preservesSuperviewLayoutMargins: isTable,
            semanticContentAttribute: cell.semanticContentAttribute,
            isHidden: false)
    }

    private static func expand(_ node: ViewNode, separator: Double = 0, constraints: inout [ConstraintSpec]) -> ViewNode {
        var node = node
        node.subviews = node.subviews.map { expand($0, constraints: &constraints) }
        let contentID = id(ofCell: node.id)
        guard isCell(className: node.className), !node.subviews.contains(where: { $0.id == contentID }) else {
            return node
        }
        var subviews = node.subviews
        if let index = subviews.firstIndex(where: { isRecordedContentView($0, of: node) }) {
            let frame = subviews[index].frame
            subviews[index].translatesAutoresizingMaskIntoConstraints = false
            // Where the cell leaves room for its separator, UIKit sizes the content view
            // to the cell less that room: the recorded height (an older Xcode's drawing
            // of the same separator) would count it twice.
            let insets = (
                left: frame.x, top: frame.y, width: frame.width - node.frame.width,
                height: separator > 0 ? 0 : frame.height - node.frame.height)
            pin(subviews[index].id, to: contentID, constants: insets, constraints: &constraints)
        }
        node.subviews = [contentView(of: node, subviews: subviews)]
        pin(contentID, to: node.id, constants: (0, 0, 0, -separator), constraints: &constraints)
        return node
    }

    /// Whether `view` is the content view the document gives `cell` itself: a table view
    /// cell's `UITableViewCellContentView` subview or a collection view cell's
    /// `UICollectionViewCellContentView` (an Interface Builder cell's
    /// `<tableViewCellContentView key="contentView">` or
    /// `<collectionViewCellContentView key="contentView">`, imported under its own id).
    ///
    /// UIKit lays a cell's content view out to the cell's bounds, whatever its
    /// autoresizing mask: Interface Builder records an empty mask, which read as a fixed
    /// frame left a self-sizing cell 0 high around a content view of its design size.
    /// The recorded content view stays inside the made-up one (whose margins model the
    /// table's, ``TableCellMargins``), pinned to it instead of its frame, keeping the
    /// insets its frame records from the cell's (the 1-point separator below a 120-high
    /// content view in a 121-high cell, an accessory's width).
    static func isRecordedContentView(_ view: ViewNode, of cell: ViewNode) -> Bool {
        switch cell.className {
        case "UITableViewCell": view.className == "UITableViewCellContentView"
        case "UICollectionViewCell": view.className == "UICollectionViewCellContentView"
        default: false
        }
    }

    /// The four `UIView-Encapsulated-Layout` constraints that make content view
    /// `content` fill `cell`, less `constants` (left and top offsets, width and height
    /// differences).
    private static func pin(
        _ content: String, to cell: String, constants: (left: Double, top: Double, width: Double, height: Double),
        constraints: inout [ConstraintSpec]
    ) {
        let pins: [(LayoutAttribute, String, Double)] = [
            (.left, "Left", constants.left), (.top, "Top", constants.top),
            (.width, "Width", constants.width), (.height, "Height", constants.height),
        ]
        for (attribute, name, constant) in pins {
            constraints.append(ConstraintSpec(
                first: AnchorReference(ItemReference(content), attribute),
                second: AnchorReference(ItemReference(cell), attribute),
                constant: constant,
                identifier: "UIView-Encapsulated-Layout-\(name)"))
        }
    }
}

extension ItemReference {
    /// The name part that makes `cell.contentView` one item in an equation.
    static let contentViewSuffix = CellContentView.name
}
