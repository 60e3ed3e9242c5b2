import GRDB
import LayoutModel

/// A variant as a row of `variant` (the predicate as columns, so trait questions are SQL)
/// and one row of `variant_change` per property it sets.
enum VariantRow {
    static func insert(_ variant: Variant, position: Int, revision: Int64, _ db: Database) throws {
        var row = RowValues()
        row["revision_id"] = revision
        row["position"] = position
        let when = variant.when
        row["width_class"] = when.widthClass?.rawValue
        row["height_class"] = when.heightClass?.rawValue
        row["content_size_min"] = when.contentSize?.lowerBound.order
        row["content_size_max"] = when.contentSize?.upperBound.order
        row["direction"] = when.direction?.rawValue
        row["idiom"] = when.idiom?.rawValue
        switch variant.target {
        case .view(let id): (row["target_kind"], row["target_id"]) = ("view", id)
        case .constraint(let id): (row["target_kind"], row["target_id"]) = ("constraint", id)
        case .guide(let id): (row["target_kind"], row["target_id"]) = ("guide", id)
        }
        row["installed"] = variant.installed
        row["specificity"] = [
            when.widthClass != nil, when.heightClass != nil, when.contentSize != nil,
            when.direction != nil, when.idiom != nil,
        ].filter { $0 }.count
        try row.insert(into: "variant", db)
        for (index, change) in variant.changes.enumerated() {
            let (property, value) = VariantChangeValue.encode(change)
            var changeRow = RowValues()
            changeRow["revision_id"] = revision
            changeRow["variant_position"] = position
            changeRow["position"] = index
            changeRow["property"] = property
            changeRow["value"] = value
            try changeRow.insert(into: "variant_change", db)
        }
    }

    /// Decodes a `variant` row; `changes` are its `variant_change` rows in order.
    static func decode(_ row: Row, changes: [Row]) throws(StoreError) -> Variant {
        let position: Int = row["position"] ?? -1
        let read = RowReader(row: row, table: "variant", key: "position \(position)")
        var when = TraitPredicate()
        when.widthClass = try read.optionalValue("width_class", as: SizeClass.self)
        when.heightClass = try read.optionalValue("height_class", as: SizeClass.self)
        if let low = read.optionalInt("content_size_min"), let high = read.optionalInt("content_size_max") {
            let all = ContentSizeCategory.allCases
            guard all.indices.contains(low), all.indices.contains(high), low <= high else {
                throw read.corrupt("content_size_min", "range \(low)…\(high) is not a category range")
            }
            when.contentSize = all[low]...all[high]
        }
        when.direction = try read.optionalValue("direction", as: LayoutDirection.self)
        when.idiom = try read.optionalValue("idiom", as: UserInterfaceIdiom.self)
        let id = try read.string("target_id")
        let target: VariantTarget
        switch try read.string("target_kind") {
        case "view": target = .view(id)
        case "constraint": target = .constraint(id)
        case "guide": target = .guide(id)
        case let other: throw read.corrupt("target_kind", "unknown kind '\(other)'")
        }
        var decoded: [VariantChange] = []
        for change in changes {
            let property: String = change["property"] ?? ""
            let text: String = change["value"] ?? ""
            guard let value = VariantChangeValue.decode(property: property, text: text) else {
                throw StoreError.corruptRow(
                    table: "variant_change", key: "variant \(position)", reason: "\(property) = \(text) does not decode")
            }
            decoded.append(value)
        }
        return Variant(when: when, target: target, installed: read.optionalBool("installed"), changes: decoded)
    }
}
