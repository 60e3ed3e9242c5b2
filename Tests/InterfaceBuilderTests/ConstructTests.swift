import Foundation
import LayoutInterchange
import Testing

/// Hand-checked values for the constructs IB-NOTES.md calls tricky, each against the
/// line of the corpus file that shows it.
@Suite("Interface Builder constructs")
struct ConstructTests {
    @Test("multipliers: a:b and decimals (Calculator), a/b (hand-written), original text kept")
    func multipliers() throws {
        let calculator = try Corpus.load("ReactiveX__RxSwift__Calculator.storyboard")
        let scene = calculator.scenes[0]
        // 18 × "1:1" and 1 × "2:1"; the 19 decimals (0.25, 0.5, 4) are plain numbers.
        #expect(scene.multiplierText.count == 19)
        #expect(Set(scene.multiplierText.values) == ["1:1", "2:1"])
        let ratios = scene.document.specs.filter { scene.multiplierText[$0.id ?? ""] != nil }
        #expect(ratios.filter { $0.multiplier == 1 }.count == 18)
        #expect(ratios.filter { $0.multiplier == 2 }.count == 1)
        let decimals = scene.document.specs.filter { [0.25, 0.5, 4].contains($0.multiplier) }
        #expect(decimals.count == 19)

        let data = xib(
            """
            <view contentMode="scaleToFill" id="v-1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a-1">
                        <rect key="frame" x="0.0" y="0.0" width="42" height="30"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="a-1" firstAttribute="width" secondItem="a-1" secondAttribute="height" multiplier="21/15" id="m-1"/>
                    <constraint firstItem="a-1" firstAttribute="height" secondItem="v-1" secondAttribute="height" multiplier="0.333" id="m-2"/>
                    <constraint firstItem="a-1" firstAttribute="leading" secondItem="v-1" secondAttribute="leading" multiplier="73:45" id="m-3"/>
                </constraints>
            </view>
            """)
        let result = try InterfaceBuilderDocument.importFile(data: data, fileName: "M.xib")
        let document = try #require(result.documents.first)
        #expect(document.constraint(ib: "m-1")?.multiplier == 21.0 / 15.0)
        #expect(document.constraint(ib: "m-2")?.multiplier == 0.333)
        #expect(document.constraint(ib: "m-3")?.multiplier == 73.0 / 45.0)
        #expect(result.scenes[0].multiplierText == ["m_1": "21/15", "m_3": "73:45"])
    }

    @Test("a missing firstItem is the holder; a missing secondItem a constant; aspect ratio names the holder twice")
    func missingItems() throws {
        let scroll = try Corpus.load("icerbox__ModernAutoLayout__ScrollView-v1_Main.storyboard").documents[0]
        // ScrollView-v1:61, held by the scroll view zvX-TJ-DRW.
        let trailing = try #require(scroll.constraint(ib: "DiG-6k-aDX"))
        #expect(trailing.first == AnchorReference("zvX_TJ_DRW", .trailing))
        #expect(trailing.second == AnchorReference("G0L_e3_AV4", .trailing))
        #expect(trailing.relation == .equal && trailing.multiplier == 1 && trailing.constant == 0 && trailing.priority == .required)

        let detail = try Corpus.load("Automattic__pocket-casts-ios__EpisodeDetailViewController.xib").documents[0]
        // EpisodeDetail:66, held by 4IP-4N-SIa: width == 1:1 × its own height.
        let aspect = try #require(detail.constraint(ib: "lhn-l4-F67"))
        #expect(aspect.first == AnchorReference("_4IP_4N_SIa", .width))
        #expect(aspect.second == AnchorReference("_4IP_4N_SIa", .height))
        #expect(aspect.multiplier == 1)

        // SPNoteTableViewCell:68-style size constant on the holder, priority 999.
        let vlc = try Corpus.load("videolan__vlc-ios__MovieCollectionViewCell.xib").documents[0]
        let width = try #require(vlc.constraint(ib: "rcl-Wd-003"))
        #expect(width.first == AnchorReference("_2dW_NN_qcG", .width))
        #expect(width.relation == .greaterThanOrEqual)
        #expect(width.second == nil && width.constant == 30)
    }

    @Test("symbolic constants are standard spacing and keep the stored value")
    func symbolic() throws {
        let scene = try Corpus.load("icerbox__ModernAutoLayout__ScrollView-v1_Main.storyboard").scenes[0]
        // ScrollView-v1:63-64.
        #expect(scene.standardSpacingConstraints == ["y63_MK_yig", "yk3_RR_Y9F"])
        #expect(scene.document.constraint(ib: "y63-MK-yig")?.constant == 20)
        #expect(scene.document.constraint(ib: "y63-MK-yig")?.first == AnchorReference("G0L_e3_AV4", .top))
        #expect(scene.document.constraint(ib: "y63-MK-yig")?.second == AnchorReference("zvX_TJ_DRW", .top))
    }

