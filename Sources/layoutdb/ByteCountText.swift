/// A size on disk as people read it: `812 bytes`, `48.0 kB`, `41.2 MB`, `1.3 GB`
/// (powers of 1000, as `ls -lh --si` and disk makers count; JSON gives the bytes).
enum ByteCountText {
    static func text(_ bytes: Int) -> String {
        let units: [(size: Double, name: String)] = [(1e9, "GB"), (1e6, "MB"), (1e3, "kB")]
        let value = Double(bytes)
        for unit in units where abs(value) >= unit.size {
            let scaled = (value / unit.size * 10).rounded() / 10
            let whole = Int(scaled)
            let tenth = Int((abs(scaled) * 10).rounded()) % 10
            return "\(whole).\(tenth) \(unit.name)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
