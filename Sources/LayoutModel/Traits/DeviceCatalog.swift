/// Finds devices of the catalog (``all``, generated from facts/devices.json, and the
/// ``olderPhones`` after it: together ``named``) by any name people use for them:
/// layoutdb's id (`iphone-6.1inch-island`), Interface Builder's device id (`retina6_12`)
/// or a marketing name (`iPhone 15 Pro`), ignoring case.
///
/// Interface Builder ids are not unique: `retina4_7` is both the iPhone 8 family and
/// the SE 2/3 family, which lay out identically. Such an id finds the first family in
/// catalog order.
public enum DeviceCatalog {
    /// The device named `name`.
    ///
    /// - Throws: ``DeviceLookupError/unknownDevice(_:closeMatches:)`` with up to five
    ///   names that contain `name` or are within a few edits of it (a quarter of its
    ///   length, at least 2), closest first, ties by name.
    public static func device(named name: String) throws(DeviceLookupError) -> Device {
        let key = name.lowercased()
        for device in named where device.names.contains(where: { $0.lowercased() == key }) {
            return device
        }
        throw .unknownDevice(name, closeMatches: closeMatches(to: key))
    }

    /// Every name the lookup accepts, in catalog order, without repeats.
    public static var allNames: [String] {
        var seen: Set<String> = []
        return named.flatMap(\.names).filter { seen.insert($0.lowercased()).inserted }
    }

    static func closeMatches(to key: String) -> [String] {
        let length = key.count
        let limit = max(2, length / 4)
        let scored = allNames.compactMap { name -> (String, Int)? in
            let lower = name.lowercased()
            if !key.isEmpty, lower.contains(key) { return (name, 0) }
            // The distance is at least the difference in length: a pasted 10,000-character
            // name took 13 s of distance tables against the catalog's names.
            guard abs(lower.count - length) <= limit else { return nil }
            let distance = editDistance(Array(key), Array(lower))
            return distance <= limit ? (name, distance) : nil
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(5).map(\.0)
    }

    /// Levenshtein distance: insertions, deletions and substitutions each cost 1.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

extension Device {
    /// The id, the Interface Builder id and the marketing names.
    public var names: [String] { [id] + (interfaceBuilderID.map { [$0] } ?? []) + marketingNames }
}
