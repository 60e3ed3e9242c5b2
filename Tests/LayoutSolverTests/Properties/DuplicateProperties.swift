import TestSupport
import LayoutSolver
import PropertyBased
import Testing

/// Optional constraints that repeat one another once required `x == y` equalities are
/// taken into account are counted in one installed constraint (Solver+Duplicates.swift).
/// Scripts rich in such equalities and in repeated one- and two-variable constraints,
/// with removals of either in any order (which end and regroup the groups) and edit
/// suggestions, must keep the reference's lexicographic optimum after every step, and end
/// where a solver built from scratch ends.
@Suite("Duplicate optional constraints match the reference")
struct DuplicateProperties {
    /// 6–24 operations over 2–4 variables (or `variables`): required `xi == xj` links
    /// (`links` in 100 operations), optional constraints drawn from a handful of forms (so
    /// that many repeat), removals and suggestions. With `path`, links join neighbours
    /// only (`xi == xi+1`), so that most of them are the one path between their ends.
    static func script(
        using rng: inout Xoshiro, variables: ClosedRange<Int> = 2...4, links: Int = 20, path: Bool = false
    ) -> OperationScript {
        let n = Int.random(in: variables, using: &rng)
        let count = Int.random(in: 6...24, using: &rng)
        var operations: [OperationScript.Operation] = []
        func unit(_ j: Int, _ a: Double) -> [Double] { (0..<n).map { $0 == j ? a : 0 } }
        for _ in 0..<count {
            let roll = Int.random(in: 0..<100, using: &rng)
            switch roll {
            case 0..<links:
                let i = Int.random(in: 0..<(path ? n - 1 : n), using: &rng)
                let j = path ? i + 1 : (i + Int.random(in: 1..<n, using: &rng)) % n
                var coefficients = unit(i, 1)
                coefficients[j] = -1
                operations.append(.add(ReferenceConstraint(coefficients: coefficients, constant: 0, relation: .equal, priority: 1000)))
            case links..<62 where path:
                // Few forms, so that the variables the path joins repeat one another.
                operations.append(.add(ReferenceConstraint(
                    coefficients: unit(Int.random(in: 0..<n, using: &rng), 1), constant: [-30, 0].randomElement(using: &rng) ?? 0,
                    relation: [.greaterThanOrEqual, .lessThanOrEqual].randomElement(using: &rng) ?? .equal, priority: 250)))
            case links..<62:
                let j = Int.random(in: 0..<n, using: &rng)
                var coefficients = unit(j, [1, 2, -1].randomElement(using: &rng) ?? 1)
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    coefficients[(j + 1) % n] += [1, -1].randomElement(using: &rng) ?? 1
                }
                operations.append(.add(ReferenceConstraint(
                    coefficients: coefficients, constant: [-30, -10, 0].randomElement(using: &rng) ?? 0,
                    relation: Relation.allCases.randomElement(using: &rng) ?? .equal,
                    priority: [250, 750].randomElement(using: &rng) ?? 250)))
            case 62..<66:
                let j = Int.random(in: 0..<n, using: &rng)
                operations.append(.add(ReferenceConstraint(
                    coefficients: unit(j, 1), constant: [-50, 0].randomElement(using: &rng) ?? 0,
                    relation: .greaterThanOrEqual, priority: 1000)))
            case 66..<84:
                operations.append(.remove(pick: Int.random(in: 0..<24, using: &rng)))
            case 84..<90:
                operations.append(.addEdit(variable: Int.random(in: 0..<n, using: &rng), priority: [250, 500].randomElement(using: &rng) ?? 250))
            default:
                operations.append(.suggest(pick: Int.random(in: 0..<4, using: &rng), value: [-20, 0, 15, 40].randomElement(using: &rng) ?? 0))
            }
        }
        return OperationScript(variableCount: n, operations: operations)
    }

    @Test func duplicateRichSequencesMatchTheReference() async {
        await IncrementalProperties.checkAgainstRebuild(
            DeterministicCases.generator(seed: 0xD0B1_0001) { rng in Self.script(using: &rng) }, refusals: true)
    }

    /// More variables, joined along a path: a removed equality splits its class, with
    /// either part keeping the label, unless it was repeated.
    @Test func largerClassesMatchTheReference() async {
        await IncrementalProperties.checkAgainstRebuild(
            DeterministicCases.generator(seed: 0xD0B1_0002) { rng in Self.script(using: &rng, variables: 5...7, links: 35, path: true) },
            refusals: true)
    }
}
