import Foundation
import Synchronization

/// Writes a report a document at a time, for batches too large to hold: each document's
/// part of each file is written as soon as the document is given (``add(_:)``), into a
/// hidden folder beside the reports, and ``finish()`` joins the parts in name order
/// between each file's opening and closing, which need only the totals
/// (``ReportTotals``). What it keeps between documents is those totals and the parts'
/// names; the files are byte for byte what ``LayoutReport`` writes for all the entries
/// at once.
///
/// ```swift
/// let writer = try LayoutReportWriter(directory: "reports", title: "nightly")
/// for document in documents { try writer.add(entries(of: document)) }
/// let paths = try writer.finish()   // report.json, junit.xml, index.html
/// ```
///
/// Documents may come in any order, each once. A failure is kept: later ``add(_:)``
/// calls do nothing and ``finish()`` throws it, so a caller that cannot stop for it
/// (a batch in full swing) may ignore what `add` throws. Shared by the tasks of a batch,
/// so it locks; one document is written at a time. A caller that stops early (an
/// interrupted batch) calls ``discard()``, which leaves the folder as it found it.
public final class LayoutReportWriter: Sendable {
    /// A written document: its name and the number its parts are stored under.
    private struct Part: Sendable {
        var name: String
        var number: Int
    }

    private struct State: Sendable {
        var totals = ReportTotals()
        var parts: [Part] = []
        var names: Set<String> = []
        var failure: ReportWriteError?
        var finished = false
        var addSeconds = 0.0
        var finishSeconds = 0.0
    }

    public let directory: String
    public let files: [ReportFile]
    /// Title, failing kinds and pictures of the report; its documents stay empty.
    private let policy: LayoutReport
    private let partsFolder: URL
    /// The folders the writer made for `directory`, deepest first (none when it existed).
    private let createdFolders: [URL]
    private let state = Mutex(State())

    /// Creates `directory` if needed, and a hidden folder in it for the documents' parts.
    ///
    /// - Throws: ``ReportWriteError`` naming the folder that could not be made.
    public init(
        directory: String, files: [ReportFile] = ReportFile.allCases, title: String = "layoutdb layout report",
        failingKinds: Set<ProblemKind> = Set(ProblemKind.allCases), pictures: ReportPictures = .onePerFinding
    ) throws(ReportWriteError) {
        self.directory = directory
        self.files = files
        policy = LayoutReport(entries: [], title: title, failingKinds: failingKinds, pictures: pictures)
        var missing: [URL] = []
        var ancestor = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.pathComponents.count > 1 {
            missing.append(ancestor)
            ancestor = ancestor.deletingLastPathComponent()
        }
        createdFolders = missing
        let folder = try LayoutReport.createFolder(directory)
        partsFolder = folder.appendingPathComponent(".layoutdb-report-parts-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: partsFolder, withIntermediateDirectories: false)
        } catch {
            throw ReportWriteError(path: partsFolder.path, reason: "\(error)")
        }
    }

    deinit { try? FileManager.default.removeItem(at: partsFolder) }

