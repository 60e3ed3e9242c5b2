@testable import LayoutModel
import Testing

/// An edge on a half pixel rounds away from zero whichever side of the tie float noise
/// leaves it (a resized engine and a fresh one reach it by different pivots).
@Suite struct PixelGridTests {
    @Test func tiesIgnoreFloatNoise() {
        let grid = PixelGrid(scale: 3)
        // 36 2/3 + 36.5 = 73 1/6 pt = 219.5 px: one solve gives a hair below, another above.
        let below = 73.16666666666666
        let above = 73.16666666666671
        #expect(below * 3 < 219.5)
        #expect(grid.round(below) == grid.round(above))
        #expect(grid.round(below) == 220.0 / 3)
        #expect(grid.round(-below) == -220.0 / 3)
        // Away from a tie nothing changes.
        #expect(grid.round(10.1) == 30.0 / 3)
        #expect(grid.round(10.2) == 31.0 / 3)
        #expect(PixelGrid(scale: 2).round(0.25) == 0.5)
        #expect(PixelGrid(scale: 2).round(0.2499) == 0)
    }
}
