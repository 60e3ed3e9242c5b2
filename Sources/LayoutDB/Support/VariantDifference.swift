import LayoutInterchange
import LayoutModel

/// One property (or the installed state) of one target whose value differs between two
/// trait collections, with the variant that decides it on each side (`layoutdb query
/// changes`).
///
/// Listing every variant that applies on one side only does not say what changes: where
/// `wC`, `wC hR` and `{wC hR, idiom: phone}` all set a constraint's constant, only the
/// last decides it on a phone. Each side is resolved as `layoutdb resolve` and
/// materialisation resolve it (``LayoutDocument/materialized(for:ties:)``: the most
/// specific matching predicate wins, else the base document), so the two always agree.
public struct VariantDifference: Sendable {
    public var target: VariantTarget
    /// `installed`, or the property (``VariantChange/slot``): `constant`, `spacing`, ….
    public var property: String
    public var from: VariantDecision
    public var to: VariantDecision

    /// How each side resolves every property any variant of `document` sets (and each
    /// target's installed state), as `resolve` reports them, in the same order on both.
    ///
    /// - Throws: the document's error when it does not validate, or when two matching
    ///   variants of equal specificity disagree (as `resolve` and `solve` refuse it).
    public static func decisions(
        in document: LayoutDocument, from: TraitCollection, to: TraitCollection
    ) throws(DocumentError) -> (from: [VariantDecision], to: [VariantDecision]) {
        (try document.materialized(for: from).decisions, try document.materialized(for: to).decisions)
    }

    /// The properties whose value under one side's decisions differs from the other's, in
    /// the order the document's variants first name them.
    public static func differences(from before: [VariantDecision], to after: [VariantDecision]) -> [VariantDifference] {
        var afterByKey: [VariantKey: VariantDecision] = [:]
        for decision in after { afterByKey[VariantKey(decision)] = decision }
        return before.compactMap { first in
            guard let second = afterByKey[VariantKey(first)], first.value != second.value else { return nil }
            return VariantDifference(target: first.target, property: first.property, from: first, to: second)
        }
    }

    /// A target and property, which both sides' decisions share.
    public struct VariantKey: Hashable, Sendable {
        public var target: VariantTarget
        public var property: String

        public init(_ decision: VariantDecision) {
            (target, property) = (decision.target, decision.property)
        }
    }

    /// What decided a side: `variants[2] (wC hR idiom=phone)`, or `the base document`.
    public static func decider(_ decision: VariantDecision) -> String {
        decision.variant.map { "variants[\($0)] (\(decision.when?.displayText ?? "*"))" } ?? "the base document"
    }

    /// A side's value as `resolve` prints it: `16`, `false`, `(class default)`.
    public static func valueText(_ decision: VariantDecision) -> String {
        switch decision.value {
        case .installed(let flag): return "\(flag)"
        case .property(let change): return DocumentOutline.value(change)
        case nil: return "(class default)"
        }
    }

    /// A side as JSON: `{"value", "variant", "when"}` (`variant` and `when` null for the
    /// base document; `value` as `resolve`'s `decisions` give it).
    public static func side(_ decision: VariantDecision) -> JSONValue {
        .object([
            ("value", valueJSON(decision)), ("variant", .optional(decision.variant)),
            ("when", .optional(decision.when?.displayText)),
        ])
    }

    /// A side's value as `resolve --format json` gives it: a boolean for `installed`, a
    /// string for a property, null for the class default.
    public static func valueJSON(_ decision: VariantDecision) -> JSONValue {
        switch decision.value {
        case .installed(let flag): .bool(flag)
        case .property(let change): .string(DocumentOutline.value(change))
        case nil: .null
        }
    }
}
