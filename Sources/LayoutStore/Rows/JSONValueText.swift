import Foundation

/// The few JSON texts the store keeps in columns (custom spacing, metrics, variant values),
/// written with sorted keys so equal values give equal text.
enum JSONValueText {
    static func object(_ numbers: [String: Double]) -> String {
        encode(numbers) ?? "{}"
    }

    static func numberObject(_ text: String) -> [String: Double]? {
        guard let object = decode(text) as? [String: Any] else { return nil }
        var result: [String: Double] = [:]
        for (key, value) in object {
            guard let number = number(value) else { return nil }
            result[key] = number
        }
        return result
    }

    /// `value` (dictionaries, arrays, strings, numbers, booleans, NSNull) as JSON text.
    static func encode(_ value: Any) -> String? {
        guard JSONSerialization.isValidJSONObject([value]),
            let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys, .fragmentsAllowed])
        else { return nil }
        // Wrapped in an array so that fragments encode; unwrap the brackets.
        let text = String(decoding: data, as: UTF8.self)
        return String(text.dropFirst().dropLast())
    }

    static func decode(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    /// A JSON number (not a boolean, which Foundation also bridges to NSNumber).
    static func number(_ value: Any) -> Double? {
        guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
        return number.doubleValue
    }

    static func isBoolean(_ number: NSNumber) -> Bool {
        let type = String(cString: number.objCType)
        return type == "c" || type == "B"
    }
}
