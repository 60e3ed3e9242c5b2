import Foundation

/// A copy of the layoutdb binary with an older modification time: another engine build
/// (`EngineVersion` is the executable's size and time), as after an upgrade. Run with
/// `environment`, it finds the package's files (fonts, facts) where the real binary does.
struct OlderBuild {
    let binary: URL
    let environment: [String: String]

    init(in folder: URL) throws {
        binary = folder.appendingPathComponent("layoutdb-old")
        try FileManager.default.copyItem(at: CommandLine.binary, to: binary)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: binary.path)
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTDB_HOME"] = CommandLine.binary.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        self.environment = environment
    }
}
