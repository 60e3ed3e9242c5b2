import Foundation

/// A table view cell `width` wide at (`x`, `y`) in its table, 44 high, whose label is
/// pinned to its content view's leading and trailing margins and recorded `margin` from
/// its sides at (margin, 11, width − 2·margin, 22): the fidelity check passes only when the
/// solve gives the content view those side margins. A prototype cell has a
/// `reuseIdentifier`; a static one has none.
func labelledTableCell(x: Double, y: Double, width: Double, margin: Double, reuseIdentifier: String? = nil) -> String {
    tableCellWithLabel(
        x: x, y: y, width: width, height: 44, label: (margin, 11, width - 2 * margin, 22),
        constraints: """
            <constraint firstItem="lab-1" firstAttribute="leading" secondItem="cv-1" secondAttribute="leadingMargin" id="k-1"/>
            <constraint firstAttribute="trailingMargin" secondItem="lab-1" secondAttribute="trailing" id="k-2"/>
            <constraint firstItem="lab-1" firstAttribute="centerY" secondItem="cv-1" secondAttribute="centerY" id="k-3"/>
            """,
        reuseIdentifier: reuseIdentifier)
}

/// A table view cell (`cell-1`, content view `cv-1`) `width` × `height` at (`x`, `y`) in
/// its table, holding one label (`lab-1`) recorded at `label` (x, y, width, height) and
/// placed by `constraints`, the cell tests' common shape.
func tableCellWithLabel(
    x: Double, y: Double, width: Double, height: Double, label: (x: Double, y: Double, width: Double, height: Double),
    constraints: String, reuseIdentifier: String? = nil
) -> String {
    let reuse = reuseIdentifier.map { #"reuseIdentifier="\#($0)" "# } ?? ""
    return """
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" \(reuse)id="cell-1">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell-1" id="cv-1">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lab-1">
                        <rect key="frame" x="\(label.x)" y="\(label.y)" width="\(label.width)" height="\(label.height)"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
        \(constraints)
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
}

/// A storyboard saved by `toolsVersion` on `device` (portrait) whose one scene holds
/// `scene`'s objects.
func oneSceneStoryboard(device: String, toolsVersion: String, scene: String) -> Data {
    Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-1"><objects>
                    \(scene)
                </objects><point key="canvasLocation" x="0" y="0"/></scene>
            </scenes>
        </document>

        """.utf8)
}
