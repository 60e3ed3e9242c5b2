import LayoutModel

extension IBExportContext {
    /// Whether `node` shows an SF Symbols image: an image view whose content has a font,
    /// its symbol configuration's (``SymbolImageSizing``).
    static func symbolImage(of node: ViewNode) -> (font: FontDescriptor, sizePerPoint: LayoutSize)? {
        guard node.className == "UIImageView", let font = node.content.font, let size = node.content.imageSize else {
            return nil
        }
        return (font, size)
    }

    /// The resource name and 128-point box Interface Builder records for a symbol of
    /// `sizePerPoint` at the medium scale; the importer reads them back to the same size.
    static func symbolResource(sizePerPoint: LayoutSize) -> (name: String, box: LayoutSize) {
        let box = SymbolImageSizing.recordedBox(sizePerPoint: sizePerPoint)
        return ("layoutdb-symbol-\(number(box.width))x\(number(box.height))", box)
    }

    /// Registers a symbol's resource, written with `catalog="system"`.
    mutating func registerSymbolResource(sizePerPoint: LayoutSize) {
        let resource = Self.symbolResource(sizePerPoint: sizePerPoint)
        symbolImageNames.insert(resource.name)
        if !images.contains(where: { $0.0 == resource.name }) { images.append((resource.name, resource.box)) }
    }

    /// Xcode's children for a symbol image view: the `<imageReference>` and the
    /// `<preferredSymbolConfiguration>` (a point size and weight, or a text style's font).
    static func symbolImageNodes(font: FontDescriptor, sizePerPoint: LayoutSize) -> [IBXMLNode] {
        let name = symbolResource(sizePerPoint: sizePerPoint).name
        let reference = IBXMLNode("imageReference", [("key", "image"), ("image", name), ("catalog", "system")])
        var configuration = IBXMLNode("preferredSymbolConfiguration", [("key", "preferredSymbolConfiguration")])
        switch font {
        case .system(let size, let weight):
            configuration.set("configurationType", "pointSize")
            configuration.set("pointSize", number(size))
            if weight != .regular { configuration.set("weight", weight.rawValue) }
        case .textStyle:
            configuration.set("configurationType", "font")
            configuration.children.append(fontNode(font))
        }
        return [reference, configuration]
    }
}
