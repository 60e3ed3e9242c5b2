import Foundation

/// The few JSON texts the store keeps in columns (custom spacing, metrics, variant values),
/// written with sorted keys so equal values give equal text.
///
/// Codable is used on purpose: on Linux, `JSONDecoder` reads every double back exactly,
/// while `JSONSerialization` can be off in the last digit, which would make a document
/// read back unequal to what was saved.
enum JSONValueText {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, from text: String) -> T? {
        try? JSONDecoder().decode(type, from: Data(text.utf8))
    }

    static func object(_ numbers: [String: Double]) -> String { encode(numbers) }

    static func numberObject(_ text: String) -> [String: Double]? { decode([String: Double].self, from: text) }
}
