import Foundation
import LayoutInterchange
import Testing

/// Files past 10 MB. libxml2 stops looking ahead at 10 MB when it is handed a whole
/// file at once, and the importer used to: a well-formed 11.7 MB storyboard (60 copies
/// of a 200 KB corpus scene set) was refused as "not well-formed XML at column 1:
/// libxml2 error 1", at its last line.
@Suite("Interface Builder files over 10 MB")
struct LargeFileTests {
    /// A xib whose one view is followed by `count` image resources: small elements,
    /// as a large storyboard's many scenes are, in a file of about `count` × 80 bytes.
    static func xib(images count: Int) -> String {
        let images = (0..<count).map { #"        <image name="toolbar-icon-\#($0)" catalog="system" width="24" height="24"/>"# }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-bbb">
                                <rect key="frame" x="20" y="40" width="100" height="50"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box-00-bbb" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="20" id="c1-00-ccc"/>
                            <constraint firstItem="box-00-bbb" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="40" id="c2-00-ccc"/>
                            <constraint firstAttribute="width" constant="100" id="c3-00-ccc"/>
                            <constraint firstAttribute="height" constant="50" id="c4-00-ccc"/>
                        </constraints>
                    </view>
                </objects>
                <resources>
            \(images.joined(separator: "\n"))
                </resources>
            </document>

            """
    }

    @Test("a well-formed xib of 12 MB imports whole")
    func overTenMegabytes() throws {
        let data = Data(Self.xib(images: 150_000).utf8)
        #expect(data.count > 11_000_000)
        let document = try InterfaceBuilderDocument.parse(data: data, fileName: "Large.xib")
        #expect(document.count == 1)
        #expect(document.first?.allViews.count == 2)
    }

    /// The stream keeps errors where they are: a mismatched tag near the end of a
    /// 12 MB file is named at its own line.
    @Test("a mistake near the end of a 12 MB file is named at its line")
    func mistakeAtTheEnd() throws {
        var text = Self.xib(images: 150_000)
        text = text.replacingOccurrences(of: "</resources>", with: "</resource>")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("</resource>") }.map { $0 + 1 }
        do throws(IBImportError) {
            _ = try InterfaceBuilderDocument.parse(data: Data(text.utf8), fileName: "Large.xib")
            Issue.record("a mismatched tag was accepted")
        } catch {
            #expect(error.kind == .malformedXML)
            #expect(error.line == line, "\(error)")
        }
    }

    /// One attribute value over 10 MB is beyond libxml2 however the file is read: named,
    /// not "libxml2 error 1".
    @Test("an attribute value over 10 MB is named as such")
    func hugeAttribute() throws {
        let text = Self.xib(images: 0).replacingOccurrences(
            of: #"id="box-00-bbb""#, with: #"id="box-00-bbb" userLabel=""# + String(repeating: "x", count: 10_500_000) + #"""#)
        do throws(IBImportError) {
            _ = try InterfaceBuilderDocument.parse(data: Data(text.utf8), fileName: "Large.xib")
            Issue.record("a 10.5 MB attribute was accepted")
        } catch {
            #expect(error.kind == .malformedXML)
            #expect(error.description.hasPrefix("Large.xib:9: the file is not well-formed XML at column "), "\(error)")
            #expect(error.description.hasSuffix(": an attribute value or a text is longer than the 10 MB libxml2 reads in one piece"), "\(error)")
        }
    }
}
