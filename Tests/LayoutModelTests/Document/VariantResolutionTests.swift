import LayoutModel
import Testing

@Suite("Variant resolution")
struct VariantResolutionTests {
    static let compactPhone = TraitCollection(widthClass: .compact, heightClass: .regular, idiom: .phone)
    static let regularPad = TraitCollection(widthClass: .regular, heightClass: .regular, idiom: .pad)

    /// root ⊃ {title, form (stack) ⊃ {email, go}}, with constraints naming each of them.
    static func document(variants: [Variant]) -> LayoutDocument {
        let email = ViewNode(id: "email", className: "UITextField")
        let go = ViewNode(id: "go", className: "UIButton")
        let form = ViewNode(
            id: "form", className: "UIStackView", subviews: [email, go],
            stack: StackProperties(axis: .vertical, spacing: .points(8), arrangedSubviewIDs: ["email", "go"]))
        let title = ViewNode(id: "title", className: "UILabel", content: ViewContent(text: "Hi", font: .textStyle(.title1)))
        let root = ViewNode(id: "root", subviews: [title, form])
        var width = ConstraintSpec(
            id: "formWidth", first: AnchorReference("form", .width), relation: .lessThanOrEqual,
            second: AnchorReference("root", .width), multiplier: 0.5)
        width.identifier = "form max width"
        return LayoutDocument(
            name: "login", root: root, guides: [LayoutGuideNode(id: "column", owner: "form")],
            constraints: [
                .single(try! ConstraintSpec(equation: "title.top == root.safeArea.top + 20")),
                .single(width),
                .single(try! ConstraintSpec(equation: "go.height == email.height")),
                .single(try! ConstraintSpec(equation: "column.width == form.width")),
                .visual(VisualFormatEntry(id: "rows", format: "V:[title]-[form]")),
            ],
            variants: variants)
    }

