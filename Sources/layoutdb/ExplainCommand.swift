import ArgumentParser
import LayoutDB

extension LayoutAxis: ExpressibleByArgument {}

/// `layoutdb explain DOC ITEM`: the constraints that place an item on an axis.
struct ExplainCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "List exactly the constraints that determine a view's frame on one axis.",
        discussion: """
            UIKit's constraintsAffectingLayout(for:), but complete: every constraint on a chain \
            that pins the item, through other views, guides, margins and the window. \
            "decides" marks the constraints the frame would change without (for an ambiguous \
            frame: the range of frames it can take would change); "holds" constraints on the \
            item that hold with equality but have a twin doing the same job; "slack" \
            inequalities on the item that do not pin it now; "pulls" optional constraints on \
            the item that are not satisfied and pull it, but that others keep where it is. An \
            optional constraint that is not satisfied still decides the views it pulls (a \
            `width >= 300 @750` against a required `width <= 100` makes the width 100) and \
            says how far the frame is from it ("optional, not satisfied: off by 200"), and so \
            does a required one a conflict broke, which UIKit keeps as if it were optional: \
            it is listed, wherever it decides a frame, as "broken, kept as optional at \
            999.999". --format json lists the whole chain, with each constraint's role, \
            whether it names the item directly, whether a conflict broke it, and how far the \
            frames are from it ("offBy", null when it holds).

            The item is a view, a layout guide the document declares, or a view's built-in \
            guide named as constraints name it: V.safeArea, V.layoutMargins, \
            V.readableContent (when a constraint uses it), a scroll view's \
            V.contentLayout and V.frameLayout, V.keyboard (keyboardLayoutGuide), and the \
            root's legacy ROOT.topLayoutGuide and ROOT.bottomLayoutGuide. For a document from \
            a storyboard or xib, Interface Builder ids work too: a view's, and a built-in \
            guide's where the file gives it one (<viewControllerLayoutGuide type="top" \
            id="…"/>, a safe area's or a scroll view's <viewLayoutGuide id="…"/>). A built-in \
            guide's frame is decided by constraints too: the root's safe area by the device's \
            insets, a subview's by its superview's, the margins guide by the safe area and the \
            view's margins, the legacy guides by the root's edges and its safe area's (the \
            strips between them), the keyboard guide, with the keyboard hidden, by the view's \
            safe-area bottom and the root's bottom and sides.

            Where the layout is not sound the frame is not what the constraints ask for, and \
            explain says so after them: a constraint on the item (on this axis) that a conflict \
            broke, marked "broken" with how far the frames are from it ("off by 20"): UIKit \
            breaks it, then treats it as if it were optional, so it does not hold but still \
            pulls the item as close as the constraints that hold allow; and an item the constraints leave free on the axis, with \
            how far it can move and another frame as valid, then an "ambiguous" line for it \
            and for each view its constraints tie it to that is free on the axis too, each \
            with what it lacks in Xcode's words (horizontal position, width, …) \
            (--format json: "broken", a list with each one's "offBy", and "ambiguous", null when the frame is \
            decided, its "tied" views listed). Right to left, the heading of a horizontal \
            explanation says that leading is the right edge (UIKit's margin and safe-area \
            constraints name left and right), or, for an item whose superview is forced \
            left to right, that its leading edge is the left one.

            Exit status: 0 whenever the item was explained, problems or not (`layoutdb solve` \
            fails on them), 64 bad usage (an item the document does not have, with the \
            nearest one), 65 a document that does not validate.

            The text prints the item's frame in the root as solve does, to at most three \
            decimals (33.333); --format json gives every digit, as solve's JSON does.

            Examples:
              layoutdb explain login title --axis vertical --device "iPhone 15"
              layoutdb explain login root.safeArea --axis vertical --device "iPhone 15"
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "A stored document's name, or a document file (FILE#ID for one scene of a storyboard or xib).") var document: String
    @Argument(help: "The id of a view or of a layout guide the document declares, or a view's built-in guide (root.safeArea, root.layoutMargins, …); an Interface Builder id works too, and the name a designer gave a view (its userLabel, as the trees show it) when no other view has it.") var item: String
    @Option(help: "horizontal or vertical.") var axis: LayoutAxis = .horizontal
    @Option(parsing: .unconditional, help: ArgumentHelp("A revision number of a stored document (default: the latest).", discussion: "Where DOC names both a file and a stored document, --revision picks the stored one (the file is used otherwise, said on standard error).")) var revision: Int?
    @OptionGroup var setupOptions: SetupOptions
    @OptionGroup var format: OutputFormatOption

    func run() throws {
        let loaded = try DocumentArgument.loadOne(document, revision: revision, database: database, guides: true, holding: item)
        let document = loaded.document
        let setup = try loaded.setup(options: setupOptions)
        let (_, engine) = try DocumentArgument.engine(for: document, setup: setup)
        // The name as given, an Interface Builder id converted, or a built-in guide's
        // Interface Builder id (`<viewControllerLayoutGuide type="top" id="BGU-Fc-pLc"/>`).
        // A designer's name (`userLabel`) too, when one view alone has it.
        var labels: [String: String] = [:]
        for view in document.allViews { if let label = view.userLabel, !label.isEmpty { labels[view.id] = label } }
        let labelled: String?
        do {
            labelled = try UnknownSolvedView.labelled(self.item, labels: labels, document: document.name)
        } catch {
            throw ValidationError(error.description)
        }
        let candidates = [self.item, Self.importedName(self.item)]
            + [loaded.interfaceBuilderGuides[self.item], labelled].compactMap { $0 }
        guard
            let (item, affecting) = candidates.lazy.compactMap({ name in
                engine.constraintsAffecting(item: name, axis: self.axis).map { (name, $0) }
            }).first
        else {
            let guess = Self.nearestItem(to: self.item, in: document).map { "; did you mean \(EchoedName.quoted($0))?" } ?? ""
            throw ValidationError(
                "\(document.name) has no view or layout guide \(EchoedName.quoted(self.item)) (a view's built-in guides are "
                    + "V.safeArea, V.layoutMargins, V.readableContent when a constraint uses it, a scroll view's "
                    + "V.contentLayout and V.frameLayout, V.keyboard, and the root's topLayoutGuide and bottomLayoutGuide)\(guess)")
        }
        let frame = engine.frame(ofItem: item)?.inRoot
        let diagnostics = engine.result().diagnostics
        let problems = ItemProblems(item: item, axis: axis, diagnostics: diagnostics)
        let tied = problems.ambiguity == nil ? [] : Self.tiedAmbiguities(of: item, axis: axis, affecting: affecting, diagnostics: diagnostics)
        switch format.value {
        case .json:
            print(JSONValue.object([
                ("item", .string(item)), ("axis", .string(axis.rawValue)),
                ("frameInRoot", frame.map(SolvedLayout.rect) ?? .null),
                ("constraints", .array(affecting.map { entry in
                    .object([
                        ("description", .string(entry.constraint.uikitDescription)),
                        ("id", .optional(entry.constraint.spec?.id)),
                        ("identifier", .optional(entry.constraint.spec?.identifier)),
                        ("role", .string(Self.role(entry))), ("direct", .bool(entry.isDirect)),
                        ("broken", .bool(entry.isBroken)), ("offBy", entry.shortfall.map(JSONValue.number) ?? .null),
                    ])
                })),
            ] + Self.problemMembers(problems, tied: tied, shortfall: engine.shortfall(ofBroken:))).rendered, terminator: "")
        case .text:
            // Right to left, leading is the right edge: said once, since the lines below
            // name leading and trailing anchors and UIKit's left and right margin guides.
            let direction = axis == .horizontal ? Self.directionNote(for: item, in: engine.hierarchy, under: engine.direction) : ""
            print("\(Self.named(item, label: labels[item], in: document.name)) on the \(axis.rawValue) axis\(direction)"
                + (frame.map { ", frame in root \(SolvedLayoutText.rect($0))" } ?? "") + ":")
            // Text shows what a person acts on: what decides the frame, and whatever else
            // touches the item itself; JSON lists the whole chain.
            // A broken constraint that does not decide the frame is said on its `broken`
            // line below; one that does (it pulls the item where it is) is listed here too.
            let shown = affecting.filter { entry in
                entry.isEssential || (entry.isDirect && !entry.isBroken && !Self.isOwnGuide(entry, of: item))
            }
            for entry in Self.onePerLine(shown) {
                print("  \(Self.role(entry).padding(toLength: 7, withPad: " ", startingAt: 0)) \(entry.constraint.uikitDescription)"
                    + Self.names(entry.constraint) + Self.unmetNote(entry))
            }
            let naming = { (id: String) in Self.named(id, label: labels[id], in: document.name) }
            for line in Self.problemLines(
                problems, item: item, axis: axis, tied: tied, naming: naming, shortfall: engine.shortfall(ofBroken:))
            {
                print(line)
            }
        }
    }

    /// The name an Interface Builder id (`Zzc-4t-QhT`, `Zzc-4t-QhT.safeArea`) was imported
    /// as (`Zzc_4t_QhT`, `Zzc_4t_QhT.safeArea`): the id is converted, a built-in guide's
    /// name after it kept.
    static func importedName(_ name: String) -> String {
        if let dot = name.lastIndex(of: "."), BuiltInGuide(rawValue: String(name[name.index(after: dot)...])) != nil {
            return InterfaceBuilderID.documentID(for: String(name[..<dot])) + String(name[dot...])
        }
        return InterfaceBuilderID.documentID(for: name)
    }

    /// `item` as the header names it: a storyboard's view by its Interface Builder id too
    /// (`d_1 (Interface Builder id d-1)`), as the other commands name views. A built-in
    /// guide keeps its name (`v_1.topLayoutGuide`): the file gives it an id of its own, or
    /// none, not its view's with a suffix. A view a designer named (`label`, its
    /// `userLabel`) is named by that too (``InterfaceBuilderNaming/named(_:label:inDocumentNamed:)``).
    static func named(_ item: String, label: String? = nil, in documentName: String) -> String {
        InterfaceBuilderNaming.named(item, label: label, inDocumentNamed: documentName)
    }

    /// What the heading says about direction: nothing left to right; right to left, that
    /// leading is the right edge. The edges resolve in the item's superview's direction
    /// (for a guide, its owning view's), as the engine resolves a constraint in its items'
    /// nearest common ancestor's, with that view's `semanticContentAttribute`: where it
    /// differs from the configuration's (a view in a stack forced left to right), the
    /// note says so, naming the view.
    static func directionNote(for item: String, in hierarchy: LayoutHierarchy, under direction: LayoutDirection) -> String {
        let owner: Int?
        if let index = hierarchy.indexOfView(item) {
            owner = hierarchy.views[index].parent ?? index
        } else if let guide = hierarchy.guide(item) {
            owner = hierarchy.indexOfView(guide.owner)
        } else if let dot = item.firstIndex(of: ".") {
            owner = hierarchy.indexOfView(String(item[..<dot]))
        } else {
            owner = nil
        }
        let view = owner.map { hierarchy.views[$0].view }
        let resolved = view?.semanticContentAttribute.effectiveDirection(under: direction) ?? direction
        switch (direction, resolved) {
        case (.rightToLeft, .rightToLeft): return ", right to left (leading is the right edge, trailing the left)"
        case (.leftToRight, .leftToRight): return ""
        default:
            let name = view.map { "\($0.id) (\($0.semanticContentAttribute.rawValue))" } ?? "its superview"
            return direction == .rightToLeft
                ? ", right to left, but left to right in \(name): its leading edge is the left one"
                : ", left to right, but right to left in \(name): its leading edge is the right one"
        }
    }

    /// The item's own safe-area, margins and readable guides hang from it; they do not place it.
    static func isOwnGuide(_ entry: AffectingConstraint, of item: String) -> Bool {
        switch entry.constraint.source {
        case .safeArea(let view), .layoutMargins(let view), .readableContent(let view): return view == item
        default: return false
        }
    }

    /// What the line of a constraint that does not hold adds: a broken one is in the solve
    /// as UIKit keeps it after "breaking" it, as an optional constraint (at 999.999) that
    /// still pulls, so it decides the views it pulls as much as those that hold; an
    /// optional one the others keep from being met pulls the same way. Both say how far
    /// the frames are from it.
    static func unmetNote(_ entry: AffectingConstraint) -> String {
        let off = entry.shortfall.map { "off by \(SolvedLayoutText.number($0))" }
        if entry.isBroken {
            return "  (broken, kept as optional at 999.999" + (off.map { "; \($0)" } ?? "") + ")"
        }
        return off.map { "  (optional, not satisfied: \($0))" } ?? ""
    }

    /// `entries` with one entry per printed constraint, where it was first, the one of the
    /// strongest role (``role(_:)``): a content-size constraint is two solver rows (hugging
    /// and compression resistance) that UIKit prints as one line, and a label stretched
    /// past its text has one that pulls (hugging, not satisfied) and one with slack.
    static func onePerLine(_ entries: [AffectingConstraint]) -> [AffectingConstraint] {
        let rank = ["slack": 0, "holds": 1, "pulls": 2, "decides": 3]
        var kept: [AffectingConstraint] = []
        var position: [String: Int] = [:]
        for entry in entries {
            let key = entry.constraint.uikitDescription + names(entry.constraint)
            guard let index = position[key] else {
                position[key] = kept.count
                kept.append(entry)
                continue
            }
            if rank[role(entry), default: 0] > rank[role(kept[index]), default: 0] { kept[index] = entry }
        }
        return kept
    }

    /// `decides` (the frame would change without it), `pulls` (an optional or broken
    /// constraint that is not met and pulls, but another constraint keeps the frame where
    /// it is), `holds` (it holds with equality, but a twin does the same job), `slack` (an
    /// inequality that does not pin the item now).
    static func role(_ entry: AffectingConstraint) -> String {
        entry.isEssential ? "decides" : entry.shortfall != nil ? "pulls" : entry.isBinding ? "holds" : "slack"
    }

    /// The item of `document` nearest to a mistyped one (`titel` for `title`,
    /// `root.safeAre` for `root.safeArea`): its views, custom guides and the built-in
    /// guides every view has, and the root's legacy guides.
    static func nearestItem(to name: String, in document: LayoutDocument) -> String? {
        var names = document.allViews.map(\.id) + document.guides.map(\.id)
        for view in document.allViews {
            names += ["safeArea", "layoutMargins", "readableContent", "keyboard"].map { "\(view.id).\($0)" }
        }
        names += ["topLayoutGuide", "bottomLayoutGuide"].map { "\(document.root.id).\($0)" }
        return NameSuggestion.closest(to: name, among: names)
    }
}
