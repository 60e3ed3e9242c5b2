import Foundation

/// A xib saved by `toolsVersion` on `device` whose top-level `cellWidth` × 100 table view
/// cell (320 unless told) holds a view pinned to all four margins of its content view,
/// recorded at `box`'s offset (so `cellWidth − 2·x` wide and `100 − 2·y` high): the
/// fidelity check passes only when the solve puts the view where the margins should.
func marginCellXib(
    toolsVersion: String = "22505", device: String = "retina6_12", box: (x: Double, y: Double), cellWidth: Double = 320
) -> Data {
    let width = cellWidth - 2 * box.x
    let height = 100 - 2 * box.y
    return Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel">
                    <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel" id="cnt">
                        <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="\(box.x)" y="\(box.y)" width="\(width)" height="\(height)"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="cnt" secondAttribute="topMargin" id="c-1"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="cnt" secondAttribute="leadingMargin" id="c-2"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c-3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c-4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>

        """.utf8)
}
