import LayoutModel

/// A document as text for people: the view tree with each view's class and content, the
/// constraints as equations, the variants with their predicates.
public struct DocumentOutline {
    public let document: LayoutDocument

    public init(_ document: LayoutDocument) { self.document = document }

    public func text(revision: Int?) -> String {
        var lines = ["\(document.name)" + (revision.map { " (revision \($0))" } ?? "")]
        tree(document.root, prefix: "", childPrefix: "", into: &lines)
        if !document.guides.isEmpty {
            lines.append("guides:")
            lines += document.guides.map { "  \($0.id) (owned by \($0.owner))" }
        }
        if !document.constraints.isEmpty {
            lines.append("constraints:")
            for entry in document.constraints {
                switch entry {
                case .single(let spec):
                    var line = "  " + spec.equationString
                    if let id = spec.id { line += "  [\(id)]" }
                    if let identifier = spec.identifier { line += "  '\(identifier)'" }
                    if !spec.isActive { line += "  (inactive)" }
                    if spec.isPlaceholder { line += "  (placeholder)" }
                    lines.append(line)
                case .visual(let visual):
                    lines.append("  \(visual.format)" + (visual.id.map { "  [\($0)]" } ?? ""))
                }
            }
        }
        if !document.variants.isEmpty {
            lines.append("variants:")
            for (index, variant) in document.variants.enumerated() {
                var parts: [String] = []
                if let installed = variant.installed { parts.append("installed \(installed)") }
                parts += variant.changes.map { "\($0.propertyName) \(Self.value($0))" }
                lines.append("  [\(index)] \(variant.when.displayText): \(variant.target) " + parts.joined(separator: ", "))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func tree(_ view: ViewNode, prefix: String, childPrefix: String, into lines: inout [String]) {
        lines.append(prefix + Self.summary(view, documentName: document.name))
        for (index, child) in view.subviews.enumerated() {
            let last = index == view.subviews.count - 1
            tree(child, prefix: childPrefix + (last ? "└─ " : "├─ "), childPrefix: childPrefix + (last ? "   " : "│  "), into: &lines)
        }
    }

    /// A view's line: its id (and Interface Builder id, ``InterfaceBuilderNaming``), its
    /// class (and the custom class a design tool gave it), its content and settings.
    static func summary(_ view: ViewNode, documentName: String = "") -> String {
        var parts = [InterfaceBuilderNaming.named(view.id, label: view.userLabel, inDocumentNamed: documentName), view.className]
        if let custom = view.customClass, custom != view.className { parts.append("(custom class \(custom))") }
        if let text = view.content.text ?? view.content.title ?? view.content.placeholder { parts.append("\"\(text)\"") }
        switch view.content.font {
        case .textStyle(let style): parts.append(style.rawValue)
        case .system(let size, let weight): parts.append("\(Self.number(size))pt \(weight.rawValue)")
        case nil: break
        }
        if let style = view.content.buttonConfiguration { parts.append("configuration \(style.rawValue)") }
        if view.content.buttonConfiguration != nil, let image = view.content.imageSize {
            switch view.content.imageFont {
            case .textStyle(let style): parts.append("symbol image in \(style.rawValue)")
            case .system(let size, let weight): parts.append("symbol image at \(Self.number(size))pt \(weight.rawValue)")
            case nil: parts.append("image \(Self.number(image.width))x\(Self.number(image.height))")
            }
        }
        if let style = view.content.datePickerStyle { parts.append("style \(style.rawValue)") }
        if !view.content.segments.isEmpty { parts.append("segments " + view.content.segments.map { "\"\($0)\"" }.joined(separator: " ")) }
        if view.content.apportionsSegmentWidthsByContent { parts.append("widths by content") }
        if let stack = view.stack {
            let spacing: String
            switch stack.spacing {
            case .points(let points): spacing = Self.number(points)
            case .system: spacing = "system"
            }
            parts.append("\(stack.axis.rawValue) \(stack.distribution.rawValue)/\(stack.alignment.rawValue) spacing \(spacing)")
        }
        if view.translatesAutoresizingMaskIntoConstraints { parts.append("autoresizing \(view.frame)") }
        if view.isHidden { parts.append("hidden") }
        return parts.joined(separator: " ")
    }

    static func value(_ change: VariantChange) -> String {
        switch change {
        case .constant(let x), .multiplier(let x): return number(x)
        case .priority(let p): return number(p.rawValue)
        case .hidden(let flag): return "\(flag)"
        case .axis(let axis): return axis.rawValue
        case .spacing(.points(let x)): return number(x)
        case .spacing(.system): return "system"
        case .alignment(let a): return a.rawValue
        case .distribution(let d): return d.rawValue
        case .textStyle(let s): return s.rawValue
        case .font(.textStyle(let s)): return s.rawValue
        case .font(.system(let size, let weight)): return "\(number(size))pt \(weight.rawValue)"
        case .text(let text): return "\"\(text)\""
        case .layoutMargins(let margins): return "\(margins)"
        case .numberOfLines(let n): return "\(n)"
        case .intrinsicContentSize(let size):
            return "\(size.width.map(number) ?? "none")x\(size.height.map(number) ?? "none")"
        case .frame(let rect), .recordedFrame(let rect): return "\(rect)"
        }
    }

    static func number(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
    }
}
