import LayoutModel
import Testing

/// How the readable content guide's own constraints print: it hangs inside the margins
/// guide, so its edges print against that guide, not as a spacing from the view's edge.
@Suite("Readable content guide descriptions")
struct ReadableGuideDescriptionTests {
    /// An 11-inch iPad in portrait: 834 wide, 20-point margins, so the margins guide is
    /// 794 wide and the 672-point readable guide sits (794 − 672) / 2 = 61 inside it on
    /// each side, 81 from the root's edges. `text` spans the readable guide.
    @Test("the readable guide's left and right edges print against the margins guide, with the inset between them")
    func edgesAgainstTheMarginsGuide() throws {
        let hierarchy = try EngineFixture.hierarchy([ViewNode(id: "text")], [
            "text.leading == root.readableContent.leading", "text.trailing == root.readableContent.trailing",
            "text.top == root.readableContent.top", "text.height == 10",
        ])
        let engine = try LayoutEngine(
            hierarchy: hierarchy, configuration: try DeviceFixture.configuration(DeviceFixture.pad))
        #expect(try engine.result().frames["text"]?.inRoot == EngineFixture.rect(81, 24, 672, 10))
        let descriptions = try #require(engine.constraintsAffecting(item: "root.readableContent", axis: .horizontal))
            .map(\.constraint.uikitDescription)
            .filter { $0.contains("'UIViewReadableContentGuide-") }
        let readable = "UILayoutGuide:0x600003000100'UIViewReadableContentGuide'"
        let margins = "UILayoutGuide:0x600003000080'UIViewLayoutMarginsGuide'"
        #expect(descriptions.count == 2)
        #expect(descriptions.contains { $0.hasSuffix("'UIViewReadableContentGuide-left' \(readable).left == \(margins).left + 61   (active)>") }, "\(descriptions)")
        #expect(descriptions.contains { $0.hasSuffix("'UIViewReadableContentGuide-right' \(margins).right == \(readable).right + 61   (active)>") }, "\(descriptions)")
    }
}
