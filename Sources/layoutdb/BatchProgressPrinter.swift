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
    /// `--format json`: each plain line is a JSON note instead (``printNote(_:kind:fields:)``'s
    /// shape), so that a program reading standard error finds only JSON there. The bar,
    /// drawn only on a terminal, is for a person and stays as it is.
    private let json: Bool
    private let write: @Sendable (String) -> Void
    private let state = Mutex(State())

    /// - Parameters:
    ///   - quiet: `--quiet`: nothing, whatever standard error is.
    ///   - lines: `--progress`: plain lines where there is no terminal.
    ///   - json: `--format json`: plain lines as JSON notes.
    ///   - terminal: whether standard error is a terminal.
    ///   - write: where the text goes (standard error).
    init(
        quiet: Bool, lines: Bool = false, json: Bool = false, terminal: Bool = isatty(STDERR_FILENO) != 0,
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        style = quiet ? .none : terminal ? .bar : lines ? .lines : .none
        self.json = json
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
            let percent = Int((progress.fraction * 100).rounded())
            let seconds = String(format: "%.1f", progress.seconds)
            let text = "batch: \(progress.solved)/\(progress.total) configurations solved (\(percent)%, \(seconds) s)"
            guard json else { return text + "\n" }
            return JSONValue.object([("note", .object([
                ("message", .string(text)), ("kind", .string("progress")), ("solved", .integer(progress.solved)),
                ("total", .integer(progress.total)), ("percent", .integer(percent)),
                ("seconds", .number(Double(seconds) ?? progress.seconds)),
            ]))]).compact + "\n"
        }
        if let line { write(line) }
    }
}
