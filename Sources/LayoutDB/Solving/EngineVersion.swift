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
