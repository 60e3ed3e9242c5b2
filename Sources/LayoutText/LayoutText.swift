// LayoutText measures text with HarfBuzz and FreeType behind LayoutModel's
// `TextMeasuring` protocol. It is an empty module until issue #5 fills it.
