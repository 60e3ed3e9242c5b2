/// The Visual Format Language of `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
///
/// A document's `visual` entry expands through here into the constraints it stands
/// for, each tagged `.visualFormat(format)`. Names in the string are item ids.
public enum VisualFormat {
    /// The constraints `format` describes, in UIKit's order: each view's thickness
    /// predicates when the view is finished, then the connection that ends at it;
    /// alignment constraints from `options` last.
    ///
    /// - Parameters:
    ///   - metrics: values for metric names used as constants or priorities.
    ///   - views: every view name the string may use, mapped to the id of its superview
    ///     (nil when it has none: a `|` beside it is then an error, as in UIKit).
    public static func constraints(
        _ format: String,
        options: VisualFormatOptions = [],
        metrics: [String: Double] = [:],
        views: [String: String?]
    ) throws(VisualFormatError) -> [ConstraintSpec] {
        var parser = VisualFormatParser(format: format, options: options, metrics: metrics, superviews: views)
        return try parser.parse()
    }

    /// The common case of siblings: every name in `views` has `superview` as its superview.
    public static func constraints(
        _ format: String,
        options: VisualFormatOptions = [],
        metrics: [String: Double] = [:],
        views: some Sequence<String>,
        superview: String?
    ) throws(VisualFormatError) -> [ConstraintSpec] {
        var table: [String: String?] = [:]
        for view in views { table[view] = .some(superview) }
        return try constraints(format, options: options, metrics: metrics, views: table)
    }
}
