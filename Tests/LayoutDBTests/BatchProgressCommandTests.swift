import Foundation
import Testing

/// Where `layoutdb batch` shows its progress: a bar on a terminal, nothing when standard
/// error is a pipe (a script reads only what went wrong) unless `--progress` asks for
/// plain lines, and `--quiet` with `--progress` is a usage error.
@Suite struct BatchProgressCommandTests {
    /// login breaks in landscape (the README's example bug), so each batch exits with 1.
    static let matrix = ["--devices", "iphone-se-2-3", "--content-sizes", "default", "--directions", "ltr"]

    static func database() throws -> String {
        let db = try DocumentCommandTests.folder().appendingPathComponent("db.sqlite").path
        let imported = try CommandLine.run(["import", "--db", db] + DocumentCommandTests.examples.filter { $0.hasSuffix("/login.json") })
        #expect(imported.status == 0, "\(imported.stderr)")
        return db
    }

    @Test func piped() throws {
        let db = try Self.database()
        let quietByDefault = try CommandLine.run(["batch", "--db", db] + Self.matrix)
        #expect(quietByDefault.status == 1, "\(quietByDefault.stderr)")
        #expect(quietByDefault.stderr.isEmpty, "no progress into a pipe: \(quietByDefault.stderr)")
        #expect(quietByDefault.stdout.contains("Solved 2 configurations of 1 document"), "\(quietByDefault.stdout)")

        let lines = try CommandLine.run(["batch", "--db", db, "--progress"] + Self.matrix)
        #expect(lines.status == 1, "\(lines.stderr)")
        #expect(lines.stderr.hasPrefix("batch: 2/2 configurations solved (100%, "), "\(lines.stderr)")
        #expect(!lines.stderr.contains("\r"))

        let both = try CommandLine.run(["batch", "--db", db, "--progress", "--quiet"] + Self.matrix)
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("Error: --quiet and --progress contradict each other; give one\n"), "\(both.stderr)")
    }

    /// On a terminal (a pseudo-terminal from `script`), the bar is drawn in place.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
    func onATerminal() throws {
        let db = try Self.database()
        let command = ([CommandLine.binary.path, "batch", "--db", db] + Self.matrix).map { "'\($0)'" }.joined(separator: " ")
        let result = try CommandLine.run(executable: URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"])
        #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
        #expect(result.stdout.contains("\r[##############################] 2/2 configurations, "), "\(result.stdout)")
    }
}
