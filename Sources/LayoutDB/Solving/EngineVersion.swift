import Foundation

/// The engine version in the solve cache's key: the release number and the identity of
/// the running build (the executable's size and modification time). Any rebuild, so any
/// change to the engine, makes a new version, and the cache never serves frames an older
/// engine computed; the price is a cold cache after each build.
public enum EngineVersion {
    /// The release of the layout semantics.
    public static let release = "0.2"

    /// `0.2+<size>.<mtime>` for the running executable; the release alone if it cannot
    /// be found.
    public static let current: String = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? NSNumber, let date = attributes[.modificationDate] as? Date
        else { return release }
        return "\(release)+\(size.intValue).\(Int(date.timeIntervalSince1970))"
    }()
}

extension EngineVersion {
    /// `version` (a solve cache's or batch run's `engine_version`, `0.2+<size>.<mtime>`
    /// and the measurer's name) as a person tells builds apart: `0.2 built
    /// 2026-11-29 00:43:56 UTC`; the text itself when it is not in that form.
    public static func described(_ version: String) -> String {
        let parts = version.split(separator: "+", omittingEmptySubsequences: false)
        guard parts.count >= 2, let stamp = parts[1].split(separator: ".").last, let seconds = Double(stamp) else {
            return version
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: seconds))
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "??" }
        let date = "\(c.year.map(String.init) ?? "?")-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute)):\(two(c.second)) UTC"
        return "\(parts[0]) built \(date)"
    }
}

extension EngineVersion {
    /// Whether `version` (a solve cache's `engine_version`) was written by the running
    /// build, with any text measurer: ``current`` alone, or followed by `+` and the
    /// measurer's name. Every other row is another build's, which this one never reads.
    public static func isCurrentBuild(_ version: String) -> Bool {
        version == current || version.hasPrefix(current + "+")
    }
}
