extension ConstraintSpec {
    /// The largest multiplier magnitude a constraint may have: aspect ratios and
    /// proportions are small numbers, and a million times a screen is still exact in a
    /// double.
    public static let largestMultiplier = 1e6
    /// The largest constant magnitude a constraint may have, in points: a billion points
    /// is beyond any scrolling content, and sums of such constants stay exact.
    public static let largestConstant = 1e9

    /// Checks the pairing rules of the Auto Layout Guide, throwing the first one broken:
    ///
    /// - no `notAnAttribute` on either side;
    /// - multiplier and constant finite, the multiplier at most ``largestMultiplier`` and
    ///   the constant at most ``largestConstant`` in magnitude;
    /// - a location is never set to a constant (no second item, or multiplier 0);
    /// - a size relates only to a size — across axes too, `a.width == b.height` is fine —
    ///   or to a constant;
    /// - locations relate only on the same axis (baselines are vertical);
    /// - leading/trailing never meets left/right (centerX goes with either).
    ///
    /// A size with a multiplier of 0 passes, as in UIKit: it is a constant size, and the
    /// engine leaves the second item out of it.
    ///
    /// Ids are not checked here: that needs the document.
    public func validate() throws(ConstraintValidityError) {
        let name = displayName
        let firstAttribute = first.attribute
        if firstAttribute == .notAnAttribute || second?.attribute == .notAnAttribute {
            throw .notAnAttribute(constraint: name)
        }
        guard multiplier.isFinite else {
            throw .nonFinite(constraint: name, field: "multiplier", value: multiplier)
        }
        guard constant.isFinite else {
            throw .nonFinite(constraint: name, field: "constant", value: constant)
        }
        guard abs(multiplier) <= Self.largestMultiplier else {
            throw .outOfRange(constraint: name, field: "multiplier", value: multiplier, limit: Self.largestMultiplier)
        }
        guard abs(constant) <= Self.largestConstant else {
            throw .outOfRange(constraint: name, field: "constant", value: constant, limit: Self.largestConstant)
        }
        guard let second else {
            if firstAttribute.isLocation {
                throw .locationEqualToConstant(constraint: name, attribute: firstAttribute)
            }
            return
        }
        let secondAttribute = second.attribute
        if firstAttribute.isSize != secondAttribute.isSize {
            throw .sizeWithLocation(constraint: name, first: firstAttribute, second: secondAttribute)
        }
        if multiplier == 0 && firstAttribute.isLocation {
            throw .locationEqualToConstant(constraint: name, attribute: firstAttribute)
        }
        if firstAttribute.isSize { return }
        if firstAttribute.axis != secondAttribute.axis {
            throw .mixedAxes(constraint: name, first: firstAttribute, second: secondAttribute)
        }
        if (firstAttribute.isDirectionRelative && secondAttribute.isAbsoluteHorizontal)
            || (firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectionRelative)
        {
            throw .directionalWithAbsolute(constraint: name, first: firstAttribute, second: secondAttribute)
        }
    }
}
