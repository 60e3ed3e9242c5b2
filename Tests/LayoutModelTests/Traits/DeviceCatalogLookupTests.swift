import LayoutModel
import Testing

@Suite("Device catalog lookup")
struct DeviceCatalogLookupTests {
    @Test("a device is found by catalog id, Interface Builder id or marketing name, any case")
    func names() throws {
        for name in ["iphone-6.1inch-island", "retina6_12", "iPhone 15 Pro", "IPHONE 15 PRO", "Retina6_12"] {
            #expect(try DeviceCatalog.device(named: name).id == "iphone-6.1inch-island", "\(name)")
        }
        #expect(try DeviceCatalog.device(named: "ipad9_7").id == "ipad-9.7inch")
        #expect(try DeviceCatalog.device(named: "iPhone 12 mini").id == "iphone-5.4inch-mini")
    }

    /// The 3.5-inch iPhone is not in the facts file (``DeviceCatalog/olderPhones``): a name
    /// finds it, but it is not one of ``DeviceCatalog/all``.
    @Test("the 3.5-inch iPhone is found by name but is not among the facts file's families")
    func olderPhone() throws {
        for name in ["iphone-3.5inch", "retina3_5", "iPhone 4s", "iPod touch (4th generation)"] {
            #expect(try DeviceCatalog.device(named: name).id == "iphone-3.5inch", "\(name)")
        }
        let phone = try DeviceCatalog.device(named: "retina3_5")
        #expect(phone.portraitSize == LayoutSize(width: 320, height: 480))
        #expect(phone.scale == 2)
        #expect(phone.portrait.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(phone.portrait.statusBarHeight == 20)
        #expect(phone.landscape.size == LayoutSize(width: 480, height: 320))
        #expect(phone.landscape.safeAreaInsets == .zero)
        #expect((phone.landscape.widthClass, phone.landscape.heightClass) == (.compact, .compact))
        #expect(!DeviceCatalog.all.contains { $0.id == phone.id })
        #expect(DeviceCatalog.named.filter { $0.id == phone.id }.count == 1)
    }

    @Test("a shared Interface Builder id finds the first family in catalog order")
    func sharedInterfaceBuilderID() throws {
        #expect(try DeviceCatalog.device(named: "retina4_7").id == "iphone-4.7inch")
        #expect(try DeviceCatalog.device(named: "iPhone SE (3rd generation)").id == "iphone-se-2-3")
    }

    @Test("an unknown name is a typed error with the close matches, closest first")
    func unknown() {
        #expect(throws: DeviceLookupError.unknownDevice("iPhone 15 Pr", closeMatches: [
            // Containing the query first, then two edits away ("iPhone 15" is three).
            "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 11 Pro", "iPhone 12 Pro", "iPhone 13 Pro",
        ])) {
            try DeviceCatalog.device(named: "iPhone 15 Pr")
        }
        #expect(throws: DeviceLookupError.unknownDevice("retina6_13", closeMatches: [
            // One edit away, by name; then two.
            "retina6_1", "retina6_12", "retina6_3", "retina6_0", "retina6_5",
        ])) {
            try DeviceCatalog.device(named: "retina6_13")
        }
        #expect(throws: DeviceLookupError.unknownDevice("Pixel 8", closeMatches: [])) {
            try DeviceCatalog.device(named: "Pixel 8")
        }
        let error = DeviceLookupError.unknownDevice("x", closeMatches: ["a", "b"])
        #expect(error.description == "Unknown device 'x'. Did you mean: 'a', 'b'?")
    }
}
