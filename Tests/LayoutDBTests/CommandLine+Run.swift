import Foundation

/// Runs the built `layoutdb` binary, as a user would.
enum CommandLine {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The debug binary that `swift build` put beside the test bundle.
    static var binary: URL {
        let products = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/layoutdb")
        return products
    }

    /// `directory`: the folder it runs in (default: the tests'); `input`: what it reads on
    /// standard input (default: nothing, the end at once).
    static func run(
        _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil, input: String = ""
    ) throws -> Result {
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        return try run(executable: binary, arguments, environment: env, in: directory, input: input)
    }

    /// Runs `executable` with `arguments` (and `environment`, or this process's),
    /// collecting both outputs.
    static func run(
        executable: URL, _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil,
        input: String = ""
    ) throws -> Result {
        let process = Process()
        if let directory { process.currentDirectoryURL = directory }
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        // Written whole before reading: the tests' inputs are far below a pipe's buffer.
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}
