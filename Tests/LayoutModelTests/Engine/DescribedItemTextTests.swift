import LayoutModel
import Testing

/// How a view prints inside UIKit's constraint descriptions (facts/diagnostics.md §2):
/// `UILabel` and `UIButton` append their text in single quotes, cut to 25 characters and
/// `...` (`UILabel:0x7fa57a70ffb0'Top Label of Inner Stack'`,
/// `UILabel:0x7fa57d30def0'Bottom Label of Inner Sta...'`); other views print only
/// `Class:0xADDRESS`. The same name appears in the unsatisfiable log and in
/// `_autolayoutTrace`.
@Suite("Described item text")
struct DescribedItemTextTests {
    /// One view of `className` with `content`, given two required widths so the log
    /// prints it; the view is the root's first subview, so its address is 0x7fa000000200.
    static func log(_ className: String, _ content: ViewContent, customClass: String? = nil) throws -> (log: String, trace: String) {
        var view = ViewNode(id: "v", className: className, content: content)
        view.customClass = customClass
        let hierarchy = try EngineFixture.hierarchy(
            [view], ["v.leading == root.leading", "v.top == root.top", "v.height == 20", "v.width == 100", "v.width == 200"])
        let engine = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667))
        let conflict = try #require(engine.result().unsatisfiable.first)
        return (conflict.uikitLog, engine.autolayoutTrace())
    }

    @Test("labels and buttons carry their text, cut at 25 characters; other classes none", arguments: [
        ("UILabel", ViewContent(text: "Top Label of Inner Stack"), "UILabel:0x7fa000000200'Top Label of Inner Stack'"),
        ("UILabel", ViewContent(text: "Bottom Label of Inner Stack"), "UILabel:0x7fa000000200'Bottom Label of Inner Sta...'"),
        ("UILabel", ViewContent(text: "Testing out NSLayoutConstraint"), "UILabel:0x7fa000000200'Testing out NSLayoutConst...'"),
        ("UILabel", ViewContent(text: "Number"), "UILabel:0x7fa000000200'Number'"),
        ("UIButton", ViewContent(title: "Sign In"), "UIButton:0x7fa000000200'Sign In'"),
        ("UILabel", ViewContent(), "UILabel:0x7fa000000200.width"),
        ("UITextField", ViewContent(placeholder: "Email"), "UITextField:0x7fa000000200.width"),
        ("UIView", ViewContent(text: "ignored"), "UIView:0x7fa000000200.width"),
    ])
    func itemText(className: String, content: ViewContent, printed: String) throws {
        let (log, trace) = try Self.log(className, content)
        #expect(log.contains("\(printed)") && log.contains("width == 200   (active)>"), "\(log)")
        let name = printed.hasSuffix(".width") ? String(printed.dropLast(".width".count)) : printed
        #expect(trace.contains("|   |   *\(name)\n"), "\(trace)")
    }

    @Test("the runtime class prints: a custom class by its name, long names cut to 25 characters and ...", arguments: [
        ("UIView", "HeaderButtonView", ViewContent(), "HeaderButtonView:0x7fa000000200.width"),
        ("UILabel", "TitleLabel", ViewContent(text: "Hi"), "TitleLabel:0x7fa000000200'Hi'.width"),
        ("UIView", "UIContinuousPathIntroductionView", ViewContent(), "UIContinuousPathIntroduct...:0x7fa000000200.width"),
    ])
    func runtimeClass(className: String, customClass: String, content: ViewContent, printed: String) throws {
        let (log, _) = try Self.log(className, content, customClass: customClass)
        #expect(log.contains("\(printed) == 200   (active)>"), "\(log)")
    }
}
