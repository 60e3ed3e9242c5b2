import ArgumentParser
import LayoutDB
import LayoutStore

/// Which earlier run `batch --baseline` compares with, and what the two share.
extension BatchCommand {
    /// The run `--baseline` names, read before the run so that `last` is a run before
    /// this one: by id, or for `last` the newest finished run of this batch's matrix
    /// (else of another matrix, else none: ``BaselineChoice``), said on standard error.
    func baselineChoice(
        _ db: LayoutDatabase, documents: [String], matrix: BatchMatrix
    ) throws -> BaselineChoice? {
        guard let baseline else { return nil }
        do throws(BatchError) {
            guard baseline.lowercased() == "last" else {
                guard let found = try db.baselineProblems(baseline, excluding: nil) else { return nil }
                let record: DocumentStore.BatchRunRecord?
                do { record = try db.store.batchRun(id: found.run) } catch { throw .store(error) }
                return BaselineChoice(reason: .named, run: found.run, matrix: record?.matrix ?? "", problems: found.problems)
            }
            let choice = try db.lastBaseline(matrix: matrix, documents: documents)
            if let line = BatchBaselineComparison.choiceLine(choice, matrix: matrix) {
                printNote("layoutdb: \(line)", kind: "baseline", fields: [
                    ("choice", .string(choice.reason.rawValue)), ("baseline", choice.run.map { .integer($0) } ?? .null),
                    ("baselineMatrix", choice.matrix.map(JSONValue.string) ?? .null), ("matrix", .string(matrix.spelling)),
                ])
            }
            return choice
        } catch {
            printError("layoutdb: \(error)")
            switch error {
            case .unknownBaseline, .unfinishedBaseline: throw ExitCode.validationFailure
            case .store, .interrupted, .runHeld, .runFinishedElsewhere: break
            }
            throw ExitStatus.failure(error)
        }
    }

    /// What the baseline and this batch both solve; a run named by id that shares
    /// nothing is refused (64) before solving, as no problem could then fail the run
    /// (`last` never picks such a run: it compares with none, and says so).
    func comparing(
        _ choice: BaselineChoice, documents: [String], matrix: BatchMatrix
    ) throws -> BatchBaselineComparison {
        let comparison = BatchBaselineComparison(choice: choice, documents: documents, matrix: matrix)
        if let refusal = comparison.refusal(matrix: matrix, documents: documents.count) {
            printError("layoutdb: \(refusal)")
            throw ExitCode.validationFailure
        }
        return comparison
    }
}
