/// How the writer spells numbers: whole numbers without a fraction (`20`, `-5`), others
/// as Swift prints a `Double` (`0.5`, `1e-05`), which is valid JSON and reads back to
/// the same `Double`.
enum JSONNumberText {
    static func text(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 {
            return number == 0 ? "0" : String(Int64(number))
        }
        return "\(number)"
    }
}
