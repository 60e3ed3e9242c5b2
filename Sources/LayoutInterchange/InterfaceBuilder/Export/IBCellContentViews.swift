import LayoutModel

/// The content views a JSON document's cells leave implicit, made explicit for
/// Interface Builder.
///
/// A `UITableViewCell` in a JSON document has no content view of its own: its subviews
/// and the item `ID.contentView` (FORMAT.md) stand for the one UIKit makes. Interface
/// Builder has no such shorthand: a cell's views live in its
/// `<tableViewCellContentView key="contentView">`, and a constraint on the content view
/// names that element's id. Written without one, a cell whose constraints say
/// `cell.contentView.leadingMargin` named an id no element had, and the export did not
/// import back. Each such cell is written with the content view the engine makes
/// (``CellContentView/contentView(of:subviews:)``: its class, its margins, preserving
/// the cell's), holding the cell's subviews, as Xcode writes every cell.
enum IBCellContentViews {
    /// `document` with an explicit content view in every cell that has none, as large
    /// as the cell's frame in `frames` (the solved layout), else its document frame.
    static func explicit(_ document: LayoutDocument, frames: [String: LayoutRect]) -> LayoutDocument {
        var document = document
        document.root = explicit(document.root, frames: frames)
        return document
    }

    private static func explicit(_ node: ViewNode, frames: [String: LayoutRect]) -> ViewNode {
        var node = node
        node.subviews = node.subviews.map { explicit($0, frames: frames) }
        let contentID = CellContentView.id(ofCell: node.id)
        guard CellContentView.isCell(className: node.className),
            !node.subviews.contains(where: { $0.id == contentID || IBExportContext.isContentView($0, of: node) })
        else { return node }
        var content = CellContentView.contentView(of: node, subviews: node.subviews)
        // The cell's bounds, which the content view fills, by a frame that translates
        // into constraints, as Xcode writes it (an empty `<autoresizingMask>`).
        let cell = frames[node.id] ?? node.frame
        content.frame = LayoutRect(x: 0, y: 0, width: cell.width, height: cell.height)
        content.translatesAutoresizingMaskIntoConstraints = true
        node.subviews = [content]
        return node
    }
}
