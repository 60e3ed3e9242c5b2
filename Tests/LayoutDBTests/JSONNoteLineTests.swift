import Foundation
import Testing

/// Under `--format json`, every line a command writes on standard error for people (which
/// baseline run it took, progress, which run it resumes, which of a file and a stored
/// document it used, what a batch's engines rebuilt) is a JSON object too,
/// `{"note":{"message":…,"kind":…,…}}`, as warnings and the error line are: a program
/// reading standard error found English sentences between them (Documentation/JSONOutput.md, "Notes").
@Suite struct JSONNoteLineTests {
    /// Each line of `stderr` as a JSON object.
    static func lines(_ stderr: String) throws -> [[String: Any]] {
        try stderr.split(separator: "\n").map { line in
            try #require(try DocumentCommandTests.json(String(line)) as? [String: Any], "not JSON: \(line)")
        }
    }

    static func note(_ line: [String: Any]) throws -> [String: Any] {
        try #require(line["note"] as? [String: Any], "\(line)")
    }

    static let matrix = ["--devices", "iphone-se-2-3", "--content-sizes", "default", "--directions", "ltr"]

    /// `--progress`'s lines, its resume line and `--show-rebuilds`' lines: the text's words
    /// in `message`, the numbers apart.
    @Test func batchProgressResumeAndRebuildsAreJSONNotes() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let documents = DocumentCommandTests.examples.count
        let result = try CommandLine.run(
            ["batch", "--db", db, "--progress", "--resume", "--show-rebuilds", "--format", "json"] + Self.matrix)
        #expect(result.status == 1, "\(result.stderr)")   // the login form is ambiguous in landscape
        let notes = try Self.lines(result.stderr).map(Self.note)
        let resume = try #require(notes.first)
        #expect(resume["kind"] as? String == "resume" && resume["resumed"] is NSNull)
        #expect(resume["message"] as? String
            == "--resume: no interrupted batch run to continue (every run finished); starting a new run")
        let progress = notes.filter { $0["kind"] as? String == "progress" }
        let last = try #require(progress.last)
        #expect(last["solved"] as? Int == documents * 2 && last["total"] as? Int == documents * 2)
        #expect(last["percent"] as? Int == 100)
        #expect((last["message"] as? String)?.hasPrefix("batch: \(documents * 2)/\(documents * 2) configurations solved (100%, ") == true)
        let rebuilds = notes.filter { $0["kind"] as? String == "rebuilds" }
        #expect(!rebuilds.isEmpty)
        #expect(notes.count == 1 + progress.count + rebuilds.count, "\(result.stderr)")
        // Without --format json, the same lines are text.
        let text = try CommandLine.run(["batch", "--db", db, "--progress", "--resume"] + Self.matrix)
        #expect(text.stderr.hasPrefix("layoutdb: --resume: no interrupted batch run to continue"), "\(text.stderr)")
        #expect(text.stderr.contains("\nbatch: \(documents * 2)/\(documents * 2) configurations solved (100%, "), "\(text.stderr)")
    }

    /// A file and a stored document of one name: which was used, as a note; then the error
    /// line of a failure still comes last, its `messages` keeping the note's text.
    @Test func theFileOrStoredChoiceIsANote() throws {
        let (folder, db) = try FileOrStoredDocumentTests.editedAfterImport()
        let solved = try CommandLine.run(["solve", "--db", db, "--format", "json", "Two.storyboard#c-2"], in: folder)
        #expect(solved.status == 0, "\(solved.stderr)")
        let note = try Self.note(try #require(try Self.lines(solved.stderr).first))
        #expect(note["kind"] as? String == "documentChoice" && note["used"] as? String == "file")
        #expect(note["document"] as? String == "Two.storyboard#c-2" && note["file"] as? String == "Two.storyboard#c-2")
        #expect("layoutdb: \(note["message"] as? String ?? "")\n" == FileOrStoredDocumentTests.usedFile)
        let stored = try CommandLine.run(
            ["solve", "--db", db, "--format", "json", "--revision", "1", "Two.storyboard#c-2"], in: folder)
        let storedNote = try Self.note(try #require(try Self.lines(stored.stderr).first))
        #expect(storedNote["used"] as? String == "stored" && storedNote["revision"] as? Int == 1)
        let failed = try CommandLine.run(
            ["solve", "--db", db, "--format", "json", "--revision", "9", "Two.storyboard#c-2"], in: folder)
        #expect(failed.status == 64)
        // The note, the error's text line (kept above the error line for logs), the error line.
        let lines = failed.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(failed.stderr)")
        #expect(try Self.note(try Self.lines(lines[0])[0])["revision"] as? Int == 9)
        let error = try #require(try Self.lines(lines[2])[0]["error"] as? [String: Any])
        #expect((error["messages"] as? [String])?.first?.hasSuffix("used the stored document at revision 9 (--revision); "
            + "without --revision the file is used") == true, "\(failed.stderr)")
        #expect((error["message"] as? String)?.contains("revision 9") == true, "\(failed.stderr)")
    }
}
