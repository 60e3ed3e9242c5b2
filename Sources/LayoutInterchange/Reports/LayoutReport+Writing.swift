#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension LayoutReport {
    /// The report's files by name: `report.json`, `junit.xml`, `index.html`.
    public var files: [(name: String, contents: String)] {
        [("report.json", json), ("junit.xml", junitXML), ("index.html", html)]
    }

    /// Writes ``files`` into `directory`, creating it if needed; existing files of
    /// those names are replaced (atomically, so a reader never sees half a report).
    ///
    /// - Throws: ``ReportWriteError`` naming the path that could not be written.
    public func write(toDirectory directory: String) throws(ReportWriteError) {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportWriteError(path: directory, reason: "\(error)")
        }
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            do {
                try Data(file.contents.utf8).write(to: url, options: .atomic)
            } catch {
                throw ReportWriteError(path: url.path, reason: "\(error)")
            }
        }
    }
}
