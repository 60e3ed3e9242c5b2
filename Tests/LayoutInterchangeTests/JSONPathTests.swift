import LayoutInterchange
import Testing

/// How error messages spell where a value sits in a JSON document.
@Suite struct JSONPathTests {
    @Test func aPathIsSpeltAsInTheDocument() {
        let path = JSONPath([.key("root"), .key("subviews"), .index(1), .key("arrangedSubviews"), .index(0), .key("textStyle")])
        #expect(path.description == "root.subviews[1].arrangedSubviews[0].textStyle")
        #expect(JSONPath([.key("constraints"), .index(4), .key("not an id")]).description == #"constraints[4]["not an id"]"#)
    }

    /// A view 15 levels down: its path keeps the first four and the last four levels,
    /// cut between levels, and counts what it leaves out.
    @Test func aDeepPathIsShortenedInItsMiddle() {
        var path = JSONPath([.key("root")])
        for level in 0..<15 { path = path.appending("subviews").appending(level) }
        #expect(
            path.description
                == "root.subviews[0].subviews[1].subviews[2].subviews[3] … 14 more components … "
                + "subviews[11].subviews[12].subviews[13].subviews[14]")
        var twelve = JSONPath([.key("root")])
        for level in 0..<11 { twelve = twelve.appending("subviews").appending(level) }
        #expect(!twelve.description.contains("more components"))
    }
}
