/// A report file that could not be written: where, and what the file system said.
public struct ReportWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(path): \(reason)" }

    /// The reason of ``interrupted(_:)``.
    static let interruptionReason = "interrupted before it was complete"

    /// The writing of `path` was stopped by the cancellation of its task (Ctrl-C).
    public static func interrupted(_ path: String) -> ReportWriteError {
        ReportWriteError(path: path, reason: interruptionReason)
    }

    /// Whether this is ``interrupted(_:)``.
    public var isInterruption: Bool { reason == Self.interruptionReason }
}
