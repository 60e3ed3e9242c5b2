@testable import LayoutSolver
import PropertyBased
import Synchronization
import Testing
import TestSupport

/// `Solver.essentialConstraints(of:among:translations:)` answers each candidate as a
/// copy of the solver with it removed does (what the asked variables can take changed
/// by more than 1e-6: moved, freed, or a free one's range changed), though it decides most of them from the constraint graph. Checked on
/// random rows of boxes (a position and a size each, chained, anchored, sized by
/// required and optional constraints of every relation, with some arbitrary
/// constraints mixed in; half of them columns, each box hanging from an earlier one,
/// with a few such constraints on top), where the graph's two facts apply often,
/// against that copy.
@Suite("Essential constraints match removing each one")
struct EssentialConstraintProperties {
    /// A row of boxes: variable 2i is box i's position, 2i + 1 its size.
    struct Row: Sendable, CustomStringConvertible {
        var boxes: Int
        var constraints: [ReferenceConstraint]
        /// The variables asked about.
        var asked: [Int]
        /// A second translation besides all positions: arbitrary variables.
        var extraTranslation: [Int]

        var description: String {
            "\(boxes) boxes, asked \(asked), translations positions and \(extraTranslation): "
                + constraints.map(\.description).joined(separator: "; ")
        }
    }

