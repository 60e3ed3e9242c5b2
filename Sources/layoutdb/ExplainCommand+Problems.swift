import LayoutDB

/// How `explain` tells that the frame it explains is not what the constraints ask for:
/// an item the constraints leave free on the axis, and a constraint on it that a
/// conflict broke (``ItemProblems``).
extension ExplainCommand {
    /// The lines after the constraints: a `broken` line per constraint on the item that a
    /// conflict broke, with how far the frames are from it (`shortfall`, ``LayoutEngine/shortfall(ofBroken:)``),
    /// then a sentence for each kind of problem. The broken constraint's sentence says what
    /// UIKit does with it after breaking it: it stays in the solve as if it were optional
    /// (facts/diagnostics.md §1), so it does not hold but still pulls, which is why the
    /// frame is where it is (a view required at most 100 and broken at least 200 wide is
    /// 100, not anything below). An ambiguous item is
    /// followed by an `ambiguous` line for it and for each item the constraints tie it to
    /// that is ambiguous on the axis too (`tied`), each naming what it lacks as Xcode
    /// does ("horizontal position", "width"), as `_autolayoutTrace` marks each
    /// `AMBIGUOUS LAYOUT` variable; `naming` names a view as every heading does.
    static func problemLines(
        _ problems: ItemProblems, item: String, axis: LayoutAxis, tied: [AmbiguousLayout] = [],
        naming: (String) -> String = { $0 }, shortfall: (DiagnosedConstraint) -> Double? = { _ in nil }
    ) -> [String] {
        var lines: [String] = []
        for conflict in problems.conflicts {
            let off = shortfall(conflict.broken).map { "  (off by \(SolvedLayoutText.number($0)))" } ?? ""
            lines.append("  broken  \(conflict.broken.uikitDescription)" + names(conflict.broken) + off)
        }
        if !problems.conflicts.isEmpty {
            let one = problems.conflicts.count == 1
            let (it, does, pulls) = one ? ("it", "does", "pulls") : ("them", "do", "pull")
            lines.append(
                "\(EchoedName.plain(item)): the layout is unsatisfiable, so the constraint\(one ? "" : "s") marked broken "
                    + "\(does) not hold: UIKit breaks \(it) to satisfy the rest, then keeps \(it) for the rest of the solve "
                    + "as if \(one ? "it were" : "they were") optional (at 999.999, just below required), so \(one ? "it" : "they") "
                    + "still \(pulls) \(EchoedName.plain(item)) as close as the constraints that hold allow "
                    + "(`layoutdb solve` prints each conflict in full).")
        }
        if let ambiguity = problems.ambiguity {
            let ranges = ambiguity.components.compactMap { component in
                ambiguity.ranges[component].map { "\(componentName(component)) \(range($0))" }
            }
            lines.append(
                "\(naming(item)): the \(axis == .horizontal ? "horizontal" : "vertical") layout is ambiguous "
                    + "(\(ranges.joined(separator: ", ")) in root): the constraints above do not pin it, and "
                    + "\(SolvedLayoutText.rect(ambiguity.alternativeFrame)) in root is as valid a frame. What is missing:")
            for layout in [ambiguity] + tied {
                let missing = layout.components.map(missingName).joined(separator: ", ")
                lines.append("  ambiguous \(naming(layout.item)): \(missing)" + (layout.item == item ? "" : " (tied to it)"))
            }
        }
        return lines
    }

    /// The views other than `item` that the constraints of its chain name (`affecting`)
    /// and that are ambiguous on `axis`, in the order the solve reports them: pinning
    /// any of them may pin the item too (a view placed after one whose width is free).
    static func tiedAmbiguities(
        of item: String, axis: LayoutAxis, affecting: [AffectingConstraint], diagnostics: [LayoutDiagnostic]
    ) -> [AmbiguousLayout] {
        var named: Set<String> = []
        for entry in affecting {
            guard let spec = entry.constraint.spec else { continue }
            named.insert(spec.first.item.description)
            if let second = spec.second { named.insert(second.item.description) }
        }
        named.remove(item)
        return diagnostics.compactMap { diagnostic in
            guard case .ambiguous(let layout) = diagnostic, named.contains(layout.item) else { return nil }
            return ItemProblems(item: layout.item, axis: axis, diagnostics: [diagnostic]).ambiguity
        }
    }

    /// What an ambiguous component lacks, in the words of Xcode's ambiguity messages
    /// ("Horizontal position is ambiguous for …", "Width is ambiguous for …").
    private static func missingName(_ component: AmbiguousLayout.Component) -> String {
        switch component {
        case .minX: return "horizontal position"
        case .minY: return "vertical position"
        case .width: return "width"
        case .height: return "height"
        }
    }

    /// The JSON members for ``ItemProblems``: `ambiguous` (`components`, `alternativeFrame`, `tied`: the ambiguous views its constraints tie it to,
    /// or null) and `broken` (each constraint as `constraints` lists it, and `offBy`: how far
    /// the frames are from it, or null where that is not known).
    static func problemMembers(
        _ problems: ItemProblems, tied: [AmbiguousLayout] = [], shortfall: (DiagnosedConstraint) -> Double? = { _ in nil }
    ) -> [(String, JSONValue)] {
        let ambiguous: JSONValue = problems.ambiguity.map { ambiguity in
            .object([
                ("components", .array(ambiguity.components.map { .string($0.rawValue) })),
                ("alternativeFrame", SolvedLayout.rect(ambiguity.alternativeFrame)),
                ("tied", .array(tied.map { layout in
                    .object([
                        ("item", .string(layout.item)),
                        ("components", .array(layout.components.map { .string($0.rawValue) })),
                    ])
                })),
            ])
        } ?? .null
        let broken = problems.conflicts.map { conflict in
            JSONValue.object([
                ("description", .string(conflict.broken.uikitDescription)),
                ("id", .optional(conflict.broken.spec?.id)),
                ("identifier", .optional(conflict.broken.spec?.identifier)),
                ("offBy", shortfall(conflict.broken).map(JSONValue.number) ?? .null),
            ])
        }
        return [("ambiguous", ambiguous), ("broken", .array(broken))]
    }

    /// `  [id 'identifier']` after a constraint, as the other lines print it.
    static func names(_ constraint: DiagnosedConstraint) -> String {
        let spec = constraint.spec
        let names = [spec?.id, spec?.identifier.map { "'\($0)'" }].compactMap { $0 }.joined(separator: " ")
        return names.isEmpty ? "" : "  [\(names)]"
    }

    private static func componentName(_ component: AmbiguousLayout.Component) -> String {
        switch component {
        case .minX: return "x"
        case .minY: return "y"
        case .width: return "width"
        case .height: return "height"
        }
    }

    /// `from 8 to 120`, `from 8 up`, `any value`.
    private static func range(_ range: ClosedRange<Double>) -> String {
        switch (range.lowerBound.isFinite, range.upperBound.isFinite) {
        case (true, true):
            return "from \(SolvedLayoutText.number(range.lowerBound)) to \(SolvedLayoutText.number(range.upperBound))"
        case (true, false): return "from \(SolvedLayoutText.number(range.lowerBound)) up"
        case (false, true): return "up to \(SolvedLayoutText.number(range.upperBound))"
        case (false, false): return "any value"
        }
    }
}
