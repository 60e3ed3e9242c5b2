import ArgumentParser
import LayoutDB

/// `layoutdb query changes DOC --from … --to …`: what differs between two trait
/// collections, property by property, with the variant that decides each on each side,
/// and the variants that apply under one of them only.
struct ChangesQuery: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "changes",
        abstract: "What differs between two trait collections, and which variant decides each property on each side.",
        discussion: """
            First each property (or installed state) of a view, constraint or guide whose \
            value differs between the two collections, with its value and what decides it on \
            each side: the matching variant with the most specific predicate, as `layoutdb \
            resolve` and every solve pick it, or the base document where no variant that \
            sets it matches. Then the variants that apply under one collection only, each \
            with what it decides there: a variant a more specific one overrides decides \
            nothing (`constant: variants[2] wins`).

            The text starts with each side's traits (size classes, Dynamic Type size, \
            layout direction, idiom): `from: wC hR, large, left-to-right, phone`.

            --format json keeps one object per variant that applies under one collection \
            only (variant, kind, id, applies_in, installed, changes), and adds to each \
            "decides": [{"target", "property", "from", "to"}] (the properties it decides on \
            its side, each side as {"value", "variant", "when"}, variant and when null for the \
            base document, and "differs") and "overriddenBy": [{"property", "variant", \
            "when"}] (the properties it sets that another variant decides on its side). \
            Every property that differs is among the "decides" of at least one variant. Each \
            object ends with "fromTraits" and "toTraits", each side's {"widthClass", \
            "heightClass", "contentSize", "direction", "idiom"}, keyed as solve's "traits".

            Each side is the size classes --from or --to name, with the Dynamic Type size and \
            layout direction of both (--content-size, default large; --direction, default \
            ltr), or its own: --from-content-size, --to-content-size, --from-direction, \
            --to-direction, so that a variant on content size or direction can be compared \
            across (`--from "wC hR" --to "wC hR" --to-direction rtl`).

            Exit status: 0 (also when nothing differs), 64 bad usage (a document not stored), \
            65 a document whose variants conflict.

            Example:
              layoutdb query changes login --from "wC hR" --to "wR hC"
              from: wC hR, large, left-to-right, phone
              to:   wR hC, large, left-to-right, phone

              TARGET     PROPERTY   FROM  DECIDED BY         TO     DECIDED BY
              view form  spacing    12    the base document  16     variants[0] (wR)
              view logo  installed  true  the base document  false  variants[1] (hC)

              VARIANT  KIND  ID    APPLIES_IN  INSTALLED      CHANGES                                         DECIDES
              0        view  form  to                         [{"property":"spacing","value":{"number":16}}]  spacing
              1        view  logo  to          not installed  []                                              installed

              layoutdb query changes login --from "wC hR" --to "wC hR" --to-content-size accessibilityMedium
              from: wC hR, large, left-to-right, phone
              to:   wC hR, accessibilityMedium, left-to-right, phone

              TARGET      PROPERTY  FROM    DECIDED BY         TO      DECIDED BY
              view title  font      title1  the base document  title2  variants[2] (contentSize=>=accessibilityMedium)
              …
              layoutdb query changes NAME --from "wC hR" --to "wC hR" --to-direction rtl
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The document's name.") var name: String
    @Option(help: ArgumentHelp("Size classes of the first collection.", valueName: "wX hY")) var from: String
    @Option(help: ArgumentHelp("Size classes of the second collection.", valueName: "wX hY")) var to: String
    @Option(name: .customLong("content-size"), help: "The Dynamic Type size of both (default: large).")
    var contentSize: ContentSizeCategory?
    @Option(name: .customLong("from-content-size"), help: "The Dynamic Type size of the first collection (instead of --content-size).")
    var fromContentSize: ContentSizeCategory?
    @Option(name: .customLong("to-content-size"), help: "The Dynamic Type size of the second collection (instead of --content-size).")
    var toContentSize: ContentSizeCategory?
    @Option(help: ArgumentHelp("The layout direction of both (default: ltr).", valueName: "ltr|rtl"))
    var direction: DirectionArgument?
    @Option(name: .customLong("from-direction"), help: ArgumentHelp(
        "The layout direction of the first collection (instead of --direction).", valueName: "ltr|rtl"))
    var fromDirection: DirectionArgument?
    @Option(name: .customLong("to-direction"), help: ArgumentHelp(
        "The layout direction of the second collection (instead of --direction).", valueName: "ltr|rtl"))
    var toDirection: DirectionArgument?
    @Option(help: "phone or pad.") var idiom: UserInterfaceIdiom = .phone
    @OptionGroup var format: OutputFormatOption

    func run() throws {
        let store = try database.open().store
        let name = try storedName(self.name, in: store)
        let first = try traits(from, option: "--from", contentSize: fromContentSize, direction: fromDirection)
        let second = try traits(to, option: "--to", contentSize: toContentSize, direction: toDirection)
        let result = try storeCall { () throws(StoreError) in try store.variantChanges(document: name, from: first, to: second) }
        let stored = try storeCall { () throws(StoreError) in try store.document(named: name) }
        let sides: (from: [VariantDecision], to: [VariantDecision])
        do {
            sides = try VariantDifference.decisions(in: stored.document, from: first, to: second)
        } catch {
            printError("layoutdb: \(name): \(error)")
            throw ExitStatus.dataError
        }
        let differences = VariantDifference.differences(from: sides.from, to: sides.to)
        let rows = result.rows.indices.map {
            ChangedVariantRow(result: result, row: $0, variants: stored.document.variants, sides: sides)
        }
        switch format.value {
        case .json:
            let traits = [("fromTraits", Self.traitsJSON(first)), ("toTraits", Self.traitsJSON(second))]
            print(JSONValue.array(rows.indices.map { index in
                .object(zip(result.columns, result.cells[index]).map { ($0, queryCellJSON($1)) } + rows[index].members + traits)
            }).renderedExactly, terminator: "")
        case .text:
            if result.rows.isEmpty && differences.isEmpty {
                printError("the same variants apply under both")
                return
            }
            // Each side's traits first: they may differ in more than the size classes.
            print("from: \(Self.traitsText(first))")
            print("to:   \(Self.traitsText(second))")
            print("")
            if differences.isEmpty {
                print("No property differs: the variants below decide nothing, or what they set is the same on both sides.")
            } else {
                print(TextTable(
                    header: ["TARGET", "PROPERTY", "FROM", "DECIDED BY", "TO", "DECIDED BY"],
                    rows: differences.map { difference in
                        [difference.target.description, difference.property,
                         VariantDifference.valueText(difference.from), VariantDifference.decider(difference.from),
                         VariantDifference.valueText(difference.to), VariantDifference.decider(difference.to)]
                    }).text)
            }
            guard !result.rows.isEmpty else { return }
            print("")
            print(TextTable(
                header: result.columns.map { $0.uppercased() } + ["DECIDES"],
                rows: result.rows.indices.map { index in result.rows[index].map { $0 ?? "" } + [rows[index].decidesText] }).text)
        }
    }

    /// `wC hR, large, left-to-right, phone`: a side's whole trait collection, as `solve`
    /// heads its result.
    static func traitsText(_ traits: TraitCollection) -> String {
        "w\(traits.widthClass.letter) h\(traits.heightClass.letter), \(traits.contentSize.rawValue), "
            + "\(traits.direction == .leftToRight ? "left-to-right" : "right-to-left"), \(traits.idiom.rawValue)"
    }

    /// A side's traits in `--format json` (`fromTraits`, `toTraits`), keyed as `solve`'s
    /// and `resolve`'s `traits`.
    static func traitsJSON(_ traits: TraitCollection) -> JSONValue {
        .object([
            ("widthClass", .string(traits.widthClass.rawValue)), ("heightClass", .string(traits.heightClass.rawValue)),
            ("contentSize", .string(traits.contentSize.rawValue)), ("direction", .string(traits.direction.rawValue)),
            ("idiom", .string(traits.idiom.rawValue)),
        ])
    }

    /// A shared option that both sides' own options replace would be ignored without a
    /// word: refused instead, as a repeated option with another value is.
    func validate() throws {
        if let contentSize, fromContentSize != nil, toContentSize != nil {
            throw ValidationError("--content-size \(contentSize.rawValue) sets both sides' Dynamic Type size, and "
                + "--from-content-size and --to-content-size replace it on each: give one or the other")
        }
        if let direction, fromDirection != nil, toDirection != nil {
            throw ValidationError("--direction \(direction) sets both sides' layout direction, and "
                + "--from-direction and --to-direction replace it on each: give one or the other")
        }
    }

    /// One side's collection: its size classes (`option` names the option they came
    /// from), and its own content size and direction, else the ones both sides share.
    private func traits(
        _ text: String, option: String, contentSize side: ContentSizeCategory?, direction sideDirection: DirectionArgument?
    ) throws -> TraitCollection {
        let (width, height) = try SizeClassText.parse(text, option: option)
        return TraitCollection(
            widthClass: width ?? .unspecified, heightClass: height ?? .unspecified,
            contentSize: side ?? contentSize ?? .large,
            direction: (sideDirection ?? direction)?.direction ?? .leftToRight, idiom: idiom)
    }
}

/// What one variant that applies under one collection only decides there: the
/// properties it wins (with both sides' deciders) and those a more specific variant
/// takes from it.
struct ChangedVariantRow {
    /// The decisions on the variant's side that name it as the winner, each with the
    /// other side's decision of the same property.
    var decides: [(mine: VariantDecision, other: VariantDecision?, side: String)] = []
    /// The decisions on its side of properties it sets that another variant won.
    var overriddenBy: [VariantDecision] = []

    /// Row `row` of `query changes`' result (its `variant` and `applies_in` columns).
    init(result: QueryResult, row: Int, variants: [Variant], sides: (from: [VariantDecision], to: [VariantDecision])) {
        let cells = result.rows[row]
        func column(_ name: String) -> String? { result.columns.firstIndex(of: name).flatMap { cells[$0] } }
        guard let position = column("variant").flatMap({ Int($0) }), variants.indices.contains(position),
            let side = column("applies_in")
        else { return }
        let variant = variants[position]
        let (mine, other) = side == "from" ? (sides.from, sides.to) : (sides.to, sides.from)
        var otherByKey: [VariantDifference.VariantKey: VariantDecision] = [:]
        for decision in other { otherByKey[VariantDifference.VariantKey(decision)] = decision }
        // What the variant sets: its installed state and each property it changes.
        let slots = Set((variant.installed == nil ? [] : ["installed"]) + variant.changes.map(\.slot))
        for decision in mine where decision.target == variant.target && slots.contains(decision.property) {
            if decision.variant == position {
                decides.append((decision, otherByKey[VariantDifference.VariantKey(decision)], side))
            } else if decision.variant != nil {
                overriddenBy.append(decision)
            }
        }
    }

    /// The members `--format json` adds to the row.
    var members: [(String, JSONValue)] {
        [
            ("decides", .array(decides.map { entry in
                let (from, to) = entry.side == "from" ? (entry.mine, entry.other) : (entry.other, entry.mine)
                return .object([
                    ("target", .string(entry.mine.target.description)), ("property", .string(entry.mine.property)),
                    ("from", from.map(VariantDifference.side) ?? .null), ("to", to.map(VariantDifference.side) ?? .null),
                    ("differs", .bool(from?.value != to?.value)),
                ])
            })),
            ("overriddenBy", .array(overriddenBy.map { decision in
                .object([
                    ("property", .string(decision.property)), ("variant", .optional(decision.variant)),
                    ("when", .optional(decision.when?.displayText)),
                ])
            })),
        ]
    }

    /// `spacing`, `constant: variants[2] wins`, `nothing` for the text table.
    var decidesText: String {
        let won = decides.map { entry in entry.mine.property + (entry.other?.value == entry.mine.value ? " (same on both sides)" : "") }
        let lost = overriddenBy.map { "\($0.property): variants[\($0.variant ?? 0)] wins" }
        return (won + lost).isEmpty ? "nothing" : (won + lost).joined(separator: ", ")
    }
}