    /// Writes the parts of the documents `entries` belong to (usually one document's
    /// every configuration, in any order).
    ///
    /// `standings`: with a baseline run, how each entry stands against it, in the order of
    /// `entries` (``BaselineStanding``: junit.xml fails only what is new).
    ///
    /// - Throws: ``ReportWriteError`` for a part that could not be written, a document
    ///   given before, or a writer already finished; kept for ``finish()``.
    public func add(_ entries: [ReportEntry], standings: [BaselineStanding]? = nil) throws(ReportWriteError) {
        let clock = ContinuousClock()
        let start = clock.now
        let result: Result<Void, ReportWriteError> = state.withLock { state in
            defer { state.addSeconds += Self.seconds(since: start, clock) }
            if let failure = state.failure { return .failure(failure) }
            do throws(ReportWriteError) {
                guard !state.finished else {
                    throw ReportWriteError(path: directory, reason: "the report was already finished")
                }
                let report = LayoutReport(
                    entries: entries, standings: standings, title: policy.title, failingKinds: policy.failingKinds,
                    pictures: policy.pictures)
                for document in report.documents {
                    guard state.names.insert(document.name).inserted else {
                        throw ReportWriteError(
                            path: directory, reason: "the document '\(document.name)' was given to the report twice")
                    }
                    let number = state.parts.count
                    // Found once, for the page's cards and the totals' count of them.
                    let findings = ReportFinding.findings(of: document, in: report)
                    for file in files {
                        var output = try FileReportOutput(path: partPath(number, file))
                        try report.write(file, document, findings: findings, into: &output)
                        try output.close()
                    }
                    state.parts.append(Part(name: document.name, number: number))
                    state.totals.add(document, of: report, findings: findings)
                }
                return .success(())
            } catch {
                state.failure = error
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Gives the report up: removes the documents' parts, and the folders the writer
    /// created for the report when nothing else is in them, and writes nothing; later
    /// calls do nothing, and any file of the report's names already there stays as it
    /// was. Waits for a document being written.
    public func discard() {
        state.withLock { state in
            state.finished = true
            if state.failure == nil { state.failure = ReportWriteError(path: directory, reason: "the report was discarded") }
            try? FileManager.default.removeItem(at: partsFolder)
            // rmdir removes only an empty folder: whatever else is there stays.
            for folder in createdFolders {
                guard rmdir(folder.path) == 0 else { break }
            }
        }
    }

    /// Writes each file (its opening, the documents' parts in name order, its closing)
    /// beside its name, then moves them all over any files of their names; removes the
    /// parts. Returns the files' paths in ``files`` order.
    ///
    /// Cancelling the calling task (an interrupted batch) stops it between documents:
    /// nothing is replaced, and the folder holds what it held before.
    ///
    /// - Throws: the failure of an earlier ``add(_:)``, ``ReportWriteError`` naming the
    ///   file that could not be written (no file is then replaced, unless moving one
    ///   into place failed, when those moved before it stay), or
    ///   ``ReportWriteError/interrupted(_:)`` when cancelled.
    public func finish() throws(ReportWriteError) -> [String] {
        let clock = ContinuousClock()
        let start = clock.now
        let result: Result<[String], ReportWriteError> = state.withLock { state in
            defer {
                try? FileManager.default.removeItem(at: partsFolder)
                state.finishSeconds += Self.seconds(since: start, clock)
            }
            if let failure = state.failure { return .failure(failure) }
            state.finished = true
            // As LayoutReport orders its documents.
            let parts = state.parts.sorted { $0.name < $1.name }
            var totals = state.totals
            totals.documentNames = parts.map(\.name)
            var written: [ReportFileReplacement] = []
            do throws(ReportWriteError) {
                for file in files {
                    written.append(try join(file, parts: parts, totals: totals))
                }
                // Every file complete: only now is any old one replaced.
                for (index, replacement) in written.enumerated() {
                    do throws(ReportWriteError) {
                        try replacement.commit()
                    } catch {
                        for left in written[(index + 1)...] { left.discard() }
                        throw error
                    }
                }
                return .success(written.map(\.path))
            } catch {
                if error.isInterruption { for replacement in written { replacement.discard() } }
                state.failure = error
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Wall-clock seconds spent writing the documents' parts (``add(_:)``) and joining
    /// them into the files (``finish()``): what a report adds to a batch.
    public var seconds: (adding: Double, finishing: Double) {
        state.withLock { ($0.addSeconds, $0.finishSeconds) }
    }

    private static func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// `file` written complete beside its name, not yet moved over it.
    private func join(
        _ file: ReportFile, parts: [Part], totals: ReportTotals
    ) throws(ReportWriteError) -> ReportFileReplacement {
        let path = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(file.fileName).path
        let replacement = try ReportFileReplacement(path: path)
        let output = replacement.output
        do throws(ReportWriteError) {
            try output.write(policy.head(file, totals))
            for (index, part) in parts.enumerated() {
                if Task.isCancelled { throw ReportWriteError.interrupted(path) }
                try output.write(policy.documentOpening(file, index: index, name: part.name))
                try copy(partPath(part.number, file), into: output)
                try output.write(policy.documentClosing(file, index: index, of: parts.count))
            }
            try output.write(policy.tail(file, totals))
        } catch {
            replacement.discard()
            throw error
        }
        return replacement
    }

    /// Appends the part at `path` to `output` a megabyte at a time, then removes it.
    private func copy(_ path: String, into output: FileReportOutput) throws(ReportWriteError) {
        guard let input = FileHandle(forReadingAtPath: path) else {
            throw ReportWriteError(path: path, reason: "the document's part could not be read back")
        }
        defer {
            try? input.close()
            try? FileManager.default.removeItem(atPath: path)
        }
        while true {
            let chunk: Data?
            do {
                chunk = try input.read(upToCount: FileReportOutput.flushBytes)
            } catch {
                throw ReportWriteError(path: path, reason: "\(error)")
            }
            guard let chunk, !chunk.isEmpty else { return }
            try output.write(bytes: chunk)
        }
    }

    private func partPath(_ number: Int, _ file: ReportFile) -> String {
        partsFolder.appendingPathComponent("\(number).\(file.rawValue)").path
    }
}
