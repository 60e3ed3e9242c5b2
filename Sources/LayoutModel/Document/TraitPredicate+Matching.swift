extension TraitPredicate {
    /// Whether every trait the predicate names has the value it asks for; traits it
    /// leaves nil match anything.
    public func matches(_ traits: TraitCollection) -> Bool {
        if let widthClass, widthClass != traits.widthClass { return false }
        if let heightClass, heightClass != traits.heightClass { return false }
        if let contentSize, !contentSize.contains(traits.contentSize) { return false }
        if let direction, direction != traits.direction { return false }
        if let idiom, idiom != traits.idiom { return false }
        return true
    }

    /// How many traits the predicate names (a content-size range counts as one). Where
    /// several matching variants set the same property the highest specificity wins,
    /// as Interface Builder prefers `wC hR` over `wC`.
    public var specificity: Int {
        [widthClass != nil, heightClass != nil, contentSize != nil, direction != nil, idiom != nil]
            .filter { $0 }.count
    }

    /// Whether the predicate only names size classes, so Interface Builder's short form
    /// (`wC hR`, `*`) can say it.
    public var hasShortForm: Bool {
        contentSize == nil && direction == nil && idiom == nil
            && widthClass != .unspecified && heightClass != .unspecified
    }

    /// The short form when there is one (`wC hR`, `*`), else the object form's fields
    /// as `key=value` pairs (`hC contentSize=>=accessibilityMedium idiom=pad`): how
    /// errors and `layoutdb resolve` quote a `when`.
    public var displayText: String {
        var parts: [String] = []
        if let widthClass { parts.append("w\(widthClass.letter)") }
        if let heightClass { parts.append("h\(heightClass.letter)") }
        if let contentSize { parts.append("contentSize=\(Self.contentSizeText(contentSize))") }
        if let direction { parts.append("direction=\(direction.rawValue)") }
        if let idiom { parts.append("idiom=\(idiom.rawValue)") }
        return parts.isEmpty ? "*" : parts.joined(separator: " ")
    }
}
