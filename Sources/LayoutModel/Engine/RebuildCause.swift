/// Why a resized engine built its solver again instead of moving constants in place
/// (``LayoutEngine/rebuildCauses``): what the batch counts to find which checks fail.
public enum RebuildCause: String, Hashable, Sendable, CaseIterable {
    /// A broken constraint is one of UIKit's own (not a document constraint), which the
    /// conflict check does not cover.
    case brokenNotDocument
    /// The window's new size cannot hold with the required constraints as installed.
    case containerMove
    /// A frame-dependent inset (safe area, margins, readable width) cannot move in place.
    case insetMove
    /// A document constraint on a re-measured view's baseline cannot move in place.
    case baselineMove
    /// A broken constraint's conflicting set names a constraint no longer installed
    /// under the same handle.
    case conflictMemberReplaced
    /// The broken constraint's conflict with its set is no longer certain (violation
    /// near zero).
    case conflictNotCertain
    /// Without one member of its set the broken constraint still cannot hold: another
    /// minimal set may be the one a fresh engine finds.
    case conflictOtherSet
}
