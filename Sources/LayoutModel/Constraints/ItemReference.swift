/// The item a constraint side talks about, as written: a view or custom guide id,
/// optionally narrowed to one of that view's built-in guides.
///
/// This is unresolved on purpose: whether `id` exists, and whether it is a view
/// that can own `guide`, is checked when the document is assembled, not when a
/// constraint string is parsed.
public struct ItemReference: Hashable, Sendable, CustomStringConvertible {
    /// A view id or a custom layout guide id.
    public var id: String
    /// A built-in guide of the view `id`, or nil for the item itself.
    public var guide: BuiltInGuide?

    public init(_ id: String, guide: BuiltInGuide? = nil) {
        self.id = id
        self.guide = guide
    }

    /// `title`, `root.safeArea`.
    public var description: String {
        guard let guide else { return id }
        return "\(id).\(guide.rawValue)"
    }

    /// Whether `name` is a valid item id: `[A-Za-z_][A-Za-z0-9_]*` (FORMAT.md, "Views").
    public static func isValidID(_ name: some StringProtocol) -> Bool {
        guard let first = name.unicodeScalars.first, first.isIdentifierHead else { return false }
        return name.unicodeScalars.allSatisfy(\.isIdentifierBody)
    }
}

extension Unicode.Scalar {
    /// ASCII letter or underscore: what an id or VFL name may start with.
    var isIdentifierHead: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_"
    }

    /// ASCII letter, digit or underscore.
    var isIdentifierBody: Bool { isIdentifierHead || isDigit }

    /// ASCII digit.
    var isDigit: Bool { ("0"..."9").contains(self) }
}
