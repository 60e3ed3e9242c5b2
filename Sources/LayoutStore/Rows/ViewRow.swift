import Foundation
import GRDB
import LayoutModel

/// A view as a row of the `view` table (and, for stack views, of `stack_view`).
///
/// Every property of ``ViewNode`` has a column, so `layoutdb sql` can ask about any of them
/// ("which labels use the body text style", "which views are hidden").
enum ViewRow {
    /// Writes `view` (with its subviews removed) as the row at depth-first `position`.
    static func insert(
        _ view: ViewNode, position: Int, parent: String?, arrangedPosition: Int?,
        revision: Int64, _ db: Database
    ) throws {
        var row = RowValues()
        row["revision_id"] = revision
        row["view_id"] = view.id
        row["position"] = position
        row["parent_id"] = parent
        row["arranged_position"] = arrangedPosition
        row["class"] = view.className
        row["custom_class"] = view.customClass
        row["user_label"] = view.userLabel
        row["hidden"] = view.isHidden
        row["translates_autoresizing_mask"] = view.translatesAutoresizingMaskIntoConstraints
        row["frame_x"] = view.frame.x
        row["frame_y"] = view.frame.y
        row["frame_width"] = view.frame.width
        row["frame_height"] = view.frame.height
        row["autoresizing_mask"] = view.autoresizingMask.rawValue
        row["intrinsic_width"] = view.intrinsicContentSize.width
        row["intrinsic_height"] = view.intrinsicContentSize.height
        row["hugging_horizontal"] = view.contentHugging.horizontal.rawValue
        row["hugging_vertical"] = view.contentHugging.vertical.rawValue
        row["compression_horizontal"] = view.compressionResistance.horizontal.rawValue
        row["compression_vertical"] = view.compressionResistance.vertical.rawValue
        switch view.layoutMargins {
        case .directional(let insets):
            row["margins_kind"] = "directional"
            (row["margin_top"], row["margin_start"], row["margin_bottom"], row["margin_end"]) =
                (insets.top, insets.leading, insets.bottom, insets.trailing)
        case .fixed(let insets):
            row["margins_kind"] = "fixed"
            (row["margin_top"], row["margin_start"], row["margin_bottom"], row["margin_end"]) =
                (insets.top, insets.left, insets.bottom, insets.right)
        }
        row["preserves_superview_margins"] = view.preservesSuperviewLayoutMargins
        row["insets_margins_from_safe_area"] = view.insetsLayoutMarginsFromSafeArea
        row["semantic_content_attribute"] = view.semanticContentAttribute.rawValue
        row["baseline_offset"] = view.baselineOffset
        let content = view.content
        row["text"] = content.text
        row["title"] = content.title
        row["placeholder"] = content.placeholder
        row["border_style"] = content.borderStyle?.rawValue
        switch content.font {
        case .textStyle(let style): row["text_style"] = style.rawValue
        case .system(let size, let weight):
            row["font_size"] = size
            row["font_weight"] = weight.rawValue
        case nil: break
        }
        row["adjusts_font_for_content_size"] = content.adjustsFontForContentSizeCategory
        row["number_of_lines"] = content.numberOfLines
        row["image_width"] = content.imageSize?.width
        row["image_height"] = content.imageSize?.height
        row["scroll_enabled"] = content.isScrollEnabled ? true : nil
        row["content_inset_top"] = content.contentEdgeInsets?.top
        row["content_inset_left"] = content.contentEdgeInsets?.left
        row["content_inset_bottom"] = content.contentEdgeInsets?.bottom
        row["content_inset_right"] = content.contentEdgeInsets?.right
        row["activity_indicator_style"] = content.activityIndicatorStyle?.rawValue
        row["search_bar_style"] = content.searchBarStyle?.rawValue
        row["button_configuration"] = content.buttonConfiguration?.rawValue
        row["date_picker_style"] = content.datePickerStyle?.rawValue
        row["segment_titles"] = content.segments.isEmpty ? nil : JSONValueText.encode(content.segments)
        row["table_style"] = content.tableStyle?.rawValue
        row["separator_style"] = content.separatorStyle == .singleLine ? nil : content.separatorStyle.rawValue
        switch content.imageFont {
        case .textStyle(let style): row["image_text_style"] = style.rawValue
        case .system(let size, let weight):
            row["image_font_size"] = size
            row["image_font_weight"] = weight.rawValue
        case nil: break
        }
        row["segments_by_content"] = content.apportionsSegmentWidthsByContent ? true : nil
        row["recorded_x"] = view.recordedFrame?.x
        row["recorded_y"] = view.recordedFrame?.y
        row["recorded_width"] = view.recordedFrame?.width
        row["recorded_height"] = view.recordedFrame?.height
        try row.insert(into: "view", db)
        if let stack = view.stack { try insertStack(stack, of: view.id, revision: revision, db) }
    }

