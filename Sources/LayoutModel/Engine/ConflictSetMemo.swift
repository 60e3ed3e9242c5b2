import LayoutSolver
import Synchronization

/// Answers of check 3 (``LayoutEngine/conflictSetsStillUnique()``), shared by the
/// engines of one document.
///
/// Check 3 asks, for each broken constraint b and each member m of its recorded set,
/// whether the required constraints installed, less m, can hold with b. That is a
/// question about the required constraints alone: optional ones never make a system
/// infeasible. So its answer is a function of those constraints (their terms,
/// constants and relations), b, and which of them the sets name. Engines of one
/// document that differ only in what is not required (the measured text of another
/// content size: hugging and compression resistance), or that come back to one
/// window, ask it again with exactly the same constraints, and each check copies the
/// whole solver and removes and re-adds every member (a third of a conflicting layout's
/// sweep). The memo keys the answer by the whole required system, so a hit is the same
/// question, answered by a solver holding the same required constraints.
///
/// Only the two answers check 3 reaches by solving are kept: every set still unique,
/// or one that is not (a fresh engine may print another set). A check that stops for
/// another reason is not remembered.
public final class ConflictSetMemo: Sendable {
    /// The question, written out as words: the required constraints installed (in handle
    /// order), then per broken constraint the constraint and the positions of its set's
    /// members among them. Each constraint is its terms (variable index and coefficient
    /// bits), constant, relation and priority, each list prefixed by its length, so two
    /// questions are equal exactly when they hold the same constraints. (Labels are left
    /// out: they name a constraint, they do not constrain.)
    struct Question: Hashable {
        private(set) var words: [UInt64] = []

        mutating func append(_ constraint: Constraint) {
            let terms = constraint.expression.terms
            words.append(UInt64(terms.count))
            for term in terms {
                words.append(UInt64(bitPattern: Int64(term.variable.index)))
                words.append(term.coefficient.bitPattern)
            }
            words.append(constraint.expression.constant.bitPattern)
            switch constraint.relation {
            case .equal: words.append(0)
            case .lessThanOrEqual: words.append(1)
            case .greaterThanOrEqual: words.append(2)
            }
            words.append(constraint.priority.rawValue.bitPattern)
        }

        mutating func append(count: Int) {
            words.append(UInt64(bitPattern: Int64(count)))
        }

        /// Writes a count reserved earlier by ``append(count:)`` at word `index`.
        mutating func setCount(_ count: Int, at index: Int) {
            words[index] = UInt64(bitPattern: Int64(count))
        }
    }

    private let answers = Mutex<[Question: Bool]>([:])

    public init() {}

    func answer(_ question: Question) -> Bool? {
        answers.withLock { $0[question] }
    }

    /// How many questions have an answer.
    var count: Int { answers.withLock { $0.count } }

    func record(_ answer: Bool, for question: Question) {
        answers.withLock { $0[question] = answer }
    }
}