    @Test("frameInset frames (Xcode 8 beta) and views without frames")
    func frameInset() throws {
        let result = try Corpus.load("kharrison__CodeExamples__AutoLayout_Main.storyboard")
        let document = try #require(result.document(containing: "Arm-wq-HPj"))
        // AutoLayout:54 and :58.
        #expect(document.view(ib: "37f-cq-3Eg")?.frame == LayoutRect(x: 0, y: 0, width: 342, height: 63))
        #expect(document.view(ib: "Arm-wq-HPj")?.frame == LayoutRect(x: 15, y: 0, width: 325, height: 63))
        #expect(document.view(ib: "Arm-wq-HPj")?.recordedFrame == LayoutRect(x: 15, y: 0, width: 325, height: 63))
        // 15 views of the file have no frame at all (IB-NOTES.md §3); one is the navigation
        // controller's bar, which is in no document (the controller has no root view).
        let frameless = result.documents.flatMap(\.allViews).filter { $0.recordedFrame == nil }
        #expect(frameless.count == 14)
        #expect(frameless.contains { $0.id == "_3iq_AL_eoh" } && frameless.contains { $0.id == "FMH_6g_CP3" })
        // maxX/maxY are insets from the far edges (a decision; hand-written).
        let data = xib(
            """
            <view contentMode="scaleToFill" id="v-1">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a-1">
                        <frame key="frameInset" width="100" height="40" maxX="20" maxY="10"/>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b-1">
                        <frame key="frameInset" minX="10" minY="5" maxX="30" maxY="15"/>
                    </view>
                </subviews>
            </view>
            """)
        let hand = try #require(try InterfaceBuilderDocument.parse(data: data, fileName: "F.xib").first)
        #expect(hand.view(ib: "a-1")?.frame == LayoutRect(x: 180, y: 150, width: 100, height: 40))
        #expect(hand.view(ib: "b-1")?.frame == LayoutRect(x: 10, y: 5, width: 260, height: 180))
    }

