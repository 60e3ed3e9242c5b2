@testable import LayoutDB
import Testing

/// A self-sizing cell's fitted height is kept to a billionth of a point: the solver's
/// last bits (469.9999999999999 for 470, from another order of pivots) were printed as
/// the container's height of woocommerce's ledger cell on an 11-inch iPad.
@Suite struct PlacementRoundingTests {
    @Test func fittedHeightsLoseTheSolversLastBits() {
        #expect(Placement(cellWidth: 834, fittedHeight: 469.9999999999999).container.height == 470)
        #expect(Placement(cellWidth: 834, fittedHeight: 470.00000000000006).container.height == 470)
        // Pixel heights on @3x stay as they are, to a billionth.
        #expect(abs(Placement(cellWidth: 375, fittedHeight: 44 + 1.0 / 3).container.height - (44 + 1.0 / 3)) < 1e-9)
        #expect(Placement(cellWidth: 375, fittedHeight: 43.5).container.height == 43.5)
        #expect(Placement(cellWidth: 375, fittedHeight: 0).container.height == 0)
    }

    /// A fitted height below 0 is a row of height 0, not a container of negative size.
    @Test func negativeFittedHeightsAreZero() {
        #expect(Placement(cellWidth: 320, fittedHeight: -57).container.height == 0)
        #expect(Placement(cellWidth: 320, fittedHeight: -1e-12).container.height == 0)
    }
}
