/// A root view `width` × `height` filled by a scroll view whose content view is as wide
/// as the scroll view and `contentHeight` tall, with a 10 × 10 view (recorded at
/// `child`) at the content view's top and leading margins: the shape the scroll-view
/// behaviour tests share (content that scrolls or not, in a navigation controller or not).
/// `preservesMargins` writes the content view's `preservesSuperviewLayoutMargins`;
/// `isControllersView` keys the root as a storyboard controller's `view` (a xib's
/// top-level view has no key).
func scrollingRootView(
    width: Double, height: Double, contentHeight: Double, child: (x: Double, y: Double), preservesMargins: Bool = false,
    isControllersView: Bool = false
) -> String {
    let preserves = preservesMargins ? #" preservesSuperviewLayoutMargins="YES""# : ""
    let key = isControllersView ? #" key="view""# : ""
    return """
        <view\(key) contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <subviews>
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill"\(preserves) translatesAutoresizingMaskIntoConstraints="NO" id="cnt">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(contentHeight)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="kid">
                                    <rect key="frame" x="\(child.x)" y="\(child.y)" width="10" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="10" id="k-1"/>
                                        <constraint firstAttribute="height" constant="10" id="k-2"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="height" constant="\(contentHeight)" id="n-1"/>
                                <constraint firstItem="kid" firstAttribute="top" secondItem="cnt" secondAttribute="topMargin" id="n-2"/>
                                <constraint firstItem="kid" firstAttribute="leading" secondItem="cnt" secondAttribute="leadingMargin" id="n-3"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="cnt" firstAttribute="top" secondItem="scr" secondAttribute="top" id="s-1"/>
                        <constraint firstItem="cnt" firstAttribute="leading" secondItem="scr" secondAttribute="leading" id="s-2"/>
                        <constraint firstAttribute="trailing" secondItem="cnt" secondAttribute="trailing" id="s-3"/>
                        <constraint firstAttribute="bottom" secondItem="cnt" secondAttribute="bottom" id="s-4"/>
                        <constraint firstItem="cnt" firstAttribute="width" secondItem="scr" secondAttribute="width" id="s-5"/>
                    </constraints>
                </scrollView>
            </subviews>
            <constraints>
                <constraint firstItem="scr" firstAttribute="top" secondItem="root" secondAttribute="top" id="r-1"/>
                <constraint firstItem="scr" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r-2"/>
                <constraint firstAttribute="trailing" secondItem="scr" secondAttribute="trailing" id="r-3"/>
                <constraint firstAttribute="bottom" secondItem="scr" secondAttribute="bottom" id="r-4"/>
            </constraints>
        </view>
        """
}
