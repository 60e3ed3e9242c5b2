import ArgumentParser
import LayoutDB

/// Interface Builder's size-class shorthand on the command line: `wC hR`, `wR`, `h*`.
enum SizeClassText {
    /// The width and height classes named (nil where the text names none).
    static func parse(_ text: String, option: String) throws -> (width: SizeClass?, height: SizeClass?) {
        var width: SizeClass?
        var height: SizeClass?
        for token in text.split(separator: " ") {
            let lower = token.lowercased()
            guard lower.count == 2, let sizeClass = ["c": SizeClass.compact, "r": .regular, "*": .unspecified][String(lower.dropFirst())]
            else { throw ValidationError("\(option): '\(token)' is not a size class (use wC, wR, hC or hR)") }
            switch lower.first {
            case "w": width = sizeClass
            case "h": height = sizeClass
            default: throw ValidationError("\(option): '\(token)' is not a size class (use wC, wR, hC or hR)")
            }
        }
        return (width, height)
    }
}
