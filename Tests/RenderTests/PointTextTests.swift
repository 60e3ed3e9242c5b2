import LayoutInterchange
import Testing

/// The numbers of pictures and printed frames: three decimals at most, never an
/// exponent, whatever the size of the frame.
@Suite("Point text")
struct PointTextTests {
    static let screenCases: [(Double, String)] = [
        (0.0, "0"), (-0.0, "0"), (20, "20"), (-5.5, "-5.5"), (1.0 / 3.0, "0.333"), (852.6666666, "852.667"),
        (0.0004, "0"), (1e9, "1000000000"),
    ]

    @Test("points on the screen grids print with at most three decimals", arguments: screenCases)
    func screenPoints(_ value: Double, _ text: String) {
        #expect(PointText.format(value) == text)
    }

    static func zeros(_ count: Int) -> String { String(repeating: "0", count: count) }

    static let hugeCases: [(Double, String)] = [
        (1e27, "1" + zeros(27)),
        (1.0000000000000002e27, "10000000000000002" + zeros(11)),
        (1e19, "1" + zeros(19)),
        (1e16 + 2, "10000000000000002"),
        (1.7976931348623157e308, "17976931348623157" + zeros(292)),
    ]

    /// A chain of three multipliers of 1e6 on a width of 1e9 gives a frame of 1e27
    /// points; `render` and `batch --report` trapped converting it to an integer.
    @Test("frames beyond what an integer holds print as whole numbers without an exponent", arguments: hugeCases)
    func hugeFrames(_ value: Double, _ text: String) {
        #expect(PointText.format(value) == text)
        #expect(PointText.format(-value) == "-" + text)
    }
}
