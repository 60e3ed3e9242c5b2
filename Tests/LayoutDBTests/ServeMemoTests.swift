import Foundation
import Testing

/// `layoutdb serve` hands on the answers it gave from the cache again from memory, and
/// only while nothing was committed to the database: a revision imported, a document
/// removed or a cached result written by another process while it runs is seen by the
/// next request, with the frames `solve` gives.
@Suite struct ServeMemoTests {
    /// A `serve` process kept running, asked one line at a time.
    final class Server {
        let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private var pending = Data()

        init(_ arguments: [String]) throws {
            process.executableURL = CommandLine.binary
            process.arguments = ["serve"] + arguments
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        /// The answer to `request`, decoded.
        func ask(_ request: String) throws -> [String: Any] {
            input.fileHandleForWriting.write(Data((request + "\n").utf8))
            while !pending.contains(UInt8(ascii: "\n")) {
                let more = output.fileHandleForReading.availableData
                try #require(!more.isEmpty, "serve ended before answering \(request)")
                pending.append(more)
            }
            let end = try #require(pending.firstIndex(of: UInt8(ascii: "\n")))
            let line = pending[pending.startIndex..<end]
            pending = Data(pending[(end + 1)...])
            return try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any])
        }

        func finish() -> Int32 {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    static func layout(_ answer: [String: Any]) throws -> [String: Any] {
        try #require(answer["layout"] as? [String: Any])
    }

    /// The box of ``DocumentCommandTests/boxDocument(name:conflict:)`` is 10 pt after the
    /// safe area's leading edge, 20 pt below its top: (10, 79) on an iPhone 15 in portrait.
    /// Revision 2 moves it to 30 pt; removed, the document is unknown (status 64). Each
    /// change comes from another process while the server runs, after the server had
    /// answered the same request from the cache at least twice (the second from memory).
    @Test func aCommitByAnotherProcessIsSeenByTheNextRequest() throws {
        let db = try ServeCommandTests.database()
        let folder = URL(fileURLWithPath: db).deletingLastPathComponent()
        let server = try Server(["--db", db])
        let request = #"{"id": 1, "document": "box", "device": "iPhone 15"}"#
        let first = try server.ask(request)
        #expect(try Self.layout(first)["cached"] as? Bool == false)
        for id in 2...4 {
            let again = try server.ask(request.replacingOccurrences(of: "\"id\": 1", with: "\"id\": \(id)"))
            #expect(again["id"] as? Int == id)
            #expect(try Self.layout(again)["cached"] as? Bool == true)
            #expect(try Self.layout(again)["revision"] as? Int == 1)
            #expect(try ServeCommandTests.frame(again, view: "box") == [10, 79, 100, 50])
        }

        let moved = DocumentCommandTests.boxDocument().replacingOccurrences(of: "safeArea.leading + 10", with: "safeArea.leading + 30")
        let file = try DocumentCommandTests.write(moved, to: folder.appendingPathComponent("box2.json"))
        #expect(try CommandLine.run(["import", "--db", db, file]).status == 0)
        let second = try server.ask(request)
        #expect(try Self.layout(second)["revision"] as? Int == 2)
        #expect(try ServeCommandTests.frame(second, view: "box") == [30, 79, 100, 50])
        #expect(try ServeCommandTests.frame(try server.ask(request), view: "box") == [30, 79, 100, 50])
        #expect(try ServeCommandTests.frame(try server.ask(request), view: "box") == [30, 79, 100, 50])

        #expect(try CommandLine.run(["rm", "--db", db, "box"]).status == 0)
        let gone = try server.ask(request)
        #expect(gone["status"] as? Int == 64)
        #expect((gone["error"] as? String)?.contains("no document named 'box'") == true)
        #expect(server.finish() == 0)
    }

    /// A read-only server (the database without its companions is read immutable) sees
    /// a writer that starts after it: the revision the writer imports is answered next.
    @Test func aReadOnlyServerSeesAWriterThatStartsLater() throws {
        let db = try ServeCommandTests.database()
        let folder = URL(fileURLWithPath: db).deletingLastPathComponent()
        #expect(try CommandLine.run(["solve", "box", "--db", db, "--device", "iPhone 15"]).status == 0)
        let server = try Server(["--db", db, "--read-only"])
        let request = #"{"id": 1, "document": "box", "device": "iPhone 15"}"#
        for _ in 0..<3 {
            let answer = try server.ask(request)
            #expect(try Self.layout(answer)["cached"] as? Bool == true)
            #expect(try ServeCommandTests.frame(answer, view: "box") == [10, 79, 100, 50])
        }
        let moved = DocumentCommandTests.boxDocument().replacingOccurrences(of: "safeArea.top + 20", with: "safeArea.top + 40")
        let file = try DocumentCommandTests.write(moved, to: folder.appendingPathComponent("box2.json"))
        #expect(try CommandLine.run(["import", "--db", db, file]).status == 0)
        let second = try server.ask(request)
        #expect(try Self.layout(second)["revision"] as? Int == 2)
        #expect(try ServeCommandTests.frame(second, view: "box") == [10, 99, 100, 50])
        #expect(server.finish() == 0)
    }
}
