import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// A collection view cell's `<collectionViewCellContentView key="contentView">` (Xcode 11
/// on) is the cell's content view: imported as a `UICollectionViewCellContentView`, laid
/// out to the cell's bounds whatever its recorded autoresizing mask, and written back as
/// the keyed child, not as a plain view among the cell's subviews.
@Suite("Interface Builder collection view cell content views")
struct CollectionCellContentViewTests {
    /// A 50 × 50 cell whose content view holds a view pinned 5 from each of its edges.
    let file = xib("""
        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cel">
            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="cnt">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="5" y="5" width="40" height="40"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="cnt" secondAttribute="top" constant="5" id="c-1"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="cnt" secondAttribute="leading" constant="5" id="c-2"/>
                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="5" id="c-3"/>
                    <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="5" id="c-4"/>
                </constraints>
            </collectionViewCellContentView>
        </collectionViewCell>
        """)

    /// Sized 200 × 100 (a flow layout's item size), the content view fills the cell and
    /// the view inside it follows: (5, 5, 190, 90).
    @Test("the content view fills the cell at any size")
    func fillsTheCell() throws {
        let document = try InterfaceBuilderDocument.parse(data: file, fileName: "t.xib")[0]
        #expect(document.root.subviews.map(\.className) == ["UICollectionViewCellContentView"])
        let solved = try LayoutSolving.solve(
            document, revision: nil,
            setup: SolveSetup(
                configuration: DeviceConfiguration(deviceNamed: "retina4_7"), containerSize: LayoutSize(width: 200, height: 100)))
        #expect(solved.views.first { $0.id == "cnt" }?.frame == LayoutRect(x: 0, y: 0, width: 200, height: 100))
        #expect(solved.views.first { $0.id == "box" }?.frame == LayoutRect(x: 5, y: 5, width: 190, height: 90))
    }

    /// Written as xib or storyboard, the content view is the cell's keyed
    /// `<collectionViewCellContentView>` again, and reads back to the same document.
    @Test("export writes the content view as the cell's keyed child")
    func export() throws {
        let original = try InterfaceBuilderDocument.parse(data: file, fileName: "t.xib")[0]
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(original, as: format, device: ("retina4_7", .portrait))
            #expect(text.contains("<collectionViewCellContentView key=\"contentView\""), "\(format)")
            let again = try #require(
                try InterfaceBuilderDocument.parse(data: Data(text.utf8), fileName: "out." + format.rawValue).first)
            #expect(again.root.subviews.map(\.className) == ["UICollectionViewCellContentView"], "\(format)")
            #expect(again.root.subviews.first?.subviews.map(\.id) == ["box"], "\(format)")
        }
    }
}
