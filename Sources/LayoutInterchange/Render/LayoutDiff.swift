/// What changed between two solves of one document in one configuration (two
/// revisions, or before and after an edit): views that moved, resized, appeared or
/// disappeared, and problems that are new or fixed.
///
/// **Which views count as moved.** A view is listed when its frame *in its superview*
/// changed, or its superview did; frames in the lists are in root coordinates. A view
/// that only rides along with a moved superview is not listed: one edit that shifts a
/// container by 8 points is one line, not one per descendant. The overlay
/// (``DiffOverlayRenderer``) still draws every view where it now is.
///
/// **Which problems are the same.** A diagnostic of the older solve and one of the
/// newer are the same problem when they have the same kind and the same views
/// (``LayoutDiagnostic/views``), counted with multiplicity: frames and messages may
/// shift a little while the problem stays, and a conflict's message holds fake
/// addresses that change between revisions anyway.
public struct LayoutDiff: Hashable, Sendable {
    public var documentName: String
    public var fromRevision: Int?
    public var toRevision: Int?
    /// The newer result's configuration (the caller diffs like with like).
    public var label: ConfigurationLabel
    /// Moved and resized views, then appeared ones, in the newer result's drawing
    /// order; then disappeared ones in the older result's.
    public var changes: [FrameChange]
    /// Problems of the newer solve that the older did not have, in its order.
    public var newDiagnostics: [LayoutDiagnostic]
    /// Problems of the older solve that the newer no longer has, in its order.
    public var fixedDiagnostics: [LayoutDiagnostic]
    /// Problems both have, as the newer solve reports them.
    public var persistingDiagnostics: [LayoutDiagnostic]
    /// The designers' names (`userLabel`) of the views either revision names, by view id
    /// (the newer revision's where both have one): lines and messages name views by them
    /// as `show` and `solve` do.
    public var labels: [String: String]

    /// Differences smaller than `tolerance` points are noise (frames are on a pixel
    /// grid, so any real change is at least a third of a point).
    public init(from old: ConfigurationResult, to new: ConfigurationResult, tolerance: Double = 0.001) {
        documentName = new.documentName
        fromRevision = old.revision
        toRevision = new.revision
        label = new.label
        labels = old.userLabels.merging(new.userLabels) { _, newer in newer }
        let oldViews = Dictionary(old.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(new.views.map(\.id))
        var changes: [FrameChange] = []
        var appeared: [FrameChange] = []
        for view in new.views {
            guard let after = new.layout.frames[view.id] else { continue }
            guard let before = old.layout.frames[view.id], let oldView = oldViews[view.id] else {
                appeared.append(.appeared(view: view.id, frame: after.inRoot))
                continue
            }
            let resized = !Self.close(before.inSuperview.width, after.inSuperview.width, tolerance)
                || !Self.close(before.inSuperview.height, after.inSuperview.height, tolerance)
            let moved = oldView.parent != view.parent
                || !Self.close(before.inSuperview.x, after.inSuperview.x, tolerance)
                || !Self.close(before.inSuperview.y, after.inSuperview.y, tolerance)
            if resized {
                changes.append(.resized(view: view.id, from: before.inRoot, to: after.inRoot))
            } else if moved {
                changes.append(.moved(view: view.id, from: before.inRoot, to: after.inRoot))
            }
        }
        changes += appeared
        for view in old.views where !newIDs.contains(view.id) {
            if let frame = old.layout.frames[view.id] { changes.append(.disappeared(view: view.id, frame: frame.inRoot)) }
        }
        self.changes = changes

        var remaining = Self.multiset(old.layout.diagnostics)
        var introduced: [LayoutDiagnostic] = []
        var persisting: [LayoutDiagnostic] = []
        for diagnostic in new.layout.diagnostics {
            let key = Self.identity(diagnostic)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                persisting.append(diagnostic)
            } else {
                introduced.append(diagnostic)
            }
        }
        var fixed: [LayoutDiagnostic] = []
        var stillNew = Self.multiset(new.layout.diagnostics)
        for diagnostic in old.layout.diagnostics {
            let key = Self.identity(diagnostic)
            if let count = stillNew[key], count > 0 {
                stillNew[key] = count - 1
            } else {
                fixed.append(diagnostic)
            }
        }
        newDiagnostics = introduced
        fixedDiagnostics = fixed
        persistingDiagnostics = persisting
    }

    /// True when nothing moved and no problem came or went.
    public var isEmpty: Bool { changes.isEmpty && newDiagnostics.isEmpty && fixedDiagnostics.isEmpty }

    /// What the same problem means across revisions: kind and views.
    static func identity(_ diagnostic: LayoutDiagnostic) -> [String] { [diagnostic.kind] + diagnostic.views }

    private static func multiset(_ diagnostics: [LayoutDiagnostic]) -> [[String]: Int] {
        var counts: [[String]: Int] = [:]
        for diagnostic in diagnostics { counts[identity(diagnostic), default: 0] += 1 }
        return counts
    }

    private static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
}
