import Foundation
import LayoutInterchange

/// The files `--report DIR` writes, chosen together or one by one
/// (Documentation/Reports.md describes each).
public enum BatchReportFormat: String, Hashable, Sendable, CaseIterable {
    case json
    case junit
    case html

    public var fileName: String {
        switch self {
        case .json: return "report.json"
        case .junit: return "junit.xml"
        case .html: return "index.html"
        }
    }

    public func contents(of report: LayoutReport) -> String {
        switch self {
        case .json: return report.json
        case .junit: return report.junitXML
        case .html: return report.html
        }
    }

    /// `json,junit,html` (any subset, any order); nil for an unknown name.
    public static func list(_ text: String) -> [BatchReportFormat]? {
        var formats: [BatchReportFormat] = []
        for part in text.split(separator: ",") {
            guard let format = BatchReportFormat(rawValue: part.lowercased().trimmingCharacters(in: .whitespaces))
            else { return nil }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats.isEmpty ? nil : formats
    }

    /// Writes `formats` of `report` into `directory` (created if needed), each file
    /// atomically, and returns their paths.
    ///
    /// - Throws: ``ReportWriteError`` naming the path that could not be written.
    public static func write(
        _ report: LayoutReport, formats: [BatchReportFormat], toDirectory directory: String
    ) throws(ReportWriteError) -> [String] {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportWriteError(path: directory, reason: "\(error)")
        }
        var paths: [String] = []
        for format in formats {
            let url = folder.appendingPathComponent(format.fileName)
            do {
                try Data(format.contents(of: report).utf8).write(to: url, options: .atomic)
            } catch {
                throw ReportWriteError(path: url.path, reason: "\(error)")
            }
            paths.append(url.path)
        }
        return paths
    }
}
