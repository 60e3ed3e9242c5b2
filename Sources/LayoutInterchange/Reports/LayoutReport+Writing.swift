import Foundation

extension LayoutReport {
    /// The report's files by name: `report.json`, `junit.xml`, `index.html`.
    public var files: [(name: String, contents: String)] {
        [("report.json", json), ("junit.xml", junitXML), ("index.html", html)]
    }

    /// Writes `files` (all three by default) into `directory`, creating it if needed, and
    /// returns their paths. Each file is streamed (never one string) into a temporary
    /// file that then replaces any file of its name at once, so a reader never sees
    /// half a report.
    ///
    /// - Throws: ``ReportWriteError`` naming the path that could not be written.
    @discardableResult
    public func write(
        toDirectory directory: String, files: [ReportFile] = ReportFile.allCases
    ) throws(ReportWriteError) -> [String] {
        let folder = try Self.createFolder(directory)
        var paths: [String] = []
        for file in files {
            let replacement = try ReportFileReplacement(path: folder.appendingPathComponent(file.fileName).path)
            var output = replacement.output
            do {
                try render(file, into: &output)
            } catch {
                replacement.discard()
                throw error
            }
            try replacement.commit()
            paths.append(replacement.path)
        }
        return paths
    }

    /// `directory`, created with its parents if needed.
    static func createFolder(_ directory: String) throws(ReportWriteError) -> URL {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportWriteError(path: directory, reason: "\(error)")
        }
        return folder
    }
}
