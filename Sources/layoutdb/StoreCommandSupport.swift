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
        case .unknownDocument, .ambiguousDocument, .unknownRevision, .notReadOnly: throw ExitCode.validationFailure
        default: throw ExitStatus.dataError
        }
    }
}

/// The stored name `argument` stands for: the name itself, or `FILE#ID` for the
/// Interface Builder document `FILE#ID (Label)` (``DocumentStore/documentName(matching:)``).
func storedName(_ argument: String, in store: DocumentStore) throws -> String {
    try storeCall { () throws(StoreError) in try store.documentName(matching: argument) }
}
