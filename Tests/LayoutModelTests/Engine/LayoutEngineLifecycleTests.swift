import LayoutModel
import Testing

@Suite("LayoutEngine errors and resizing")
struct LayoutEngineLifecycleTests {
    @Test("an unknown id is an error naming the constraint and the id")
    func unknownItem() throws {
        let hierarchy = try EngineFixture.hierarchy([ViewNode(id: "a")], ["a.leading == ghost.trailing + 8"])
        #expect(throws: LayoutEngineError.unknownItem(constraint: "a.leading == ghost.trailing + 8", id: "ghost")) {
            try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667))
        }
    }

    @Test("an invalid pairing is an error naming the constraint")
    func invalidPairing() throws {
        let hierarchy = try EngineFixture.hierarchy([ViewNode(id: "a")], ["a.top == root.width"])
        #expect(throws: LayoutEngineError.invalidConstraint(
            .sizeWithLocation(constraint: "a.top == root.width", first: .top, second: .width))
        ) {
            try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667))
        }
    }

    @Test("duplicate ids, guide owners and scroll-view guides are refused")
    func structuralErrors() throws {
        let duplicate = try EngineFixture.hierarchy([ViewNode(id: "a"), ViewNode(id: "a")], [])
        #expect(throws: LayoutEngineError.duplicateID("a")) {
            try LayoutEngine(hierarchy: duplicate, containerSize: LayoutSize(width: 1, height: 1))
        }
        let orphan = try EngineFixture.hierarchy([], [], guides: [LayoutGuideNode(id: "g", owner: "nobody")])
        #expect(throws: LayoutEngineError.unknownGuideOwner(guide: "g", owner: "nobody")) {
            try LayoutEngine(hierarchy: orphan, containerSize: LayoutSize(width: 1, height: 1))
        }
        let scroll = try EngineFixture.hierarchy([ViewNode(id: "a")], ["a.top == root.contentLayout.top"])
        #expect(throws: LayoutEngineError.unsupportedGuide(
            constraint: "a.top == root.contentLayout.top", item: "root", guide: .contentLayout)
        ) {
            try LayoutEngine(hierarchy: scroll, containerSize: LayoutSize(width: 1, height: 1))
        }
    }

    @Test("resizing re-solves to the frames a fresh engine gives at the new size")
    func resizeMatchesFresh() throws {
        let hierarchy = try LayoutEngineFrameTests.equalWidths()
        var engine = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667))
        let landscape = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        try engine.resize(to: LayoutSize(width: 812, height: 375), safeArea: landscape)
        let fresh = try LayoutEngine(
            hierarchy: hierarchy, containerSize: LayoutSize(width: 812, height: 375), safeAreaInsets: landscape)
        #expect(engine.result() == fresh.result())
        // Margins from the safe area: 44 + 8 each side, (812 − 104 − 8) / 2 = 350.
        #expect(engine.result()["a"]?.inRoot == EngineFixture.rect(52, 28, 350, 100))
        try engine.resize(to: LayoutSize(width: 375, height: 667), safeArea: .zero)
        let back = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 375, height: 667))
        #expect(engine.result() == back.result())
    }

    @Test("resizing into and out of a conflict matches a fresh engine each time")
    func resizeThroughConflict() throws {
        let hierarchy = try EngineFixture.hierarchy(
            [ViewNode(id: "v")],
            [
                "v.leading == root.leading", "v.trailing == root.trailing", "v.width == 300",
                "v.top == root.top", "v.height == 10",
            ])
        var engine = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 300, height: 600))
        #expect(engine.result().unsatisfiable.isEmpty)
        for width in [375.0, 300, 320] {
            try engine.resize(to: LayoutSize(width: width, height: 600), safeArea: .zero)
            let fresh = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: width, height: 600))
            #expect(engine.result() == fresh.result())
            #expect(engine.result().unsatisfiable.count == (width == 300 ? 0 : 1))
        }
    }
}
