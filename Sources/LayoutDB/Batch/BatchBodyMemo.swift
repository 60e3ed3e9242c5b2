import LayoutModel
import Synchronization

/// The bodies (``SolvedBody``) a document's groups have made, shared by the groups as they
/// run in parallel, so that a result several groups reach is made and encoded once.
///
/// Why: a body was made once per group and placement (``BatchPlacementMemo``), but a
/// document's groups differ in their engine's settings (content size, direction, display
/// scale), and many layouts come out alike across them: the stored corpus × full matrix
/// made ~95,000 bodies for 107,520 rows, of which 30,255 are distinct. Making one (the
/// views, the diagnostics' messages and values, the JSON text, its hash, the binary form)
/// was most of what storing cost the solving workers.
///
/// Keyed by exactly what decides a body besides the document (one memo per document):
/// the hierarchy (its index among the document's distinct materialised hierarchies,
/// ``BatchGroup/hierarchy``) and the result's frames, diagnostics and scroll views (not
/// its display scale, which the body does not show). The comparison is `==`, under which
/// -0 equals 0 although a body can show them apart (a message prints `-0.0`, the binary
/// form keeps the sign): a result with a negative zero where its body shows a number is
/// made without the memo (``comparesExactly(_:)``). Any other two doubles that compare
/// equal have the same bits, and NaN equals nothing, so never finds a body. Strings
/// compare by canonical equivalence; a result's strings are the hierarchy's own ids and
/// text made from them and from ASCII numbers, the same bytes for one hierarchy.
///
/// The hash is computed, and candidates compared, outside the lock: the lock is held for
/// one dictionary lookup of an `Int`. Two groups making the same body at once both make
/// it (equal bodies); both are kept, and the first found wins.
///
/// The memo keeps at most ``byteBudget`` bytes of bodies (as ``footprint(of:)`` counts
/// them); a body made beyond that is used and not remembered. Its answers are the same
/// either way, only slower to come by. Without the bound, a document whose every
/// configuration solves differently kept them all until its last group ended: a stack
/// of 200 ambiguous labels over the full matrix held 1,200 bodies of 400 diagnostics
/// each, 1.5 GB.
final class BatchBodyMemo: Sendable {
    private struct Entry: Sendable {
        let hierarchy: Int
        let result: LayoutResult
        let body: SolvedBody
    }

    private struct Store: Sendable {
        /// By ``hash(hierarchy:result:)``.
        var entries: [Int: [Entry]] = [:]
        var bytes = 0
    }

    /// 128 MB: the stored corpus's largest document keeps a few MB of bodies over the
    /// full matrix, so the bound only ever stops documents many times its size.
    static let defaultByteBudget = 128 << 20

    let byteBudget: Int
    private let store = Mutex(Store())

    init(byteBudget: Int = BatchBodyMemo.defaultByteBudget) {
        self.byteBudget = byteBudget
    }

    /// The body made for an equal hierarchy and result, or `make()`'s, remembered while
    /// the memo is within its budget.
    func body(hierarchy: Int, result: LayoutResult, make: () -> SolvedBody) -> SolvedBody {
        guard Self.comparesExactly(result) else { return make() }
        let hash = Self.hash(hierarchy: hierarchy, result: result)
        let candidates = store.withLock { $0.entries[hash] ?? [] }
        for entry in candidates where entry.hierarchy == hierarchy && Self.sameBody(entry.result, result) {
            return entry.body
        }
        let body = make()
        let entry = Entry(hierarchy: hierarchy, result: result, body: body)
        let bytes = Self.footprint(of: body)
        store.withLock { store in
            guard store.bytes + bytes <= byteBudget else { return }
            store.bytes += bytes
            store.entries[hash, default: []].append(entry)
        }
        return body
    }

    /// The number of bodies remembered (tests).
    var count: Int { store.withLock { $0.entries.values.reduce(0) { $0 + $1.count } } }

    /// About what an entry holds: the body's texts and binary form, and as much again
    /// for the result it was made from (its frames and diagnostics, which the JSON body
    /// spells out).
    static func footprint(of body: SolvedBody) -> Int {
        var bytes = body.problemsJSON.utf8.count + body.messages.reduce(0) { $0 + $1.utf8.count }
        if let encoded = body.encoded { bytes += encoded.json.utf8.count + encoded.binary.count + encoded.hash.count }
        return 2 * bytes
    }

    /// Whether two results of one hierarchy give the same body (when both compare exactly).
    static func sameBody(_ lhs: LayoutResult, _ rhs: LayoutResult) -> Bool {
        lhs.frames == rhs.frames && lhs.diagnostics == rhs.diagnostics && lhs.scrollViews == rhs.scrollViews
    }

    static func hash(hierarchy: Int, result: LayoutResult) -> Int {
        var hasher = Hasher()
        hasher.combine(hierarchy)
        hasher.combine(result.frames)
        hasher.combine(result.diagnostics)
        hasher.combine(result.scrollViews)
        return hasher.finalize()
    }

    /// Whether `==` on this result's numbers is `==` on what its body shows of them: no
    /// negative zero in a frame, a scroll view's content size, or a diagnostic's rectangles. (A
    /// conflict's numbers reach the body only as text, which compares as text; an
    /// ambiguous item's ranges do not reach it.) A new kind of diagnostic must say here
    /// which of its numbers the body shows.
    static func comparesExactly(_ result: LayoutResult) -> Bool {
        for frame in result.frames.values where hasNegativeZero(frame.inRoot) || hasNegativeZero(frame.inSuperview) {
            return false
        }
        for scroll in result.scrollViews.values
        where isNegativeZero(scroll.contentSize.width) || isNegativeZero(scroll.contentSize.height) {
            return false
        }
        for diagnostic in result.diagnostics {
            switch diagnostic {
            case .unsatisfiable, .scrollableContentSizeAmbiguous, .overlappingSiblingsNotListed, .standardRowHeight:
                continue
            case .ambiguous(let layout):
                if hasNegativeZero(layout.frame) || hasNegativeZero(layout.alternativeFrame) { return false }
            case .zeroSize(_, let frame), .overlappingSiblings(_, _, let frame):
                if hasNegativeZero(frame) { return false }
            case .outsideSuperview(_, let frame, let other), .entirelyOutsideSuperview(_, _, let frame, let other),
                .outsideSafeArea(_, let frame, let other), .misplaced(_, let frame, let other):
                if hasNegativeZero(frame) || hasNegativeZero(other) { return false }
            }
        }
        return true
    }

    private static func hasNegativeZero(_ rect: LayoutRect) -> Bool {
        isNegativeZero(rect.x) || isNegativeZero(rect.y) || isNegativeZero(rect.width) || isNegativeZero(rect.height)
    }

    private static func isNegativeZero(_ value: Double) -> Bool { value == 0 && value.sign == .minus }
}
