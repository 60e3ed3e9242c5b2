/// How one axis of an autoresizing view follows its superview: the origin and the size
/// as `share × superview size + constant`, from the frame given in a superview of the
/// design size.
///
/// UIKit's rule (`UIView.autoresizingMask`): the change in the superview's size goes to
/// the flexible parts of the axis (leading margin, size, trailing margin), shared in
/// proportion to their sizes when several are flexible. With none flexible the view
/// keeps its origin and size, which is the trailing margin taking the change; UIKit
/// prints that as `--&`. When every flexible part is zero-sized the change is shared
/// equally (a decision; unconfirmed). An unknown design size (NaN) pins the frame.
struct AutoresizingPins: Hashable, Sendable {
    /// `value == share × superview size + constant`.
    struct Pin: Hashable, Sendable {
        var share: Double
        var constant: Double
    }

    var origin: Pin
    var size: Pin
    /// UIKit's three characters for (leading margin, size, trailing margin): `-` fixed,
    /// `&` flexible, `--&` when nothing is flexible (diagnostics.md §2; the mapping
    /// beyond the default is our reading).
    var flexibility: String

    init(axis: LayoutAxis, mask: AutoresizingMask, origin: Double, size: Double, superviewSize: Double) {
        let flexible = axis == .horizontal
            ? [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)]
            : [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)]
        let effective = flexible.contains(true) ? flexible : [false, false, true]
        flexibility = String(effective.map { $0 ? "&" : "-" })
        guard superviewSize.isFinite else {
            self.origin = Pin(share: 0, constant: origin)
            self.size = Pin(share: 0, constant: size)
            return
        }
        let parts = [origin, size, superviewSize - origin - size]
        let total = zip(parts, effective).filter(\.1).map { max(0, $0.0) }.reduce(0, +)
        let count = Double(effective.filter { $0 }.count)
        let shares = zip(parts, effective).map { part, isFlexible -> Double in
            guard isFlexible else { return 0 }
            return total > 0 ? max(0, part) / total : 1 / count
        }
        self.origin = Pin(share: shares[0], constant: origin - shares[0] * superviewSize)
        self.size = Pin(share: shares[1], constant: size - shares[1] * superviewSize)
    }
}