    @Test("tAMIC, autoresizing masks and fixedFrame views")
    func autoresizing() throws {
        let data = xib(
            """
            <view contentMode="scaleToFill" id="v-1">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" id="a-1">
                        <rect key="frame" x="10" y="20" width="30" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxY="YES"/>
                    </view>
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b-1">
                        <rect key="frame" x="1" y="2" width="3" height="4"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c-1">
                        <rect key="frame" x="5" y="6" width="7" height="8"/>
                    </view>
                </subviews>
            </view>
            """)
        let document = try #require(try InterfaceBuilderDocument.parse(data: data, fileName: "A.xib").first)
        let a = try #require(document.view(ib: "a-1"))
        #expect(a.translatesAutoresizingMaskIntoConstraints)
        #expect(a.frame == LayoutRect(x: 10, y: 20, width: 30, height: 40))
        #expect(a.autoresizingMask == [.flexibleLeftMargin, .flexibleWidth, .flexibleBottomMargin])
        let b = try #require(document.view(ib: "b-1"))
        #expect(b.translatesAutoresizingMaskIntoConstraints && b.autoresizingMask == [])
        #expect(document.view(ib: "c-1")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(document.root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test("placeholder constraints are kept, marked design time only")
    func placeholders() throws {
        let document = try Corpus.load("Automattic__pocket-casts-ios__EpisodeDetailViewController.xib").documents[0]
        // EpisodeDetail:359-361 and one more: 4 in the file.
        #expect(document.specs.filter(\.isPlaceholder).count == 4)
        #expect(document.constraint(ib: "0w4-DA-dIz")?.isPlaceholder == true)
        #expect(document.constraint(ib: "lhn-l4-F67")?.isPlaceholder == false)
    }

    @Test("legacy top/bottom layout guides reach the root (Calculator:16, :278)")
    func legacyGuides() throws {
        let scene = try Corpus.load("ReactiveX__RxSwift__Calculator.storyboard").scenes[0]
        let constraint = try #require(scene.document.constraint(ib: "9PT-aA-C9h"))
        #expect(constraint.second == AnchorReference(ItemReference("_2aB_zX_D0f", guide: .topLayoutGuide), .bottom))
        #expect(constraint.constant == 28)
        #expect(scene.sourceIDs["_2aB_zX_D0f.topLayoutGuide"] == "BGU-Fc-pLc")
        #expect(scene.sourceIDs["_2aB_zX_D0f.bottomLayoutGuide"] == "LFx-RC-K1L")
    }

    @Test("safe-area, content and frame guides and readable width")
    func guides() throws {
        let tab = try Corpus.load("duckduckgo__iOS__Tab.storyboard").scenes[0]
        let centerY = try #require(tab.document.constraint(ib: "3qe-NM-ikO"))
        #expect(centerY.second?.item.guide == .safeArea)
        #expect(tab.sourceIDs["\(centerY.second?.item.description ?? "")"] == "t0t-53-xVf")
        let scroll = try Corpus.load("icerbox__ModernAutoLayout__ScrollView-v1_Main.storyboard").scenes[0]
        #expect(scroll.sourceIDs["zvX_TJ_DRW.contentLayout"] == "RaS-Dx-deu")
        #expect(scroll.sourceIDs["zvX_TJ_DRW.frameLayout"] == "80d-wL-wxI")
        // Validate:21 follows the readable width: its side margins are the readable guide (Validate:138).
        let validate = try Corpus.load("kharrison__CodeExamples__Validate_Main.storyboard").documents[0]
        #expect(validate.constraint(ib: "dRA-OT-ryv")?.second == AnchorReference(ItemReference("VI4_eb_9Uq", guide: .readableContent), .leading))
        #expect(validate.constraint(ib: "SJ6-fg-gVN")?.second == AnchorReference("VI4_eb_9Uq", .topMargin))
        #expect(validate.view(ib: "VI4-eb-9Uq")?.preservesSuperviewLayoutMargins == true)
    }

    @Test("layout margins of both kinds and their flags")
    func margins() throws {
        let tab = try Corpus.load("duckduckgo__iOS__Tab.storyboard").documents[0]
        let fixed = tab.allViews.compactMap { view -> EdgeInsets? in
            if case .fixed(let insets) = view.layoutMargins { return insets } else { return nil }
        }
        #expect(fixed.contains { $0.top < 0 })  // Tab:43 has a negative top.
        let scroll = try Corpus.load("icerbox__ModernAutoLayout__ScrollView-v1_Main.storyboard").documents[0]
        #expect(scroll.view(ib: "j2j-0w-WNp")?.layoutMargins == .directional(DirectionalInsets(top: 10, leading: 8, bottom: 10, trailing: 8)))
        #expect(scroll.view(ib: "j2j-0w-WNp")?.preservesSuperviewLayoutMargins == true)
        let movie = try Corpus.load("videolan__vlc-ios__MovieCollectionViewCell.xib").documents[0]
        #expect(movie.root.subviews[0].insetsLayoutMarginsFromSafeArea == false)
    }

    @Test("stack views: IB defaults, all subviews arranged, top on a vertical stack is leading")
    func stackViews() throws {
        let dynamic = try Corpus.load("kharrison__CodeExamples__DynamicText_Main.storyboard")
        let document = try #require(dynamic.document(containing: "SwY-zD-MzH"))
        let stackView = try #require(document.view(ib: "SwY-zD-MzH"))
        let stack = try #require(stackView.stack)
        // DynamicText:23: axis="vertical" alignment="top" spacingType="standard".
        #expect(stack.axis == .vertical)
        #expect(stack.alignment == .leading)
        #expect(stack.spacing == .system)
        #expect(stack.distribution == .fill)
        #expect(stack.arrangedSubviewIDs == stackView.subviews.map(\.id))
        #expect(!stack.arrangedSubviewIDs.isEmpty)
        // LedgerTableViewCell:212: horizontal by default, equalSpacing, firstBaseline, 8.
        let ledger = try Corpus.load("woocommerce__woocommerce-ios__LedgerTableViewCell.xib").documents[0]
        let row = try #require(ledger.view(ib: "ehO-OF-bQV")?.stack)
        #expect(row.axis == .horizontal && row.distribution == .equalSpacing && row.alignment == .firstBaseline)
        #expect(row.spacing == .points(8))
        // LedgerTableViewCell:62: alignment="top" on a horizontal stack stays top.
        #expect(ledger.view(ib: "dqG-xo-5BL")?.stack?.alignment == .top)
        #expect(ledger.view(ib: "QyU-yD-WDZ")?.stack?.distribution == .fillProportionally)
    }

    @Test("cells: a content view with no id gets a made-up id; constraints keep naming the cell")
    func cellsWithoutContentViewID() throws {
        let scene = try Corpus.load("videolan__vlc-ios__MovieCollectionViewCell.xib").scenes[0]
        let document = scene.document
        #expect(document.root.id == "YyZ_zI_cD7" && document.root.className == "UICollectionViewCell")
        #expect(document.root.customClass == "MovieCollectionViewCell")
        let content = try #require(document.root.subviews.first)
        #expect(content.id == "_contentView_YyZ_zI_cD7")
        #expect(InterfaceBuilderID.interfaceBuilderID(for: content.id) == nil)
        #expect(content.className == "UIView")
        #expect(content.translatesAutoresizingMaskIntoConstraints)
        #expect(content.subviews.first?.id == "RvZ_lz_hs5")
        // MovieCollectionViewCell:214-219: held by the cell, naming the cell.
        #expect(document.constraint(ib: "LOd-NK-HhP")?.second == AnchorReference("YyZ_zI_cD7", .leading))
        // Table view cells: the content view has its id (EpisodeListTableViewCell:16).
        let episode = try Corpus.load("Automattic__pocket-casts-ios__EpisodeListTableViewCell.xib").documents[0]
        #expect(episode.root.className == "UITableViewCell")
        #expect(episode.root.subviews.contains { $0.className == "UITableViewCellContentView" })
    }

    @Test("hugging, compression resistance, design-time and designable intrinsic sizes")
    func priorities() throws {
        let scroll = try Corpus.load("icerbox__ModernAutoLayout__ScrollView-v1_Main.storyboard").documents[0]
        let label = try #require(scroll.view(ib: "x2j-6j-4vf"))
        #expect(label.className == "UILabel")
        #expect(label.contentHugging == AxisPriorities(horizontal: Priority(clamping: 251), vertical: Priority(clamping: 251)))
        #expect(label.compressionResistance == .defaultCompressionResistance)
        #expect(label.content.text == "Get Ready!")
        #expect(label.content.font == .system(size: 56, weight: .regular))
        #expect(scroll.view(ib: "j2j-0w-WNp")?.content.title == "Start")

        let diary = try Corpus.load("corona-warn-app__cwa-app-ios__DiaryOverviewDayTableViewCell.xib").documents[0]
        #expect(diary.view(ib: "OQA-ud-XfW")?.intrinsicContentSize == IntrinsicContentSize(width: 185.5, height: 34))

        let episode = try Corpus.load("Automattic__pocket-casts-ios__EpisodeListTableViewCell.xib").scenes[0]
        #expect(!episode.designTimeIntrinsicSizes.isEmpty)
        for id in episode.designTimeIntrinsicSizes.keys {
            // Design time only: never the view's real intrinsic size.
            #expect(episode.document.allViews.first { $0.id == id }?.intrinsicContentSize == IntrinsicContentSize.none)
        }
    }

    @Test("fonts: text styles (Title0 is largeTitle), weights, adjustsFontForContentSizeCategory")
    func fonts() throws {
        let settings = try Corpus.load("Ranchero-Software__NetNewsWire__Settings.storyboard")
        let styled = settings.documents.flatMap(\.allViews).filter { if case .textStyle = $0.content.font { true } else { false } }
        #expect(styled.count == 17)  // IB-NOTES.md §3: 17 text styles.
        let episode = try Corpus.load("Automattic__pocket-casts-ios__EpisodeListTableViewCell.xib").documents[0]
        #expect(episode.allViews.contains { $0.content.adjustsFontForContentSizeCategory == true })
        let data = xib(
            """
            <view contentMode="scaleToFill" id="v-1">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <subviews>
                    <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a-1">
                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                    </label>
                    <label text="B" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="b-1">
                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="20"/>
                    </label>
                    <label text="C" translatesAutoresizingMaskIntoConstraints="NO" id="c-1">
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="12"/>
                    </label>
                    <label text="D" translatesAutoresizingMaskIntoConstraints="NO" id="d-1">
                        <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="14"/>
                    </label>
                </subviews>
            </view>
            """)
        let document = try #require(try InterfaceBuilderDocument.parse(data: data, fileName: "Fonts.xib").first)
        #expect(document.view(ib: "a-1")?.content.font == .textStyle(.largeTitle))
        #expect(document.view(ib: "b-1")?.content.font == .system(size: 20, weight: .semibold))
        #expect(document.view(ib: "b-1")?.content.numberOfLines == 0)
        #expect(document.view(ib: "c-1")?.content.font == .system(size: 12, weight: .bold))
        #expect(document.view(ib: "d-1")?.content.font == .system(size: 14, weight: .heavy))
    }

    @Test("semanticContentAttribute, hidden, misplaced and ambiguous views")
    func viewFlags() throws {
        let controls = try Corpus.load("videolan__vlc-ios__VideoPlayerControls.xib").documents[0]
        #expect(controls.allViews.contains { $0.semanticContentAttribute == .forceLeftToRight })
        #expect(controls.allViews.filter(\.isHidden).count == 5)
        let detail = try Corpus.load("Automattic__pocket-casts-ios__EpisodeDetailViewController.xib").documents[0]
        // EpisodeDetail:58: ambiguous="YES" — its frame is kept for layout, not as expected.
        let top = try #require(detail.view(ib: "SYi-ag-GDK"))
        #expect(top.recordedFrame == nil)
        #expect(detail.root.recordedFrame != nil)
        #expect(detail.root.customClass == "ThemeableView" && detail.root.className == "UIView")
    }
}
