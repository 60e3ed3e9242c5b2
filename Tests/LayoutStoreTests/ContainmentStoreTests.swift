import Foundation
import LayoutModel
@testable import LayoutStore
import Testing

/// A revision's ``ControllerContainment`` comes back from the store as it was saved,
/// every bar among them (the toolbar has its own column since migration 7, whether the
/// root respects the system minimum margins since migration 14).
@Suite("Store controller containment")
struct ContainmentStoreTests {
    @Test("each bar, the scroll-inset flag and the minimum-margins flag survive save and load", arguments: [
        ControllerContainment(toolbar: .translucent),
        ControllerContainment(navigationBar: .opaque, tabBar: .translucent, toolbar: .opaque),
        ControllerContainment(tabBar: .opaque, automaticallyAdjustsScrollViewInsets: false),
        ControllerContainment(viewRespectsSystemMinimumLayoutMargins: false),
    ])
    func roundTrip(containment: ControllerContainment) throws {
        let store = try StoreFixtures.store()
        var document = LayoutDocument(name: "d", root: ViewNode(id: "root"))
        document.containment = containment
        _ = try store.save([document], source: nil)
        #expect(try store.document(named: "d").document.containment == containment)
        // A document differing only in its toolbar is a new revision, not "unchanged".
        document.containment.toolbar = containment.toolbar == nil ? .translucent : nil
        let outcome = try store.save([document], source: nil)
        #expect(try store.document(named: "d").revision == 2, "\(outcome)")
    }
}
