import LayoutInterchange

/// What reading `text` as a layoutdb document named `file` says: the error's text
/// (`file:line:column: path: message`), or "read" when it reads. The reader's error
/// tests compare these strings.
func readFailure(_ text: String, file: String = "login.json") -> String {
    do throws(DocumentReadError) {
        _ = try DocumentReader.read(text, file: file)
        return "read"
    } catch {
        return error.description
    }
}
