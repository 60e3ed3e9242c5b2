/// A `visual` entry of a document: the format string with its options and metrics, kept
/// as written so export gives it back unchanged. Its views are the ids it names; `|`
/// is the superview they share.
public struct VisualFormatEntry: Hashable, Sendable {
    /// Optional id, so variants can install or uninstall the whole entry.
    public var id: String?
    public var format: String
    public var options: VisualFormatOptions
    public var metrics: [String: Double]

    public init(id: String? = nil, format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:]) {
        self.id = id
        self.format = format
        self.options = options
        self.metrics = metrics
    }
}
