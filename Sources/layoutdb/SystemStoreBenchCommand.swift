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

            Exit status: 0 timed; 64 bad usage; 70 a failure it did not expect (the \
            temporary database could not be made or written, said as `layoutdb: internal \
            error: ...`).

            Example:
              bin/layoutdb system bench-store --views 200
            """)

    @Option(help: "Views in the document solved cached and uncached.") var views = 200
    @Option(help: "Cached solves to time.") var repeats = 5_000
    @Option(help: "Documents to import (twice: one transaction each, then all in one).") var documents = 200

    func run() throws {
        let result = try StoreBenchmark(views: views, cachedRepeats: repeats, importDocuments: documents)
            .run(in: FileManager.default.temporaryDirectory.path)
        print(result.rendered, terminator: "")
    }
}
