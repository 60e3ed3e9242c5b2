/// One cell of a batch run's matrix (a document in a configuration), solved or not.
public enum ReportEntry: Hashable, Sendable {
    case solved(ConfigurationResult)
    case unsolved(UnsolvedConfiguration)

    public var documentName: String {
        switch self {
        case .solved(let result): return result.documentName
        case .unsolved(let failure): return failure.documentName
        }
    }

    public var revision: Int? {
        switch self {
        case .solved(let result): return result.revision
        case .unsolved(let failure): return failure.revision
        }
    }

    public var label: ConfigurationLabel {
        switch self {
        case .solved(let result): return result.label
        case .unsolved(let failure): return failure.label
        }
    }

    /// The diagnostics of a solved entry; none for an unsolved one.
    public var diagnostics: [LayoutDiagnostic] {
        if case .solved(let result) = self { return result.layout.diagnostics }
        return []
    }
}
