import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb system bench-store`: the document store's speed.
struct SystemStoreBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-store",
        abstract: "Time the document store: import throughput, size per 1,000 constraints, uncached and cached solves.",
        discussion: """
            Runs in a temporary database on synthetic settings-like documents and prints one \
            JSON object (BENCHMARKS.md explains the fields). Build in release mode for numbers \
            worth comparing: bin/layoutdb system bench-store.

            The temporary database goes in $TMPDIR (else /tmp) and is removed at the end.

            Exit status: 0 timed; 64 bad usage; 73 the temporary folder cannot hold the \
            database (it does not exist, is not a folder, or cannot be written: set TMPDIR \
            to one that can), checked before anything is timed; 70 a failure it did not \
            expect (said as `layoutdb: internal error: ...`).

            Example:
              bin/layoutdb system bench-store --views 200
            """)

    @Option(help: "Views in the document solved cached and uncached.") var views = 200
    @Option(help: "Cached solves to time.") var repeats = 5_000
    @Option(help: "Documents to import (twice: one transaction each, then all in one).") var documents = 200

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.path
        // The user's environment, not a bug: it exited 70 ("internal error") for a
        // TMPDIR that does not exist, where every other unwritable output is 73.
        if let problem = Self.unusable(folder) {
            printError("layoutdb: \(folder): cannot create the temporary database: \(problem) "
                + "(set TMPDIR to a folder that can hold it)")
            throw ExitStatus.cannotCreate
        }
        let result = try StoreBenchmark(views: views, cachedRepeats: repeats, importDocuments: documents)
            .run(in: folder)
        print(result.rendered, terminator: "")
    }

    /// Why `folder` cannot hold the benchmark's database, or nil when it can: it is
    /// missing, not a folder, or a file cannot be created in it (tried, as permission bits
    /// do not tell: a read-only mount, or root, who passes every check on bits).
    static func unusable(_ folder: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return "the folder does not exist" }
        guard isFolder.boolValue else { return "it is not a folder" }
        let probe = (folder as NSString).appendingPathComponent(".layoutdb-bench-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: probe, contents: Data()) else { return "the folder cannot be written" }
        try? FileManager.default.removeItem(atPath: probe)
        return nil
    }
}
