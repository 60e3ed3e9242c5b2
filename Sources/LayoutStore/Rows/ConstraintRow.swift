import GRDB
import LayoutModel

/// A document's constraint entry as a row of `layout_constraint`.
///
/// Single constraints keep their anchors in columns (so SQL can ask which constraints
/// touch an item) and, when written as an equation, the equation text, which is what
/// export writes back. A Visual Format entry keeps its string, options and metrics.
enum ConstraintRow {
    static func insert(_ entry: DocumentConstraint, position: Int, revision: Int64, _ db: Database) throws {
        var row = RowValues()
        row["revision_id"] = revision
        row["position"] = position
        switch entry {
        case .single(let spec):
            row["constraint_id"] = spec.id
            switch spec.origin {
            case .equation(let text):
                row["kind"] = "equation"
                row["text"] = text
            case .object, .visualFormat:
                row["kind"] = "object"
            }
            row["first_item"] = spec.first.item.id
            row["first_guide"] = spec.first.item.guide?.rawValue
            row["first_attribute"] = spec.first.attribute.rawValue
            row["relation"] = spec.relation.rawValue
            row["second_item"] = spec.second?.item.id
            row["second_guide"] = spec.second?.item.guide?.rawValue
            row["second_attribute"] = spec.second?.attribute.rawValue
            row["multiplier"] = spec.multiplier
            row["constant"] = spec.constant
            row["priority"] = spec.priority.rawValue
            row["identifier"] = spec.identifier
            row["active"] = spec.isActive
            row["placeholder"] = spec.isPlaceholder
        case .visual(let visual):
            row["constraint_id"] = visual.id
            row["kind"] = "visual"
            row["text"] = visual.format
            row["format_options"] = Int(visual.options.rawValue)
            row["metrics"] = JSONValueText.object(visual.metrics)
        }
        try row.insert(into: "layout_constraint", db)
    }

    static func decode(_ row: Row) throws(StoreError) -> DocumentConstraint {
        let position: Int = row["position"] ?? -1
        let read = RowReader(row: row, table: "layout_constraint", key: "position \(position)")
        let kind = try read.string("kind")
        if kind == "visual" {
            guard let metrics = JSONValueText.numberObject(try read.string("metrics")) else {
                throw read.corrupt("metrics", "not a JSON object of numbers")
            }
            return .visual(VisualFormatEntry(
                id: read.optionalString("constraint_id"), format: try read.string("text"),
                options: VisualFormatOptions(rawValue: UInt(try read.int("format_options"))), metrics: metrics))
        }
        let first = AnchorReference(
            ItemReference(try read.string("first_item"), guide: try read.optionalValue("first_guide", as: BuiltInGuide.self)),
            try read.value("first_attribute", as: LayoutAttribute.self))
        var second: AnchorReference?
        if let item = read.optionalString("second_item") {
            second = AnchorReference(
                ItemReference(item, guide: try read.optionalValue("second_guide", as: BuiltInGuide.self)),
                try read.value("second_attribute", as: LayoutAttribute.self))
        }
        guard let relation = Relation(rawValue: try read.string("relation")) else {
            throw read.corrupt("relation", "unknown relation")
        }
        let priorityValue = try read.double("priority")
        guard let priority = Priority(rawValue: priorityValue) else {
            throw read.corrupt("priority", "\(priorityValue) outside 1…1000")
        }
        let origin: ConstraintOrigin
        switch kind {
        case "equation": origin = .equation(try read.string("text"))
        case "object": origin = .object
        default: throw read.corrupt("kind", "unknown kind '\(kind)'")
        }
        return .single(ConstraintSpec(
            id: read.optionalString("constraint_id"), first: first, relation: relation, second: second,
            multiplier: try read.double("multiplier"), constant: try read.double("constant"), priority: priority,
            identifier: read.optionalString("identifier"), isActive: try read.bool("active"),
            isPlaceholder: try read.bool("placeholder"), origin: origin))
    }
}
