import LayoutModel
import Synchronization

/// Measures text with real fonts: HarfBuzz shapes it (kerning, ligatures, Arabic
/// joining, right-to-left runs) over faces FreeType opens, `LineWrapper` breaks it into
/// lines by the UAX #14 subset of `LineBreaker`, and line height and baselines come from
/// `VerticalMetrics`.
///
/// Fonts are opened once, at construction, so `measure` cannot fail. The faces and the
/// cache of shaped-run widths live behind a `Mutex`: one measurer may be shared by
/// concurrent layouts, which then take turns (shaping a line costs microseconds).
///
/// ```swift
/// let measurer = try FontMeasurer()
/// let box = measurer.measure("Welcome back", font: .textStyle(.body), category: .large,
///                            maxWidth: nil, numberOfLines: 1)
/// ```
public final class FontMeasurer: RangeTextMeasuring {
    public let verticalMetrics: VerticalMetrics
    /// How the stand-in's advances are scaled to SF's (``StandInWidthScale``).
    public let widthScale: StandInWidthScale
    private let state: Mutex<FontFaces>

    /// Opens the stand-in font's files (every weight) and the fallbacks found.
    ///
    /// - Throws: `FontLoadingError.fontNotFound` when a file of the stand-in font is in
    ///   none of `catalog`'s folders (its package is not installed).
    public init(
        catalog: FontCatalog = FontCatalog(), verticalMetrics: VerticalMetrics = .systemFont,
        widthScale: StandInWidthScale = .fitted
    ) throws(FontLoadingError) {
        self.verticalMetrics = verticalMetrics
        self.widthScale = widthScale
        state = Mutex(try FontFaces(catalog: catalog))
    }

    public func measure(
        _ text: String,
        font: FontDescriptor,
        category: ContentSizeCategory,
        maxWidth: Double?,
        numberOfLines: Int
    ) -> TextMeasurement {
        measureWithRange(text, font: font, category: category, maxWidth: maxWidth, numberOfLines: numberOfLines)
            .measurement
    }

    /// The measurement is made from the lines alone (the line limit cuts them after
    /// wrapping), so it stands wherever the lines do (``WrapWidthRange``).
    public func measureWithRange(
        _ text: String,
        font: FontDescriptor,
        category: ContentSizeCategory,
        maxWidth: Double?,
        numberOfLines: Int
    ) -> (measurement: TextMeasurement, range: WrapWidthRange?) {
        let resolved = font.resolved(at: category)
        return state.withLock { faces in
            let scale = widthScale.factor(pointSize: resolved.pointSize, weight: resolved.weight)
            let (wrapped, range) = LineWrapper.wrapWithRange(text, maxWidth: maxWidth) { piece in
                faces.ems(piece, weight: resolved.weight, primaryScale: scale) * resolved.pointSize
            }
            let lines = LineWrapper.limit(wrapped, numberOfLines: numberOfLines)
            let (ascender, lineHeight) = Self.vertical(verticalMetrics, resolved, faces: faces)
            let measurement = TextMeasurement(
                width: lines.map(\.width).max() ?? 0,
                lineCount: lines.count,
                lineHeight: lineHeight,
                ascender: ascender
            )
            return (measurement, maxWidth == nil ? nil : range)
        }
    }

    /// The lines `text` wraps into at `maxWidth`, before any line limit.
    public func lines(
        _ text: String,
        font: FontDescriptor,
        category: ContentSizeCategory = .default,
        maxWidth: Double?
    ) -> [WrappedLine] {
        let resolved = font.resolved(at: category)
        let scale = widthScale.factor(pointSize: resolved.pointSize, weight: resolved.weight)
        return state.withLock { faces in Self.wrap(text, resolved, scale: scale, maxWidth: maxWidth, faces: &faces) }
    }

    /// The advance width of `text` on one line, in points (scaled by ``widthScale``).
    public func advanceWidth(_ text: String, font: ResolvedFont) -> Double {
        let scale = widthScale.factor(pointSize: font.pointSize, weight: font.weight)
        return state.withLock { faces in faces.ems(text[...], weight: font.weight, primaryScale: scale) * font.pointSize }
    }

    /// `text` split into font-and-script runs and shaped, runs in logical order, the
    /// glyphs of each in visual order.
    public func shape(_ text: String, weight: FontWeight = .regular) -> [ShapedRun] {
        state.withLock { faces in faces.shape(text[...], weight: weight) }
    }

    /// The file standing in for SF at `weight`.
    public func fontPath(for weight: FontWeight) -> String? {
        state.withLock { faces in faces.primary(for: weight)?.path }
    }

    public var cacheStatistics: CacheStatistics {
        state.withLock { faces in faces.statistics }
    }

    private static func wrap(
        _ text: String,
        _ font: ResolvedFont,
        scale: Double,
        maxWidth: Double?,
        faces: inout FontFaces
    ) -> [WrappedLine] {
        LineWrapper.wrap(text, maxWidth: maxWidth) { piece in
            faces.ems(piece, weight: font.weight, primaryScale: scale) * font.pointSize
        }
    }

    /// (ascender, line height) in points.
    private static func vertical(
        _ source: VerticalMetrics,
        _ font: ResolvedFont,
        faces: borrowing FontFaces
    ) -> (Double, Double) {
        switch source {
        case .systemFont:
            return (SystemFontMetrics.ascender(font.pointSize), SystemFontMetrics.lineHeight(font.pointSize))
        case .fontFile:
            guard let face = faces.primary(for: font.weight) else {
                return (SystemFontMetrics.ascender(font.pointSize), SystemFontMetrics.lineHeight(font.pointSize))
            }
            let scale = font.pointSize / Double(face.unitsPerEm)
            return (Double(face.ascender) * scale, Double(face.ascender + face.descent + face.lineGap) * scale)
        }
    }
}
