import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// Misplaced-view messages of imported documents name the view by both ids, so it can be
/// found in Xcode; other documents keep the document id alone.
@Suite("Interface Builder naming")
struct InterfaceBuilderNamingTests {
    @Test("the IB id follows the document id in misplaced messages of imported documents only")
    func misplacedMessage() {
        let file = "Main.storyboard#BYZ-38-t0r (ViewController)"
        #expect(InterfaceBuilderNaming.misplacedMessage(view: "G0L_e3_AV4", inDocumentNamed: file)
            == "Frame for \"G0L_e3_AV4\" (Interface Builder id G0L-e3-AV4) will be different at run time.")
        #expect(InterfaceBuilderNaming.misplacedMessage(view: "_8bC_Xf_vdC", inDocumentNamed: "Cell.xib#abc-12-xyz")
            == "Frame for \"_8bC_Xf_vdC\" (Interface Builder id 8bC-Xf-vdC) will be different at run time.")
        // An id the importer made up has no IB id; a JSON document is not from IB.
        #expect(InterfaceBuilderNaming.quoted("_contentView_x", inDocumentNamed: file) == "\"_contentView_x\"")
        #expect(InterfaceBuilderNaming.quoted("G0L_e3_AV4", inDocumentNamed: "login") == "\"G0L_e3_AV4\"")
        #expect(!InterfaceBuilderNaming.isInterfaceBuilderDocument(named: "notes#draft.xib"))
    }

    /// A view recorded 10 pt right of where its constraints put it (x 0) is misplaced; the
    /// solve's message and JSON both carry `m-1`.
    @Test("a solve of an imported document reports misplaced views with their IB ids")
    func solveMessage() throws {
        let document = try InterfaceBuilderDocument.importFile(data: xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="m-1">
                        <rect key="frame" x="10" y="0.0" width="20" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="w-1"/>
                            <constraint firstAttribute="height" constant="20" id="h-1"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="m-1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-1"/>
                    <constraint firstItem="m-1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-2"/>
                </constraints>
            </view>
            """), fileName: "T.xib").documents[0]
        let configuration = try DeviceConfiguration(deviceNamed: "retina6_12", orientation: .portrait)
        let solved = try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: configuration, containerSize: LayoutSize(width: 100, height: 100)))
        let misplaced = try #require(solved.diagnostics.first { $0.kind == "misplaced" })
        let expected = "Frame for \"m_1\" (Interface Builder id m-1) will be different at run time."
        #expect(misplaced.message == expected)
        #expect(misplaced.json.compact.contains(#""message":"Frame for \"m_1\" (Interface Builder id m-1) will be different at run time.""#))
    }
}
