import ArgumentParser
import LayoutDB

/// Interface Builder's size-class shorthand on the command line: `wC hR`, `wR`, `h*`,
/// and `*` for any, as a variant's `when` takes it (FORMAT.md); commas separate as well as
/// spaces (`wC,hR`, as `batch` lists are written).
enum SizeClassText {
    /// The width and height classes named (nil where the text names none).
    static func parse(_ text: String, option: String) throws -> (width: SizeClass?, height: SizeClass?) {
        var width: SizeClass?
        var height: SizeClass?
        for token in text.split(whereSeparator: { $0 == " " || $0 == "," }) where token != "*" {
            let lower = token.lowercased()
            guard lower.count == 2, let sizeClass = ["c": SizeClass.compact, "r": .regular, "*": .unspecified][String(lower.dropFirst())]
            else { throw ValidationError("\(option): \(EchoedName.quoted(token)) is not a size class (use wC, wR, hC or hR)") }
            // "wC wR" used to mean wR (the last won) without a word.
            switch lower.first {
            case "w":
                guard width == nil else { throw ValidationError("\(option): \(EchoedName.quoted(text)) names the width class twice") }
                width = sizeClass
            case "h":
                guard height == nil else { throw ValidationError("\(option): \(EchoedName.quoted(text)) names the height class twice") }
                height = sizeClass
            default: throw ValidationError("\(option): \(EchoedName.quoted(token)) is not a size class (use wC, wR, hC or hR)")
            }
        }
        return (width, height)
    }
}
