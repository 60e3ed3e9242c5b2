import LayoutInterchange
import LayoutModel

/// What `layoutdb resolve` prints: the installed views and constraints of a document for
/// one trait collection, and for each property a variant touched, the winner.
public struct ResolutionReport {
    public let document: LayoutDocument
    public let revision: Int
    public let resolved: ResolvedLayout
    /// The device the trait collection came from, when the query named one: printed so
    /// that the size classes shown can be checked against the device held that way.
    public let device: DeviceSizeClasses?

    public init(document: LayoutDocument, revision: Int, resolved: ResolvedLayout, device: DeviceSizeClasses? = nil) {
        self.document = document
        self.revision = revision
        self.resolved = resolved
        self.device = device
    }

    /// `iphone-se-2-3 landscape` or `ipad-pro-11inch portrait third`.
    var configurationText: String? {
        guard let device else { return nil }
        var words = [device.device.id, device.orientation.rawValue]
        if device.multitasking != .fullScreen { words.append(device.multitasking.rawValue) }
        return words.joined(separator: " ")
    }

    /// Said under the first line when the device's row is not sourced for this model.
    var unconfirmedNote: String? {
        guard let device, !device.isConfirmed else { return nil }
        guard device.multitasking != .fullScreen else {
            let rule = device.device.idiom == .pad ? "iPad" : "iPhone"
            return "size classes: the catalog's \(rule) rule (full screen in \(device.orientation.rawValue) "
                + "is not confirmed for \(device.device.id))"
        }
        let decided = decidedWidth.map { width in
            "; its width, \(width == width.rounded() ? String(Int(width)) : String(width)) pt, is layoutdb's decided value"
        } ?? ""
        return "size classes: the catalog's multitasking rule (\(device.multitasking.rawValue) in "
            + "\(device.orientation.rawValue) is not confirmed for \(device.device.id)\(decided))"
    }

    /// The width layoutdb decided for the device's multitasking configuration where the
    /// catalog has none sourced (``DecidedMultitaskingWidths``): the width `solve` uses.
    var decidedWidth: Double? {
        guard let device, device.multitasking != .fullScreen,
            let width = device.device.multitaskingWidth(device.multitasking, orientation: device.orientation),
            width.decided
        else { return nil }
        return width.width
    }

    var installedViews: [String] { resolved.hierarchy.views.map(\.view.id) }

    var removedViews: [String] {
        let installed = Set(installedViews)
        return document.allViews.map(\.id).filter { !installed.contains($0) }
    }

    public var text: String {
        let t = resolved.traits
        var lines = [
            "\(document.name) (revision \(revision)) for w\(t.widthClass.letter) h\(t.heightClass.letter), "
                + "\(t.contentSize.rawValue), \(t.direction == .leftToRight ? "ltr" : "rtl"), \(t.idiom.rawValue)"
                + (configurationText.map { " (\($0))" } ?? ""),
        ]
        if let unconfirmedNote { lines.append(unconfirmedNote) }
        lines.append("views installed: " + installedViews.joined(separator: ", "))
        if !removedViews.isEmpty { lines.append("views not installed: " + removedViews.joined(separator: ", ")) }
        lines.append("constraints installed (\(resolved.hierarchy.constraints.count)):")
        lines += resolved.hierarchy.constraints.map { spec in
            "  " + spec.equationString + (spec.id.map { "  [\($0)]" } ?? "")
        }
        if !resolved.decisions.isEmpty {
            lines.append("decided by variants:")
            lines += resolved.decisions.map { "  " + Self.text($0) }
        }
        return lines.joined(separator: "\n")
    }

    /// `view form spacing = 16 by variants[0] (wR)`.
    static func text(_ decision: VariantDecision) -> String {
        let value = VariantDifference.valueText(decision)
        let by = VariantDifference.decider(decision)
        let overruled = decision.overruled.map { ", overruling variants[\($0)]" } ?? ""
        return "\(decision.target) \(decision.property) = \(value) by \(by)\(overruled)"
    }

    public var json: JSONValue {
        let t = resolved.traits
        var fields: [(String, JSONValue)] = [("document", .string(document.name)), ("revision", .integer(revision))]
        if let device {
            fields.append(("device", .object([
                ("id", .string(device.device.id)), ("orientation", .string(device.orientation.rawValue)),
                ("multitasking", .string(device.multitasking.rawValue)), ("confirmed", .bool(device.isConfirmed)),
            ] + (decidedWidth.map { [("decidedWidth", JSONValue.number($0))] } ?? []))))
        }
        return .object(fields + [
            ("traits", .object([
                ("widthClass", .string(t.widthClass.rawValue)), ("heightClass", .string(t.heightClass.rawValue)),
                ("contentSize", .string(t.contentSize.rawValue)), ("direction", .string(t.direction.rawValue)),
                ("idiom", .string(t.idiom.rawValue)),
            ])),
            ("views", .array(installedViews.map(JSONValue.string))),
            ("removedViews", .array(removedViews.map(JSONValue.string))),
            ("constraints", .array(resolved.hierarchy.constraints.map { spec in
                .object([
                    ("equation", .string(spec.equationString)), ("id", .optional(spec.id)),
                    ("identifier", .optional(spec.identifier)),
                ])
            })),
            ("decisions", .array(resolved.decisions.map { decision in
                .object([
                    ("target", .string(decision.target.description)), ("property", .string(decision.property)),
                    ("value", VariantDifference.valueJSON(decision)), ("variant", .optional(decision.variant)),
                    ("when", .optional(decision.when?.displayText)),
                ])
            })),
        ])
    }
}