    static func row(using rng: inout Xoshiro) -> Row {
        let boxes = Int.random(in: 2...5, using: &rng)
        let n = 2 * boxes
        func terms(_ pairs: [(Int, Double)], _ constant: Double, priority: Double? = nil, relation: Relation? = nil)
            -> ReferenceConstraint
        {
            var coefficients = [Double](repeating: 0, count: n)
            for (j, a) in pairs { coefficients[j] += a }
            return ReferenceConstraint(
                coefficients: coefficients, constant: constant,
                relation: relation ?? ([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng) ?? .equal),
                priority: priority ?? ([1000, 1000, 1000, 999, 750, 250].randomElement(using: &rng) ?? 1000))
        }
        var constraints: [ReferenceConstraint] = []
        if Bool.random(using: &rng) {
            // A column: the first box placed, each other one hanging from an earlier one
            // and sized; then a few of the constraints below on top.
            constraints.append(terms([(0, 1)], -10, priority: 1000, relation: .equal))
            for i in 0..<boxes {
                if i > 0 {
                    let j = Int.random(in: 0..<i, using: &rng)
                    constraints.append(terms([(2 * i, 1), (2 * j, -1), (2 * j + 1, -1)], -8, priority: 1000, relation: .equal))
                }
                if Bool.random(using: &rng) {
                    constraints.append(terms([(2 * i + 1, 1)], -20, priority: 250, relation: .lessThanOrEqual))
                    constraints.append(terms([(2 * i + 1, 1)], -20, priority: 750, relation: .greaterThanOrEqual))
                } else {
                    constraints.append(terms([(2 * i + 1, 1)], -20, priority: 1000, relation: .equal))
                }
            }
        }
        for _ in 0..<Int.random(in: constraints.isEmpty ? 2...(3 * boxes) : 0...2, using: &rng) {
            let i = Int.random(in: 0..<boxes, using: &rng)
            var j = Int.random(in: 0..<boxes, using: &rng)
            if j == i { j = (i + 1) % boxes }
            let gap = Double(Int.random(in: -4...12, using: &rng))
            switch Int.random(in: 0..<7, using: &rng) {
            case 0, 1: constraints.append(terms([(2 * i, 1), (2 * j, -1), (2 * j + 1, -1)], -gap))  // i after j
            case 2: constraints.append(terms([(2 * i, 1)], -gap))  // anchored
            case 3: constraints.append(terms([(2 * i + 1, 1)], -gap - 10))  // sized
            case 4:  // hugging and compression resistance at the same size
                constraints.append(terms([(2 * i + 1, 1)], -20, priority: 250, relation: .lessThanOrEqual))
                constraints.append(terms([(2 * i + 1, 1)], -20, priority: 750, relation: .greaterThanOrEqual))
            case 5: constraints.append(terms([(2 * i, 1), (2 * j, -1)], -gap))  // aligned
            default: constraints.append(SystemGenerator.constraint(variableCount: n, using: &rng))
            }
        }
        let asked = Array((0..<n).shuffled(using: &rng).prefix(Int.random(in: 1...2, using: &rng)))
        let extra = (0..<n).filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }
        return Row(boxes: boxes, constraints: constraints, asked: asked, extraTranslation: extra)
    }

    /// The row installed (conflicting required constraints left out, as UIKit breaks them).
    static func build(_ row: Row) -> SolverHarness? {
        var harness = SolverHarness(variableCount: 2 * row.boxes)
        for constraint in row.constraints {
            do { _ = try harness.addBreakingConflict(constraint) } catch {
                Issue.record("adding \(constraint) threw \(error)")
                return nil
            }
        }
        return harness
    }

    /// The definition: copy, remove, and compare what each variable can take (its
    /// ambiguity range, or its value when it is determined) by more than 1e-6 at
    /// either end.
    static func bruteForce(_ solver: Solver, _ variables: [Variable], _ id: ConstraintID) -> Bool {
        func ranges(_ solver: Solver) -> [(Double, Double)] {
            let free = solver.ambiguity(of: variables).ranges
            return variables.map { free[$0].map { ($0.lowerBound, $0.upperBound) } ?? (solver.value(of: $0), solver.value(of: $0)) }
        }
        func same(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) <= 1e-6 }
        let before = ranges(solver)
        var copy = solver
        guard (try? copy.remove(id)) != nil else { return false }
        return zip(before, ranges(copy)).contains { !same($0.0, $1.0) || !same($0.1, $1.1) }
    }

    @Test func theQueryAnswersAsRemovingEachConstraintDoes() async {
        let input = DeterministicCases.generator(seed: 0xE55E_0001) { rng in Self.row(using: &rng) }
        await propertyCheck(count: DeterministicCases.count(400), input: input) { generated in
            Self.expectQueryAnswersAsTheCopy(generated.value)
        }
    }

    /// The whole query on `row`, every installed constraint a candidate, with the
    /// positions and the row's extra variables as the translations, against the copy.
    static func expectQueryAnswersAsTheCopy(_ row: Row) {
        guard let harness = build(row) else { return }
        let solver = harness.solver
        let asked = row.asked.map { harness.variables[$0] }
        let positions = (0..<row.boxes).map { harness.variables[2 * $0] }
        let extra = row.extraTranslation.map { harness.variables[$0] }
        let candidates = solver.installedConstraints
        let expected = Set(candidates.filter { bruteForce(solver, asked, $0) })
        let found = solver.essentialConstraints(of: asked, among: candidates, translations: [positions, extra])
        #expect(found == expected, "\(row): expected \(expected.sorted()), found \(found.sorted())")
    }

    /// The graph's answers alone, where it gives one, against the copy; and it gives
    /// many of both kinds on these rows (a test of the shortcut, not only of the fallback).
    @Test func theGraphDecidesManyCandidatesAndEachAsTheCopyDoes() async {
        let input = DeterministicCases.generator(seed: 0xE55E_0002) { rng in Self.row(using: &rng) }
        let tally = Tally()
        let cases = DeterministicCases.count(400)
        await propertyCheck(count: cases, input: input) { generated in
            guard let built = Built(generated.value) else { return }
            let slides = SlidingParts(graph: built.graph, moves: [built.positions])
            let candidates = built.solver.installedConstraints
            var decided: [ConstraintID: Bool] = [:]
            // "Freed" holds only where the asked variables are determined; "unaffected"
            // either way (a free variable's range is the same without those).
            if built.solver.ambiguity(of: built.asked).ranges.isEmpty {
                slides.decideFreed(roots: built.roots, candidates: candidates, into: &decided)
            }
            let freed = decided.count
            slides.decideUnaffected(roots: built.roots, candidates: candidates, into: &decided)
            tally.add(freed: freed, unaffected: decided.count - freed)
            built.expectAsTheCopy(decided)
        }
        let (freed, unaffected) = tally.totals
        // 214 and 323 on the committed 400 cases.
        #expect(freed > cases / 4 && unaffected > cases / 2, "the graph decided \(freed) freed and \(unaffected) unaffected")
    }

    /// A row built into a solver, with its constraint graph, the asked variables, and
    /// the two translations (every box's position; the row's extra variables) marked
    /// per variable of the graph.
    struct Built {
        let row: Row
        let solver: Solver
        let asked: [Variable]
        let graph: ConstraintGraph
        let positions: [Bool]
        let extra: [Bool]

        init?(_ row: Row) {
            guard let harness = EssentialConstraintProperties.build(row) else { return nil }
            self.row = row
            solver = harness.solver
            asked = row.asked.map { harness.variables[$0] }
            graph = ConstraintGraph(solver)
            var positions = [Bool](repeating: false, count: graph.variableCount)
            for box in 0..<row.boxes { positions[harness.variables[2 * box].index] = true }
            var extra = [Bool](repeating: false, count: graph.variableCount)
            for j in row.extraTranslation { extra[harness.variables[j].index] = true }
            self.positions = positions
            self.extra = extra
        }

        /// The graph's roots: the asked variables' indices, each once.
        var roots: [Int] { Array(Set(asked.map(\.index))) }

        /// Each answer a fact gave, against removing the constraint from a copy.
        func expectAsTheCopy(_ decided: [ConstraintID: Bool]) {
            for (id, answer) in decided {
                #expect(answer == bruteForce(solver, asked, id), "\(row): constraint \(id.rawValue) decided \(answer)")
            }
        }
    }

    /// Counts of the graph's answers over every case of a property.
    final class Tally: Sendable {
        private let counts = Mutex<(freed: Int, unaffected: Int)>((0, 0))
        func add(freed: Int, unaffected: Int) {
            counts.withLock { $0 = ($0.freed + freed, $0.unaffected + unaffected) }
        }
        var totals: (freed: Int, unaffected: Int) { counts.withLock { $0 } }
    }
}
