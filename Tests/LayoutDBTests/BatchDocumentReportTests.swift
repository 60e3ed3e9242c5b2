import Foundation
import LayoutDB
import Synchronization
import TestSupport
import Testing

/// A batch hands each document's outcomes on as soon as the document is solved, so a
/// report is written a document at a time and the run keeps no results of its own.
@Suite struct BatchDocumentReportTests {
    @Test func eachDocumentIsHandedOnOnceInLabelOrderAndNothingIsKept() async throws {
        let folder = try DocumentCommandTests.folder()
        let db = try LayoutDatabase(path: folder.appendingPathComponent("db.sqlite").path, measurer: FixedMetricsTextMeasurer())
        _ = try db.importFiles(DocumentCommandTests.examples)
        let matrix = try BatchMatrix(devices: "iphone-se-2-3,ipad-pro-11inch", contentSizes: "default,large", directions: "both")
        let handed = Mutex<[[BatchOutcome]]>([])
        let run = try await db.batch(
            options: BatchOptions(matrix: matrix, jobs: 2, storesResults: false, keepsResults: true, keepsOutcomes: false),
            documentSolved: { outcomes in handed.withLock { $0.append(outcomes) } })
        let documents = handed.withLock { $0 }
        #expect(run.outcomes.isEmpty)
        #expect(documents.count == DocumentCommandTests.examples.count)
        #expect(Set(documents.compactMap(\.first?.document)) == Set(run.documents.map(\.name)))
        for outcomes in documents {
            #expect(outcomes.count == matrix.configurations.count)
            #expect(Set(outcomes.map(\.document)).count == 1)
            #expect(outcomes.map(\.label) == outcomes.map(\.label).sorted())
            #expect(outcomes.allSatisfy { $0.reportEntry != nil })
        }
        #expect(run.tally.configurations == DocumentCommandTests.examples.count * matrix.configurations.count)

        // The same report as the run that keeps everything.
        let kept = try await db.batch(options: BatchOptions(matrix: matrix, jobs: 1, storesResults: false, keepsResults: true))
        let streamed = LayoutReport(
            entries: documents.flatMap { $0.compactMap(\.reportEntry) }, title: BatchRun.reportTitle,
            failingKinds: BatchRun.reportFailingKinds(strict: false))
        #expect(streamed.junitXML == kept.report(strict: false).junitXML)
    }
}
