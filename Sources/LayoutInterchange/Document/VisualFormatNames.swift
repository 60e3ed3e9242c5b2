/// Name lists for Visual Format entries: the option names a document may use, and the
/// identifiers a format string mentions.
enum VisualFormatNames {
    /// Every identifier in `format` (view and metric names, and the `H`/`V` prefix),
    /// in order of first appearance.
    static func viewNames(in format: String) -> [String] {
        var names: [String] = []
        var current = ""
        var previous: Unicode.Scalar?
        for scalar in format.unicodeScalars {
            let isHead = Self.isLetter(scalar) || scalar == "_"
            let isBody = isHead || ("0"..."9").contains(scalar)
            if current.isEmpty {
                // A name cannot start inside a number (`1e5`).
                if isHead, previous.map({ !("0"..."9").contains($0) && $0 != "." }) ?? true {
                    current.unicodeScalars.append(scalar)
                }
            } else if isBody {
                current.unicodeScalars.append(scalar)
            } else {
                if !names.contains(current) { names.append(current) }
                current = ""
            }
            previous = scalar
        }
        if !current.isEmpty, !names.contains(current) { names.append(current) }
        return names
    }

    /// The names written where the grammar takes a view's name, right after `[`, in
    /// order of first appearance.
    static func bracketedNames(in format: String) -> [String] {
        var names: [String] = []
        var current: String?
        for scalar in format.unicodeScalars {
            if var name = current {
                if isLetter(scalar) || scalar == "_" || ("0"..."9").contains(scalar) {
                    name.unicodeScalars.append(scalar)
                    current = name
                    continue
                }
                if !name.isEmpty, !names.contains(name) { names.append(name) }
                current = nil
            }
            if scalar == "[" { current = "" }
        }
        if let current, !current.isEmpty, !names.contains(current) { names.append(current) }
        return names
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}

extension VisualFormatOptions {
    /// The option names a document writes, one per bit, in UIKit's bit order
    /// (`alignAllBaseline` is read as `alignAllLastBaseline`; the two empty options,
    /// `directionLeadingToTrailing` and `spacingEdgeToEdge`, are read and never written).
    static let canonicalNames: [(name: String, option: VisualFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline), ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// Every name the reader accepts.
    static let documentNames: [String] =
        canonicalNames.map(\.name) + ["alignAllBaseline", "directionLeadingToTrailing", "spacingEdgeToEdge"]

    /// The canonical names of the set bits.
    var canonicalNames: [String] {
        Self.canonicalNames.filter { isSuperset(of: $0.option) && !$0.option.isEmpty }.map(\.name)
    }
}
