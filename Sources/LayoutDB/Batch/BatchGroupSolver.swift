import LayoutInterchange
import LayoutModel

/// Solves one ``BatchGroup``: builds its engine once and sweeps the container, safe
/// area and view controller of each configuration through it, never rebuilding what can be re-solved.
///
/// The frames and problems are those a fresh engine gives (the tests compare the two
/// strategies), with one exception that is the nature of ambiguity: where a layout is
/// ambiguous, the position the solver settles on, and so the other valid position a
/// diagnostic shows, depends on its history, as in UIKit. The problem (kind and views)
/// is the same; its numbers may differ from `layoutdb solve` on a cold cache.
struct BatchGroupSolver: Sendable {
    var options: BatchOptions
    var measurer: any TextMeasuring
    /// Check 3's answers, shared by the engines of the document's groups (one solver
    /// per document): ``ConflictSetMemo``.
    var conflictSets = ConflictSetMemo()
    /// The bodies the document's groups have made, shared by them (one per document).
    var bodies = BatchBodyMemo()

    /// A group's outcomes in its order, the engines built, and why resized engines
    /// rebuilt their solvers (``LayoutEngine/rebuildCauses``).
    struct Solved: Sendable {
        var outcomes: [BatchOutcome]
        var engines: Int
        var rebuilds: [RebuildCause: Int] = [:]
    }

    /// Every configuration of `group`, in its order, and the number of engines built.
    func solve(_ group: BatchGroup) -> Solved {
        let resolved: ResolvedLayout
        switch group.resolved {
        case .failure(let error):
            return Solved(outcomes: group.setups.map { unsolved(group, $0, "\(error)") }, engines: 0)
        case .success(let layout):
            resolved = layout
        }
        switch options.strategy {
        case .incremental: return sweep(group, resolved)
        case .rebuildEach: return rebuildEach(group)
        }
    }

    /// One engine, resized for each configuration after the first. A configuration the
    /// engine refuses is reported unsolved and the next one starts a fresh engine.
    private func sweep(_ group: BatchGroup, _ resolved: ResolvedLayout) -> Solved {
        var outcomes: [BatchOutcome] = []
        outcomes.reserveCapacity(group.setups.count)
        var engines = 0
        var rebuilds: [RebuildCause: Int] = [:]
        var index = 0
        var placements = BatchPlacementMemo(fitter: PlacementFitter(hierarchy: resolved.hierarchy, measurer: measurer))
        while index < group.setups.count {
            let first = group.setups[index]
            index += 1
            var engine: LayoutEngine
            var placement: Placement
            do throws(LayoutEngineError) {
                placement = try placements.placement(for: first)
                engine = try LayoutEngine(
                    hierarchy: resolved.hierarchy, containerSize: placement.container, safeAreaInsets: placement.safeArea,
                    direction: first.traits.direction, scale: first.traits.displayScale,
                    contentSize: first.traits.contentSize, viewController: placement.viewController,
                    textMeasurer: measurer, rowSeparator: placement.rowSeparator)
                engine.usesStandardRowHeight = placement.usesStandardRowHeight
            } catch {
                outcomes.append(unsolved(group, first, "\(SolveError.engine(name: group.document.name, error))"))
                continue
            }
            engines += 1
            engine.conflictSetMemo = conflictSets
            // The views a kept result lists, made once per engine and shared by its results.
            let views = options.keepsResults ? RenderedView.views(of: engine.hierarchy) : []
            let result = placements.solved(engine, at: placement)
            outcomes.append(outcome(
                group, resolved, engine, first, result: result, memo: &placements, at: placement, views: views))
            while index < group.setups.count {
                let setup = group.setups[index]
                index += 1
                do throws(LayoutEngineError) {
                    placement = try placements.placement(for: setup)
                    // The engine's answer is a function of the hierarchy, the group's traits
                    // and the placement: configurations placed alike (two devices with one
                    // window, a self-sizing cell at one width) share it, kept results
                    // (reports) too: what they take from the engine besides the result is
                    // the placement's and the hierarchy's (``ConfigurationResult/init(placed:views:result:document:revision:configuration:)``).
                    if let known = placements.result(at: placement) {
                        outcomes.append(outcome(
                            group, resolved, engine, setup, result: known, memo: &placements, at: placement, views: views))
                        continue
                    }
                    // The separator is built into the engine's content view: a setup
                    // placed with another (a different scale or text size) starts a new one.
                    guard placement.rowSeparator == engine.rowSeparator else {
                        index -= 1
                        break
                    }
                    try engine.resize(
                        to: placement.container, safeArea: placement.safeArea, viewController: placement.viewController)
                    engine.usesStandardRowHeight = placement.usesStandardRowHeight
                } catch {
                    outcomes.append(unsolved(group, setup, "\(SolveError.engine(name: group.document.name, error))"))
                    break
                }
                let result = placements.solved(engine, at: placement)
                outcomes.append(outcome(
                    group, resolved, engine, setup, result: result, memo: &placements, at: placement, views: views))
            }
            rebuilds.merge(engine.rebuildCauses, uniquingKeysWith: +)
        }
        return Solved(outcomes: outcomes, engines: engines, rebuilds: rebuilds)
    }

