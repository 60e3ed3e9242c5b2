import Dispatch
import Foundation
import Synchronization

/// Ctrl-C (SIGINT) and SIGTERM, caught while a long command runs so that it stops
/// cleanly instead of dying half-way through writing its report.
///
/// While an instance lives (until ``stop()``) the signals do not end the process: the
/// first runs the actions given to ``onInterrupt(_:)`` (cancelling the command's task,
/// see ``AsyncBridge``), and the command, once its task has stopped at a safe point,
/// tidies up and exits with ``exitCode`` (128 + the signal's number, as a shell reports
/// a process a signal ended). A second signal is for a user who will not wait: it runs
/// the actions given to ``onForcedExit(_:)`` and ends the process at once.
///
/// The signals are Dispatch signal sources; the state they share lives in the instance,
/// behind a lock.
final class InterruptSignals: Sendable {
    private struct State {
        var sources: [(source: any DispatchSourceSignal, signal: Int32)] = []
        var received: Int32?
        var onInterrupt: [@Sendable () -> Void] = []
        var onForcedExit: [@Sendable () -> Void] = []
    }

    private let state = Mutex(State())

    /// Starts catching `signals`.
    init(_ signals: [Int32] = [SIGINT, SIGTERM]) {
        state.withLock { state in
            for number in signals {
                // Ignored by the process, so that only the source sees it.
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [weak self] in self?.receive(number) }
                source.resume()
                state.sources.append((source, number))
            }
        }
    }

    /// The first signal caught, if any.
    var received: Int32? { state.withLock { $0.received } }

    /// The exit status for the signal caught: 130 for SIGINT, 143 for SIGTERM.
    var exitCode: Int32? { received.map { 128 + $0 } }

    /// The signal's name as a user knows it.
    static func name(_ number: Int32) -> String {
        switch number {
        case SIGINT: return "SIGINT (Ctrl-C)"
        case SIGTERM: return "SIGTERM"
        default: return "signal \(number)"
        }
    }

    /// Runs `action` on the first signal, or now when one has come already.
    func onInterrupt(_ action: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> Bool in
            if state.received != nil { return true }
            state.onInterrupt.append(action)
            return false
        }
        if now { action() }
    }

    /// Runs `action` before a second signal ends the process.
    func onForcedExit(_ action: @escaping @Sendable () -> Void) {
        state.withLock { $0.onForcedExit.append(action) }
    }

    /// Stops catching: the signals end the process again, as by default.
    func stop() {
        state.withLock { state in
            for (source, number) in state.sources {
                source.cancel()
                signal(number, SIG_DFL)
            }
            state.sources = []
        }
    }

    private func receive(_ number: Int32) {
        let (first, actions) = state.withLock { state in
            guard state.received == nil else { return (false, state.onForcedExit) }
            state.received = number
            defer { state.onInterrupt = [] }
            return (true, state.onInterrupt)
        }
        for action in actions { action() }
        if !first {
            printError("layoutdb: \(Self.name(number)) again: stopping at once")
            exit(128 + number)
        }
    }
}
