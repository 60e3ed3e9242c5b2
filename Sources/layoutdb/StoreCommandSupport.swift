import ArgumentParser
import LayoutDB

/// Runs a store call, turning its errors into the command line's exit statuses:
/// a name that matches nothing is a usage error (64), anything else bad data (65).
func storeCall<T>(_ body: () throws(StoreError) -> T) throws -> T {
    do {
        return try body()
    } catch {
        printError("layoutdb: \(error)")
        switch error {
        case .unknownDocument, .unknownRevision, .notReadOnly: throw ExitCode.validationFailure
        default: throw ExitStatus.dataError
        }
    }
}
