import LayoutModel
import Testing

@Suite("LayoutAttribute")
struct LayoutAttributeTests {
    @Test("every attribute's axis, kind and margin form")
    func classification() {
        // name, axis, isSize, isMargin, non-margin counterpart, direction-relative, absolute
        let table: [(LayoutAttribute, LayoutAxis?, Bool, Bool, LayoutAttribute, Bool, Bool)] = [
            (.left, .horizontal, false, false, .left, false, true),
            (.right, .horizontal, false, false, .right, false, true),
            (.top, .vertical, false, false, .top, false, false),
            (.bottom, .vertical, false, false, .bottom, false, false),
            (.leading, .horizontal, false, false, .leading, true, false),
            (.trailing, .horizontal, false, false, .trailing, true, false),
            (.width, .horizontal, true, false, .width, false, false),
            (.height, .vertical, true, false, .height, false, false),
            (.centerX, .horizontal, false, false, .centerX, false, false),
            (.centerY, .vertical, false, false, .centerY, false, false),
            (.firstBaseline, .vertical, false, false, .firstBaseline, false, false),
            (.lastBaseline, .vertical, false, false, .lastBaseline, false, false),
            (.leftMargin, .horizontal, false, true, .left, false, true),
            (.rightMargin, .horizontal, false, true, .right, false, true),
            (.topMargin, .vertical, false, true, .top, false, false),
            (.bottomMargin, .vertical, false, true, .bottom, false, false),
            (.leadingMargin, .horizontal, false, true, .leading, true, false),
            (.trailingMargin, .horizontal, false, true, .trailing, true, false),
            (.centerXWithinMargins, .horizontal, false, true, .centerX, false, false),
            (.centerYWithinMargins, .vertical, false, true, .centerY, false, false),
            (.notAnAttribute, nil, false, false, .notAnAttribute, false, false),
        ]
        #expect(table.count == LayoutAttribute.allCases.count)
        for (attribute, axis, isSize, isMargin, base, directional, absolute) in table {
            #expect(attribute.axis == axis, "\(attribute)")
            #expect(attribute.isSize == isSize, "\(attribute)")
            #expect(attribute.isLocation == (!isSize && attribute != .notAnAttribute), "\(attribute)")
            #expect(attribute.isMargin == isMargin, "\(attribute)")
            #expect(attribute.nonMarginCounterpart == base, "\(attribute)")
            #expect(attribute.isDirectionRelative == directional, "\(attribute)")
            #expect(attribute.isAbsoluteHorizontal == absolute, "\(attribute)")
        }
    }

    @Test("margin counterparts")
    func marginCounterparts() {
        #expect(LayoutAttribute.leading.marginCounterpart == .leadingMargin)
        #expect(LayoutAttribute.top.marginCounterpart == .topMargin)
        #expect(LayoutAttribute.centerY.marginCounterpart == .centerYWithinMargins)
        #expect(LayoutAttribute.rightMargin.marginCounterpart == .rightMargin)
        #expect(LayoutAttribute.width.marginCounterpart == nil)
        #expect(LayoutAttribute.firstBaseline.marginCounterpart == nil)
        for attribute in LayoutAttribute.allCases {
            if let margin = attribute.marginCounterpart {
                #expect(margin.nonMarginCounterpart == attribute.nonMarginCounterpart)
            }
        }
    }

    @Test("names read and print the FORMAT.md spelling")
    func names() {
        let spelled = "left right top bottom leading trailing width height centerX centerY firstBaseline "
            + "lastBaseline leftMargin rightMargin topMargin bottomMargin leadingMargin trailingMargin "
            + "centerXWithinMargins centerYWithinMargins notAnAttribute"
        let names = spelled.split(separator: " ")
        #expect(names.map { LayoutAttribute(name: $0) } == LayoutAttribute.allCases.map { $0 })
        #expect(LayoutAttribute.allCases.map(\.name) == names.map(String.init))
        #expect(LayoutAttribute(name: "Leading") == nil)
        #expect(LayoutAttribute(name: "baseline") == nil)
        #expect("\(LayoutAttribute.centerXWithinMargins)" == "centerXWithinMargins")
    }

    @Test("item and anchor references print as documents spell them")
    func references() throws {
        #expect(ItemReference("root", guide: .safeArea).description == "root.safeArea")
        #expect(AnchorReference(ItemReference("s", guide: .contentLayout), .top).description == "s.contentLayout.top")
        #expect(AnchorReference("title", .leading).description == "title.leading")
        #expect(try AnchorReference(parsing: "root.layoutMargins.leading") == AnchorReference(ItemReference("root", guide: .layoutMargins), .leading))
        #expect(try AnchorReference(parsing: " form.width ") == AnchorReference("form", .width))
        #expect(throws: EquationParseError.self) { try AnchorReference(parsing: "form.width + 1") }
        #expect(ItemReference.isValidID("_a1"))
        #expect(!ItemReference.isValidID("1a"))
        #expect(!ItemReference.isValidID(""))
        #expect(BuiltInGuide.allCases.filter(\.isScrollViewOnly) == [.contentLayout, .frameLayout])
    }
}
