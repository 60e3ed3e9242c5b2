/// Rounding to the display's pixels, as UIKit does when it applies engine values to
/// frames: each edge goes to the nearest 1/scale point, and the size is the distance
/// between the rounded edges (so adjacent views never overlap or leave a gap).
struct PixelGrid: Sendable {
    var scale: Double

    func round(_ value: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    func round(_ rect: LayoutRect) -> LayoutRect {
        let minX = round(rect.minX)
        let minY = round(rect.minY)
        return LayoutRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
