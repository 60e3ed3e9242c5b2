/// The tableau's column index: for every symbol, a list of the basic symbols whose rows
/// may hold it, all lists in one pooled buffer.
///
/// The lists were an array per symbol, an array inside an array: every append to a
/// list went through the runtime's uniqueness check of the inner array (4.6% of
/// stack-80-sweep's edit steps and of stack-800's build), and a list's first append and
/// every growth was an allocation of its own (with its frees, 8% of chain-1250's build).
/// Here a list is a span of one buffer. An append is a comparison and two stores; a
/// full list moves to twice its room, in a free region of that room or at the end of
/// the buffer, and its old room becomes a free region. Free regions are reclaimed by a
/// compaction in place once they are a quarter of the buffer. The buffer grows by
/// `realloc`, which moves the pages of a large block instead of copying them: a copy
/// into a new buffer held both at once, and stack-8000's build (a long dual simplex
/// whose lists keep growing) peaked at 1.2 GB instead of 0.7.
///
/// A value type, like the arrays it replaces: the storage is copied when it is shared
/// (the ambiguity analysis copies a tableau) and about to change. Loops that append
/// many entries check that once, through ``withAppender(_:)``, not once per entry.
///
/// Entries stay in the order they were appended; moves and compactions keep it. The
/// dual simplex queues rows in that order, so the order decides which pivots it makes.
struct ColumnIndex: Sendable {
    private var storage: Storage

    /// `count` empty lists.
    init(emptyLists count: Int = 0, repeatCheckFrom: Int = ColumnIndex.defaultRepeatCheckFrom) {
        storage = Storage(lists: count, repeatCheckFrom: repeatCheckFrom)
    }

    /// From what room a full list drops its repeats before it moves. Long lists are
    /// where the memory is (stack-8000's build peaks at the same 604 MB checking from
    /// 16 or from 1,024 on), and below that the check cost more than the shorter walks saved:
    /// callgrind, stack-80-sweep's edit steps 21.34 M instructions from 16 on, 20.32 M
    /// from 1,024. The property tests check from 4, every full list.
    static let defaultRepeatCheckFrom = 1024

    /// How many symbols have a list.
    var listCount: Int { storage.spanCount }

    /// Adds an empty list, for a new symbol.
    mutating func appendEmptyList() {
        makeUnique()
        storage.appendSpan()
    }

    /// Room for `count` more lists.
    mutating func reserveCapacity(lists count: Int) {
        makeUnique()
        storage.reserveSpans(storage.spanCount + count)
    }

    /// How many entries `s`'s list has.
    @inline(__always)
    func count(of s: Symbol) -> Int { Int(storage.spans[Int(s)].count) }

    /// The `k`th entry of `s`'s list.
    @inline(__always)
    func entry(of s: Symbol, at k: Int) -> Symbol {
        assert(k >= 0 && k < count(of: s), "column entry out of range")
        return storage.pool[storage.spans[Int(s)].start + k]
    }

    /// `s`'s list, copied.
    func list(of s: Symbol) -> [Symbol] {
        let span = storage.spans[Int(s)]
        return Array(UnsafeBufferPointer(start: storage.pool + span.start, count: Int(span.count)))
    }

    /// Calls `body` with `s`'s list. The buffer is valid only inside `body`, which must
    /// not change the index.
    func withList<Result>(of s: Symbol, _ body: (UnsafeBufferPointer<Symbol>) -> Result) -> Result {
        let span = storage.spans[Int(s)]
        return body(UnsafeBufferPointer(start: storage.pool + span.start, count: Int(span.count)))
    }

    /// Lets `body` rewrite `s`'s list in place: it gets the list and returns how many
    /// of its first entries to keep.
    mutating func rewriteList(of s: Symbol, _ body: (UnsafeMutableBufferPointer<Symbol>) -> Int) {
        makeUnique()
        let span = storage.spans[Int(s)]
        let kept = body(UnsafeMutableBufferPointer(start: storage.pool + span.start, count: Int(span.count)))
        precondition(kept >= 0 && kept <= Int(span.count), "a rewritten column list can only shrink")
        storage.spans[Int(s)].count = Int32(kept)
    }

    /// Calls `body` with an appender that writes this index without a uniqueness
    /// check per entry. `body` may read the index but must not change it otherwise.
    mutating func withAppender<Result>(_ body: (Appender) -> Result) -> Result {
        makeUnique()
        return withExtendedLifetime(storage) { body(Appender(storage: Unmanaged.passUnretained(storage))) }
    }

    /// Empties `s`'s list and gives its room back.
    mutating func release(_ s: Symbol) {
        guard storage.spans[Int(s)].capacity > 0 else { return }
        makeUnique()
        storage.release(Int(s))
    }

    /// Room for at least `capacity` entries in `s`'s list.
    mutating func reserve(_ capacity: Int, in s: Symbol) {
        guard Int(storage.spans[Int(s)].capacity) < capacity else { return }
        makeUnique()
        storage.move(Int(s), capacity: capacity)
    }

    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Appends to the lists of a ``ColumnIndex`` that ``withAppender(_:)`` made unique.
    ///
    /// It holds the storage unretained: it lives only inside ``withAppender(_:)``,
    /// which keeps the storage alive, and a strong reference was retained and released
    /// each time a merge's closure captured the appender (once per row a pivot
    /// rewrites, 2% of grid-5-sweep's edit steps each).
    struct Appender {
        let storage: Unmanaged<Storage>

        @inline(__always)
        func append(_ b: Symbol, to s: Symbol) { storage._withUnsafeGuaranteedRef { $0.append(b, to: Int(s)) } }

        /// The `k`th entry of `s`'s list, for a caller that appends to other lists
        /// while it walks this one (appends may move a list, never change another's entries).
        @inline(__always)
        func entry(of s: Symbol, at k: Int) -> Symbol {
            storage._withUnsafeGuaranteedRef { $0.pool[$0.spans[Int(s)].start + k] }
        }
    }
}
