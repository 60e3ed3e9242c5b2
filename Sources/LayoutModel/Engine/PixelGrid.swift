/// Rounding to the display's pixels, as UIKit does when it applies engine values to
/// frames: each edge goes to the nearest 1/scale point, and the size is the distance
/// between the rounded edges (so adjacent views never overlap or leave a gap).
///
/// **Ties are decided by the exact value, not by float noise.** An edge that lies
/// exactly on a half pixel (a 36.5 pt height under a 1/3 pt inset, say) comes out of
/// the solver a few units in the last place above or below the tie, depending on the
/// pivots that led there: a resized engine and a fresh one reach the same optimum by
/// different paths. Rounding that noise would put the edge a whole pixel apart, and a
/// frame-dependent inset computed from it (``LayoutEngine/computeDerivedInsets()``)
/// carries the pixel into every later pass. So a value within ``tieTolerance`` pixels of
/// a half pixel counts as the half and goes away from zero, as an exact tie does.
struct PixelGrid: Sendable {
    var scale: Double

    /// Far above the solver's noise (~1e-10 px for windows of thousands of points) and
    /// far below anything a layout means.
    static let tieTolerance = 1e-6

    func round(_ value: Double) -> Double {
        let pixels = value * scale
        let nudged = pixels >= 0 ? pixels + Self.tieTolerance : pixels - Self.tieTolerance
        return nudged.rounded(.toNearestOrAwayFromZero) / scale
    }

    func round(_ rect: LayoutRect) -> LayoutRect {
        let minX = round(rect.minX)
        let minY = round(rect.minY)
        return LayoutRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
