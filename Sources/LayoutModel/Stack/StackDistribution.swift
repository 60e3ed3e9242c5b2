/// `UIStackView.Distribution`: how arranged views share the stack's length along its axis.
public enum StackDistribution: String, Hashable, Sendable, CaseIterable, Codable {
    case fill
    case fillEqually
    case fillProportionally
    case equalSpacing
    case equalCentering
}

extension StackDistribution {
    /// Whether equal hugging or compression resistance among the arranged views is
    /// settled by arrangement order, as `UIStackView.h` says for `fill` ("or when that
    /// is ambiguous, according to arrangement order"), for `equalSpacing` (overflow
    /// squeezing "controlled by compressionResistance priorities followed by arrangement
    /// order") and for `equalCentering` (overflow "distributed first according to
    /// compressionResistance priorities of items, then according to subview order").
    /// `fillEqually` and `fillProportionally` leave no such tie: their lengths are set by
    /// their own constraints.
    var resolvesTiesByOrder: Bool {
        switch self {
        case .fill, .equalSpacing, .equalCentering: return true
        case .fillEqually, .fillProportionally: return false
        }
    }
}
