import Foundation
import LayoutInterchange
import Testing

/// Ratios typed with a space after the colon. Xcode keeps a multiplier as it was typed
/// and reads `3: 2` as 3:2: Beam's storyboards and cells (Xcode 9 to 11) ship with
/// `1: 1` and `3: 2` aspect ratios, which layoutdb used to refuse, so the whole file
/// failed to import ("Eighth sweep" in FIDELITY.md).
@Suite("Multipliers spelled with spaces")
struct MultiplierSpellingTests {
    /// Beam's subreddit cell (Subreddit.storyboard, Xcode 10): a 42-point square image
    /// 11 from the top and bottom of a 64-point row, 24 from its leading side, its width
    /// `1: 1` of its height; and below the row a view 300 wide with a `3: 2`
    /// width-to-height ratio (the aspect of Beam's album cell), 200 high.
    static let file = xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="64"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                            <rect key="frame" x="24" y="11" width="42" height="42"/>
                            <constraints>
                                <constraint firstAttribute="width" secondItem="img" secondAttribute="height" multiplier="1: 1" id="c-1"/>
                            </constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="64" id="c-2"/>
                        <constraint firstItem="img" firstAttribute="top" secondItem="row" secondAttribute="top" constant="11" id="c-4"/>
                        <constraint firstAttribute="bottom" secondItem="img" secondAttribute="bottom" constant="11" id="c-5"/>
                        <constraint firstItem="img" firstAttribute="leading" secondItem="row" secondAttribute="leading" constant="24" id="c-6"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="album">
                    <rect key="frame" x="0.0" y="64" width="300" height="200"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="300" id="c-7"/>
                        <constraint firstAttribute="width" secondItem="album" secondAttribute="height" multiplier="3: 2" id="c-3"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-8"/>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-9"/>
                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="c-10"/>
                <constraint firstItem="album" firstAttribute="top" secondItem="row" secondAttribute="bottom" id="c-11"/>
                <constraint firstItem="album" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-12"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """)

    @Test("`1: 1` and `3: 2` import as 1 and 1.5, and the views land on their recorded frames")
    func spacedRatios() throws {
        let imported = try InterfaceBuilderDocument.parse(data: Self.file, fileName: "t.xib")
        let document = try #require(imported.first)
        #expect(document.constraint(ib: "c-1")?.multiplier == 1)
        #expect(document.constraint(ib: "c-3")?.multiplier == 1.5)
        expectAllMatch(Self.file, compared: 3, fileName: "t.xib")
    }

    /// A view whose width constraint has the multiplier `text`.
    static func widthRatio(_ text: String) -> Data {
        xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <constraints>
                    <constraint firstAttribute="width" secondItem="root" secondAttribute="height" multiplier="\(text)" id="c-1"/>
                </constraints>
            </view>
            """)
    }

    /// The multiplier `text` imports as, or nil when the file is refused.
    static func multiplier(_ text: String) -> Double? {
        let imported = try? InterfaceBuilderDocument.parse(data: widthRatio(text), fileName: "t.xib")
        return imported?.first?.constraint(ib: "c-1")?.multiplier
    }

    @Test("spaces around either number, or around a decimal, are read; words still are not")
    func spellings() {
        #expect(Self.multiplier("3: 2") == 1.5)
        #expect(Self.multiplier(" 3 : 2 ") == 1.5)
        #expect(Self.multiplier("1 / 4") == 0.25)
        #expect(Self.multiplier(" 0.5") == 0.5)
        #expect(Self.multiplier("3:two") == nil)
        #expect(Self.multiplier("3 2") == nil)
        #expect(Self.multiplier("3: ") == nil)
    }
}
