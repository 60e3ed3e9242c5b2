import TestSupport
import LayoutSolver
import PropertyBased
import Testing

/// The reference must be right before it can judge the solver: hand-computed
/// answers, and a simplex-free brute force on one- and two-variable systems.
@Suite("Reference solver")
struct ReferenceTests {
    /// `coefficients · x + constant RELATION 0 @priority`, briefly.
    func c(_ coefficients: [Double], _ constant: Double, _ relation: Relation, _ priority: Double = 1000)
        -> ReferenceConstraint
    {
        ReferenceConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority)
    }

    func levels(_ pairs: [(Double, Double)]) -> [LevelViolation] {
        pairs.map { LevelViolation(priority: $0.0, violation: $0.1) }
    }

    @Test func oneStrongerConstraintBeatsTwoWeakerOnes() throws {
        // x == 100 @251, x == 0 @250 twice: a weighted sum would pick 0, strict priorities 100.
        let system = ReferenceSystem(
            variableCount: 1,
            constraints: [c([1], -100, .equal, 251), c([1], 0, .equal, 250), c([1], 0, .equal, 250)]
        )
        let optimum = try #require(LexicographicReference(system).optimum())
        #expect(abs(optimum.point[0] - 100) < 1e-7)
        #expect(sameObjective(optimum.levels, levels([(251, 0), (250, 200)])))
    }

    @Test func requiredConflictIsInfeasibleAndEachHalfIsNot() {
        let both = ReferenceSystem(variableCount: 1, constraints: [c([1], -10, .greaterThanOrEqual), c([1], -5, .lessThanOrEqual)])
        #expect(!LexicographicReference(both).isFeasible)
        #expect(LexicographicReference(both).optimum() == nil)
        #expect(LexicographicReference(both.restricted(to: [0])).isFeasible)
        #expect(LexicographicReference(both.restricted(to: [1])).isFeasible)
    }

    @Test func requiredSumWithTwoPreferences() throws {
        // x + y == 10; x == 3 @750 holds exactly; then y == 9 @500 is off by 2.
        let system = ReferenceSystem(
            variableCount: 2,
            constraints: [c([1, 1], -10, .equal), c([1, 0], -3, .equal, 750), c([0, 1], -9, .equal, 500)]
        )
        let optimum = try #require(LexicographicReference(system).optimum())
        #expect(abs(optimum.point[0] - 3) < 1e-7 && abs(optimum.point[1] - 7) < 1e-7)
        #expect(sameObjective(optimum.levels, levels([(750, 0), (500, 2)])))
        let ranges = try #require(LexicographicReference(system).ranges())
        #expect(ranges.allSatisfy { $0.upperBound - $0.lowerBound < 1e-7 })
    }

    @Test func conflictingInequalitiesLeaveAnIntervalThatALowerLevelPins() throws {
        // x <= 5 @999 and x >= 8 @999 cost 3 anywhere in [5, 8].
        var system = ReferenceSystem(
            variableCount: 1,
            constraints: [c([1], -5, .lessThanOrEqual, 999), c([1], -8, .greaterThanOrEqual, 999)]
        )
        let reference = LexicographicReference(system)
        #expect(sameObjective(try #require(reference.optimum()).levels, levels([(999, 3)])))
        let range = try #require(reference.ranges())[0]
        #expect(abs(range.lowerBound - 5) < 1e-7 && abs(range.upperBound - 8) < 1e-7)
        // x == 0 @1 then picks the end of the interval nearest 0.
        system.constraints.append(c([1], 0, .equal, 1))
        let pinned = try #require(LexicographicReference(system).optimum())
        #expect(abs(pinned.point[0] - 5) < 1e-7)
        #expect(sameObjective(pinned.levels, levels([(999, 3), (1, 5)])))
    }

    @Test func violationsAreInTheUnitsAsWritten() throws {
        // 2x == 10 @500 and x == 0 @500: 2|x − 5| + |x| is smallest at x = 5, value 5.
        let system = ReferenceSystem(
            variableCount: 1,
            constraints: [c([2], -10, .equal, 500), c([1], 0, .equal, 500)]
        )
        let optimum = try #require(LexicographicReference(system).optimum())
        #expect(abs(optimum.point[0] - 5) < 1e-7)
        #expect(sameObjective(optimum.levels, levels([(500, 5)])))
    }

    @Test func redundantEqualitiesAreHarmless() throws {
        // The second row is twice the first: phase 1 must drop it, not fail.
        let system = ReferenceSystem(
            variableCount: 2,
            constraints: [c([1, 1], -10, .equal), c([2, 2], -20, .equal), c([1, -1], -2, .equal)]
        )
        let optimum = try #require(LexicographicReference(system).optimum())
        #expect(abs(optimum.point[0] - 6) < 1e-7 && abs(optimum.point[1] - 4) < 1e-7)
    }

    @Test func unconstrainedDirectionsAreUnboundedRanges() throws {
        // x + y == 10 only: both free along a line. With x, y >= 0: both in [0, 10].
        var system = ReferenceSystem(variableCount: 2, constraints: [c([1, 1], -10, .equal)])
        let open = try #require(LexicographicReference(system).ranges())
        #expect(open.allSatisfy { $0.lowerBound == -.infinity && $0.upperBound == .infinity })
        system.constraints += [c([1, 0], 0, .greaterThanOrEqual), c([0, 1], 0, .greaterThanOrEqual)]
        let closed = try #require(LexicographicReference(system).ranges())
        #expect(closed.allSatisfy { abs($0.lowerBound) < 1e-7 && abs($0.upperBound - 10) < 1e-7 })
    }

    @Test func optionalOnlyInfeasibilityIsNotRequiredInfeasibility() throws {
        // x >= 10 @999 and x <= 5 @999 conflict, but they are optional: feasible.
        let system = ReferenceSystem(
            variableCount: 1,
            constraints: [c([1], -10, .greaterThanOrEqual, 999), c([1], -5, .lessThanOrEqual, 999)]
        )
        #expect(LexicographicReference(system).isFeasible)
        #expect(sameObjective(try #require(LexicographicReference(system).optimum()).levels, levels([(999, 5)])))
    }

    /// On one or two variables the reference agrees with vertex enumeration, on
    /// feasibility and on the whole violation vector.
    @Test func agreesWithBruteForceOnPlanarSystems() async {
        let input = DeterministicCases.generator(seed: 0x5EED_0001) { rng in
            SystemGenerator.system(variables: 1...2, constraints: 1...8, using: &rng)
        }
        await propertyCheck(count: DeterministicCases.count(300), input: input) { generated in
            let system = generated.value
            let expected = PlanarBruteForce.optimum(system)
            let actual = LexicographicReference(system).optimum()
            #expect((expected == nil) == (actual == nil))
            if let expected, let actual {
                #expect(sameObjective(expected, actual.levels), "brute force \(expected), reference \(actual.levels)")
                #expect(system.requiredViolation(actual.point) <= 1e-7)
                #expect(sameObjective(system.violationVector(actual.point), actual.levels))
            }
        }
    }

    /// Every point of the brute force's optimal candidates lies in the reference's ranges.
    @Test func rangesContainEveryOptimalCandidate() async {
        let input = DeterministicCases.generator(seed: 0x5EED_0002) { rng in
            SystemGenerator.system(variables: 1...2, constraints: 1...6, using: &rng)
        }
        await propertyCheck(count: DeterministicCases.count(200), input: input) { generated in
            let system = generated.value
            let reference = LexicographicReference(system)
            guard let optimum = reference.optimum(), let ranges = reference.ranges() else { return }
            for point in PlanarBruteForce.candidates(system) where system.requiredViolation(point) <= 1e-9 {
                guard sameObjective(system.violationVector(point), optimum.levels, tolerance: 1e-9) else { continue }
                for (value, range) in zip(point, ranges) {
                    #expect(value >= range.lowerBound - 1e-6 && value <= range.upperBound + 1e-6)
                }
            }
        }
    }
}
