/// How ``DocumentStore`` opens its database file.
///
/// A database in a read-only place (a CI cache mounted read-only, a file shipped with
/// mode 0444) is still worth reading, so the default opens it for reading only instead
/// of refusing it; the store then refuses each write with ``StoreError/readOnly(path:reason:operation:)``.
public enum StoreAccess: Sendable, Equatable {
    /// Read and write when the file and its folder allow it; read only when the file
    /// exists but cannot be written (or SQLite could not create its WAL files beside it).
    case automatic
    /// Read only, even where the file could be written (`--read-only`; and for root,
    /// whom file modes do not stop).
    case readOnly
}