    private static func insertStack(_ stack: StackProperties, of id: String, revision: Int64, _ db: Database) throws {
        var row = RowValues()
        row["revision_id"] = revision
        row["view_id"] = id
        row["axis"] = stack.axis.rawValue
        row["distribution"] = stack.distribution.rawValue
        row["alignment"] = stack.alignment.rawValue
        if case .points(let points) = stack.spacing { row["spacing"] = points }
        row["custom_spacing"] = JSONValueText.spacingObject(stack.customSpacing)
        row["baseline_relative"] = stack.isBaselineRelativeArrangement
        row["layout_margins_relative"] = stack.isLayoutMarginsRelativeArrangement
        try row.insert(into: "stack_view", db)
    }

    /// One stored view row, decoded, with where it sits in the tree.
    struct Decoded {
        var view: ViewNode
        var parent: String?
        var arrangedPosition: Int?
    }

    /// Decodes a `view` row joined with its optional `stack_view` columns (prefixed `stack_`).
    static func decode(_ row: Row) throws(StoreError) -> Decoded {
        let id: String = row["view_id"] ?? "?"
        let read = RowReader(row: row, table: "view", key: id)
        var view = ViewNode(id: id, className: try read.string("class"))
        view.customClass = read.optionalString("custom_class")
        view.userLabel = read.optionalString("user_label")
        view.isHidden = try read.bool("hidden")
        view.translatesAutoresizingMaskIntoConstraints = try read.bool("translates_autoresizing_mask")
        view.frame = LayoutRect(
            x: try read.double("frame_x"), y: try read.double("frame_y"),
            width: try read.double("frame_width"), height: try read.double("frame_height"))
        view.autoresizingMask = AutoresizingMask(rawValue: try read.int("autoresizing_mask"))
        view.intrinsicContentSize = IntrinsicContentSize(
            width: read.optionalDouble("intrinsic_width"), height: read.optionalDouble("intrinsic_height"))
        view.contentHugging = AxisPriorities(
            horizontal: try priority(read, "hugging_horizontal"), vertical: try priority(read, "hugging_vertical"))
        view.compressionResistance = AxisPriorities(
            horizontal: try priority(read, "compression_horizontal"),
            vertical: try priority(read, "compression_vertical"))
        let (top, start, bottom, end) = (
            try read.double("margin_top"), try read.double("margin_start"),
            try read.double("margin_bottom"), try read.double("margin_end"))
        switch try read.string("margins_kind") {
        case "directional":
            view.layoutMargins = .directional(DirectionalInsets(top: top, leading: start, bottom: bottom, trailing: end))
        case "fixed":
            view.layoutMargins = .fixed(EdgeInsets(top: top, left: start, bottom: bottom, right: end))
        case let other:
            throw read.corrupt("margins_kind", "unknown value '\(other)'")
        }
        view.preservesSuperviewLayoutMargins = try read.bool("preserves_superview_margins")
        view.insetsLayoutMarginsFromSafeArea = try read.bool("insets_margins_from_safe_area")
        view.semanticContentAttribute = try read.value("semantic_content_attribute", as: SemanticContentAttribute.self)
        view.baselineOffset = read.optionalDouble("baseline_offset")
        view.content = try content(read)
        if let width = read.optionalDouble("recorded_width"), let height = read.optionalDouble("recorded_height") {
            view.recordedFrame = LayoutRect(
                x: try read.double("recorded_x"), y: try read.double("recorded_y"), width: width, height: height)
        }
        if row["stack_axis"] as String? != nil { view.stack = try stack(read) }
        return Decoded(view: view, parent: read.optionalString("parent_id"), arrangedPosition: read.optionalInt("arranged_position"))
    }

