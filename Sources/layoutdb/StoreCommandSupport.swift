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
        default: throw ExitStatus.failure(error)
        }
    }
}

/// The stored name `argument` stands for: the name itself, or `FILE#ID` for the
/// Interface Builder document `FILE#ID (Label)` (``DocumentStore/documentName(matching:)``).
///
/// A document file given where a stored name is expected (`layoutdb resolve login.json`)
/// is said to be one, with the import that stores it: "no document named 'login.json'"
/// left a new user guessing, as `solve` and `explain` do take files.
func storedName(_ argument: String, in store: DocumentStore) throws -> String {
    do {
        return try store.documentName(matching: argument)
    } catch .unknownDocument where DocumentArgument.isFile(argument) {
        printError(
            "layoutdb: '\(argument)' is a document file, and this command takes a stored document: "
                + "`layoutdb import \(argument)` stores it (`layoutdb list` shows the stored names)")
        throw ExitCode.validationFailure
    } catch {
        return try storeCall { () throws(StoreError) in throw error }
    }
}
