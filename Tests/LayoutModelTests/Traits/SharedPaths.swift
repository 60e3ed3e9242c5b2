import Foundation

/// Where the repository and the shared folder beside it are, found from this file.
enum SharedPaths {
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let shared: URL = repository.deletingLastPathComponent().appendingPathComponent("shared")
    static let devices: URL = shared.appendingPathComponent("facts/devices.json")
}
