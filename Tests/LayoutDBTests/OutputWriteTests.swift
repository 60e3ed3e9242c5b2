import Foundation
import Testing

/// Where output goes when it is not a plain file, and what happens when it cannot all be
/// written.
///
/// `-o` wrote through a temporary file renamed over the path: `-o link.json` replaced a
/// symbolic link with a copy, `-o /dev/stdout` renamed a regular file over the link in
/// `/dev` (as root), and `-o /dev/full` replaced the device and reported success. A full
/// standard output (`layoutdb export login > /dev/full`) exited 0 with the result lost.
@Suite struct OutputWriteTests {
    @Test func aSymbolicLinkIsWrittenThroughNotReplaced() throws {
        let db = try StoreCommandTests.database(["login"])
        let folder = try DocumentCommandTests.folder()
        let target = folder.appendingPathComponent("target.json").path
        let link = folder.appendingPathComponent("link.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = try CommandLine.run(["export", "--db", db, "login", "-o", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("\"name\": \"login\""))
    }

    /// A named pipe is written in place: the reader gets the picture, the pipe stays a pipe.
    @Test func aNamedPipeIsWrittenInPlace() throws {
        let db = try StoreCommandTests.database(["login"])
        let fifo = try DocumentCommandTests.folder().appendingPathComponent("picture.svg").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The read end, opened first without blocking, so the command's open for writing
        // does not wait and a pipe replaced by a file leaves nothing to read (no hang).
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = try CommandLine.run(["render", "--db", db, "login", "-o", fifo])
        #expect(result.status == 0, "\(result.stderr)")
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(reader, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        let picture = String(decoding: bytes, as: UTF8.self)
        #expect(picture.contains("<svg") && picture.contains("</svg>"), "\(picture.prefix(80))")
        let type = try FileManager.default.attributesOfItem(atPath: fifo)[.type] as? FileAttributeType
        #expect(type != .typeRegular)
    }

    /// `/dev/full` takes nothing: every write fails with ENOSPC, as on a full disk.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aFullStandardOutputFailsWithStatus73() throws {
        let db = try StoreCommandTests.database(["login"])
        let process = Process()
        process.executableURL = CommandLine.binary
        process.arguments = ["export", "--db", db, "login"]
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        process.standardOutput = full
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 73)
        #expect(stderr == "layoutdb: cannot write to standard output: No space left on device\n")
    }
}
