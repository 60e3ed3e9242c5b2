@testable import LayoutModel
import Testing

/// A resize keeps a broken constraint out, moving the other constants in place, only
/// when a fresh engine would break the same constraint with the same set
/// (``LayoutEngine/conflictsStillHold()``); otherwise it rebuilds. Either way the
/// result is a fresh engine's, conflict messages (which print the window's width)
/// included.
@Suite("LayoutEngine resizing through conflicts")
struct LayoutEngineConflictSweepTests {
    /// A box between the root's margins that may not be wider than 300: it breaks on
    /// any window wider than 316 (8 pt margins each side).
    static func cappedBox(redundantWidth: Bool = false) throws -> LayoutHierarchy {
        try EngineFixture.hierarchy(
            [ViewNode(id: "box")],
            [
                "box.leading == root.leadingMargin", "box.trailing == root.trailingMargin", "box.top == root.top",
                "box.height == 40",
            ] + (redundantWidth ? ["box.width == root.width - 16"] : []) + ["box.width <= 300"])
    }

    static let widths: [Double] = [800, 500, 1024, 340, 300, 200, 600, 700, 317, 316]

    /// One step of ``sweep(_:redundantWidth:)``: the window's width, whether a fresh
    /// engine breaks a constraint there (a window wider than 316), whether the step
    /// rebuilt the solver, and whether the step before ended in a conflict.
    struct Step {
        var width: Double
        var conflict: Bool
        var rebuilt: Bool
        var afterConflict: Bool
    }

    /// Resizes an engine of ``cappedBox(redundantWidth:)``, built at 390 × 800, through
    /// ``widths``, checking each step's result against a fresh engine's at that size
    /// before handing it to `check`; returns the engine.
    static func sweep(redundantWidth: Bool = false, _ check: (Step, LayoutEngine) throws -> Void) throws -> LayoutEngine {
        let hierarchy = try cappedBox(redundantWidth: redundantWidth)
        var engine = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 390, height: 800))
        #expect(engine.result().unsatisfiable.count == 1)
        var previousConflict = true
        for width in widths {
            let size = LayoutSize(width: width, height: 800)
            let buildsBefore = engine.builds
            try engine.resize(to: size, safeArea: .zero)
            let fresh = try LayoutEngine(hierarchy: hierarchy, containerSize: size)
            #expect(engine.result() == fresh.result(), "width \(width)")
            let conflict = width > 316
            #expect(engine.result().unsatisfiable.count == (conflict ? 1 : 0), "width \(width)")
            try check(Step(width: width, conflict: conflict, rebuilt: engine.builds > buildsBefore, afterConflict: previousConflict), engine)
            previousConflict = conflict
        }
        return engine
    }

    @Test("one conflict through many widths: the same set breaks, kept out without rebuilding")
    func keepsTheBrokenConstraintOut() throws {
        var kept = 0
        _ = try Self.sweep { step, engine in
            #expect(engine.result()["box"]?.inRoot == EngineFixture.rect(8, 0, step.width - 16, 40))
            guard step.conflict else { return }
            // The message names the window's width as it is now.
            let log = try #require(engine.result().unsatisfiable.first).uikitLog
            #expect(log.contains("width == \(Int(step.width))   (active)"), "width \(step.width)")
            if step.afterConflict {
                #expect(!step.rebuilt, "width \(step.width): rebuilt")
                kept += 1
            }
        }
        #expect(kept == 6)
    }

    @Test("a conflict with two minimal sets: the check cannot tell which a fresh engine reports, so it rebuilds")
    func rebuildsWhenTheSetIsNotUnique() throws {
        _ = try Self.sweep(redundantWidth: true) { step, _ in
            #expect(step.rebuilt || !step.conflict, "width \(step.width): kept a set that is not unique")
        }
    }

    /// A resize that ends feasible is an edit: the window's width moves in place with the
    /// broken `box.width <= 300` kept out, and where it then holds (a window of 316 or
    /// less) it goes back in as required: a broken constraint stays in UIKit's engine as
    /// an optional one, which holds again once the others let it (FIDELITY.md, eleventh
    /// semantics audit). Both such steps of the sweep (340 → 300 and 317 → 316) rebuilt
    /// the solver before (``RebuildCause/conflictNotCertain``); the result is a fresh
    /// engine's either way.
    @Test("a resize out of a conflict puts the broken constraint back without rebuilding")
    func resizeOutOfAConflictIsAnEdit() throws {
        var ended = 0
        let engine = try Self.sweep { step, _ in
            guard !step.conflict else { return }
            #expect(!step.rebuilt, "width \(step.width): rebuilt")
            if step.afterConflict { ended += 1 }
        }
        #expect(ended == 2)
        #expect(engine.restoredConflicts == 2)
        #expect(engine.rebuildCauses[.conflictNotCertain, default: 0] == 0, "\(engine.rebuildCauses)")
    }
}
