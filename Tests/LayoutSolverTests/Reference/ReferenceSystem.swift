import LayoutSolver

/// One constraint of a ``ReferenceSystem``: `coefficients · x + constant RELATION 0`
/// at `priority` (1…1000, 1000 = required).
///
/// Dense and index-based rather than built from ``Variable``s so that the reference
/// stays independent of the solver under test: the harness translates it into a
/// ``Constraint`` only at the boundary.
struct ReferenceConstraint: Hashable, Sendable, CustomStringConvertible {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }

    /// `coefficients · values + constant`.
    func residual(_ values: [Double]) -> Double {
        var sum = constant
        for (j, a) in coefficients.enumerated() where a != 0 { sum += a * values[j] }
        return sum
    }

    /// The violation as FORMAT.md defines it: `|e|`, `max(0, e)` or `max(0, −e)`.
    func violation(_ values: [Double]) -> Double {
        let e = residual(values)
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// `2·x0 - x2 + 4 <= 0 @750`: readable in a failing property's report.
    var description: String {
        var text = ""
        for (j, a) in coefficients.enumerated() where a != 0 {
            let magnitude = abs(a) == 1 ? "" : "\(formatted(abs(a)))·"
            if text.isEmpty {
                text = (a < 0 ? "-" : "") + "\(magnitude)x\(j)"
            } else {
                text += (a < 0 ? " - " : " + ") + "\(magnitude)x\(j)"
            }
        }
        if text.isEmpty { text = "0" }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatted(abs(constant)) }
        return "\(text) \(relation.rawValue) 0 @\(formatted(priority))"
    }
}

/// A small system for the reference: `variableCount` free variables and a list of
/// constraints (edit suggestions are already folded in as optional equalities).
struct ReferenceSystem: Hashable, Sendable, CustomStringConvertible {
    var variableCount: Int
    var constraints: [ReferenceConstraint]

    /// The optional priority levels present, highest first.
    var optionalLevels: [Double] {
        Array(Set(constraints.lazy.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
    }

    /// The summed violation per optional level at `values`: the lexicographic
    /// objective vector of that point, highest level first.
    func violationVector(_ values: [Double]) -> [LevelViolation] {
        optionalLevels.map { level in
            let sum = constraints.lazy.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(values) }
            return LevelViolation(priority: level, violation: sum)
        }
    }

    /// The largest violation of a required constraint at `values` (0 when none).
    func requiredViolation(_ values: [Double]) -> Double {
        constraints.lazy.filter(\.isRequired).map { $0.violation(values) }.max() ?? 0
    }

    /// The same system with only the constraints at `indices`.
    func restricted(to indices: some Sequence<Int>) -> ReferenceSystem {
        ReferenceSystem(variableCount: variableCount, constraints: indices.map { constraints[$0] })
    }

    var description: String {
        "\(variableCount) variables: [" + constraints.map(\.description).joined(separator: "; ") + "]"
    }
}

/// The summed violation of one priority level.
struct LevelViolation: Hashable, Sendable, CustomStringConvertible {
    var priority: Double
    var violation: Double

    var description: String { "\(formatted(priority)): \(violation)" }
}

/// Integers without a fraction, everything else as Swift prints it.
func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// True when two lexicographic objective vectors agree level by level, within
/// `tolerance` relative to the larger magnitude (and at least absolute).
func sameObjective(_ a: [LevelViolation], _ b: [LevelViolation], tolerance: Double = 1e-6) -> Bool {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { x, y in
        x.priority == y.priority
            && abs(x.violation - y.violation) <= tolerance * max(1, abs(x.violation), abs(y.violation))
    }
}
