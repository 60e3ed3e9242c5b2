import PropertyBased

/// A random sequence of solver calls for the incremental properties.
///
/// Operations name their targets by a number taken modulo what exists when they
/// run (the n-th installed constraint, the n-th edit variable), so every script is
/// valid whatever the solver refused along the way; an operation with nothing to act
/// on is skipped.
struct OperationScript: Hashable, Sendable, CustomStringConvertible {
    enum Operation: Hashable, Sendable, CustomStringConvertible {
        case add(ReferenceConstraint)
        case remove(pick: Int)
        case addEdit(variable: Int, priority: Double)
        case removeEdit(pick: Int)
        case suggest(pick: Int, value: Double)

        var description: String {
            switch self {
            case .add(let c): return "add \(c)"
            case .remove(let pick): return "remove #\(pick)"
            case .addEdit(let v, let p): return "edit x\(v)@\(formatted(p))"
            case .removeEdit(let pick): return "unedit #\(pick)"
            case .suggest(let pick, let value): return "suggest #\(pick) := \(formatted(value))"
            }
        }
    }

    var variableCount: Int
    var operations: [Operation]

    var description: String {
        "\(variableCount) variables: " + operations.map(\.description).joined(separator: "; ")
    }

    /// 4–14 operations over 1–4 variables: mostly adds, then suggestions and removals.
    static func random(using rng: inout Xoshiro) -> OperationScript {
        let n = Int.random(in: 1...4, using: &rng)
        let count = Int.random(in: 4...14, using: &rng)
        var operations: [Operation] = []
        for _ in 0..<count {
            let roll = Int.random(in: 0..<100, using: &rng)
            switch roll {
            case 0..<50:
                operations.append(.add(SystemGenerator.constraint(variableCount: n, using: &rng)))
            case 50..<65:
                operations.append(.remove(pick: Int.random(in: 0..<16, using: &rng)))
            case 65..<77:
                operations.append(.addEdit(
                    variable: Int.random(in: 0..<n, using: &rng),
                    priority: SystemGenerator.optionalPriorities.randomElement(using: &rng) ?? 999))
            case 77..<82:
                operations.append(.removeEdit(pick: Int.random(in: 0..<4, using: &rng)))
            default:
                operations.append(.suggest(
                    pick: Int.random(in: 0..<4, using: &rng), value: SystemGenerator.suggestion(using: &rng)))
            }
        }
        return OperationScript(variableCount: n, operations: operations)
    }
}
