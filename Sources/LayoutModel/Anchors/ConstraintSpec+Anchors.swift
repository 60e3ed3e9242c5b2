/// Chainable setters, so an anchor expression can finish in one line:
/// `a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2).withPriority(750)`.
/// UIKit sets these properties after creating the constraint; a value type can return
/// the changed copy instead.
extension ConstraintSpec {
    /// The same constraint at `priority`.
    public func withPriority(_ priority: Priority) -> ConstraintSpec {
        var copy = self
        copy.priority = priority
        return copy
    }

    /// The same constraint at `value`, clamped into 1…1000 (UIKit's
    /// `UILayoutPriority(rawValue:)`; 999.5 is a level of its own).
    public func withPriority(_ value: Double) -> ConstraintSpec {
        withPriority(Priority(clamping: value))
    }

    /// The same constraint with UIKit's `identifier`, which diagnostics print in quotes.
    public func withIdentifier(_ identifier: String) -> ConstraintSpec {
        var copy = self
        copy.identifier = identifier
        return copy
    }

    /// The same constraint with the document `id` variants refer to it by.
    public func withID(_ id: String) -> ConstraintSpec {
        var copy = self
        copy.id = id
        return copy
    }
}
