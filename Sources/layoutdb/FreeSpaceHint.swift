import LayoutDB

/// The line `rm`, `runs --drop` and `import --prune` end with when what they removed left much free space
/// in the database: SQLite reuses it for new data but never shrinks the file by itself,
/// which surprised users who removed documents to save space. Said on standard error
/// (standard output keeps the results) and only from ``threshold`` up, so that removing
/// one small document stays one line.
enum FreeSpaceHint {
    /// 1 MB: below it, `layoutdb vacuum` would give back too little to be worth a word.
    static let threshold = 1_000_000

    /// The line for a database with `freeBytes` of free pages, or nil below ``threshold``.
    static func line(freeBytes: Int) -> String? {
        guard freeBytes >= threshold else { return nil }
        return "layoutdb: the database file keeps \(ByteCountText.text(freeBytes)) of free space, which new data reuses; "
            + "`layoutdb vacuum` gives it back to the disk"
    }

    /// Prints the line for `store`, if any; a store that cannot say is passed over (what
    /// was removed is removed: the hint is no reason to fail).
    static func print(for store: DocumentStore) {
        guard let free = try? store.freeBytes(), let line = line(freeBytes: free) else { return }
        printNote(line, kind: "freeSpace", fields: [("freeBytes", .integer(free))])
    }
}
