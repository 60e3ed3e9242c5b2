import Foundation
import TestSupport
import Testing

/// `layoutdb render` and `layoutdb diff` end to end through the built binary.
@Suite struct RenderDiffCommandTests {
    /// `box` at revision 1 (20 pt below the safe area's top) and 2 (60 pt below).
    static func database() throws -> (db: String, folder: URL) {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let one = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("1.json"))
        let moved = DocumentCommandTests.boxDocument().replacingOccurrences(of: "root.safeArea.top + 20", with: "root.safeArea.top + 60")
        let two = try DocumentCommandTests.write(moved, to: folder.appendingPathComponent("2.json"))
        #expect(try CommandLine.run(["import", "--db", db, one]).status == 0)
        #expect(try CommandLine.run(["import", "--db", db, two]).status == 0)
        return (db, folder)
    }

    /// iPhone SE portrait: safe area top 20, left 0, so the box is at (10, 40) at
    /// revision 1 and (10, 80) at revision 2; the root is the 375×667 screen.
    @Test func renderDrawsEveryViewsFrame() throws {
        let (db, folder) = try Self.database()
        let svg = folder.appendingPathComponent("box.svg").path
        let result = try CommandLine.run(["render", "box", "--db", db, "--revision", "1", "--device", "iphone-se-2-3", "-o", svg])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains(#"<rect class="frame" x="0" y="0" width="375" height="667""#))
        #expect(text.contains(#"<rect class="frame" x="10" y="40" width="100" height="50""#))
        let latest = try CommandLine.run(["render", "box", "--db", db, "--device", "iphone-se-2-3"])
        #expect(latest.stdout.contains(#"<rect class="frame" x="10" y="80" width="100" height="50""#))
        #expect(try CommandLine.run(["render", "nothing", "--db", db]).status == 64)
    }

    @Test func diffNamesTheMovedViewAndDrawsTheOverlay() throws {
        let (db, folder) = try Self.database()
        let overlay = folder.appendingPathComponent("diff.svg").path
        let result = try CommandLine.run(
            ["diff", "box", "--db", db, "--from", "1", "--to", "2", "--device", "iphone-se-2-3", "-o", overlay])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let moved = try #require(lines.first { $0.contains("moved") && $0.contains("box") }, "\(result.stdout)")
        #expect(moved.contains("40") && moved.contains("80"), "\(moved)")
        #expect(!result.stdout.contains("root"), "the root did not change: \(result.stdout)")
        let svg = try String(contentsOfFile: overlay, encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("box"))
        #expect(try CommandLine.run(["diff", "box", "--db", db, "--from", "7", "--to", "2"]).status == 64)
    }

    /// Without --from the newer revision is compared with the one before it (--from was
    /// required, though "what did the last import change" is the usual question).
    @Test func diffWithoutFromComparesWithThePreviousRevision() throws {
        let (db, _) = try Self.database()
        let explicit = try CommandLine.run(["diff", "box", "--db", db, "--from", "1", "--to", "2", "--device", "iphone-se-2-3"])
        let implicit = try CommandLine.run(["diff", "box", "--db", db, "--device", "iphone-se-2-3"])
        #expect(implicit.status == 0, "\(implicit.stderr)")
        #expect(implicit.stdout == explicit.stdout)
        #expect(implicit.stdout.hasPrefix("box r1 → r2 "), "\(implicit.stdout)")
        let first = try CommandLine.run(["diff", "box", "--db", db, "--to", "1"])
        #expect(first.status == 64)
        #expect(first.stderr == "layoutdb: 'box' has no revision before 1 to compare it with; give a later --to or a --from (`layoutdb revisions box` lists them)\n", "\(first.stderr)")
    }

    /// With one revision, --from cannot help (there is no other revision to name): the
    /// message says so and how a second revision comes about.
    @Test func diffOfAOneRevisionDocumentSaysHowToGetASecond() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let one = try DocumentCommandTests.write(DocumentCommandTests.boxDocument(), to: folder.appendingPathComponent("box.json"))
        #expect(try CommandLine.run(["import", "--db", db, one]).status == 0)
        let result = try CommandLine.run(["diff", "box", "--db", db])
        #expect(result.status == 64)
        // One line saying what to do, and no usage block under it (the command was well
        // formed; the block buried the line).
        #expect(result.stderr ==
            "layoutdb: 'box' has only one revision, so there is nothing to compare it with: import the changed file again "
                + "(`layoutdb import \(one)`) to store revision 2, then `layoutdb diff box`. To compare this revision under "
                + "two trait collections, `layoutdb query changes box --from \"wC hR\" --to \"wR hR\"`; to compare batch runs, "
                + "`layoutdb batch --baseline last`\n", "\(result.stderr)")
        #expect(!result.stderr.contains("Usage:") && !result.stderr.contains("--from 1"))
        // The command it names works on the same database.
        let changes = try CommandLine.run(["query", "changes", "box", "--db", db, "--from", "wC hR", "--to", "wR hR"])
        #expect(changes.status == 0, "\(changes.stderr)")
        // The README's `diff login --from 1 --to 2` on it names where its revisions are
        // listed, where it said only "has no revision 2".
        let named = try CommandLine.run(["diff", "box", "--db", db, "--from", "1", "--to", "2"])
        #expect(named.status == 64)
        #expect(named.stderr == "layoutdb: document 'box' has no revision 2 (`layoutdb revisions box` lists them)\n")
    }
}
