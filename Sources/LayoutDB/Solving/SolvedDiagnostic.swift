import LayoutInterchange
import LayoutModel

/// One diagnostic of a solved layout, kept as its stable JSON form so that a cached
/// result prints exactly as a fresh one.
public struct SolvedDiagnostic: Hashable, Sendable {
    /// `unsatisfiable`, `ambiguous`, `zeroSize`, … (``LayoutDiagnostic/kind``).
    public var kind: String
    public var views: [String]
    /// In UIKit's or Xcode's words.
    public var message: String
    /// Every field, as ``LayoutDiagnostic/jsonObject`` gives them. Built on access when the
    /// diagnostic came from a cache hit (see `DiagnosticJSON`).
    public var json: JSONValue {
        get { details.value }
        set { details = DiagnosticJSON(newValue) }
    }

    private var details: DiagnosticJSON

    /// Unsatisfiable and ambiguous layouts are errors (UIKit logs them; the layout is
    /// not what the author meant); the geometric findings are warnings.
    public var isError: Bool { kind == "unsatisfiable" || kind == "ambiguous" }

    public init(_ diagnostic: LayoutDiagnostic) {
        // The model's object already holds the views and the message; computing them
        // again (a conflict's message is UIKit's whole log) was a third of making one.
        let object = diagnostic.jsonObject
        kind = diagnostic.kind
        views = Self.strings(object["views"]) ?? diagnostic.views
        if case .string(let text) = object["message"] { message = text } else { message = diagnostic.message }
        details = DiagnosticJSON(model: .object(object))
    }

    /// The strings of an array value, or nil when `value` is not an array of strings.
    private static func strings(_ value: DiagnosticValue?) -> [String]? {
        guard case .array(let items) = value else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(items.count)
        for item in items {
            guard case .string(let text) = item else { return nil }
            strings.append(text)
        }
        return strings
    }

    init(kind: String, views: [String], message: String, json: JSONValue) {
        self.kind = kind
        self.views = views
        self.message = message
        details = DiagnosticJSON(json)
    }

    /// A diagnostic whose JSON is still encoded (a cache hit).
    init(kind: String, views: [String], message: String, details: DiagnosticJSON) {
        self.kind = kind
        self.views = views
        self.message = message
        self.details = details
    }

    /// DiagnosticValue (the model's, key-sorted) as the interchange's JSON value.
    static func value(_ value: DiagnosticValue) -> JSONValue {
        switch value {
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .array(let items): return .array(items.map(Self.value))
        case .object(let members):
            return .object(orderedMembers(members).map { ($0.key, Self.value($0.value)) })
        }
    }

    /// The order an object's members are printed in: kind, views and message first, the
    /// rest by name (stable, and readable).
    static func orderedKeys(_ members: [String: DiagnosticValue]) -> [String] { orderedMembers(members).map(\.key) }

    /// ``orderedKeys(_:)`` with each key's value: one pass over the object and one sort,
    /// where looking the leading keys up, filtering the rest and then finding each value
    /// again cost a writer more than writing (objects are small: a rectangle has four
    /// members).
    static func orderedMembers(_ members: [String: DiagnosticValue]) -> [(key: String, value: DiagnosticValue)] {
        var ranked: [(rank: Int, key: String, value: DiagnosticValue)] = []
        ranked.reserveCapacity(members.count)
        for (key, value) in members {
            let rank: Int
            switch key {
            case "kind": rank = 0
            case "views": rank = 1
            case "message": rank = 2
            default: rank = 3
            }
            ranked.append((rank, key, value))
        }
        ranked.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.key < $1.key }
        return ranked.map { ($0.key, $0.value) }
    }

    /// Replaces the message, in ``json`` too (where it has one).
    mutating func replaceMessage(with message: String) {
        self.message = message
        details = details.replacingMessage(message)
    }

    /// ``json``'s compact text, written from the model's value when this is a fresh one.
    func writeJSON(into output: inout JSONOutputBuffer) { details.writeJSON(into: &output) }

    /// ``json``'s binary form, written from the model's value when this is a fresh one.
    func writeBinary(into writer: inout CacheBinaryWriter) { details.writeBinary(into: &writer) }

    /// ``writeJSON(into:)`` and ``writeBinary(into:)`` at once (each object's members put in
    /// order once for both).
    func write(into output: inout JSONOutputBuffer, _ writer: inout CacheBinaryWriter) {
        details.write(into: &output, &writer)
    }
}
