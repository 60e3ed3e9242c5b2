import Foundation
import LayoutInterchange

/// The files `--report DIR` writes, chosen together or one by one
/// (Documentation/Reports.md describes each).
public enum BatchReportFormat: String, Hashable, Sendable, CaseIterable {
    case json
    case junit
    case html

    /// The report file it names.
    public var file: ReportFile {
        switch self {
        case .json: return .json
        case .junit: return .junit
        case .html: return .html
        }
    }

    public var fileName: String { file.fileName }

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

    /// Checks that `directory` can hold the reports, before a batch spends its time: it
    /// is a folder, or does not exist yet and its nearest existing ancestor is a writable
    /// folder (``write(_:formats:toDirectory:)`` creates the rest). A path naming a file
    /// used to be found only after the whole batch, and said so in Foundation's codes.
    ///
    /// - Throws: ``ReportWriteError`` naming the path and why.
    public static func checkDirectory(_ directory: String, fileManager: FileManager = .default) throws(ReportWriteError) {
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: directory, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw ReportWriteError(path: directory, reason: "it is a file; give a folder for the reports")
            }
            guard fileManager.isWritableFile(atPath: directory) else {
                throw ReportWriteError(path: directory, reason: "the folder is not writable")
            }
            return
        }
        var ancestor = (directory as NSString).deletingLastPathComponent
        while !ancestor.isEmpty, !fileManager.fileExists(atPath: ancestor, isDirectory: &isFolder) {
            let parent = (ancestor as NSString).deletingLastPathComponent
            if parent == ancestor { break }
            ancestor = parent
        }
        if ancestor.isEmpty { ancestor = "." }
        guard fileManager.fileExists(atPath: ancestor, isDirectory: &isFolder), isFolder.boolValue else {
            throw ReportWriteError(path: directory, reason: "'\(ancestor)' is a file, so the folder cannot be created")
        }
        guard fileManager.isWritableFile(atPath: ancestor) else {
            throw ReportWriteError(
                path: directory, reason: "the folder '\(ancestor)' is not writable, so the folder cannot be created")
        }
    }

    /// Writes `formats` of `report` into `directory` (created if needed), each file
    /// streamed and then moved into place, and returns their paths.
    ///
    /// - Throws: ``ReportWriteError`` naming the path that could not be written.
    public static func write(
        _ report: LayoutReport, formats: [BatchReportFormat], toDirectory directory: String
    ) throws(ReportWriteError) -> [String] {
        try checkDirectory(directory)
        return try report.write(toDirectory: directory, files: formats.map(\.file))
    }

    /// A writer of `formats` into `directory` (created if needed) that takes a batch's
    /// documents as they are solved (``LayoutDatabase/batch(names:options:progress:documentSolved:)``),
    /// with the policy of ``BatchRun/report(strict:title:pictures:)``.
    ///
    /// - Throws: ``ReportWriteError`` naming the folder that could not be made.
    public static func writer(
        formats: [BatchReportFormat], toDirectory directory: String, strict: Bool,
        pictures: ReportPictures = .onePerFinding, title: String = BatchRun.reportTitle
    ) throws(ReportWriteError) -> LayoutReportWriter {
        try checkDirectory(directory)
        return try LayoutReportWriter(
            directory: directory, files: formats.map(\.file), title: title,
            failingKinds: BatchRun.reportFailingKinds(strict: strict), pictures: pictures)
    }
}
