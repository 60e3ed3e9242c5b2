import Foundation
import LayoutInterchange
import LayoutModel
import Testing

@testable import LayoutDB

/// A size times 0 is a constant size: UIKit accepts `width == 0 × other.width + 40` and
/// lays the view out 40 wide, and so does layoutdb, in equations, constraint objects and
/// Interface Builder files (`multiplier="0"`, `"0:1"`). A location times 0 stays refused
/// with UIKit's own reason (facts/diagnostics.md §4).
@Suite("Zero multipliers on sizes")
struct ZeroMultiplierSizeTests {
    /// a at (10, 100), 40 × 30 from two zero-multiplier sizes; b below-right of it,
    /// 25 × 5 (its height is 0 × a's width + 5, not 5 + anything of a).
    static let json = """
        { "layoutdb": 1, "name": "zero", "root": { "id": "root", "subviews": [ { "id": "a" }, { "id": "b" } ] },
          "constraints": [
            "a.leading == root.leading + 10", "a.top == root.top + 100",
            "a.width == 0 * root.width + 40",
            { "first": "a.height", "second": "root.height", "multiplier": 0, "constant": 30 },
            "b.leading == a.trailing", "b.top == a.bottom",
            "b.width == a.width * 0 + 25", "b.height == 0 * a.width + 5" ] }
        """

    static func frames(_ solved: SolvedLayout) -> [String: LayoutRect] {
        Dictionary(uniqueKeysWithValues: solved.views.map { ($0.id, $0.frameInRoot) })
    }

    @Test("equations and objects: a 40 × 30 at (10, 100), b 25 × 5 at (50, 130), on any device")
    func jsonDocument() throws {
        let document = try DocumentReader.read(Self.json, file: "zero.json")
        for device in ["iphone-se-2-3", "ipad-pro-11inch"] {
            let setup = SolveSetup(configuration: try DeviceConfiguration(deviceNamed: device))
            let solved = try LayoutSolving.solve(document, revision: nil, setup: setup)
            let frames = Self.frames(solved)
            #expect(frames["a"] == LayoutRect(x: 10, y: 100, width: 40, height: 30), "\(device)")
            #expect(frames["b"] == LayoutRect(x: 50, y: 130, width: 25, height: 5), "\(device)")
            #expect(solved.diagnostics.isEmpty, "\(device): \(solved.diagnostics)")
        }
    }

    @Test("a location times 0 is refused with UIKit's reason, naming the constraint")
    func locationRefused() {
        let text = """
            { "layoutdb": 1, "name": "zero", "root": { "id": "root", "subviews": [ { "id": "a" } ] },
              "constraints": [ "a.leading == 0 * root.leading + 10" ] }
            """
        let error = #expect(throws: DocumentReadError.self) { try DocumentReader.read(text, file: "zero.json") }
        #expect(error?.description.contains(
            "a.leading == 0 * root.leading + 10: A multiplier of 0 or a nil second item together with a location for the "
                + "first attribute creates an illegal constraint of a location equal to a constant") == true,
            "\(String(describing: error))")
    }

    static func xib(topMultiplier: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="10" y="20" width="40" height="30"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c-1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" multiplier="\(topMultiplier)" constant="20" id="c-2"/>
                            <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0" constant="40" id="c-3"/>
                            <constraint firstItem="box" firstAttribute="height" secondItem="root" secondAttribute="width" multiplier="0:1" constant="30" id="c-4"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
    }

    @Test("Interface Builder: multiplier 0 and 0:1 on sizes import and solve to the recorded 40 × 30")
    func interfaceBuilder() throws {
        let imported = try InterfaceBuilderDocument.parse(data: Self.xib(topMultiplier: "1"), fileName: "Zero.xib")
        let document = try #require(imported.first)
        let setup = SolveSetup(
            configuration: try DeviceConfiguration(deviceNamed: "iphone-6.1inch-island"),
            containerSize: LayoutSize(width: 300, height: 100))
        let solved = try LayoutSolving.solve(document, revision: nil, setup: setup)
        #expect(Self.frames(solved)["box"] == LayoutRect(x: 10, y: 20, width: 40, height: 30))
        #expect(solved.diagnostics.isEmpty, "\(solved.diagnostics)")
    }

    @Test("Interface Builder: multiplier 0 on a location is refused at its line with UIKit's reason")
    func interfaceBuilderLocation() {
        do throws(IBImportError) {
            _ = try InterfaceBuilderDocument.parse(data: Self.xib(topMultiplier: "0"), fileName: "Zero.xib")
            Issue.record("a location times 0 was imported")
        } catch {
            #expect(error.description.contains(
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
                    + "illegal constraint of a location equal to a constant (top)"), "\(error)")
        }
    }
}
