import ArgumentParser
import Foundation
import LayoutDB

extension SolverWorkload {
    /// Reads a workload for a command: a file that does not parse is reported on
    /// stderr, naming the file and the constraint, and ends the command with status 65.
    static func load(commandLinePath path: String) throws -> SolverWorkload {
        do {
            return try SolverWorkload(contentsOf: URL(fileURLWithPath: path), file: path)
        } catch {
            printError("layoutdb: \(error)")
            throw ExitStatus.dataError
        }
    }
}
