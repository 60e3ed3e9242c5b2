import Foundation

/// A process id of this machine that no process has: what a batch run's claim holds
/// after its batch was killed, for the tests of taking a run over and of `runs`.
public enum GoneProcess {
    /// The id of a child that has exited and been waited for.
    public static func id() throws -> Int32 {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "exit 0"]
        try child.run()
        child.waitUntilExit()
        return child.processIdentifier
    }
}
