import Foundation
import Testing

/// An `import` run as a child process that pauses inside its write transaction, through
/// the binary's test hooks (`LAYOUTDB_TEST_PAUSE_IMPORT_AFTER`, `…_MARKER`): what a test
/// needs to act on a database while another process is in the middle of writing it.
enum PausedImport {
    /// Starts `import --db db files` and returns once it has saved `count` documents and
    /// paused, holding its transaction open until it is killed.
    static func start(db: String, files: [String], pausingAfter count: Int, folder: URL) throws -> Process {
        let marker = folder.appendingPathComponent("paused").path
        let process = Process()
        process.executableURL = CommandLine.binary
        process.arguments = ["import", "--db", db] + files
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTDB_TEST_PAUSE_IMPORT_AFTER"] = String(count)
        environment["LAYOUTDB_TEST_PAUSE_IMPORT_MARKER"] = marker
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: marker) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(FileManager.default.fileExists(atPath: marker), "the import never paused after \(count) documents")
        return process
    }
}
