import LayoutModel

/// The text and font of an `<attributedString key="attributedText">`: what a label, text
/// field or text view with attributed text shows, so it measures its text (Interface
/// Builder writes no `text` attribute and no `<fontDescription>` beside one).
///
/// The string is its `<fragment>`s in order, each holding its run either as a `content`
/// attribute or as a child `<string key="content">` (Xcode writes the child form for long
/// or multi-line runs, some files `<mutableString key="content">`). Each fragment's
/// `<attributes>` holds its `<font key="NSFont" size=… metaFont=…|name=…>`.
///
/// One font stands for the whole text, because ``ViewContent`` measures a single run.
/// Decision: the largest point size among the fragments (the first of those on a tie):
/// a line is as tall as its tallest run, so the height — the axis a single font can get
/// right — comes out as UIKit's; the width of a mixed text is then a little wide. Every
/// fragment of the attributed labels seen in real files has the same font. Colours,
/// paragraph styles (alignment, line spacing) and per-run fonts are not kept.
struct IBAttributedText {
    var text: String
    /// Nil when no fragment names a readable font (the class default is measured).
    var font: FontDescriptor?

    /// The element's attributed text, or nil when it has none (an empty
    /// `<attributedString key="attributedText"/>` gives an empty text).
    static func read(_ element: IBElement, values: IBValueReader) throws(IBImportError) -> IBAttributedText? {
        guard let string = element.child(named: "attributedString", key: "attributedText") else { return nil }
        var text = ""
        var largest: (size: Double, font: FontDescriptor)?
        for fragment in string.children(named: "fragment") {
            text += fragment["content"]
                ?? fragment.children.first { ["string", "mutableString"].contains($0.name) && $0["key"] == "content" }?.text
                ?? ""
            guard let attributes = fragment.child(named: "attributes"),
                let nsFont = attributes.child(named: "font", key: "NSFont"),
                let font = try values.attributedFont(nsFont), case .system(let size, _) = font
            else { continue }
            if largest.map({ size > $0.size }) ?? true { largest = (size, font) }
        }
        return IBAttributedText(text: text, font: largest?.font)
    }
}
