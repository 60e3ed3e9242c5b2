// LayoutText measures text with HarfBuzz and FreeType behind LayoutModel's
// `TextMeasuring` protocol: `FontMeasurer` is the entry point. Design notes, the font
// chosen to stand in for San Francisco and the line-breaking subset are in
// Documentation/Text.md.
