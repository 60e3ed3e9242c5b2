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
        guard let image = try image(of: element, defaultSymbolFont: SymbolImageSizing.defaultFont) else { return }
        content.imageSize = image.size
        if let font = image.symbolFont { content.font = font }
    }

    /// The image of `element` (an image view, or a `<buttonConfiguration>`, which names its
    /// image the same way): its size in points, or for a symbol its size per point of
    /// `symbolFont` — the `<preferredSymbolConfiguration>`'s, else `defaultSymbolFont`.
    /// Nil when it has none, or a raster image the resources do not size.
    ///
    /// `honoursScale` false: a symbol's `scale` is left out, as for a configured button,
    /// whose recorded frames show none (iTorrent's `symbolScale="large"` button and
    /// FullyNoded's `scale="large"` ones are 34.33 and 34 high, the medium
    /// symbol's 20 points and the insets' 14).
    func image(of element: IBElement, defaultSymbolFont: FontDescriptor, honoursScale: Bool = true) throws(IBImportError)
        -> (size: LayoutSize, symbolFont: FontDescriptor?)?
    {
        let reference = element.child(named: "imageReference", key: "image")
        guard let name = element["image"] ?? reference?["image"] else { return nil }
        let isSymbol = (reference?["catalog"] ?? element["catalog"]) == "system" || symbolImageBoxes[name] != nil
        guard isSymbol else { return imageSizes[name].map { ($0, nil) } }
        guard let box = symbolImageBoxes[name] ?? imageSizes[name] else { return nil }
        let configuration = element.children.first { $0.name == "preferredSymbolConfiguration" }
        let scaleText = configuration?["scale"] ?? reference?["symbolScale"]
        let scale = honoursScale ? scaleText.flatMap(SymbolImageSizing.Scale.init(rawValue:)) ?? .medium : .medium
        return (SymbolImageSizing.sizePerPoint(recordedBox: box, scale: scale), try symbolFont(configuration) ?? defaultSymbolFont)
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
