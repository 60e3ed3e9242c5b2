import Foundation

/// A report file written beside its final name and moved over it when complete, so a
/// reader never sees half a report, and a failed write leaves the old file alone.
struct ReportFileReplacement {
    let path: String
    let temporaryPath: String
    let output: FileReportOutput

    /// Opens a hidden temporary file in the folder of `path`.
    ///
    /// - Throws: ``ReportWriteError`` naming the temporary file.
    init(path: String) throws(ReportWriteError) {
        self.path = path
        let url = URL(fileURLWithPath: path)
        temporaryPath = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial").path
        output = try FileReportOutput(path: temporaryPath)
    }

    /// Closes the temporary file and renames it to ``path`` (one step: the old file, if
    /// any, is replaced whole).
    ///
    /// - Throws: ``ReportWriteError`` naming ``path``; the temporary file is removed.
    func commit() throws(ReportWriteError) {
        do {
            try output.close()
        } catch {
            discard()
            throw error
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw ReportWriteError(path: path, reason: reason)
        }
    }

    /// Removes the temporary file (after a failure).
    func discard() {
        try? output.close()
        try? FileManager.default.removeItem(atPath: temporaryPath)
    }
}
