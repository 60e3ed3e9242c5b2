import Foundation
import LayoutModel

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

    /// A stack's custom spacings: points as numbers, the system spacing as `"system"`
    /// (so a store written before `"system"` was allowed reads back unchanged).
    static func spacingObject(_ spacings: [String: StackSpacing]) -> String {
        encode(spacings.mapValues(StoredSpacing.init))
    }

    static func spacingObject(_ text: String) -> [String: StackSpacing]? {
        decode([String: StoredSpacing].self, from: text)?.mapValues(\.spacing)
    }
}

/// One custom spacing as the store writes it: a number, or the string `"system"`.
private struct StoredSpacing: Codable {
    var spacing: StackSpacing

    init(_ spacing: StackSpacing) { self.spacing = spacing }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try? container.decode(Double.self) {
            spacing = .points(points)
        } else if try container.decode(String.self) == "system" {
            spacing = .system
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a spacing is a number or \"system\"")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch spacing {
        case .points(let points): try container.encode(points)
        case .system: try container.encode("system")
        }
    }
}
