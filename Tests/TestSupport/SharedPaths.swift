import Foundation

/// Where the repository and the shared folder beside it are, found from this file.
public enum SharedPaths {
    public static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let shared: URL = repository.deletingLastPathComponent().appendingPathComponent("shared")
    public static let benchCases: URL = shared.appendingPathComponent("bench/cases")
    public static let examples: URL = repository.appendingPathComponent("examples")
    public static let facts: URL = shared.appendingPathComponent("facts")
    public static let dynamicType: URL = facts.appendingPathComponent("dynamic-type.json")
    public static let devices: URL = facts.appendingPathComponent("devices.json")

    public static func jsonFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
