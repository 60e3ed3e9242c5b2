import Foundation
import LayoutInterchange
import Testing

@Suite("Interface Builder corpus")
struct CorpusImportTests {
    @Test("every corpus file imports, and every document passes the model's validation", arguments: Corpus.fileNames)
    func importsWithoutError(name: String) throws {
        let result = try Corpus.load(name)
        #expect(!result.documents.isEmpty)
        for document in result.documents {
            try document.validate()
            #expect(document.name.hasPrefix(name + "#"))
        }
    }

    @Test("the corpus holds the 25 files IB-NOTES.md describes")
    func corpusIsComplete() {
        #expect(Corpus.fileNames.count == 25)
    }

    /// Documents, views (UIKit view elements, an id-less content view included) and
    /// constraints, counted by hand in the files and matching IB-NOTES.md §3.
    @Test(
        "hand-checked counts",
        arguments: [
            ("icerbox__ModernAutoLayout__ScrollView-v1_Main.storyboard", 1, 6, 19),
            ("treehouse-projects__iOS-AutoLayoutCookbook__Form.storyboard", 1, 7, 17),
            ("stack3__iOSAutoLayoutSamples__STHideViewController.storyboard", 1, 7, 16),
            ("Automattic__pocket-casts-ios__PodcastListViewController.xib", 1, 7, 22),
            ("duckduckgo__iOS__Tab.storyboard", 1, 10, 18),
            ("kodecocodes__alt-materials__PitchControl.xib", 1, 9, 8),
            ("Automattic__pocket-casts-ios__EpisodeListTableViewCell.xib", 1, 10, 24),
            ("videolan__vlc-ios__MovieCollectionViewCell.xib", 1, 23, 76),
            ("ReactiveX__RxSwift__Calculator.storyboard", 1, 22, 84),
            ("Automattic__pocket-casts-ios__EpisodeDetailViewController.xib", 1, 33, 94),
        ])
    func counts(name: String, documents: Int, views: Int, constraints: Int) throws {
        let result = try Corpus.load(name)
        #expect(result.documents.count == documents)
        #expect(result.documents.map(\.allViews.count).reduce(0, +) == views)
        #expect(result.documents.map(\.constraints.count).reduce(0, +) == constraints)
    }

    /// IB-NOTES.md §3 gives the constraint count of every file; documents split them
    /// by scene, and none is lost or duplicated.
    @Test("constraint totals of the multi-scene files")
    func multiSceneTotals() throws {
        let expected = [
            "bryceco__GoMap__Display.storyboard": 229,
            "hackiftekhar__IQKeyboardManager__ScrollView.storyboard": 230,
            "Ranchero-Software__NetNewsWire__Settings.storyboard": 50,
            "kharrison__CodeExamples__AutoLayout_Main.storyboard": 19,
            "kodecocodes__alt-materials__10-adaptive-layout_Main.storyboard": 41,
        ]
        for (name, total) in expected {
            let result = try Corpus.load(name)
            #expect(result.documents.count > 1, "\(name)")
            #expect(result.documents.map(\.constraints.count).reduce(0, +) == total, "\(name)")
        }
    }

    @Test("document names: FILE#controller id (customClass), FILE#view id for xibs")
    func names() throws {
        let storyboard = try Corpus.load("icerbox__ModernAutoLayout__ScrollView-v1_Main.storyboard")
        #expect(storyboard.documents.map(\.name) == ["icerbox__ModernAutoLayout__ScrollView-v1_Main.storyboard#BYZ-38-t0r (ViewController)"])
        #expect(storyboard.scenes[0].sourceID == "BYZ-38-t0r")
        #expect(storyboard.documents[0].root.id == "_8bC_Xf_vdC")
        let cell = try Corpus.load("videolan__vlc-ios__MovieCollectionViewCell.xib")
        #expect(cell.documents.map(\.name) == ["videolan__vlc-ios__MovieCollectionViewCell.xib#YyZ-zI-cD7 (MovieCollectionViewCell)"])
    }

    @Test("design device from <device>, simulated metrics, or none for the 600×600 canvas")
    func designDevices() throws {
        let cases: [(String, String?, InterfaceBuilderCanvas.Source, Orientation)] = [
            ("icerbox__ModernAutoLayout__ScrollView-v1_Main.storyboard", "iphone-6.1inch-lcd", .device, .portrait),
            ("Automattic__pocket-casts-ios__VideoViewController.xib", "iphone-4.7inch", .device, .landscape),
            ("duckduckgo__iOS__Tab.storyboard", "ipad-9.7inch", .device, .portrait),
            ("ReactiveX__RxSwift__Calculator.storyboard", "iphone-4.7inch", .simulatedMetrics, .portrait),
            ("stack3__iOSAutoLayoutSamples__STHideViewController.storyboard", "iphone-4inch", .simulatedMetrics, .portrait),
            ("kharrison__CodeExamples__Stacks_Main.storyboard", nil, .anyAnyCanvas, .portrait),
        ]
        for (name, device, source, orientation) in cases {
            let result = try Corpus.load(name)
            #expect(result.canvas.source == source, "\(name)")
            #expect(result.canvas.orientation == orientation, "\(name)")
            #expect(result.documents.allSatisfy { $0.designDevice == device }, "\(name)")
        }
        // The landscape canvas records the swapped size (IB-NOTES.md §1.1).
        let video = try Corpus.load("Automattic__pocket-casts-ios__VideoViewController.xib")
        #expect(video.documents[0].root.recordedFrame?.width == 667)
        #expect(video.documents[0].root.recordedFrame?.height == 375)
    }

    @Test("toolsVersion is kept as text")
    func toolsVersion() throws {
        #expect(try Corpus.load("Automattic__pocket-casts-ios__EpisodeDetailViewController.xib").toolsVersion == "32700.99.1234")
        #expect(try Corpus.load("kharrison__CodeExamples__AutoLayout_Main.storyboard").toolsVersion == "11173.2")
    }

    /// Measured once and printed, never asserted (no timed tests): the largest corpus
    /// file, and a ~600 KB file made of Display's scenes three times over.
    @Test("parse time of the largest files (printed)")
    func parseTime() throws {
        let display = try Corpus.data("bryceco__GoMap__Display.storyboard")
        let text = String(decoding: display, as: UTF8.self)
        guard let open = text.range(of: "<scenes>"), let close = text.range(of: "</scenes>") else {
            Issue.record("Display.storyboard has no <scenes>")
            return
        }
        let scenes = text[open.upperBound..<close.lowerBound]
        let big = Data((text[..<open.upperBound] + String(repeating: String(scenes), count: 3) + text[close.lowerBound...]).utf8)
        for (label, data) in [("Display.storyboard", display), ("Display ×3", big)] {
            let clock = ContinuousClock()
            var documents = 0
            let elapsed = try clock.measure {
                documents = try InterfaceBuilderDocument.parse(data: data, fileName: label).count
            }
            print("Interface Builder import of \(label), \(data.count / 1024) KB, \(documents) documents: \(elapsed)")
        }
    }
}
