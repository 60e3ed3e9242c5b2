import LayoutModel
/// A configuration matrix that cannot be built from what was asked: an unknown device
/// or content size, or a selection that leaves nothing to solve.
public enum BatchMatrixError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `--devices` named something that is neither `all`, `phones`, `pads` nor a device.
    case unknownDevice(String, closeMatches: [String])
    case unknownContentSize(String)
    case unknownDirection(String)
    case unknownOrientation(String)
    /// `--multitasking` named something that is neither `all`, `none`, `splitView` nor `slideOver`.
    case unknownMultitasking(String)
    /// The selection is empty (e.g. `--devices` given as an empty list).
    case empty(String)

    public var description: String {
        switch self {
        case .unknownDevice(let name, let close):
            return "unknown device \(EchoedName.quoted(name))" + (close.isEmpty ? "" : " (did you mean \(close.joined(separator: ", "))?)")
                + "; use all, phones, pads or device ids (see `layoutdb devices`)"
        case .unknownContentSize(let name):
            return "unknown content size \(EchoedName.quoted(name)); use all, default or categories such as "
                + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
        case .unknownDirection(let name):
            return "unknown direction \(EchoedName.quoted(name)); use both, ltr or rtl"
        case .unknownOrientation(let name):
            return "unknown orientation \(EchoedName.quoted(name)); use both, portrait or landscape"
        case .unknownMultitasking(let name):
            return "unknown multitasking mode \(EchoedName.quoted(name)); use all, none, or splitView and slideOver "
                + "separated by commas"
        case .empty(let what):
            return "no \(what) selected"
        }
    }
}
