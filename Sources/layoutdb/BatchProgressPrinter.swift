import Foundation
import LayoutDB
import Synchronization

/// Shows a batch's progress on standard error: a bar redrawn in place when standard
/// error is a terminal; nothing when it is a file or a pipe (a script reading it gets
/// only what went wrong), unless asked for plain lines every few seconds (`--progress`,
/// for CI logs that kill a silent job); nothing at all when quiet.
final class BatchProgressPrinter: Sendable {
    /// How progress is shown.
    enum Style: Equatable, Sendable {
        /// Nothing.
        case none
        /// A bar redrawn in place with `\r`.
        case bar
        /// A plain line every two seconds, and one at the end.
        case lines
    }

    private struct State {
        var lastDraw: Double = -1
    }

    let style: Style
    private let write: @Sendable (String) -> Void
    private let state = Mutex(State())

    /// - Parameters:
    ///   - quiet: `--quiet`: nothing, whatever standard error is.
    ///   - lines: `--progress`: plain lines where there is no terminal.
    ///   - terminal: whether standard error is a terminal.
    ///   - write: where the text goes (standard error).
    init(
        quiet: Bool, lines: Bool = false, terminal: Bool = isatty(STDERR_FILENO) != 0,
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        style = quiet ? .none : terminal ? .bar : lines ? .lines : .none
        self.write = write
    }

    /// Ends a bar left half drawn, so that what follows (the batch was interrupted)
    /// starts a line of its own.
    func interrupted() {
        guard style == .bar, state.withLock({ $0.lastDraw >= 0 }) else { return }
        write("\n")
    }

    /// Called after each group of configurations.
    func update(_ progress: BatchProgress) {
        guard style != .none else { return }
        let terminal = style == .bar
        let line: String? = state.withLock { state in
            let finished = progress.solved == progress.total
            if terminal {
                guard finished || progress.seconds - state.lastDraw >= 0.1 else { return nil }
                state.lastDraw = progress.seconds
                let width = 30
                let filled = Int((progress.fraction * Double(width)).rounded(.down))
                let rate = progress.seconds > 0 ? Int(Double(progress.solved) / progress.seconds) : 0
                return "\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
                    + "] \(progress.solved)/\(progress.total) configurations, \(rate)/s"
                    + (finished ? "\n" : "")
            }
            guard finished || progress.seconds - state.lastDraw >= 2 else { return nil }
            state.lastDraw = progress.seconds
            return "batch: \(progress.solved)/\(progress.total) configurations solved "
                + "(\(Int((progress.fraction * 100).rounded()))%, \(String(format: "%.1f", progress.seconds)) s)\n"
        }
        if let line { write(line) }
    }
}
