import Foundation
@testable import LayoutInterchange
import Testing

/// What an interrupted batch leaves of its report: ``LayoutReportWriter/discard()`` and a
/// cancelled ``LayoutReportWriter/finish()`` remove the documents' parts and every file
/// half written, replace nothing, and take away the folders the writer made.
@Suite("Report writer interrupted")
struct ReportWriterInterruptionTests {
    /// The hidden entries of `folder` (the parts folder, `.name.partial` files).
    static func hidden(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    }

    @Test("discard removes the parts and the folders the writer created, and nothing else")
    func discardLeavesTheFolderAsItWas() throws {
        let outer = ReportWriterTests.folder()
        defer { try? FileManager.default.removeItem(at: outer) }
        // Two levels the writer creates.
        let made = outer.appendingPathComponent("nightly/reports")
        let writer = try LayoutReportWriter(directory: made.path)
        try writer.add(ReportWriterTests.document("alpha", count: 20, revision: 1))
        #expect(try Self.hidden(made).count == 1)
        writer.discard()
        #expect(!FileManager.default.fileExists(atPath: outer.appendingPathComponent("nightly").path))
        // Later calls do nothing and write nothing.
        #expect(throws: ReportWriteError.self) { try writer.add(ReportWriterTests.document("beta", count: 2, revision: 1)) }
        #expect(throws: ReportWriteError.self) { _ = try writer.finish() }
        #expect(!FileManager.default.fileExists(atPath: made.path))

        // A folder that was there stays, with what it held.
        let existing = outer.appendingPathComponent("kept")
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: existing.appendingPathComponent("report.json"))
        let second = try LayoutReportWriter(directory: existing.path)
        try second.add(ReportWriterTests.document("alpha", count: 20, revision: 1))
        second.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: existing.path) == ["report.json"])
        #expect(try String(contentsOf: existing.appendingPathComponent("report.json"), encoding: .utf8) == "old")
    }

    @Test("finish in a cancelled task replaces nothing and leaves no part or half-written file")
    func cancelledFinishReplacesNothing() async throws {
        let folder = ReportWriterTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in ReportFile.allCases { try Data("old".utf8).write(to: folder.appendingPathComponent(file.fileName)) }
        let writer = try LayoutReportWriter(directory: folder.path)
        try writer.add(ReportWriterTests.document("alpha", count: 30, revision: 1))
        try writer.add(ReportWriterTests.document("beta", count: 30, revision: 1))
        let task = Task { () -> Result<[String], ReportWriteError> in
            withUnsafeCurrentTask { $0?.cancel() }
            do throws(ReportWriteError) {
                return .success(try writer.finish())
            } catch {
                return .failure(error)
            }
        }
        let result = await task.value
        guard case .failure(let error) = result else {
            Issue.record("finish wrote the report in a cancelled task")
            return
        }
        #expect(error.isInterruption, "\(error)")
        #expect(try Self.hidden(folder).isEmpty)
        for file in ReportFile.allCases {
            #expect(try ReportWriterTests.contents(folder, file) == "old", "\(file.fileName)")
        }
    }
}
