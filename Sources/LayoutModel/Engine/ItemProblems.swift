/// What is wrong with one item's frame on one axis, beside the constraints that place it
/// (`layoutdb explain`): whether the constraints leave it free there, and which of the
/// constraints naming it on that axis were broken to satisfy the others.
///
/// The constraints that decide a frame are the ones the engine holds, so on their own
/// they read as a sound layout: an ambiguous item looked pinned, and the constraint a
/// conflict broke (the one its author was asking about) was not mentioned at all.
public struct ItemProblems: Hashable, Sendable {
    /// The item's ambiguity narrowed to the axis's components (`minX` and `Width`, or
    /// `minY` and `Height`); nil when the constraints decide the frame on this axis.
    public var ambiguity: AmbiguousLayout?
    /// The conflicts whose broken constraint names the item with an attribute of the axis,
    /// in the order they were met.
    public var conflicts: [UnsatisfiableConstraints]

    public init(ambiguity: AmbiguousLayout?, conflicts: [UnsatisfiableConstraints]) {
        self.ambiguity = ambiguity
        self.conflicts = conflicts
    }

    /// The problems of `item` (a view, a custom guide, or a built-in guide as constraints
    /// name it: `root.safeArea`) on `axis`, among a solve's `diagnostics`.
    ///
    /// Complexity: O(diagnostics).
    public init(item: String, axis: LayoutAxis, diagnostics: [LayoutDiagnostic]) {
        let components: Set<AmbiguousLayout.Component> = axis == .horizontal ? [.minX, .width] : [.minY, .height]
        var ambiguity: AmbiguousLayout?
        var conflicts: [UnsatisfiableConstraints] = []
        for diagnostic in diagnostics {
            switch diagnostic {
            case .ambiguous(var layout) where layout.item == item:
                layout.ranges = layout.ranges.filter { components.contains($0.key) }
                if !layout.ranges.isEmpty { ambiguity = layout }
            case .unsatisfiable(let conflict) where Self.names(conflict.broken, item: item, axis: axis):
                conflicts.append(conflict)
            default:
                break
            }
        }
        self.init(ambiguity: ambiguity, conflicts: conflicts)
    }

    /// Whether `constraint` is a document constraint with `item` on one side through an
    /// attribute of `axis` (the engine only ever breaks document constraints).
    static func names(_ constraint: DiagnosedConstraint, item: String, axis: LayoutAxis) -> Bool {
        guard let spec = constraint.spec else { return false }
        return ([spec.first] + (spec.second.map { [$0] } ?? [])).contains { anchor in
            anchor.item.description == item && anchor.attribute.axis == axis
        }
    }
}
