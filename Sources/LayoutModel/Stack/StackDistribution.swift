/// `UIStackView.Distribution`: how arranged views share the stack's length along its axis.
public enum StackDistribution: String, Hashable, Sendable, CaseIterable, Codable {
    case fill
    case fillEqually
    case fillProportionally
    case equalSpacing
    case equalCentering
}
