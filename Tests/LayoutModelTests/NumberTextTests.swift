import Foundation
import PropertyBased
import Testing

@testable import LayoutModel

/// `NumberText.g` is C's `%g`, which UIKit's messages use for multipliers, constants
/// and priorities; it must give a text for every finite double a document can hold.
@Suite("Number text")
struct NumberTextTests {
    @Test("g matches C's %g on the values layouts use", arguments: [
        0, 1, -1, 0.5, 1001, 999, 250.5, 0.333333333, 1.0 / 3.0, 16.0 / 9.0, 1e6, 1e-5, 0.0001, 123456, 1234567,
        999999.5, 9.999995, -0.00012345678, 1e9, -1e9, 20.000001,
    ])
    func matchesPrintf(_ value: Double) {
        #expect(NumberText.g(value) == String(format: "%g", value))
    }

    /// A multiplier of 1e-308 made the mantissa infinity ÷ infinity, and the
    /// conversion to an integer trapped (found by fuzzing the import).
    @Test("g gives C's %g at the ends of the doubles, where powers of ten overflow", arguments: [
        1e-308, -1e-308, 2.2250738585072014e-308, 5e-324, 1e-320, 1e308, -1.7976931348623157e308, 1e300, 1e-300,
    ])
    func extremes(_ value: Double) {
        #expect(NumberText.g(value) == String(format: "%g", value))
    }

    /// Normal doubles: a subnormal's own spacing is wider than six digits near 5e-324
    /// (the ends are checked above).
    @Test("g of any normal finite double reads back within its six significant digits")
    func anyFiniteDouble() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...Int.max)) { bits in
            let value = Double(bitPattern: UInt64(bits) << 1 | UInt64(bits & 1))
            guard value.isFinite, value.isNormal else { return }
            let text = NumberText.g(value)
            let back = Double(text)
            #expect(back != nil, "\(value) printed as \(text)")
            if let back { #expect(abs(back - value) <= abs(value) * 1e-5, "\(value) printed as \(text)") }
        }
    }
}
