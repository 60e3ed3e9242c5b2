import Foundation
import LayoutModel
@testable import LayoutStore

/// Temporary databases and sample documents for the store's tests.
enum StoreFixtures {
    /// A fresh directory under the system's temporary folder; each test gets its own.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutdb-store-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func store() throws -> DocumentStore {
        try DocumentStore(path: temporaryDirectory().appendingPathComponent("test.sqlite").path)
    }

    /// A document that uses every kind of row and every column at least once.
    static func richDocument(name: String = "login") throws -> LayoutDocument {
        let title = ViewNode(
            id: "title", className: "UILabel", intrinsicContentSize: IntrinsicContentSize(width: 120, height: nil),
            contentHugging: AxisPriorities(horizontal: Priority(clamping: 251), vertical: .defaultLow),
            layoutMargins: .fixed(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            semanticContentAttribute: .forceRightToLeft,
            content: ViewContent(text: "Welcome — ようこそ", font: .textStyle(.title1), numberOfLines: 0),
            recordedFrame: LayoutRect(x: 16, y: 20, width: 343, height: 34.5))
        let email = ViewNode(
            id: "email", className: "UITextField",
            content: ViewContent(placeholder: "Email", borderStyle: .line, font: .system(size: 15, weight: .semibold),
                                 adjustsFontForContentSizeCategory: false))
        let go = ViewNode(id: "go", className: "UIButton", isHidden: true, content: ViewContent(title: "Sign in"))
        let form = ViewNode(
            id: "form", className: "UIStackView", subviews: [email, go],
            stack: StackProperties(
                axis: .vertical, distribution: .equalSpacing, alignment: .top, spacing: .system,
                customSpacing: ["email": .points(12.5)], isBaselineRelativeArrangement: true,
                isLayoutMarginsRelativeArrangement: true, arrangedSubviewIDs: ["go", "email"]))
        let badge = ViewNode(
            id: "badge", className: "UIImageView", translatesAutoresizingMaskIntoConstraints: true,
            frame: LayoutRect(x: 5, y: 6, width: 7, height: 8), autoresizingMask: [.flexibleWidth, .flexibleTopMargin],
            preservesSuperviewLayoutMargins: true, insetsLayoutMarginsFromSafeArea: false, baselineOffset: 3,
            content: ViewContent(imageSize: LayoutSize(width: 24, height: 24)))
        let root = ViewNode(
            id: "root", subviews: [title, form, badge],
            layoutMargins: .directional(DirectionalInsets(top: 8, leading: 16, bottom: 8, trailing: 20)))
        return LayoutDocument(
            name: name, root: root, guides: [LayoutGuideNode(id: "column", owner: "root")],
            constraints: [
                .single(try ConstraintSpec(equation: "title.top == root.safeArea.top + 20 @750")),
                .single(ConstraintSpec(
                    id: "formWidth", first: AnchorReference("form", .width), relation: .lessThanOrEqual,
                    second: AnchorReference("root", .width), multiplier: 0.5, constant: -2,
                    priority: Priority(clamping: 999), identifier: "form max width", isActive: false,
                    isPlaceholder: true)),
                .single(ConstraintSpec(first: AnchorReference("title", .height), relation: .greaterThanOrEqual, constant: 44)),
                .visual(VisualFormatEntry(
                    id: "rows", format: "V:|-[title]-(pad)-[form]", options: [.alignAllLeading], metrics: ["pad": 20])),
            ],
            variants: [
                Variant(when: TraitPredicate(heightClass: .compact), target: .constraint("formWidth"), installed: false),
                Variant(
                    when: TraitPredicate(widthClass: .regular, heightClass: .regular), target: .view("form"),
                    changes: [.spacing(.points(20)), .axis(.horizontal), .alignment(.center), .distribution(.fill)]),
                Variant(
                    when: TraitPredicate(contentSize: .accessibilityMedium ... .accessibilityExtraExtraExtraLarge,
                                         direction: .rightToLeft, idiom: .pad),
                    target: .view("title"),
                    changes: [
                        .textStyle(.body), .font(.system(size: 30, weight: .black)), .text("Hi"), .numberOfLines(2),
                        .hidden(true), .layoutMargins(.fixed(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))),
                        .intrinsicContentSize(IntrinsicContentSize(width: nil, height: 12)),
                        .frame(LayoutRect(x: 1, y: 2, width: 3, height: 4)),
                        .recordedFrame(LayoutRect(x: 0, y: 0, width: 10, height: 10)),
                    ]),
                Variant(
                    when: .any, target: .constraint("rows"),
                    changes: [.constant(4), .priority(Priority(clamping: 300)), .multiplier(2),
                              .layoutMargins(.directional(DirectionalInsets(all: 3))), .spacing(.system),
                              .font(.textStyle(.caption2))]),
                Variant(when: TraitPredicate(widthClass: .compact), target: .guide("column"), installed: true),
            ],
            designDevice: "iphone-6.1inch-island")
    }
}
