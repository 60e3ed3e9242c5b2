import Foundation

/// Where a report's text goes: a string in memory (``LayoutReport/json`` and its
/// siblings) or a file, written a megabyte at a time (``LayoutReportWriter``), so that
/// the one renderer gives the same bytes to both and a large report is never one
/// string.
protocol ReportOutput {
    /// What a write can fail with: nothing in memory, ``ReportWriteError`` for a file.
    associatedtype Failure: Error

    mutating func write(_ text: String) throws(Failure)
}

/// A report rendered into memory.
struct StringReportOutput: ReportOutput {
    typealias Failure = Never

    var text = ""

    mutating func write(_ text: String) { self.text += text }
}

/// A report file written through a buffer: text is collected until about
/// ``flushBytes`` and then handed to the file in one call.
///
/// A reference type: it owns the open file, which is closed by ``close()`` (or when the
/// last reference goes, if a failure left it open).
final class FileReportOutput: ReportOutput {
    typealias Failure = ReportWriteError

    /// How much text is collected before it is written (1 MB): large enough that the
    /// system calls cost nothing, small enough not to matter beside the report's data.
    static let flushBytes = 1 << 20

    let path: String
    private var handle: FileHandle?
    private var buffer = ""

    /// Creates (or empties) the file at `path`.
    ///
    /// - Throws: ``ReportWriteError`` naming `path`.
    init(path: String) throws(ReportWriteError) {
        self.path = path
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw ReportWriteError(path: path, reason: "the file could not be created")
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw ReportWriteError(path: path, reason: "the file could not be opened for writing")
        }
        self.handle = handle
        buffer.reserveCapacity(Self.flushBytes + (Self.flushBytes >> 2))
    }

    deinit { try? handle?.close() }

    func write(_ text: String) throws(ReportWriteError) {
        buffer += text
        if buffer.utf8.count >= Self.flushBytes { try flush() }
    }

    /// Writes `data` as it is (a piece of an earlier output copied into this one).
    func write(bytes data: Data) throws(ReportWriteError) {
        try flush()
        try send(data)
    }

    /// Writes out what is buffered.
    func flush() throws(ReportWriteError) {
        guard !buffer.isEmpty else { return }
        let data = Data(buffer.utf8)
        buffer.removeAll(keepingCapacity: true)
        try send(data)
    }

    /// Flushes and closes the file.
    func close() throws(ReportWriteError) {
        try flush()
        guard let handle else { return }
        self.handle = nil
        do {
            try handle.close()
        } catch {
            throw ReportWriteError(path: path, reason: "\(error)")
        }
    }

    private func send(_ data: Data) throws(ReportWriteError) {
        guard let handle else { throw ReportWriteError(path: path, reason: "the file was already closed") }
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw ReportWriteError(path: path, reason: "\(error)")
        }
    }
}
