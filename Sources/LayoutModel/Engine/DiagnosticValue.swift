/// A JSON value, for the machine-readable form of diagnostics. The model has no
/// Foundation; ``text`` writes compact JSON with sorted keys, so the same diagnostic
/// always prints the same bytes.
public enum DiagnosticValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([DiagnosticValue])
    case object([String: DiagnosticValue])

    /// `{"height":…,"width":…,"x":…,"y":…}`.
    public init(_ rect: LayoutRect) {
        self = .object(["x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width), "height": .number(rect.height)])
    }

    /// Compact JSON, keys sorted; integral numbers print without a fraction.
    public var text: String {
        switch self {
        case .string(let value): return JSONString.quoted(value)
        case .number(let value):
            guard value.isFinite else { return "null" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.keys.sorted().map { "\(JSONString.quoted($0)):\(members[$0]?.text ?? "null")" }
                .joined(separator: ",") + "}"
        }
    }
}
