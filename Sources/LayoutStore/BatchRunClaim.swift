import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process working on a batch run, as `batch_run.claimed_by` records it
/// (`PID@HOST`, migration 0011): a batch holds its run while it solves, so a second
/// `batch --resume` of the same run (two CI jobs) is refused instead of adding a second
/// copy of the same results to it.
public struct BatchRunClaim: Hashable, Sendable, CustomStringConvertible {
    public var processID: Int32
    public var host: String

    public init(processID: Int32, host: String) {
        self.processID = processID
        self.host = host
    }

    /// This process on this machine.
    public static var current: BatchRunClaim {
        BatchRunClaim(processID: getpid(), host: hostName())
    }

    /// `PID@HOST`, as the column holds it.
    public var description: String { "\(processID)@\(host)" }

    /// The claim `text` spells (`PID@HOST`), nil for anything else.
    public init?(_ text: String) {
        guard let at = text.firstIndex(of: "@"), let pid = Int32(text[..<at]) else { return nil }
        self.init(processID: pid, host: String(text[text.index(after: at)...]))
    }

    /// Whether the claiming process is known to be gone: it ran on this machine and no
    /// process has its id any more (a batch killed without giving its run back). A claim
    /// from another machine cannot be checked, so it is never called gone.
    public var isGone: Bool {
        guard host == Self.hostName() else { return false }
        return kill(processID, 0) != 0 && errno == ESRCH
    }

    /// What can be told of the claiming process from here (`layoutdb runs`).
    public enum Liveness: String, Hashable, Sendable {
        /// It ran on this machine and a process with its id exists.
        case alive
        /// It ran on this machine and no process has its id any more (``isGone``).
        case gone
        /// It ran on another machine, where its process cannot be looked for.
        case unchecked
    }

    /// ``Liveness`` of the claiming process. Decision: a process with the holder's id is
    /// taken for the holder, as ``isGone`` takes it: ids are reused, but rarely while a
    /// batch's claim is still recorded, and `kill(pid, 0)` cannot tell them apart.
    public var liveness: Liveness {
        guard host == Self.hostName() else { return .unchecked }
        return isGone ? .gone : .alive
    }

    /// The machine's name (`gethostname`, no name lookup: a CI machine may have no DNS).
    static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }
}
