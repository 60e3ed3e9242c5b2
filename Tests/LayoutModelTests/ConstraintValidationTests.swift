import LayoutModel
import Testing

@Suite("Constraint validity")
struct ConstraintValidationTests {
    @Test("valid pairings pass", arguments: [
        "a.width == b.height", "a.width == 100", "a.height <= 2 * a.width", "a.leading == b.centerX",
        "a.left == b.centerX + 4", "a.top == b.firstBaseline", "a.lastBaseline == b.centerYWithinMargins",
        "a.leading == b.trailingMargin", "a.rightMargin == b.left", "a.centerX == b.centerXWithinMargins",
        // A size times 0 is a constant size, which UIKit accepts.
        "a.width == 0 * b.width + 5", "a.height >= b.height * 0 + 5", "a.width == 0 * b.height",
    ])
    func valid(text: String) throws {
        try ConstraintSpec(equation: text).validate()
    }

    @Test("invalid pairings name the constraint", arguments: [
        ("a.width == b.top", ConstraintValidityError.sizeWithLocation(constraint: "a.width == b.top", first: .width, second: .top)),
        ("a.leading == b.height", .sizeWithLocation(constraint: "a.leading == b.height", first: .leading, second: .height)),
        ("a.top == 10", .locationEqualToConstant(constraint: "a.top == 10", attribute: .top)),
        ("a.centerXWithinMargins >= 0", .locationEqualToConstant(constraint: "a.centerXWithinMargins >= 0", attribute: .centerXWithinMargins)),
        ("a.top == 0 * b.top + 5", .locationEqualToConstant(constraint: "a.top == 0 * b.top + 5", attribute: .top)),
        ("a.top == b.leading", .mixedAxes(constraint: "a.top == b.leading", first: .top, second: .leading)),
        ("a.firstBaseline == b.centerX", .mixedAxes(constraint: "a.firstBaseline == b.centerX", first: .firstBaseline, second: .centerX)),
        ("a.leading == b.left", .directionalWithAbsolute(constraint: "a.leading == b.left", first: .leading, second: .left)),
        ("a.rightMargin == b.trailing", .directionalWithAbsolute(constraint: "a.rightMargin == b.trailing", first: .rightMargin, second: .trailing)),
    ])
    func invalid(text: String, error: ConstraintValidityError) throws {
        let spec = try ConstraintSpec(equation: text)
        #expect(throws: error) { try spec.validate() }
    }

    /// facts/diagnostics.md §4: UIKit's exception reasons, verbatim.
    @Test("UIKit's exception text for each mistake UIKit refuses", arguments: [
        ("a.width == b.top", "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes"),
        ("a.top == b.leading", "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes"),
        ("a.leading == b.left", "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."),
        ("a.left == 100", "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant"),
        ("a.top == 0 * b.top + 5", "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant"),
    ])
    func uikitReason(text: String, reason: String) throws {
        let error = #expect(throws: ConstraintValidityError.self) { try ConstraintSpec(equation: text).validate() }
        #expect(error?.uikitReason == reason)
        #expect(error?.reason.contains(reason.replacingOccurrences(of: "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: ", with: "")) == true)
    }

    @Test("no UIKit text where UIKit accepts the constraint")
    func noUIKitReason() throws {
        let spec = ConstraintSpec(id: "m", first: AnchorReference("a", .width), second: AnchorReference("b", .width), multiplier: 2e6)
        let error = #expect(throws: ConstraintValidityError.self) { try spec.validate() }
        #expect(error != nil && error?.uikitReason == nil)
    }

    @Test("notAnAttribute and non-finite numbers")
    func objectOnlyErrors() {
        var spec = ConstraintSpec(id: "w", first: AnchorReference("a", .width), second: AnchorReference("b", .notAnAttribute))
        #expect(throws: ConstraintValidityError.notAnAttribute(constraint: "w")) { try spec.validate() }
        spec = ConstraintSpec(first: AnchorReference("a", .notAnAttribute), constant: 3, identifier: "x")
        #expect(throws: ConstraintValidityError.notAnAttribute(constraint: "'x'")) { try spec.validate() }
        spec = ConstraintSpec(id: "m", first: AnchorReference("a", .width), second: AnchorReference("b", .width), multiplier: .nan)
        let nanError = #expect(throws: ConstraintValidityError.self) { try spec.validate() }
        guard case .nonFinite("m", "multiplier", let value)? = nanError else {
            Issue.record("expected a non-finite multiplier error, got \(String(describing: nanError))")
            return
        }
        #expect(value.isNaN)
        spec = ConstraintSpec(first: AnchorReference("a", .width), constant: .infinity)
        #expect(throws: ConstraintValidityError.nonFinite(constraint: "a.width == inf", field: "constant", value: .infinity)) { try spec.validate() }
    }

    /// A multiplier of 1e306 times a 375-point width overflows a double, and the solver
    /// left the required constraint unsatisfied without a word: such numbers are refused
    /// with the constraint's name, at the limits and not below them.
    @Test("multipliers beyond a million and constants beyond a billion points are refused")
    func outOfRangeNumbers() throws {
        var spec = ConstraintSpec(id: "m", first: AnchorReference("a", .width), second: AnchorReference("b", .width), multiplier: 1e306)
        #expect(throws: ConstraintValidityError.outOfRange(constraint: "m", field: "multiplier", value: 1e306, limit: 1e6)) {
            try spec.validate()
        }
        spec.multiplier = -2e6
        #expect(throws: ConstraintValidityError.outOfRange(constraint: "m", field: "multiplier", value: -2e6, limit: 1e6)) {
            try spec.validate()
        }
        spec.multiplier = 1e6
        try spec.validate()
        spec = ConstraintSpec(id: "c", first: AnchorReference("a", .width), constant: -1e10)
        #expect(throws: ConstraintValidityError.outOfRange(constraint: "c", field: "constant", value: -1e10, limit: 1e9)) {
            try spec.validate()
        }
        spec.constant = 1e9
        try spec.validate()
        let error = ConstraintValidityError.outOfRange(constraint: "m", field: "multiplier", value: 1e306, limit: 1e6)
        #expect(error.description.hasPrefix("Invalid constraint m: The multiplier must be at most 1000000.0 in magnitude, not 1e+306"))
    }

    @Test("messages quote UIKit")
    func messages() {
        let error = ConstraintValidityError.directionalWithAbsolute(constraint: "c1", first: .leading, second: .left)
        #expect(error.description == "Invalid constraint c1: A constraint cannot be made between a leading/trailing "
            + "attribute and a right/left attribute. Use leading/trailing for both or neither.")
        #expect(ConstraintValidityError.mixedAxes(constraint: "c", first: .top, second: .left).constraint == "c")
        #expect(ConstraintValidityError.sizeWithLocation(constraint: "c", first: .top, second: .width).reason
            == "Invalid pairing of layout attributes: a size (width) cannot be related to a location (top)")
    }
}
