import LayoutInterchange
import LayoutModel

/// The placements of one group's configurations, each computed once
/// (``PlacementFitter``: a self-sizing cell's by its width, with one fitting engine
/// resized per width), and what was solved at each.
///
/// The engine's answer is a function of the hierarchy, the group's traits and the
/// placement, so configurations placed alike (two devices with one window, a
/// self-sizing cell at one width) share it: the result, its problems and messages, and
/// the part of the cache row that does not name the configuration (``SolvedBody``),
/// encoded once.
struct BatchPlacementMemo {
    var fitter: PlacementFitter
    private var solved: [Placement: Entry] = [:]

    /// What one placement gave.
    struct Entry {
        var result: LayoutResult
        var body: SolvedBody?
    }

    init(fitter: PlacementFitter) { self.fitter = fitter }

    mutating func placement(for setup: SolveSetup) throws(LayoutEngineError) -> Placement {
        try fitter.placement(for: setup)
    }

    /// The result already solved at `placement`, if any.
    func result(at placement: Placement) -> LayoutResult? { solved[placement]?.result }

    /// `engine`'s result, remembered as the one at `placement` (where it stands).
    mutating func solved(_ engine: LayoutEngine, at placement: Placement) -> LayoutResult {
        let result = engine.result()
        solved[placement] = Entry(result: result, body: nil)
        return result
    }

    /// The encoded body at `placement`, made by `make` the first time.
    mutating func body(at placement: Placement, _ make: () -> SolvedBody) -> SolvedBody {
        if let known = solved[placement]?.body { return known }
        let body = make()
        solved[placement]?.body = body
        return body
    }
}
