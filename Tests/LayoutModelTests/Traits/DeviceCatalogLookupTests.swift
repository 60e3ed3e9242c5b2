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
