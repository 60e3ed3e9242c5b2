import Foundation
import Testing

/// `layoutdb serve`: one JSON answer line per request line, from one open database, with
/// the frames and exit statuses `solve` gives, and refusals that name what to fix.
@Suite struct ServeCommandTests {
    /// The answers on standard output, one object per line.
    static func answers(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try #require(try DocumentCommandTests.json(String(line)) as? [String: Any])
        }
    }

    static func frame(_ answer: [String: Any], view id: String) throws -> [Double] {
        let layout = try #require(answer["layout"] as? [String: Any])
        let views = try #require(layout["views"] as? [[String: Any]])
        let view = try #require(views.first { $0["id"] as? String == id })
        let frame = try #require(view["frame"] as? [String: Double])
        return [frame["x"], frame["y"], frame["width"], frame["height"]].compactMap { $0 }
    }

    static func database(conflict: Bool = false) throws -> String {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let box = try DocumentCommandTests.write(
            DocumentCommandTests.boxDocument(conflict: conflict), to: folder.appendingPathComponent("box.json"))
        #expect(try CommandLine.run(["import", "--db", db, box]).status == 0)
        return db
    }

    /// The box sits 10 pt after the safe area's leading edge and 20 pt below its top:
    /// on an iPhone 15 (393×852, safe area top 59 in portrait; left 59, top 0 in
    /// landscape) that is (10, 79) and (69, 20). The same request again is served from
    /// the cache; ids come back as given; a blank line gets no answer.
    @Test func answersEachRequestWithTheFramesSolveGives() throws {
        let db = try Self.database()
        let input = """
            {"id": 1, "document": "box", "device": "iPhone 15"}

            {"id": "two", "document": "box", "device": "iPhone 15", "orientation": "landscape"}
            {"document": "box", "device": "iPhone 15", "views": "box"}

            """
        let run = try CommandLine.run(["serve", "--db", db], input: input)
        #expect(run.status == 0, "\(run.stderr)")
        let answers = try Self.answers(run.stdout)
        try #require(answers.count == 3)
        #expect(answers[0]["id"] as? Int == 1)
        #expect(answers[0]["status"] as? Int == 0)
        #expect(try Self.frame(answers[0], view: "box") == [10, 79, 100, 50])
        #expect((answers[0]["layout"] as? [String: Any])?["cached"] as? Bool == false)
        #expect(answers[1]["id"] as? String == "two")
        #expect(try Self.frame(answers[1], view: "box") == [69, 20, 100, 50])
        #expect(answers[2]["id"] is NSNull)
        let narrowed = try #require(answers[2]["layout"] as? [String: Any])
        #expect(narrowed["cached"] as? Bool == true)
        #expect((narrowed["views"] as? [[String: Any]])?.map { $0["id"] as? String } == ["box"])
        #expect(try Self.frame(answers[2], view: "box") == [10, 79, 100, 50])
        // The same frames solve prints.
        let solve = try CommandLine.run(["solve", "box", "--db", db, "--device", "iPhone 15", "--format", "json"])
        let solved = try #require(try DocumentCommandTests.json(solve.stdout) as? [String: Any])
        #expect(try Self.frame(["layout": solved], view: "box") == [10, 79, 100, 50])
    }

    /// A layout with a required conflict is answered with status 1, as solve exits, and
    /// its layout (the broken constraint's frames: width 100 holds, 200 is broken).
    @Test func aConflictIsStatusOneWithTheLayout() throws {
        let db = try Self.database(conflict: true)
        let run = try CommandLine.run(["serve", "--db", db], input: #"{"id": 7, "document": "box"}"# + "\n")
        let answers = try Self.answers(run.stdout)
        try #require(answers.count == 1)
        #expect(answers[0]["status"] as? Int == 1)
        #expect(try Self.frame(answers[0], view: "box")[2] == 100)
        let layout = try #require(answers[0]["layout"] as? [String: Any])
        #expect((layout["diagnostics"] as? [[String: Any]])?.isEmpty == false)
    }

    /// Bad requests are answered, not fatal: each with status 64, reason "usage", the
    /// request's id when it had one, and words that say what to fix; the next request is
    /// answered as usual, and the command ends with status 0.
    @Test func badRequestsAreAnsweredWithWhatToFix() throws {
        let db = try Self.database()
        let input = [
            #"{"id": 1, "document": "bxo"}"#,
            "not json",
            #"["box"]"#,
            #"{"id": 4, "document": "box", "devise": "iPhone 15"}"#,
            #"{"id": 5, "document": "box", "orientation": "sideways"}"#,
            #"{"id": 6, "document": "box", "views": ["nope"]}"#,
            #"{"id": 7, "document": "box", "revision": 2}"#,
            #"{"id": 8}"#,
            #"{"id": 9, "document": "box", "device": "iPhone 15"}"#,
        ].joined(separator: "\n")
        let run = try CommandLine.run(["serve", "--db", db], input: input)
        #expect(run.status == 0)
        let answers = try Self.answers(run.stdout)
        try #require(answers.count == 9)
        for answer in answers.dropLast() {
            #expect(answer["status"] as? Int == 64, "\(answer)")
            #expect(answer["reason"] as? String == "usage")
            #expect(answer["layout"] == nil)
        }
        let errors = answers.map { $0["error"] as? String ?? "" }
        #expect(errors[0].hasPrefix("no document named 'bxo' (did you mean 'box'?"), "\(errors[0])")
        #expect(errors[1].hasPrefix("the line is not JSON: 1:1:"), "\(errors[1])")
        #expect(answers[1]["id"] is NSNull)
        #expect(errors[2].hasPrefix("a request is a JSON object"), "\(errors[2])")
        #expect(errors[3].hasPrefix("unknown key 'devise' (did you mean 'device'?)"), "\(errors[3])")
        #expect(answers[3]["id"] as? Int == 4)
        #expect(errors[4].hasPrefix("'orientation': "), "\(errors[4])")
        #expect(errors[4].contains("'portrait' and 'landscape'"), "\(errors[4])")
        #expect(errors[5] == "box has no view or layout guide 'nope'", "\(errors[5])")
        #expect(errors[6].hasPrefix("document 'box' has no revision 2"), "\(errors[6])")
        #expect(errors[7].hasPrefix("a request names its document"), "\(errors[7])")
        #expect(answers[8]["status"] as? Int == 0)
        #expect(try Self.frame(answers[8], view: "box") == [10, 79, 100, 50])
        // Each refusal is logged on standard error too, with its line.
        #expect(run.stderr.contains("layoutdb: line 2: the line is not JSON"), "\(run.stderr)")
    }

    /// `--read-only` answers from the cache and solves what it lacks without storing it;
    /// a database that is not there, or not layoutdb's, is refused before any request is read.
    @Test func readOnlyAndMissingDatabase() throws {
        let db = try Self.database()
        let request = #"{"document": "box", "device": "iPhone 15"}"# + "\n"
        let twice = try CommandLine.run(["serve", "--db", db, "--read-only"], input: request + request)
        let answers = try Self.answers(twice.stdout)
        #expect(answers.map { ($0["layout"] as? [String: Any])?["cached"] as? Bool } == [false, false])
        let missing = try CommandLine.run(["serve", "--db", db + ".missing"], input: request)
        #expect(missing.status == 64)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr.contains("no such database"), "\(missing.stderr)")
        let junk = try DocumentCommandTests.write("not sqlite", to: URL(fileURLWithPath: db + ".junk"))
        let notLayoutdb = try CommandLine.run(["serve", "--db", junk], input: request)
        #expect(notLayoutdb.status == 65)
        #expect(notLayoutdb.stdout.isEmpty)
    }
}