    /// The naive loop: materialise and build for every configuration.
    private func rebuildEach(_ group: BatchGroup) -> Solved {
        var outcomes: [BatchOutcome] = []
        var engines = 0
        for setup in group.setups {
            do throws(SolveError) {
                let (resolved, engine) = try LayoutSolving.engine(for: group.document, setup: setup, measurer: measurer)
                engines += 1
                outcomes.append(outcome(group, resolved, engine, setup))
            } catch {
                outcomes.append(unsolved(group, setup, "\(error)"))
            }
        }
        return Solved(outcomes: outcomes, engines: engines)
    }

    /// What the batch keeps of a solved configuration, with the parts that depend on the
    /// result only made once per placement (``SolvedBody``). The cache row is exactly
    /// what ``LayoutDatabase/solve(name:revision:setup:)`` would store for it.
    ///
    /// `engine` may stand at another placement (a result shared by configurations placed
    /// alike), so what the outcome says of the window is `placement`'s: the cache row's
    /// container once came from the engine and named the previous configuration's
    /// window (a portrait row with the landscape size) where a result was shared.
    private func outcome(
        _ group: BatchGroup, _ resolved: ResolvedLayout, _ engine: LayoutEngine, _ setup: SolveSetup,
        result: LayoutResult, memo: inout BatchPlacementMemo, at placement: Placement, views: [RenderedView]
    ) -> BatchOutcome {
        let body = memo.body(at: placement) {
            bodies.body(hierarchy: group.hierarchy, result: result) {
                SolvedBody(
                    document: group.document.name, hierarchy: resolved.hierarchy, result: result,
                    stores: options.storesResults)
            }
        }
        var outcome = self.outcome(group, setup, container: placement.container, body: body)
        if options.keepsResults {
            outcome.result = ConfigurationResult(
                placed: placement, root: engine.hierarchy.root, containment: engine.hierarchy.containment, views: views,
                result: result, document: group.document.name, revision: group.revision, configuration: setup.configuration)
        }
        return outcome
    }

    /// The naive loop's outcome: everything made for this configuration alone.
    private func outcome(
        _ group: BatchGroup, _ resolved: ResolvedLayout, _ engine: LayoutEngine, _ setup: SolveSetup
    ) -> BatchOutcome {
        let result = engine.result()
        let body = SolvedBody(
            document: group.document.name, hierarchy: resolved.hierarchy, result: result, stores: options.storesResults)
        var outcome = outcome(group, setup, container: engine.containerSize, body: body)
        if options.keepsResults {
            outcome.result = ConfigurationResult(
                engine: engine, result: result, document: group.document.name, revision: group.revision,
                configuration: setup.configuration)
        }
        return outcome
    }

    /// The outcome from `body`, with its cache row (for a window of `container`) when
    /// results are stored.
    private func outcome(
        _ group: BatchGroup, _ setup: SolveSetup, container: LayoutSize, body: SolvedBody
    ) -> BatchOutcome {
        var outcome = BatchOutcome(
            document: group.document.name, revision: group.revision, setup: setup, problems: body.problems,
            messages: body.messages, unsolved: nil, result: nil, cacheRecord: nil)
        outcome.problemsJSON = body.problemsJSON
        outcome.labels = body.labels
        if options.storesResults {
            outcome.cacheRecord = body.cacheRecord(
                document: group.document.name, revision: group.revision, setup: setup, container: container)
        }
        return outcome
    }

    private func unsolved(_ group: BatchGroup, _ setup: SolveSetup, _ message: String) -> BatchOutcome {
        BatchOutcome(
            document: group.document.name, revision: group.revision, setup: setup,
            problems: [BatchProblem(kind: BatchProblem.unsolvedKind, views: [])], messages: [message],
            unsolved: message, result: nil, cacheRecord: nil)
    }
}
