/// The device catalog as Swift values: one entry per layout family of
/// `facts/devices.json` (schema version 1), in the file's order.
///
/// The library never reads the facts folder at run time; `DeviceCatalogFactsTests`
/// reads the JSON and checks every value here against it, so the two cannot drift.
/// `nil` stands where the JSON has `null`; values the JSON marks `confirmed: false`
/// are kept and flagged (`…Confirmed == false`), except multitasking widths, which
/// are `nil` whenever unconfirmed (the JSON has no unconfirmed width that is not null).
extension DeviceCatalog {
    /// Every device family, iPhones first, as listed in the facts file.
    public static let all: [Device] = phones + pads
}
