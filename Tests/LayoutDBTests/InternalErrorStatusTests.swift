import Foundation
import Testing

/// Exit status 70 (`layoutdb: internal error: …`) is for failures no command expects, so
/// that a CI job never reads a broken check as new layout problems (1). Damaged input is
/// not one of them: a file that is not SQLite and a SQLite file with damaged pages are
/// 65, named with what to do. Nor is the user's environment: `system bench-store` in a
/// temporary folder that does not exist, or is a file, exited 70 naming SQLite's error;
/// it is 73 (cannot create), as `text-fidelity --samples` is for its output, said before
/// anything is timed.
@Suite struct InternalErrorStatusTests {
    @Test func benchStoreInAnUnusableTemporaryFolderExits73NamingIt() throws {
        let folder = try DocumentCommandTests.folder()
        let file = try DocumentCommandTests.write("not a folder\n", to: folder.appendingPathComponent("tmp-file"))
        for (tmp, why) in [
            ("/nonexistent-layoutdb-tmp", "the folder does not exist"), (file, "it is not a folder"),
        ] {
            let result = try CommandLine.run(
                ["system", "bench-store", "--views", "1", "--repeats", "1", "--documents", "1"],
                environment: ["TMPDIR": tmp])
            #expect(result.status == 73, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.isEmpty)
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(lines.first == "layoutdb: \(tmp): cannot create the temporary database: \(why) "
                + "(set TMPDIR to a folder that can hold it)", "\(result.stderr)")
            #expect(lines.count == 1, "\(result.stderr)")
        }
    }

    /// What a user is more likely to meet, a damaged database, is input that does not
    /// validate (65), never 70 or 1: the file is named with what to do.
    @Test func aDatabaseThatIsNotSQLiteOrIsDamagedIs65() throws {
        let folder = try DocumentCommandTests.folder()
        let text = try DocumentCommandTests.write("hello\n", to: folder.appendingPathComponent("notes.sqlite"))
        let notSQLite = try CommandLine.run(["list", "--db", text, "--format", "json"])
        #expect(notSQLite.status == 65)
        #expect(notSQLite.stderr.hasPrefix(
            "layoutdb: \(text): not a layoutdb database (the file does not start with SQLite's header)\n"), "\(notSQLite.stderr)")
        #expect(notSQLite.stderr.hasSuffix("\"reason\":\"data\",\"message\":\"\(text): not a layoutdb database (the file does "
            + "not start with SQLite's header)\",\"messages\":[\"\(text): not a layoutdb database (the file does not start "
            + "with SQLite's header)\"]}}\n"), "\(notSQLite.stderr)")

        // A real database, its pages past the first few overwritten.
        let db = try BatchCommandTests.examplesDatabase()
        let damaged = folder.appendingPathComponent("damaged.sqlite").path
        let checkpoint = try CommandLine.run(["vacuum", "--db", db])   // folds the -wal in: one file to copy
        #expect(checkpoint.status == 0, "\(checkpoint.stderr)")
        try FileManager.default.copyItem(atPath: db, toPath: damaged)
        let handle = try #require(FileHandle(forWritingAtPath: damaged))
        try handle.seek(toOffset: 4096 * 3)
        handle.write(Data(repeating: 0xff, count: 8192))
        try handle.close()
        let list = try CommandLine.run(["list", "--db", damaged])
        #expect(list.status == 65)
        #expect(list.stderr == "layoutdb: \(damaged): the database is damaged (database disk image is malformed); restore "
            + "it from a copy, or import its documents into a new one\n", "\(list.stderr)")
    }
}
