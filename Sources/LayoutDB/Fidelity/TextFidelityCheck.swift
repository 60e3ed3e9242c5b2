import Foundation
import LayoutInterchange
import LayoutModel

/// `layoutdb system text-fidelity`: how close the measured intrinsic sizes of labels,
/// buttons, text fields and text views are to the frames Xcode recorded, where a frame's
/// axis is the view's intrinsic size (``IntrinsicAxisSelection``).
///
/// Each document is materialized at its design canvas (placeholder constraints
/// installed, as the canvas laid it out), and every trustworthy text view
/// (``InterfaceBuilderScene/trustworthyViews``) that is not a custom subclass is measured
/// with `IntrinsicContentSizing` and the given measurer at the `large` category (an
/// Interface Builder file records none) and the design device's screen scale:
/// - a single-line label, a button or a text field on each axis the rule lets in;
/// - a label with `numberOfLines` other than 1 and a text view that does not scroll on
///   height only, wrapped at its recorded width (what Interface Builder's automatic
///   preferred maximum width is);
/// - a scrolling text view never (it has no intrinsic size).
public enum TextFidelityCheck {
    /// The samples of the file at `path` (its last path component names it), or the
    /// import error.
    public static func samples(path: String, measurer: any TextMeasuring) -> Result<[TextFidelitySample], TextFidelityFailure> {
        let fileName = (path as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(TextFidelityFailure(fileName: fileName, message: "cannot read \(path)"))
        }
        return samples(data: data, fileName: fileName, measurer: measurer)
    }

    /// The samples of a file's contents.
    public static func samples(data: Data, fileName: String, measurer: any TextMeasuring)
        -> Result<[TextFidelitySample], TextFidelityFailure>
    {
        let file: InterfaceBuilderImport
        do {
            file = try InterfaceBuilderDocument.importFile(data: data, fileName: fileName)
        } catch {
            return .failure(TextFidelityFailure(fileName: fileName, message: error.description))
        }
        return .success(file.scenes.flatMap { samples(of: $0, in: file, fileName: fileName, measurer: measurer) })
    }

    static func samples(
        of scene: InterfaceBuilderScene, in file: InterfaceBuilderImport, fileName: String, measurer: any TextMeasuring
    ) -> [TextFidelitySample] {
        let candidates = scene.trustworthyViews.filter { scene.textAttributes[$0] != nil }
        guard !candidates.isEmpty else { return [] }
        let document = DesignTimeConstraints.installed(in: scene.document)
        guard let setup = DesignCanvas(file: file, scene: scene).setup(for: document),
            let resolved = try? document.materialized(for: setup.traits, ties: .lastInDocumentWins)
        else { return [] }
        let selection = IntrinsicAxisSelection(resolved.hierarchy)
        let scale = setup.configuration.device.scale
        var samples: [TextFidelitySample] = []
        for id in candidates.sorted() {
            guard let view = resolved.hierarchy.view(id), view.customClass == nil, let recorded = view.recordedFrame,
                let attributes = scene.textAttributes[id]
            else { continue }
            let wraps: Bool
            switch attributes.element {
            case "label": wraps = view.content.numberOfLines != 1
            case "textView":
                guard attributes.scrollDisabled else { continue }
                wraps = true
            default: wraps = false
            }
            let axes: [LayoutAxis] = wraps ? [.vertical] : [.horizontal, .vertical]
            let chosen = axes.filter { selection.isIntrinsic(view, on: $0) }
            guard !chosen.isEmpty else { continue }
            let metrics = IntrinsicContentSizing.metrics(
                of: view, category: .default, displayScale: scale,
                preferredMaxLayoutWidth: wraps ? recorded.width : nil, measurer: measurer)
            for axis in chosen {
                let measured = axis == .horizontal ? metrics.intrinsicContentSize.width : metrics.intrinsicContentSize.height
                guard let measured else { continue }
                samples.append(TextFidelitySample(
                    fileName: fileName, document: scene.document.name,
                    interfaceBuilderID: InterfaceBuilderID.interfaceBuilderID(for: id) ?? id,
                    group: TextFidelitySample.group(attributes, wraps: wraps),
                    fontKind: attributes.fontKind ?? "default",
                    text: view.content.title ?? view.content.text ?? view.content.placeholder ?? "",
                    axis: axis, measured: measured,
                    recorded: axis == .horizontal ? recorded.width : recorded.height,
                    toolsVersion: file.toolsVersion ?? "", scale: scale,
                    pointSize: view.content.font.map { $0.resolved(at: .default).pointSize }))
            }
        }
        return samples
    }
}

/// One axis of one text view: its measured intrinsic size and the size Xcode recorded.
public struct TextFidelitySample: Hashable, Sendable {
    public var fileName: String
    public var document: String
    public var interfaceBuilderID: String
    /// The class and what changes its sizing (``group(_:wraps:)``).
    public var group: String
    /// ``InterfaceBuilderTextAttributes/fontKind``, `default` when the file gives none.
    public var fontKind: String
    public var text: String
    public var axis: LayoutAxis
    public var measured: Double
    public var recorded: Double
    public var toolsVersion: String
    /// The design device's screen scale.
    public var scale: Double
    /// The font's point size at `large`; nil for the class default.
    public var pointSize: Double?

    /// measured − recorded.
    public var error: Double { measured - recorded }

    /// The row a view is counted in: `UILabel`, `UILabel (multi-line)`, `UIButton system`,
    /// `UIButton configuration filled`, `UITextField roundedRect`, … with `, image`,
    /// `, insets`, `, attributed`, `, shrinks` (adjustsFontSizeToFit) when they apply.
    static func group(_ attributes: InterfaceBuilderTextAttributes, wraps: Bool) -> String {
        var name: String
        switch attributes.element {
        case "label": name = wraps ? "UILabel (multi-line)" : "UILabel"
        case "button":
            name = attributes.configurationStyle.map { "UIButton configuration \($0)" }
                ?? "UIButton \(attributes.buttonType ?? "custom")"
            if attributes.hasImage { name += ", image" }
            if attributes.hasInsets { name += ", insets" }
        case "textField": name = "UITextField \(attributes.borderStyle ?? "none")"
        default: name = "UITextView"
        }
        if attributes.isAttributed { name += ", attributed" }
        if attributes.adjustsFontSizeToFit { name += ", shrinks" }
        return name
    }
}

/// A file the check could not read or import.
public struct TextFidelityFailure: Error, Hashable, Sendable {
    public var fileName: String
    public var message: String
}
