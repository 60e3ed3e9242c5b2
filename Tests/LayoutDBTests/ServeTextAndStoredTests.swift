import Foundation
import LayoutDB
import Testing

/// `serve --format text` answers each request with one line a person reads, and a
/// whole layout the cache holds is handed on in JSON as stored, not decoded and printed
/// again: the same bytes as the decoded layout, marked cached, with its status.
@Suite struct ServeTextAndStoredTests {
    /// The box on an iPhone 15 (safe area top 59): (10, 79, 100, 50) in a 393 × 852 root;
    /// an unknown document is refused in words.
    @Test func textIsOneReadableLinePerAnswer() throws {
        let db = try ServeCommandTests.database()
        let input = """
            {"id": 1, "document": "box", "device": "iPhone 15"}
            {"id": "b", "document": "bxo"}
            {"document": "box", "device": "iPhone 15", "views": ["box"]}

            """
        let run = try CommandLine.run(["serve", "--db", db, "--format", "text", "--read-only"], input: input)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 3, "\(run.stdout)")
        #expect(lines[0].hasPrefix("id 1, status 0: box (revision 1) on "), "\(lines[0])")
        #expect(lines[0].contains(" | container 393×852 pt, wC hR, large, left-to-right, @3x | root UIView (0, 0, 393, 852) | "
            + "box UIView (10, 79, 100, 50) | no problems"), "\(lines[0])")
        #expect(lines[1].hasPrefix(#"id "b", status 64 (usage): no document named 'bxo'"#), "\(lines[1])")
        #expect(lines[2].hasPrefix("id null, status 0: box (revision 1) on "), "\(lines[2])")
        #expect(lines[2].hasSuffix(" | box UIView (10, 79, 100, 50) in root | no problems"), "\(lines[2])")
        // The same words as solve's text, one line apart.
        let solve = try CommandLine.run(["solve", "box", "--db", db, "--device", "iPhone 15", "--read-only"])
        let solveLines = solve.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "├└│─ ")) }
        #expect("id 1, status 0: " + solveLines.joined(separator: " | ") == lines[0], "\(solve.stdout)")
    }

    /// The second request of a configuration is a cache hit, handed on as the stored text:
    /// byte for byte the layout `solve --format json` decodes and prints (compact), marked
    /// `"cached":true`; a conflict keeps its status 1 from the row's error count.
    @Test func aCachedLayoutIsHandedOnAsStoredWithItsStatus() throws {
        for conflict in [false, true] {
            let db = try ServeCommandTests.database(conflict: conflict)
            let request = #"{"id": 3, "document": "box", "device": "ipad-9.7inch", "multitasking": "slideOver"}"#
            let run = try CommandLine.run(["serve", "--db", db], input: request + "\n" + request + "\n")
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            try #require(lines.count == 2)
            let status = conflict ? 1 : 0
            #expect(lines[0].hasPrefix(#"{"id":3,"status":\#(status),"layout":{"document":"box","#), "\(lines[0])")
            #expect(lines[0].hasSuffix(#","cached":false}}"#))
            let solve = try CommandLine.run([
                "solve", "box", "--db", db, "--device", "ipad-9.7inch", "--multitasking", "slideOver", "--format", "json",
            ])
            #expect(solve.status == Int32(status), "\(solve.stderr)")
            let decoded = try JSONParser.parse(Array(solve.stdout.utf8)).compact
            #expect(decoded.hasSuffix(#","cached":true}"#))
            #expect(lines[1] == #"{"id":3,"status":\#(status),"layout":"# + decoded + "}", "\(lines[1])\n\(decoded)")
            // Slide Over on the 9.7-inch iPad: 320 wide, safe area top 20: the box at (10, 40).
            #expect(try ServeCommandTests.frame(try ServeCommandTests.answers(lines[1])[0], view: "box") == [10, 40, 100, 50])
        }
    }
}
