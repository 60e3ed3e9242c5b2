/// The solve cache's result JSON from its two stored parts.
public enum SolveResultText {
    /// The object with `header`'s members followed by `body`'s: both are compact JSON
    /// objects (what the library writes, and what SQLite's `json_remove` gave rows moved by
    /// migration 6), so this is the text the result had before it was split, byte for byte.
    public static func joined(header: String, body: String) -> String {
        if header == "{}" { return body }
        if body == "{}" { return header }
        return String(header.dropLast()) + "," + body.dropFirst()
    }
}