    @Test("the most specific matching predicate wins, and decisions name it")
    func specificity() throws {
        let document = Self.document(variants: [
            Variant(when: TraitPredicate(widthClass: .compact), target: .view("form"), changes: [.spacing(.points(12))]),
            Variant(when: TraitPredicate(widthClass: .compact, heightClass: .regular), target: .view("form"), changes: [.spacing(.points(20))]),
            Variant(when: TraitPredicate(widthClass: .regular), target: .view("form"), changes: [.spacing(.points(30))]),
        ])
        let phone = try document.materialized(for: Self.compactPhone)
        #expect(phone.hierarchy.view("form")?.stack?.spacing == .points(20))
        #expect(phone.decisions == [
            VariantDecision(target: .view("form"), property: "spacing", variant: 1,
                when: TraitPredicate(widthClass: .compact, heightClass: .regular), value: .property(.spacing(.points(20))))
        ])
        let pad = try document.materialized(for: Self.regularPad)
        #expect(pad.hierarchy.view("form")?.stack?.spacing == .points(30))
        let landscape = try document.materialized(for: TraitCollection(widthClass: .compact, heightClass: .compact))
        #expect(landscape.hierarchy.view("form")?.stack?.spacing == .points(12))
        let none = try document.materialized(for: TraitCollection(widthClass: .unspecified, heightClass: .compact))
        #expect(none.hierarchy.view("form")?.stack?.spacing == .points(8))
        #expect(none.decisions.first?.variant == nil)
        #expect(none.decisions.first?.value == .property(.spacing(.points(8))))
    }

    @Test("equal specificity, both matching, different values: an error naming both; equal values are fine")
    func ties() {
        let conflicting = Self.document(variants: [
            Variant(when: TraitPredicate(widthClass: .compact), target: .constraint("formWidth"), changes: [.constant(10)]),
            Variant(when: TraitPredicate(heightClass: .regular), target: .constraint("formWidth"), changes: [.constant(20)]),
        ])
        #expect(throws: DocumentError(
            .variantConflict(first: 0, second: 1), at: .variant(1),
            "variants[0] (when wC) and variants[1] (when hR) both match and set constraint formWidth constant with equal specificity"
        )) { try conflicting.materialized(for: Self.compactPhone) }
        // Only one matches on a pad: no conflict.
        #expect(throws: Never.self) { try conflicting.materialized(for: TraitCollection(widthClass: .regular, heightClass: .compact)) }
        let resolved = try? conflicting.materialized(for: Self.compactPhone, ties: .lastInDocumentWins)
        #expect(resolved?.decisions.first?.variant == 1)
        #expect(resolved?.decisions.first?.overruled == 0)
        let agreeing = Self.document(variants: [
            Variant(when: TraitPredicate(widthClass: .compact), target: .view("title"), changes: [.hidden(true)]),
            Variant(when: TraitPredicate(heightClass: .regular), target: .view("title"), changes: [.hidden(true)]),
        ])
        #expect((try? agreeing.materialized(for: Self.compactPhone))?.hierarchy.view("title")?.isHidden == true)
    }

    @Test("content-size ranges include both ends", arguments: [
        (ContentSizeCategory.extraExtraExtraLarge, false), (.accessibilityMedium, true), (.accessibilityExtraExtraExtraLarge, true),
    ])
    func contentSizeRanges(category: ContentSizeCategory, applies: Bool) throws {
        let range = try TraitPredicate.contentSizeRange(parsing: ">=accessibilityMedium")
        let document = Self.document(variants: [
            Variant(when: TraitPredicate(contentSize: range), target: .view("form"), changes: [.axis(.horizontal)])
        ])
        var traits = Self.compactPhone
        traits.contentSize = category
        #expect(try document.materialized(for: traits).hierarchy.view("form")?.stack?.axis == (applies ? .horizontal : .vertical))
    }

    @Test("an uninstalled view takes its subtree, its guides, its arranged place and every constraint that names them")
    func removedViews() throws {
        let document = Self.document(variants: [
            Variant(when: TraitPredicate(widthClass: .compact), target: .view("form"), installed: false)
        ])
        let phone = try document.materialized(for: Self.compactPhone)
        #expect(phone.hierarchy.views.map(\.view.id) == ["root", "title"])
        #expect(phone.hierarchy.guides.isEmpty)
        #expect(phone.hierarchy.constraints.map(\.equationString) == ["title.top == root.safeArea.top + 20"])
        #expect(phone.decisions.map(\.value) == [.installed(false)])
        let pad = try document.materialized(for: Self.regularPad)
        #expect(pad.hierarchy.views.count == 5)
        // The Visual Format entry expands with `form`'s superview taken from the tree.
        #expect(pad.hierarchy.constraints.count == 5)
        #expect(pad.hierarchy.constraints.last?.equationString == "form.top == title.bottom + 8")
        #expect(pad.hierarchy.constraints.last?.origin == .visualFormat("V:[title]-[form]"))
        #expect(pad.decisions.map(\.value) == [.installed(true)])
    }

    @Test("uninstalling an arranged view removes it from the stack's arrangement")
    func arrangedRemoval() throws {
        let document = Self.document(variants: [
            Variant(when: .any, target: .view("go"), installed: false),
            Variant(when: TraitPredicate(idiom: .pad), target: .view("go"), installed: true),
        ])
        let phone = try document.materialized(for: Self.compactPhone)
        #expect(phone.hierarchy.view("form")?.stack?.arrangedSubviewIDs == ["email"])
        #expect(phone.hierarchy.constraints.count == 4)  // go.height == email.height dropped
        let pad = try document.materialized(for: Self.regularPad)
        #expect(pad.hierarchy.view("form")?.stack?.arrangedSubviewIDs == ["email", "go"])
    }

    @Test("constraint and guide variants: installed and property changes")
    func constraintVariants() throws {
        let document = Self.document(variants: [
            Variant(when: TraitPredicate(idiom: .pad), target: .constraint("formWidth"), changes: [.multiplier(0.75), .priority(.defaultHigh)]),
            Variant(when: TraitPredicate(widthClass: .compact), target: .constraint("rows"), installed: false),
            Variant(when: TraitPredicate(widthClass: .compact), target: .guide("column"), installed: false),
        ])
        let pad = try document.materialized(for: Self.regularPad)
        let width = pad.hierarchy.constraints.first { $0.id == "formWidth" }
        #expect(width?.multiplier == 0.75)
        #expect(width?.priority == .defaultHigh)
        let phone = try document.materialized(for: Self.compactPhone)
        #expect(phone.hierarchy.constraints.count == 3)
        #expect(phone.hierarchy.guides.isEmpty)
        #expect(phone.hierarchy.constraints.first { $0.id == "formWidth" }?.multiplier == 0.5)
    }
}

