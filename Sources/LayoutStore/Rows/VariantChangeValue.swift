import Foundation
import LayoutModel

/// A ``VariantChange`` as the `property` and JSON `value` columns of `variant_change`.
///
/// The value is a small JSON object whose keys say what they hold (`{"number": 20}`,
/// `{"text": "system"}`, `{"x": 0, "y": 0, "width": 10, "height": 10}`), so SQL can read
/// it with `json_extract(value, '$.number')`.
enum VariantChangeValue {
    /// Every field any change needs; each change sets a few.
    struct Fields: Codable, Equatable {
        var number: Double?
        var flag: Bool?
        var text: String?
        var kind: String?
        var x: Double?, y: Double?, width: Double?, height: Double?
        var top: Double?, leading: Double?, bottom: Double?, trailing: Double?, left: Double?, right: Double?
    }

    static func encode(_ change: VariantChange) -> (property: String, value: String) {
        var fields = Fields()
        switch change {
        case .constant(let number), .multiplier(let number): fields.number = number
        case .priority(let priority): fields.number = priority.rawValue
        case .hidden(let flag): fields.flag = flag
        case .axis(let axis): fields.text = axis.rawValue
        case .spacing(.points(let points)): fields.number = points
        case .spacing(.system): fields.text = "system"
        case .alignment(let alignment): fields.text = alignment.rawValue
        case .distribution(let distribution): fields.text = distribution.rawValue
        case .textStyle(let style): fields.text = style.rawValue
        case .font(.textStyle(let style)): (fields.kind, fields.text) = ("textStyle", style.rawValue)
        case .font(.system(let size, let weight)): (fields.kind, fields.number, fields.text) = ("system", size, weight.rawValue)
        case .text(let text): fields.text = text
        case .layoutMargins(.directional(let insets)):
            fields.kind = "directional"
            (fields.top, fields.leading, fields.bottom, fields.trailing) = (insets.top, insets.leading, insets.bottom, insets.trailing)
        case .layoutMargins(.fixed(let insets)):
            fields.kind = "fixed"
            (fields.top, fields.left, fields.bottom, fields.right) = (insets.top, insets.left, insets.bottom, insets.right)
        case .numberOfLines(let lines): fields.number = Double(lines)
        case .intrinsicContentSize(let size): (fields.kind, fields.width, fields.height) = ("size", size.width, size.height)
        case .frame(let rect), .recordedFrame(let rect):
            (fields.x, fields.y, fields.width, fields.height) = (rect.x, rect.y, rect.width, rect.height)
        }
        return (change.propertyName, JSONValueText.encode(fields))
    }

    /// The change stored as `property` = `text`; nil when the pair does not decode.
    static func decode(property: String, text: String) -> VariantChange? {
        guard let fields = JSONValueText.decode(Fields.self, from: text) else { return nil }
        let rect: LayoutRect? = {
            guard let x = fields.x, let y = fields.y, let width = fields.width, let height = fields.height else { return nil }
            return LayoutRect(x: x, y: y, width: width, height: height)
        }()
        switch property {
        case "constant": return fields.number.map(VariantChange.constant)
        case "multiplier": return fields.number.map(VariantChange.multiplier)
        case "priority": return fields.number.flatMap(Priority.init(rawValue:)).map(VariantChange.priority)
        case "hidden": return fields.flag.map(VariantChange.hidden)
        case "axis": return fields.text.flatMap(LayoutAxis.init(rawValue:)).map(VariantChange.axis)
        case "spacing":
            if fields.text == "system" { return .spacing(.system) }
            return fields.number.map { .spacing(.points($0)) }
        case "alignment": return fields.text.flatMap(StackAlignment.init(rawValue:)).map(VariantChange.alignment)
        case "distribution": return fields.text.flatMap(StackDistribution.init(rawValue:)).map(VariantChange.distribution)
        case "textStyle": return fields.text.flatMap(TextStyle.init(rawValue:)).map(VariantChange.textStyle)
        case "font":
            switch fields.kind {
            case "textStyle": return fields.text.flatMap(TextStyle.init(rawValue:)).map { .font(.textStyle($0)) }
            case "system":
                guard let size = fields.number, let weight = fields.text.flatMap(FontWeight.init(rawValue:)) else { return nil }
                return .font(.system(size: size, weight: weight))
            default: return nil
            }
        case "text": return fields.text.map(VariantChange.text)
        case "layoutMargins":
            guard let top = fields.top, let bottom = fields.bottom else { return nil }
            switch fields.kind {
            case "directional":
                guard let leading = fields.leading, let trailing = fields.trailing else { return nil }
                return .layoutMargins(.directional(DirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)))
            case "fixed":
                guard let left = fields.left, let right = fields.right else { return nil }
                return .layoutMargins(.fixed(EdgeInsets(top: top, left: left, bottom: bottom, right: right)))
            default: return nil
            }
        case "numberOfLines":
            guard let lines = fields.number, lines == lines.rounded(), abs(lines) < 1e9 else { return nil }
            return .numberOfLines(Int(lines))
        case "intrinsicContentSize":
            guard fields.kind == "size" else { return nil }
            return .intrinsicContentSize(IntrinsicContentSize(width: fields.width, height: fields.height))
        case "frame": return rect.map(VariantChange.frame)
        case "recordedFrame": return rect.map(VariantChange.recordedFrame)
        default: return nil
        }
    }
}
