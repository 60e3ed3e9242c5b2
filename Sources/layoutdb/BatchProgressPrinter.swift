import Foundation
import LayoutDB
import Synchronization

/// Shows a batch's progress on standard error: a bar redrawn in place on a terminal,
/// a plain line every few seconds otherwise (CI logs), nothing when quiet.
final class BatchProgressPrinter: Sendable {
    private struct State {
        var lastDraw: Double = -1
        var drewBar = false
    }

    private let terminal: Bool
    private let quiet: Bool
    private let state = Mutex(State())

    init(quiet: Bool) {
        self.quiet = quiet
        terminal = isatty(STDERR_FILENO) != 0
    }

    /// Called after each group of configurations.
    func update(_ progress: BatchProgress) {
        guard !quiet else { return }
        let line: String? = state.withLock { state in
            let finished = progress.solved == progress.total
            if terminal {
                guard finished || progress.seconds - state.lastDraw >= 0.1 else { return nil }
                state.lastDraw = progress.seconds
                state.drewBar = true
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
        if let line { FileHandle.standardError.write(Data(line.utf8)) }
    }
}
