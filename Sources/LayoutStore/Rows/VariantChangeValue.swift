import Foundation
import LayoutModel

/// A ``VariantChange`` as the `property` and JSON `value` columns of `variant_change`.
enum VariantChangeValue {
    static func encode(_ change: VariantChange) -> (property: String, value: String) {
        let value: Any
        switch change {
        case .constant(let number), .multiplier(let number): value = number
        case .priority(let priority): value = priority.rawValue
        case .hidden(let flag): value = flag
        case .axis(let axis): value = axis.rawValue
        case .spacing(.points(let points)): value = points
        case .spacing(.system): value = "system"
        case .alignment(let alignment): value = alignment.rawValue
        case .distribution(let distribution): value = distribution.rawValue
        case .textStyle(let style): value = style.rawValue
        case .font(.textStyle(let style)): value = ["textStyle": style.rawValue]
        case .font(.system(let size, let weight)): value = ["size": size, "weight": weight.rawValue]
        case .text(let text): value = text
        case .layoutMargins(.directional(let insets)):
            value = ["kind": "directional", "top": insets.top, "leading": insets.leading,
                     "bottom": insets.bottom, "trailing": insets.trailing]
        case .layoutMargins(.fixed(let insets)):
            value = ["kind": "fixed", "top": insets.top, "left": insets.left, "bottom": insets.bottom, "right": insets.right]
        case .numberOfLines(let lines): value = lines
        case .intrinsicContentSize(let size):
            value = ["width": size.width.map { $0 as Any } ?? NSNull(), "height": size.height.map { $0 as Any } ?? NSNull()]
        case .frame(let rect), .recordedFrame(let rect):
            value = ["x": rect.x, "y": rect.y, "width": rect.width, "height": rect.height]
        }
        return (change.propertyName, JSONValueText.encode(value) ?? "null")
    }

    /// The change stored as `property` = `text`; nil when the pair does not decode.
    static func decode(property: String, text: String) -> VariantChange? {
        guard let value = JSONValueText.decode(text) else { return nil }
        let object = value as? [String: Any]
        func number(_ key: String) -> Double? { object?[key].flatMap(JSONValueText.number) }
        func rect() -> LayoutRect? {
            guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height")
            else { return nil }
            return LayoutRect(x: x, y: y, width: width, height: height)
        }
        let string = value as? String
        switch property {
        case "constant": return JSONValueText.number(value).map(VariantChange.constant)
        case "multiplier": return JSONValueText.number(value).map(VariantChange.multiplier)
        case "priority": return JSONValueText.number(value).flatMap(Priority.init(rawValue:)).map(VariantChange.priority)
        case "hidden":
            guard let number = value as? NSNumber, JSONValueText.isBoolean(number) else { return nil }
            return .hidden(number.boolValue)
        case "axis": return string.flatMap(LayoutAxis.init(rawValue:)).map(VariantChange.axis)
        case "spacing":
            if string == "system" { return .spacing(.system) }
            return JSONValueText.number(value).map { .spacing(.points($0)) }
        case "alignment": return string.flatMap(StackAlignment.init(rawValue:)).map(VariantChange.alignment)
        case "distribution": return string.flatMap(StackDistribution.init(rawValue:)).map(VariantChange.distribution)
        case "textStyle": return string.flatMap(TextStyle.init(rawValue:)).map(VariantChange.textStyle)
        case "font":
            if let style = (object?["textStyle"] as? String).flatMap(TextStyle.init(rawValue:)) {
                return .font(.textStyle(style))
            }
            guard let size = number("size"), let weight = (object?["weight"] as? String).flatMap(FontWeight.init(rawValue:))
            else { return nil }
            return .font(.system(size: size, weight: weight))
        case "text": return string.map(VariantChange.text)
        case "layoutMargins":
            guard let top = number("top"), let bottom = number("bottom") else { return nil }
            switch object?["kind"] as? String {
            case "directional":
                guard let leading = number("leading"), let trailing = number("trailing") else { return nil }
                return .layoutMargins(.directional(DirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)))
            case "fixed":
                guard let left = number("left"), let right = number("right") else { return nil }
                return .layoutMargins(.fixed(EdgeInsets(top: top, left: left, bottom: bottom, right: right)))
            default: return nil
            }
        case "numberOfLines":
            guard let lines = JSONValueText.number(value), lines == lines.rounded(), abs(lines) < 1e9 else { return nil }
            return .numberOfLines(Int(lines))
        case "intrinsicContentSize":
            guard object != nil else { return nil }
            return .intrinsicContentSize(IntrinsicContentSize(width: number("width"), height: number("height")))
        case "frame": return rect().map(VariantChange.frame)
        case "recordedFrame": return rect().map(VariantChange.recordedFrame)
        default: return nil
        }
    }
}
