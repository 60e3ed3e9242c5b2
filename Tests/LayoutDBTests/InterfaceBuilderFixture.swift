import Foundation

/// A storyboard of two scenes, written to a fresh folder, for the command-line tests of
/// what the importer reports and of Interface Builder ids:
///
/// - c-1: a pre-safe-area scene with its legacy guides (top `tg-1`, bottom
///   `bg-1`), box b-1 10 pt under the top guide; b-1 has a `userInterfaceIdiom=mac`
///   variation (line 17), which layoutdb skips with a warning.
/// - c-2: box d-1, nothing to warn about.
enum InterfaceBuilderFixture {
    static let macVariationLine = 17

    /// A storyboard of one scene: controller c-1 with root view v-1 (375 × 667) drawn on
    /// `device`, holding `body` (its `<subviews>` and `<constraints>`, or nothing).
    /// ``oneScene(device:body:)`` written to `url`, which it returns.
    static func writeOneScene(to url: URL, device: String = "retina4_7", body: String = "") throws -> URL {
        try Data(oneScene(device: device, body: body).utf8).write(to: url)
        return url
    }

    static func oneScene(device: String = "retina4_7", body: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <scene sceneID="s-1"><objects>
                    <viewController id="c-1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v-1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(body)
                        </view>
                    </viewController>
                </objects><point key="canvasLocation" x="0" y="0"/></scene>
            </scenes>
        </document>

        """
    }

    static func storyboard(named name: String = "Guides.storyboard") throws -> String {
        let folder = try DocumentCommandTests.folder()
        let url = folder.appendingPathComponent(name)
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s-1"><objects>
                        <viewController id="c-1" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-1"/>
                                <viewControllerLayoutGuide type="bottom" id="bg-1"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="v-1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-1">
                                        <rect key="frame" x="10" y="30" width="100" height="100"/>
                                        <variation key="userInterfaceIdiom=mac" hidden="YES"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="b-1" firstAttribute="leading" secondItem="v-1" secondAttribute="leading" constant="10" id="l-1"/>
                                    <constraint firstItem="b-1" firstAttribute="top" secondItem="tg-1" secondAttribute="bottom" constant="10" id="t-1"/>
                                    <constraint firstItem="b-1" firstAttribute="width" constant="100" id="w-1"/>
                                    <constraint firstItem="b-1" firstAttribute="height" constant="100" id="h-1"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects><point key="canvasLocation" x="0" y="0"/></scene>
                    <scene sceneID="s-2"><objects>
                        <viewController id="c-2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-2">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="d-1">
                                        <rect key="frame" x="10" y="10" width="100" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="d-1" firstAttribute="leading" secondItem="v-2" secondAttribute="leading" constant="10" id="l-2"/>
                                    <constraint firstItem="d-1" firstAttribute="top" secondItem="v-2" secondAttribute="top" constant="10" id="t-2"/>
                                    <constraint firstItem="d-1" firstAttribute="width" constant="100" id="w-2"/>
                                    <constraint firstItem="d-1" firstAttribute="height" constant="100" id="h-2"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects><point key="canvasLocation" x="400" y="0"/></scene>
                </scenes>
            </document>

            """
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
