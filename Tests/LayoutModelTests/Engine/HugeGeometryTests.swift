import LayoutModel
import Testing

/// Geometry beyond a constraint constant's range (``ConstraintSpec/largestConstant``) is
/// refused naming the view, whichever way it came in (an Interface Builder file, the
/// library): a frame of 1e308 is finite, but its origin plus its size is not, and the
/// solver used to refuse it as an internal engine error naming nothing.
@Suite("Huge geometry")
struct HugeGeometryTests {
    func engine(_ view: ViewNode) throws(LayoutEngineError) -> LayoutEngine {
        try LayoutEngine(
            hierarchy: LayoutHierarchy(root: ViewNode(id: "root", subviews: [view]), constraints: []),
            containerSize: LayoutSize(width: 375, height: 667))
    }

    @Test func aHugeFrameIsInvalidGeometryNamingTheView() {
        let view = ViewNode(id: "a", translatesAutoresizingMaskIntoConstraints: true, frame: LayoutRect(x: 0, y: 0, width: 1e308, height: 10))
        #expect {
            _ = try engine(view)
        } throws: { error in
            guard case .invalidGeometry(let what) = error as? LayoutEngineError else { return false }
            return what.hasPrefix("frame of 'a' ") && what.hasSuffix("(each number must be at most 1000000000.0 in magnitude)")
        }
        let edge = ViewNode(id: "a", translatesAutoresizingMaskIntoConstraints: true, frame: LayoutRect(x: -1e9, y: 0, width: 1e9, height: 10))
        #expect(throws: Never.self) { _ = try engine(edge) }
    }

    @Test func aHugeContainerIsInvalidGeometry() {
        let hierarchy = LayoutHierarchy(root: ViewNode(id: "root"), constraints: [])
        #expect(throws: LayoutEngineError.invalidGeometry("container size 1e+308×10.0 (each side from 0 to 1000000000.0)")) {
            _ = try LayoutEngine(hierarchy: hierarchy, containerSize: LayoutSize(width: 1e308, height: 10))
        }
    }

    @Test func aHugeIntrinsicSizeIsInvalidGeometryNamingTheView() {
        let view = ViewNode(id: "a", intrinsicContentSize: IntrinsicContentSize(width: 1e300, height: nil))
        #expect(throws: LayoutEngineError.invalidGeometry("intrinsic horizontal size of 'a' is 1e+300 (at most 1000000000.0)")) {
            _ = try engine(view)
        }
    }
}