    private static func content(_ read: RowReader) throws(StoreError) -> ViewContent {
        var content = ViewContent()
        content.text = read.optionalString("text")
        content.title = read.optionalString("title")
        content.placeholder = read.optionalString("placeholder")
        content.borderStyle = try read.optionalValue("border_style", as: TextFieldBorderStyle.self)
        if let style = try read.optionalValue("text_style", as: TextStyle.self) {
            content.font = .textStyle(style)
        } else if let size = read.optionalDouble("font_size") {
            content.font = .system(size: size, weight: try read.value("font_weight", as: FontWeight.self))
        }
        content.adjustsFontForContentSizeCategory = read.optionalBool("adjusts_font_for_content_size")
        content.numberOfLines = try read.int("number_of_lines")
        if let width = read.optionalDouble("image_width"), let height = read.optionalDouble("image_height") {
            content.imageSize = LayoutSize(width: width, height: height)
        }
        content.isScrollEnabled = read.optionalBool("scroll_enabled") ?? false
        if let top = read.optionalDouble("content_inset_top"), let left = read.optionalDouble("content_inset_left"),
            let bottom = read.optionalDouble("content_inset_bottom"), let right = read.optionalDouble("content_inset_right")
        {
            content.contentEdgeInsets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        }
        content.activityIndicatorStyle = try read.optionalValue("activity_indicator_style", as: ActivityIndicatorStyle.self)
        content.searchBarStyle = try read.optionalValue("search_bar_style", as: SearchBarStyle.self)
        content.buttonConfiguration = try read.optionalValue("button_configuration", as: ButtonConfigurationStyle.self)
        content.datePickerStyle = try read.optionalValue("date_picker_style", as: DatePickerStyle.self)
        if let text = read.optionalString("segment_titles") {
            guard let titles = JSONValueText.decode([String].self, from: text) else {
                throw read.corrupt("segment_titles", "not a JSON array of strings")
            }
            content.segments = titles
        }
        content.tableStyle = try read.optionalValue("table_style", as: TableViewStyle.self)
        content.separatorStyle = try read.optionalValue("separator_style", as: TableSeparatorStyle.self) ?? .singleLine
        if let style = try read.optionalValue("image_text_style", as: TextStyle.self) {
            content.imageFont = .textStyle(style)
        } else if let size = read.optionalDouble("image_font_size") {
            content.imageFont = .system(size: size, weight: try read.value("image_font_weight", as: FontWeight.self))
        }
        content.apportionsSegmentWidthsByContent = read.optionalBool("segments_by_content") ?? false
        return content
    }

    private static func stack(_ read: RowReader) throws(StoreError) -> StackProperties {
        var stack = StackProperties()
        stack.axis = try read.value("stack_axis", as: LayoutAxis.self)
        stack.distribution = try read.value("stack_distribution", as: StackDistribution.self)
        stack.alignment = try read.value("stack_alignment", as: StackAlignment.self)
        stack.spacing = read.optionalDouble("stack_spacing").map(StackSpacing.points) ?? .system
        let custom = try read.string("stack_custom_spacing")
        guard let spacing = JSONValueText.spacingObject(custom) else {
            throw read.corrupt("stack_custom_spacing", "not a JSON object of numbers and \"system\"")
        }
        stack.customSpacing = spacing
        stack.isBaselineRelativeArrangement = try read.bool("stack_baseline_relative")
        stack.isLayoutMarginsRelativeArrangement = try read.bool("stack_layout_margins_relative")
        return stack
    }

    private static func priority(_ read: RowReader, _ column: String) throws(StoreError) -> Priority {
        let value = try read.double(column)
        guard let priority = Priority(rawValue: value) else { throw read.corrupt(column, "priority \(value) outside 1…1000") }
        return priority
    }

    /// The query that reads a revision's views in depth-first order, stack columns joined.
    static let selectSQL = """
        SELECT view.*, stack_view.axis AS stack_axis, stack_view.distribution AS stack_distribution,
               stack_view.alignment AS stack_alignment, stack_view.spacing AS stack_spacing,
               stack_view.custom_spacing AS stack_custom_spacing,
               stack_view.baseline_relative AS stack_baseline_relative,
               stack_view.layout_margins_relative AS stack_layout_margins_relative
        FROM view LEFT JOIN stack_view USING (revision_id, view_id)
        WHERE view.revision_id = ? ORDER BY view.position
        """
}
