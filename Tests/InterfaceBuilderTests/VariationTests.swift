import Foundation
import LayoutInterchange
import Testing

/// Size-class `<variation>`s stored as variants, checked by materialising the imported
/// documents the way the store will (the format's default tie rule: an imported
/// document never needs another).
@Suite("Interface Builder variations")
struct VariationTests {
    static func traits(_ width: SizeClass, _ height: SizeClass) -> TraitCollection {
        TraitCollection(widthClass: width, heightClass: height)
    }

    static func installedIDs(_ layout: ResolvedLayout) -> Set<String> {
        Set(layout.hierarchy.constraints.compactMap(\.id))
    }

    static func views(_ layout: ResolvedLayout) -> [String: ViewNode] {
        Dictionary(layout.hierarchy.root.subtree.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("Tab: a constant variation, a stack axis and distribution variation, constraint masks on the holder")
    func tab() throws {
        let document = try Corpus.load("duckduckgo__iOS__Tab.storyboard").documents[0]
        // Tab:114-116.
        #expect(document.variants.contains(Variant(when: TraitPredicate(heightClass: .compact), target: .constraint("_4NR_R1_U2b"), changes: [.constant(-100)])))
        let compact = try document.materialized(for: Self.traits(.regular, .compact))
        let regular = try document.materialized(for: Self.traits(.regular, .regular))
        let phone = try document.materialized(for: Self.traits(.compact, .regular))
        #expect(compact.hierarchy.constraints.first { $0.id == "_4NR_R1_U2b" }?.constant == -100)
        #expect(regular.hierarchy.constraints.first { $0.id == "_4NR_R1_U2b" }?.constant == -20)
        // Tab:101: the outer stack turns horizontal and fills equally in compact height.
        #expect(Self.views(compact)["_09V_cw_B4O"]?.stack?.axis == .horizontal)
        #expect(Self.views(compact)["_09V_cw_B4O"]?.stack?.distribution == .fillEqually)
        #expect(Self.views(regular)["_09V_cw_B4O"]?.stack?.axis == .vertical)
        // 3Pi-8m-5sA is excluded for hC and for hR wR, installed otherwise.
        #expect(!Self.installedIDs(compact).contains("_3Pi_8m_5sA"))
        #expect(!Self.installedIDs(regular).contains("_3Pi_8m_5sA"))
        #expect(Self.installedIDs(phone).contains("_3Pi_8m_5sA"))
    }

    @Test("PitchControl: hidden per class, and a subview mask that takes the subview's constraints with it")
    func pitchControl() throws {
        let document = try Corpus.load("kodecocodes__alt-materials__PitchControl.xib").documents[0]
        let phonePortrait = try document.materialized(for: Self.traits(.compact, .regular))
        let phoneLandscape = try document.materialized(for: Self.traits(.compact, .compact))
        let pad = try document.materialized(for: Self.traits(.regular, .regular))
        // PitchControl:74-88: Pe7-uB-tdA is excluded by default, included for hC and hR wR.
        #expect(Self.views(phonePortrait)["Pe7_uB_tdA"] == nil)
        #expect(Self.views(phoneLandscape)["Pe7_uB_tdA"] != nil)
        #expect(Self.views(pad)["Pe7_uB_tdA"] != nil)
        // Its three constraints (PitchControl:63-71) go with it, though no constraint mask lists them.
        for id in ["_8Cw_k0_jve", "QSV_2u_EcI", "xIT_kp_mJS"] {
            #expect(!Self.installedIDs(phonePortrait).contains(id))
            #expect(Self.installedIDs(phoneLandscape).contains(id))
        }
        // PitchControl:39-45: the stack is hidden except in hC and hR wR; the knob the other way round.
        #expect(Self.views(phonePortrait)["_6Ej_3v_B3e"]?.isHidden == true)
        #expect(Self.views(phoneLandscape)["_6Ej_3v_B3e"]?.isHidden == false)
        #expect(Self.views(pad)["_6Ej_3v_B3e"]?.isHidden == false)
        #expect(Self.views(phonePortrait)["_0dz_sF_ixR"]?.isHidden == false)
        #expect(Self.views(phoneLandscape)["_0dz_sF_ixR"]?.isHidden == true)
    }

    @Test("VideoViewController: a constraint excluded by default and never included is uninstalled everywhere")
    func neverInstalled() throws {
        let document = try Corpus.load("Automattic__pocket-casts-ios__VideoViewController.xib").documents[0]
        #expect(document.constraint(ib: "MTO-yh-Zcf") != nil)
        for (width, height) in [(SizeClass.compact, SizeClass.regular), (.compact, .compact), (.regular, .regular), (.regular, .compact)] {
            let layout = try document.materialized(for: Self.traits(width, height))
            #expect(!Self.installedIDs(layout).contains("MTO_yh_Zcf"))
        }
    }

    @Test("liwangqiang: stack property variations map top by the varied axis; the more specific key wins")
    func liwangqiang() throws {
        let document = try Corpus.load("liwangqiang__SizeclassWithStackView__Main.storyboard").documents[0]
        let outer = try #require(document.view(ib: "FDF-Nb-3Aw")?.stack)
        #expect(outer.axis == .vertical && outer.alignment == .leading && outer.distribution == .equalSpacing)
        let compactWidth = TraitPredicate(widthClass: .compact)
        let regularWidth = TraitPredicate(widthClass: .regular)
        #expect(document.variants.contains(Variant(when: compactWidth, target: .view("FDF_Nb_3Aw"), changes: [.axis(.vertical), .alignment(.leading), .spacing(.points(0))])))
        #expect(document.variants.contains(Variant(when: regularWidth, target: .view("FDF_Nb_3Aw"), changes: [.axis(.horizontal), .alignment(.center), .spacing(.points(20))])))
        let pad = try document.materialized(for: Self.traits(.regular, .regular))
        #expect(Self.views(pad)["FDF_Nb_3Aw"]?.stack?.axis == .horizontal)
        #expect(Self.installedIDs(pad).contains("OJ4_qu_MF2"))
        // Nr7-jz-jjk: excluded by default, included for hR wC; wC alone does not include it.
        let phone = try document.materialized(for: Self.traits(.compact, .regular))
        let phoneLandscape = try document.materialized(for: Self.traits(.compact, .compact))
        #expect(Self.installedIDs(phone).contains("Nr7_jz_jjk"))
        #expect(!Self.installedIDs(phoneLandscape).contains("Nr7_jz_jjk"))
    }

    @Test("10-adaptive-layout: a font variation; Stacks: per-class design frames")
    func fontAndFrames() throws {
        let adaptive = try Corpus.load("kodecocodes__alt-materials__10-adaptive-layout_Main.storyboard")
        let document = try #require(adaptive.document(containing: "TmA-kq-j6V"))
        #expect(document.view(ib: "TmA-kq-j6V")?.content.font == .system(size: 15, weight: .regular))
        #expect(document.view(ib: "TmA-kq-j6V")?.content.text?.hasPrefix("Lorem ipsum") == true)
        let small = try document.materialized(for: Self.traits(.compact, .compact))
        #expect(Self.views(small)["TmA_kq_j6V"]?.content.font == .system(size: 12, weight: .regular))

        let stacks = try Corpus.load("kharrison__CodeExamples__Stacks_Main.storyboard")
        let frames = stacks.documents.flatMap(\.variants).filter { variant in
            variant.changes.contains { if case .recordedFrame = $0 { true } else { false } }
        }
        #expect(frames.count == 12)  // Stacks:158-271: four image views × three classes.
        #expect(frames.contains { $0.changes.contains(.recordedFrame(LayoutRect(x: 220, y: 0, width: 120, height: 330))) && $0.when == TraitPredicate(heightClass: .regular) })
    }

    @Test("a width-only and a height-only variation that disagree: the width class wins, written as a wC hC variant")
    func tieRule() throws {
        let data = xib(
            """
            <view contentMode="scaleToFill" id="v-1">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a-1">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <variation key="widthClass=compact" hidden="YES"/>
                        <variation key="heightClass=compact" hidden="NO"/>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b-1">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <variation key="widthClass=compact" hidden="YES"/>
                        <variation key="heightClass=compact" hidden="NO"/>
                        <variation key="heightClass=compact-widthClass=compact" hidden="NO"/>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="c-1">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <variation key="widthClass=compact" hidden="YES"/>
                        <variation key="widthClass=compact" hidden="NO"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="a-1" firstAttribute="width" constant="10" id="k-1">
                        <variation key="heightClass=compact" constant="30"/>
                        <variation key="widthClass=regular" constant="20"/>
                    </constraint>
                </constraints>
                <variation key="heightClass=compact">
                    <mask key="constraints"><exclude reference="k-1"/></mask>
                </variation>
                <variation key="widthClass=regular">
                    <mask key="constraints"><include reference="k-1"/></mask>
                </variation>
                <variation key="userInterfaceIdiom=mac">
                    <mask key="subviews"><exclude reference="c-1"/></mask>
                </variation>
            </view>
            """)
        let result = try InterfaceBuilderDocument.importFile(data: data, fileName: "Ties.xib")
        let document = try #require(result.documents.first)
        let both = TraitPredicate(widthClass: .compact, heightClass: .compact)
        #expect(document.variants.contains(Variant(when: both, target: .view("a_1"), changes: [.hidden(true)])))
        // b-1 varies the intersection itself: nothing added, its own value stands.
        #expect(document.variants.filter { $0.target == .view("b_1") && $0.when == both } == [Variant(when: both, target: .view("b_1"), changes: [.hidden(false)])])
        // The same key twice: the later one wins.
        #expect(document.variants.filter { $0.target == .view("c_1") } == [Variant(when: TraitPredicate(widthClass: .compact), target: .view("c_1"), changes: [.hidden(false)])])
        // The mac variation is reported and kept out.
        #expect(result.warnings.count == 1 && result.warnings[0].message.contains("mac"))
        // Named as the file names it: the view holding the variation, and its document.
        #expect(result.warnings.first?.element == "view 'v-1'")
        #expect(result.warnings.first?.document == document.name)

        // Materialising needs no tie rule: every tie is settled in the data.
        let compactBoth = try document.materialized(for: Self.traits(.compact, .compact))
        let regularCompact = try document.materialized(for: Self.traits(.regular, .compact))
        #expect(Self.views(compactBoth)["a_1"]?.isHidden == true)
        #expect(Self.views(regularCompact)["a_1"]?.isHidden == false)
        #expect(Self.views(compactBoth)["b_1"]?.isHidden == false)
        // wR hC: the constant's width variation wins (20), and the include for wR beats hC's exclude.
        #expect(regularCompact.hierarchy.constraints.first { $0.id == "k_1" }?.constant == 20)
        #expect(Self.installedIDs(regularCompact).contains("k_1"))
        #expect(!Self.installedIDs(compactBoth).contains("k_1"))
    }

    /// AdGuard's protection storyboard (Xcode 13) keeps ids of constraints it no longer has
    /// in both masks of a variation, and Xcode compiles it: such an entry is skipped with a
    /// warning naming its line, and the entries beside it still act.
    @Test("a constraints mask entry that names no constraint is skipped with a warning")
    func maskNamingNothing() throws {
        let data = xib("""
            <view contentMode="scaleToFill" id="v-1">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a-1">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="a-1" firstAttribute="width" constant="10" id="k-1"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="gone-1"/>
                        <exclude reference="k-1"/>
                    </mask>
                </variation>
                <variation key="heightClass=compact">
                    <mask key="constraints">
                        <include reference="gone-1"/>
                        <include reference="k-1"/>
                    </mask>
                </variation>
            </view>
            """)
        let result = try InterfaceBuilderDocument.importFile(data: data, fileName: "Masks.xib")
        let document = try #require(result.documents.first)
        #expect(result.warnings.map(\.line) == [17, 23])
        #expect(result.warnings.first?.description
            == "17: skipped a size-class mask's exclude of 'gone-1', which is no constraint of this scene: "
            + "it installs and uninstalls nothing")
        #expect(result.warnings.first?.document == document.name)
        #expect(Self.installedIDs(try document.materialized(for: Self.traits(.compact, .compact))).contains("k_1"))
        #expect(!Self.installedIDs(try document.materialized(for: Self.traits(.compact, .regular))).contains("k_1"))
    }
}
