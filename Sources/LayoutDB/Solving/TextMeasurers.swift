import LayoutModel
import LayoutText

/// The text measurer a program gets unless it brings its own.
public enum TextMeasurers {
    /// The real fonts (HarfBuzz + FreeType over the San Francisco stand-in, see
    /// Documentation/Text.md) when they are installed; otherwise fixed metrics, with
    /// `fontsMissing` saying why, so a caller can warn. The tag names which, for cache keys.
    public static func standard() -> (measurer: any TextMeasuring, tag: String, fontsMissing: String?) {
        do {
            return (try FontMeasurer(), "fonts", nil)
        } catch {
            return (FixedMetricsTextMeasurer(), "fixed-metrics", "\(error)")
        }
    }
}
