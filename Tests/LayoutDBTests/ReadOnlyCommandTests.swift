import Foundation
import LayoutDB
import Testing

/// Commands on a read-only database, end to end: the reading ones answer, the writing
/// ones fail naming the file, and the database is left byte for byte as it was.
@Suite struct ReadOnlyCommandTests {
    /// A database holding the example `login` (which solves without problems).
    static func database() throws -> String {
        let path = try DocumentCommandTests.folder().appendingPathComponent("cache.sqlite").path
        let db = try LayoutDatabase(path: path, measurer: FixedMetricsTextMeasurer())
        _ = try db.importFiles(DocumentCommandTests.examples.filter { $0.hasSuffix("/login.json") })
        try db.store.checkpoint()
        return path
    }

    static let reading: [[String]] = [
        ["list"], ["show", "login"], ["revisions", "login"], ["sql", "SELECT name FROM document"],
        ["export", "login"], ["resolve", "login"], ["solve", "login", "--device", "iPhone 15"],
        ["explain", "login", "title"], ["runs"],
    ]

    /// Runs each reading command and each writing one with `prefix` + arguments + `--db PATH` + `extra`.
    static func check(path: String, extra: [String], reason: String, prefix: [String] = []) throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let folder = (path as NSString).deletingLastPathComponent
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        for arguments in reading {
            let result = try CommandLine.run(prefix + arguments + ["--db", path] + extra)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(arguments)")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ro-\(UUID().uuidString).json")
        try Data(#"{"layoutdb":1,"name":"fresh","root":{"id":"root"}}"#.utf8).write(to: file)
        for (arguments, operation) in [
            (["rm", "login"], "removing a document"), (["import", file.path], "saving documents"),
            (["vacuum"], "dropping cached results"),
        ] {
            let result = try CommandLine.run(prefix + arguments + ["--db", path] + extra)
            if extra.contains("--read-only") {
                // Asked for explicitly, read-only is a usage error for a command that only writes.
                #expect(result.status == 64)
                #expect(result.stderr.hasPrefix("layoutdb: \(arguments[0]) cannot use --read-only: it writes the database"), "\(result.stderr)")
                continue
            }
            #expect(result.status == 65)
            #expect(
                result.stderr.hasPrefix(
                    "layoutdb: \(path): the database is read-only (\(reason)), and \(operation) writes to it; nothing was written\n"),
                "\(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        // Not even SQLite's NAME-wal and NAME-shm appear, though the folder is writable.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == listing)
    }

    /// A batch on a read-only database solves and reports, says it records nothing,
    /// and leaves the file as it was; the same batch on the writable file records a run.
    @Test func aBatchOnAReadOnlyDatabaseSolvesWithoutRecording() throws {
        let path = try Self.database()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let matrix = ["batch", "login", "--devices", "iphone-se-2-3", "--content-sizes", "default", "--quiet", "--db", path]
        let result = try CommandLine.run(matrix + ["--read-only"])
        #expect(result.stdout.contains("Solved 4 configurations of 1 document "), "\(result.stdout)")
        #expect(
            result.stderr == "layoutdb: \(path): the database is read-only (opened read-only); "
                + "solving without recording the run or caching its results\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        _ = try CommandLine.run(matrix)
        let runs = try CommandLine.run(["sql", "SELECT count(*) FROM batch_run", "--db", path, "--read-only"])
        #expect(runs.stdout.contains("1"), "\(runs.stdout)")
    }

    @Test func readOnlyOpenAnswersReadsAndRefusesWrites() throws {
        let path = try Self.database()
        try Self.check(path: path, extra: ["--read-only"], reason: "opened read-only")
        #expect(try DocumentStore(path: path).list().map(\.name) == ["login"])
    }

    /// What runs the binary as a user file modes stop: nothing when this process is not
    /// root; as root (whom modes do not stop) `nobody` through setpriv, or nil when that
    /// cannot run the binary (then the test below is reported skipped, not passed).
    static let unprivileged: [String]? = {
        guard geteuid() == 0 else { return [] }
        let setpriv = "/usr/bin/setpriv"
        let asNobody = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
        guard FileManager.default.isExecutableFile(atPath: setpriv),
            (try? run(asNobody + ["/usr/bin/test", "-x", CommandLine.binary.path])) == 0
        else { return nil }
        return asNobody + [CommandLine.binary.path]
    }()

    /// The real thing: a 0444 file in a 0555 folder, the commands run as a user the
    /// modes stop (``unprivileged``).
    @Test(.enabled(if: unprivileged != nil, "needs a user that file modes stop and that can run the binary"))
    func aFileTheSystemWillNotLetUsWriteIsRead() throws {
        let prefix = try #require(Self.unprivileged)
        let path = try Self.database()
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        if prefix.isEmpty {
            try Self.check(
                path: path, extra: [],
                reason: "the file is not writable; the folder '\((path as NSString).deletingLastPathComponent)' is not writable, so SQLite cannot create "
                    + "cache.sqlite-wal and cache.sqlite-shm beside it")
        } else {
            try Self.checkThrough(prefix, path: path)
        }
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    /// As ``check(path:extra:reason:prefix:)``, the binary run through `prefix` (another user).
    static func checkThrough(_ prefix: [String], path: String) throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for arguments in reading {
            let result = try Self.capture(prefix + arguments + ["--db", path])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let result = try Self.capture(prefix + ["rm", "login", "--db", path])
        #expect(result.status == 65)
        let folder = (path as NSString).deletingLastPathComponent
        #expect(
            result.stderr == "layoutdb: \(path): the database is read-only (the file is not writable; the folder '\(folder)' "
                + "is not writable, so SQLite cannot create cache.sqlite-wal and cache.sqlite-shm beside it), "
                + "and removing a document writes to it; nothing was written\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    static func run(_ command: [String]) throws -> Int32 { try capture(command).status }

    static func capture(_ command: [String]) throws -> CommandLine.Result {
        try CommandLine.run(executable: URL(fileURLWithPath: command[0]), Array(command.dropFirst()))
    }
}
