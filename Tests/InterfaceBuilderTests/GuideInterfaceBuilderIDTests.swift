import LayoutInterchange
import Testing

/// The built-in guides whose Interface Builder ids do not convert to their item names
/// (``InterfaceBuilderScene/guideItemsByInterfaceBuilderID``), read from the corpus: a
/// view's id converts (`8bC-Xf-vdC` → `_8bC_Xf_vdC`), a guide is named after its view.
@Suite struct GuideInterfaceBuilderIDTests {
    /// Validate:170 `<viewLayoutGuide key="safeArea" id="0On-Rl-S44"/>` of the root
    /// 8bC-Xf-vdC; Validate:159 the content guide `It3-Kw-jIV` of scroll view aq4-3n-KhD.
    @Test func safeAreaAndContentGuides() throws {
        let scene = try #require(try Corpus.load("kharrison__CodeExamples__Validate_Main.storyboard").scenes.first)
        let items = scene.guideItemsByInterfaceBuilderID
        #expect(items["0On-Rl-S44"] == "_8bC_Xf_vdC.safeArea")
        #expect(items["It3-Kw-jIV"] == "aq4_3n_KhD.contentLayout")
        // Views and constraints convert without the table, so they are not in it.
        #expect(items["8bC-Xf-vdC"] == nil && items.values.allSatisfy { $0.contains(".") })
    }

    /// Calculator:16-17, the legacy guides of the root 2aB-zX-D0f.
    @Test func legacyGuides() throws {
        let scene = try #require(try Corpus.load("ReactiveX__RxSwift__Calculator.storyboard").scenes.first)
        #expect(scene.guideItemsByInterfaceBuilderID["BGU-Fc-pLc"] == "_2aB_zX_D0f.topLayoutGuide")
        #expect(scene.guideItemsByInterfaceBuilderID["LFx-RC-K1L"] == "_2aB_zX_D0f.bottomLayoutGuide")
    }
}
