import ArgumentParser

/// An option that takes one value but may be written more than once: in front of a
/// command group's subcommand and after it (`layoutdb query --db a.sqlite problems --db
/// b.sqlite`), or twice by a script that appends its own. The parser keeps every
/// occurrence; the same value given again is harmless, while two different ones are a
/// mistake to name, not a silent choice of the last.
enum RepeatedOption {
    /// The one value of `option` among `values` (nil when it was not given), comparing
    /// them as `key` reduces them (a path by the file it names); different ones throw.
    static func single(
        _ values: [String], option: String, comparingBy key: (String) -> String = { $0 }
    ) throws -> String? {
        guard let first = values.first else { return nil }
        var distinct = [first]
        for value in values.dropFirst() where !distinct.contains(where: { key($0) == key(value) }) {
            distinct.append(value)
        }
        guard distinct.count > 1 else { return first }
        let listed = distinct.map { "'\($0)'" }
        let named = listed.count == 2 ? listed.joined(separator: " and ")
            : listed.dropLast().joined(separator: ", ") + " and " + (listed.last ?? "")
        throw ValidationError("\(option) was given different values, \(named): give it once "
            + "(before the subcommand's name or after it, not both)")
    }
}
