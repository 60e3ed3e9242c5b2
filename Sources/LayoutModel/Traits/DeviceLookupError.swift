/// A device name the catalog does not know, with the names that come closest, so a
/// typo in a command line or a configuration file is easy to fix.
public enum DeviceLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownDevice(String, closeMatches: [String])

    public var description: String {
        switch self {
        case .unknownDevice(let name, let matches):
            let hint = matches.isEmpty ? "" : ". Did you mean: \(matches.map { "'\($0)'" }.joined(separator: ", "))?"
            return "Unknown device \(EchoedName.quoted(name))\(hint)"
        }
    }
}
