import LayoutModel

extension IBSceneBuilder {
    /// The image of an `imageView` element, by name: an `image` attribute (older files) or
    /// an `<imageReference key="image" image=… catalog=…>` child (Xcode 12 on), sized by
    /// the document's `<resources>`.
    ///
    /// An SF Symbols image (`catalog="system"`) is not the size its resource records,
    /// which is the glyph's box at 128 points (``SymbolImageSizing``): it gets its symbol
    /// configuration's font and its size per point of that font instead. The
    /// configuration is the `<preferredSymbolConfiguration>` child — a `pointSize` with
    /// an optional `weight`, or a text style's `fontDescription` — with its `scale`, or the
    /// reference's `symbolScale`; with none, ``SymbolImageSizing/defaultFont`` at the
    /// medium scale.
    func addImage(of element: IBElement, to content: inout ViewContent) throws(IBImportError) {
        let reference = element.child(named: "imageReference", key: "image")
        guard let name = element["image"] ?? reference?["image"] else { return }
        let isSymbol = (reference?["catalog"] ?? element["catalog"]) == "system" || symbolImageBoxes[name] != nil
        guard isSymbol else {
            content.imageSize = imageSizes[name]
            return
        }
        guard let box = symbolImageBoxes[name] ?? imageSizes[name] else { return }
        let configuration = element.children.first { $0.name == "preferredSymbolConfiguration" }
        let scaleText = configuration?["scale"] ?? reference?["symbolScale"]
        let scale = scaleText.flatMap(SymbolImageSizing.Scale.init(rawValue:)) ?? .medium
        content.imageSize = SymbolImageSizing.sizePerPoint(recordedBox: box, scale: scale)
        content.font = try symbolFont(configuration) ?? SymbolImageSizing.defaultFont
    }

    /// The font of a `<preferredSymbolConfiguration>`: Xcode writes
    /// `configurationType="pointSize" pointSize= weight=` or
    /// `configurationType="font"` with a `fontDescription` child (a text style).
    private func symbolFont(_ configuration: IBElement?) throws(IBImportError) -> FontDescriptor? {
        guard let configuration else { return nil }
        if let font = configuration.child(named: "fontDescription", key: "fontDescription") {
            return try values.font(font)
        }
        // `weight="medium"` alone keeps the default size.
        let defaultSize = SymbolImageSizing.pointSize(of: SymbolImageSizing.defaultFont, category: .large)
        let size = try values.number(configuration, "pointSize") ?? defaultSize
        guard size > 0 else { throw values.error(configuration, "pointSize=\"\(size)\" is not a point size") }
        let weight = configuration["weight"].flatMap(FontWeight.init(rawValue:)) ?? .regular
        return .system(size: size, weight: weight)
    }
}
