import Foundation
import Synchronization

/// Runs async library work from the synchronous command line (the root command is a
/// `ParsableCommand`): the work runs as a task on the cooperative pool, which uses every
/// core, while the main thread, which is not part of that pool, waits for it.
enum AsyncBridge {
    /// `body`'s result. With `interrupts`, the first signal they catch cancels the task
    /// (structured cancellation: the body sees `Task.isCancelled` and stops where it is
    /// safe to), and this still waits for the body to return.
    static func run<T: Sendable, E: Error>(
        cancelledBy interrupts: InterruptSignals? = nil, _ body: @escaping @Sendable () async throws(E) -> T
    ) throws(E) -> T {
        let outcome = Mutex<Result<T, E>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let task = Task {
            let result: Result<T, E>
            do throws(E) {
                result = .success(try await body())
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        interrupts?.onInterrupt { task.cancel() }
        done.wait()
        // The task stored a result before signalling.
        guard let result = outcome.withLock({ $0 }) else { preconditionFailure("the task signalled without a result") }
        return try result.get()
    }
}
