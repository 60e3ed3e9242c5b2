import Foundation
import Testing

/// `-o` naming a folder, or a file in a folder that does not exist, says so: Foundation's
/// words on Linux were "The file doesn't exist." and "(NSCocoaErrorDomain error 512.)".
@Suite("Writing to an output path that cannot be written")
struct OutputPathErrorTests {
    @Test func exportToAFolderOrAMissingFolder() throws {
        let db = try StoreCommandTests.database(["login"])
        let folder = FileManager.default.temporaryDirectory.path
        let intoFolder = try CommandLine.run(["export", "--db", db, "login", "-o", folder])
        // 73 as render and diff: 1 would read as "layout problems found".
        #expect(intoFolder.status == 73)
        #expect(intoFolder.stderr == "layoutdb: \(folder): cannot write: it is a folder; give a file name\n")
        let missing = folder + "/no-such-\(UUID().uuidString)"
        let intoMissing = try CommandLine.run(["export", "--db", db, "login", "-o", missing + "/login.json"])
        #expect(intoMissing.stderr == "layoutdb: \(missing)/login.json: cannot write: the folder '\(missing)' does not exist\n")
        #expect(intoMissing.status == 73)
        #expect(try CommandLine.run(["help", "export"]).stdout.contains("73 the -o file cannot be written"))
    }

    @Test func renderToAMissingFolder() throws {
        let db = try StoreCommandTests.database(["login"])
        let missing = FileManager.default.temporaryDirectory.path + "/no-such-\(UUID().uuidString)"
        let result = try CommandLine.run(["render", "--db", db, "login", "-o", missing + "/login.svg"])
        #expect(result.stderr == "layoutdb: cannot write \(missing)/login.svg: the folder '\(missing)' does not exist\n")
        #expect(result.status == 73)
    }

    /// render and diff exit with 73 when -o cannot be written; their help listed only
    /// 0, 64 and 65.
    @Test func renderAndDiffHelpListTheCannotWriteStatus() throws {
        for command in ["render", "diff"] {
            let help = try CommandLine.run(["help", command]).stdout.replacingOccurrences(of: "\n", with: " ")
            #expect(help.contains("73 the -o file cannot be written"), "\(command)")
        }
    }

    /// `export login -o layoutdb.sqlite` replaced the database with the JSON, every
    /// document lost; render and diff the same. Each is now a usage error, and the
    /// database is left as it was.
    @Test func theDatabaseItselfIsNeverAnOutput() throws {
        let db = try StoreCommandTests.database(["login"])
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let folder = (db as NSString).deletingLastPathComponent
        for command in [["export", "login"], ["render", "login"], ["diff", "login", "--from", "1"]] {
            for output in [db, folder + "/./" + (db as NSString).lastPathComponent, db + "-wal"] {
                let result = try CommandLine.run(command + ["--db", db, "-o", output])
                #expect(result.status == 64, "\(command) \(output)")
                #expect(result.stderr.hasPrefix(
                    "Error: -o \(output) is the database (or SQLite's file beside it); writing there would destroy it\n"),
                    "\(command): \(result.stderr)")
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        #expect(try CommandLine.run(["list", "--db", db]).stdout.contains("login"))
    }
}