@Suite("Document validation")
struct DocumentValidationTests {
    func message(_ document: LayoutDocument) -> String {
        do throws(DocumentError) {
            try document.validate()
            return "valid"
        } catch {
            return error.description
        }
    }

    @Test("each rule, with did-you-mean for unknown ids")
    func rules() throws {
        let base = VariantResolutionTests.document(variants: [])
        #expect(message(base) == "valid")
        var typo = base
        typo.constraints.append(.single(try ConstraintSpec(equation: "titel.top == root.top")))
        #expect(message(typo) == "constraints[5]: unknown item 'titel' (did you mean 'title'?)")
        var duplicate = base
        duplicate.guides.append(LayoutGuideNode(id: "email", owner: "root"))
        #expect(message(duplicate) == "guides[1]: id 'email' is used more than once")
        var scroll = base
        scroll.constraints.append(.single(try ConstraintSpec(equation: "title.top == root.contentLayout.top")))
        #expect(message(scroll) == "constraints[5]: 'root.contentLayout': only scroll views have contentLayout, and 'root' is a UIView")
        var invalid = base
        invalid.constraints.append(.single(try ConstraintSpec(equation: "title.width == root.top")))
        #expect(message(invalid).hasPrefix("constraints[5]: Invalid constraint title.width == root.top: Invalid pairing"))
        var wrongKind = base
        wrongKind.variants.append(Variant(when: .any, target: .constraint("rows"), changes: [.constant(3)]))
        #expect(message(wrongKind) == "variants[0]: constraint 'rows' cannot take 'constant': a Visual Format entry can only be installed or not")
        var empty = base
        empty.variants.append(Variant(when: .any, target: .view("form")))
        #expect(message(empty) == "variants[0]: the variant (when *) changes nothing")
        var rootGone = base
        rootGone.variants.append(Variant(when: .any, target: .view("root"), installed: false))
        #expect(message(rootGone) == "variants[0]: the root view 'root' cannot be uninstalled")
    }
}

@Suite("Trait predicates")
struct TraitPredicateTests {
    @Test("short form, specificity and matching")
    func shortForm() throws {
        let predicate = try TraitPredicate(shortForm: "wC hR")
        #expect(predicate == TraitPredicate(widthClass: .compact, heightClass: .regular))
        #expect(predicate.specificity == 2)
        #expect(predicate.matches(TraitCollection(widthClass: .compact, heightClass: .regular)))
        #expect(!predicate.matches(TraitCollection(widthClass: .compact, heightClass: .compact)))
        #expect(try TraitPredicate(shortForm: "*") == .any)
        #expect(try TraitPredicate(shortForm: "") == .any)
        #expect(throws: TraitPredicateError(text: "wC wR", message: "the width class is given twice")) {
            try TraitPredicate(shortForm: "wC wR")
        }
        #expect(TraitPredicate(heightClass: .compact, contentSize: .large ... .large, idiom: .pad).displayText
            == "hC contentSize=large idiom=pad")
    }

    @Test("content-size ranges parse and print canonically")
    func contentSize() throws {
        #expect(try TraitPredicate.contentSizeRange(parsing: "<=large") == .extraSmall ... .large)
        #expect(try TraitPredicate.contentSizeRange(parsing: "extraSmall...large") == .extraSmall ... .large)
        #expect(try TraitPredicate.contentSizeRange(parsing: "medium") == .medium ... .medium)
        #expect(TraitPredicate.contentSizeText(.extraSmall ... .large) == "<=large")
        #expect(TraitPredicate.contentSizeText(.small ... .large) == "small...large")
        #expect(throws: TraitPredicateError(text: "large...small", message: "the range is empty: large is larger than small")) {
            try TraitPredicate.contentSizeRange(parsing: "large...small")
        }
    }
}
