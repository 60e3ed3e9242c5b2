/// Why a configuration named by a device name could not be made: the name, or the
/// configuration on the device it names.
public enum DeviceConfigurationLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    case lookup(DeviceLookupError)
    case configuration(DeviceConfigurationError)

    public var description: String {
        switch self {
        case .lookup(let error): return error.description
        case .configuration(let error): return error.description
        }
    }
}
