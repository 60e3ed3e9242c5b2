@testable import LayoutSolver
import PropertyBased
import Synchronization
import Testing
import TestSupport

/// The third and fourth graph facts of `Solver.essentialConstraints(of:among:translations:)`
/// (a variable moving one way alone, carrying the parts that slide from it: a row that
/// grows with the rows below it; constraints a variable of their own always satisfies:
/// a guide's edges) answer as a copy of the solver with the candidate removed does. Checked on random stacks of boxes, each hanging from an earlier one
/// (by an equality or an inequality, required or not), aligned with it or a guide
/// inset in it (a view's margins: a top and a bottom edge), sized by
/// content-size pairs (hugging and compression resistance at their own priorities and
/// sizes), required sizes or minimum sizes, some pinned to an end that stops them
/// sliding, with the asked variables anywhere: the shapes where the move applies, and
/// the ones where it must not (an inequality the move breaks, an end that holds).
@Suite("Stretch moves and peeled constraints match removing each constraint")
struct EssentialStackProperties {
    typealias Row = EssentialConstraintProperties.Row

    static func stack(using rng: inout Xoshiro) -> Row {
        let boxes = Int.random(in: 2...6, using: &rng)
        let n = 2 * boxes
        func terms(_ pairs: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Double)
            -> ReferenceConstraint
        {
            var coefficients = [Double](repeating: 0, count: n)
            for (j, a) in pairs { coefficients[j] += a }
            return ReferenceConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority)
        }
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }
        var constraints: [ReferenceConstraint] = []
        constraints.append(terms([(0, 1)], -10, pick([.equal, .equal, .greaterThanOrEqual]), pick([1000, 1000, 750])))
        for i in 0..<boxes {
            if i > 0 {
                let j = Int.random(in: 0..<i, using: &rng)
                let gap = Double(Int.random(in: 0...12, using: &rng))
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    // A guide inset in an earlier box, as a view's margins: its top and
                    // bottom edges, nothing else.
                    constraints.append(terms([(2 * i, 1), (2 * j, -1)], -gap, .equal, 1000))
                    constraints.append(terms([(2 * i, 1), (2 * i + 1, 1), (2 * j, -1), (2 * j + 1, -1)], gap, .equal, 1000))
                    continue
                }
                if Int.random(in: 0..<5, using: &rng) == 0 {
                    // Aligned with an earlier box: a row.
                    constraints.append(terms([(2 * i, 1), (2 * j, -1)], 0, .equal, 1000))
                } else {
                    // Below an earlier box, the size of `j` scaled at times (a multiplier).
                    let scale = pick([1.0, 1.0, 1.0, 0.5, 2.0])
                    constraints.append(terms(
                        [(2 * i, 1), (2 * j, -1), (2 * j + 1, -scale)], -gap,
                        pick([.equal, .equal, .equal, .greaterThanOrEqual, .lessThanOrEqual]), pick([1000, 1000, 1000, 999, 500])))
                }
            }
            let size = Double(Int.random(in: 10...40, using: &rng))
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: constraints.append(terms([(2 * i + 1, 1)], -size, .equal, 1000))
            case 1: constraints.append(terms([(2 * i + 1, 1)], -size, .greaterThanOrEqual, pick([1000, 750])))
            default:
                // Content size: hugging and compression resistance, at their own sizes at times.
                let hugging = size + pick([0.0, 0.0, 5.0])
                constraints.append(terms([(2 * i + 1, 1)], -hugging, .lessThanOrEqual, pick([250, 250, 251, 750, 1000])))
                constraints.append(terms([(2 * i + 1, 1)], -size, .greaterThanOrEqual, pick([750, 750, 250, 1000])))
            }
        }
        // A few ends: a box's bottom held by the container (it cannot slide then), and
        // extra sizes.
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            let i = Int.random(in: 0..<boxes, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                constraints.append(terms(
                    [(2 * i, 1), (2 * i + 1, 1)], -300, pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]), pick([1000, 750, 250])))
            case 1: constraints.append(terms([(2 * i + 1, 1)], -Double(Int.random(in: 5...50, using: &rng)), .lessThanOrEqual, 1000))
            default: constraints.append(SystemGenerator.constraint(variableCount: n, using: &rng))
            }
        }
        let asked = Array((0..<n).shuffled(using: &rng).prefix(Int.random(in: 1...2, using: &rng)))
        let extra = (0..<n).filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }
        return Row(boxes: boxes, constraints: constraints, asked: asked, extraTranslation: extra)
    }

    @Test func theQueryAnswersAsRemovingEachConstraintDoesOnStacks() async {
        let input = DeterministicCases.generator(seed: 0x57E7_0001) { rng in Self.stack(using: &rng) }
        await propertyCheck(count: DeterministicCases.count(400), input: input) { generated in
            EssentialConstraintProperties.expectQueryAnswersAsTheCopy(generated.value)
        }
    }

    /// Random stacks, or the rows of ``EssentialConstraintProperties``.
    static func stacksOrRows(
        _ onStacks: Bool, seed: UInt64
    ) -> Generator<GeneratedCase<Row>, Shrink.None<GeneratedCase<Row>>> {
        DeterministicCases.generator(seed: seed) { rng in
            onStacks ? Self.stack(using: &rng) : EssentialConstraintProperties.row(using: &rng)
        }
    }

    /// The move's answers alone, on every candidate (none decided first by the other
    /// facts), against the copy; on stacks and on the rows of the other property, and
    /// it answers many of them (a test of the move, not of the fallback).
    @Test(arguments: [false, true])
    func theMoveDecidesManyCandidatesAndEachAsTheCopyDoes(onStacks: Bool) async {
        let input = Self.stacksOrRows(onStacks, seed: onStacks ? 0x57E7_0002 : 0x57E7_0003)
        let tally = Tally()
        let cases = DeterministicCases.count(400)
        await propertyCheck(count: cases, input: input) { generated in
            // The move frees a variable: a fact about determined ones only.
            guard let built = EssentialConstraintProperties.Built(generated.value),
                built.solver.ambiguity(of: built.asked).ranges.isEmpty
            else { return }
            let moves = StretchMoves(slides: SlidingParts(graph: built.graph, moves: [built.positions, built.extra]))
            var decided: [ConstraintID: Bool] = [:]
            moves.decideStretched(roots: built.roots, candidates: built.solver.installedConstraints, into: &decided)
            tally.add(decided.count)
            built.expectAsTheCopy(decided)
        }
        // 434 on rows and 311 on stacks, of the committed 400 cases each (those where
        // the asked variables are determined).
        #expect(tally.total > cases / 2, "the move decided \(tally.total)")
    }

    /// The peeled constraints alone, against the copy (each decides nothing, whether
    /// the asked variables are determined or not); and there are many of them.
    @Test(arguments: [false, true])
    func thePeeledConstraintsDecideNothingAsTheCopySays(onStacks: Bool) async {
        let input = Self.stacksOrRows(onStacks, seed: onStacks ? 0x57E7_0004 : 0x57E7_0005)
        let tally = Tally()
        let cases = DeterministicCases.count(400)
        await propertyCheck(count: cases, input: input) { generated in
            guard let built = EssentialConstraintProperties.Built(generated.value) else { return }
            let peeled = PeeledConstraints(built.graph, roots: built.roots)
            var decided: [ConstraintID: Bool] = [:]
            peeled.decideUnaffected(built.graph, candidates: built.solver.installedConstraints, into: &decided)
            tally.add(decided.count)
            built.expectAsTheCopy(decided)
        }
        // 536 on rows and 634 on stacks, of the committed 400 cases each.
        #expect(tally.total > cases, "peeled \(tally.total)")
    }

    /// How many candidates a property's cases had decided.
    final class Tally: Sendable {
        private let count = Mutex(0)
        func add(_ n: Int) { count.withLock { $0 += n } }
        var total: Int { count.withLock { $0 } }
    }
}
