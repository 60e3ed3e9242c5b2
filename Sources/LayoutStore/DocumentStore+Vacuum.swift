import Foundation
import GRDB

extension DocumentStore {
    /// What ``dropCachedResults(takingOver:where:)`` removed, or why it removed nothing.
    public enum CachedResultsDropOutcome: Sendable {
        case dropped(CachedResultsDrop)
        /// Batch runs a process may still be writing to (``BatchRunClaim``): one running on
        /// this machine, or, without `takingOver`, one on another machine, which cannot be
        /// checked from here. Nothing was dropped.
        case held([BatchRunListing])
    }

    /// The solve-cache rows a drop removed, by the engine build that wrote them, and
    /// what it left.
    public struct CachedResultsDrop: Sendable, Equatable {
        /// One engine version (`solve_cache.engine_version`) and how many of its rows went.
        public struct Build: Sendable, Equatable {
            public var engineVersion: String
            public var results: Int

            public init(engineVersion: String, results: Int) {
                self.engineVersion = engineVersion
                self.results = results
            }
        }

        /// The builds whose rows went, the most rows first (then by version).
        public var builds: [Build]
        /// Result bodies (`solve_body`) no row refers to any more, removed with them.
        public var bodies: Int
        /// The rows left in the cache.
        public var keptResults: Int
        /// The unfinished runs held from another machine that the drop was told to take
        /// over (`takingOver`), whose claims it gave back, oldest first.
        public var takenOver: [TakenOverRun] = []

        /// Every row removed.
        public var results: Int { builds.reduce(0) { $0 + $1.results } }
    }

    /// An unfinished run whose holder, on another machine, a drop was told to take to be
    /// gone, and so whose claim it released.
    public struct TakenOverRun: Sendable, Equatable {
        public var run: Int
        /// The claim released (`PID@HOST`) and when it was made.
        public var claimedBy: String
        public var claimedAt: String?

        public init(run: Int, claimedBy: String, claimedAt: String?) {
            self.run = run
            self.claimedBy = claimedBy
            self.claimedAt = claimedAt
        }
    }

    /// Removes every solve-cache row whose `engine_version` `drop` says to, in one write
    /// transaction, with the bodies no row refers to any more (the triggers of migration 6
    /// remove a body with its last row; any body left without one is removed too).
    /// Documents, revisions and batch runs are never touched: a run's `batch_result`
    /// keeps its problems, so `--baseline` still compares with it, and a resumed run whose
    /// rows went reads its problems' kinds and views back from there.
    ///
    /// Refused while a batch may be writing (an unfinished run held by a live process on
    /// this machine, or by one on another machine): its results would be dropped under
    /// it. A holder on this machine that is gone (a killed batch) does not count, as for
    /// ``dropBatchRuns(_:unfinished:takingOver:)``; nor, with `takingOver`, does one on
    /// another machine, which a crashed CI job leaves behind and nothing here can check:
    /// such claims are released (the run stays, unfinished, for `batch --resume`), so they
    /// block nothing any more. The check, the release and the deletion are one
    /// transaction, so no batch can claim a run between them.
    public func dropCachedResults(
        takingOver: Bool = false, where drop: (String) -> Bool
    ) throws(StoreError) -> CachedResultsDropOutcome {
        try requireWritable("dropping cached results")
        return try perform {
            try pool.write { db in
                let unfinished = try Self.batchRunListings(db).filter { listing in
                    guard listing.run.finishedAt == nil, let claim = listing.claim else { return false }
                    return claim != .current && claim.liveness != .gone
                }
                let held = unfinished.filter { !takingOver || $0.claim?.liveness == .alive }
                if !held.isEmpty { return .held(held) }
                // Here every holder left is on another machine, and `takingOver` was given.
                let takenOver = unfinished.compactMap { listing in
                    listing.claimedBy.map { TakenOverRun(run: listing.run.id, claimedBy: $0, claimedAt: listing.claimedAt) }
                }
                for run in takenOver {
                    try db.execute(
                        sql: "UPDATE batch_run SET claimed_by = NULL, claimed_at = NULL WHERE id = ? AND claimed_by = ?",
                        arguments: [run.run, run.claimedBy])
                }
                let counts = try Row.fetchAll(
                    db, sql: "SELECT engine_version, count(*) FROM solve_cache GROUP BY engine_version"
                ).map { (version: $0[0] as String, rows: $0[1] as Int) }
                let builds = counts.filter { drop($0.version) }
                    .map { CachedResultsDrop.Build(engineVersion: $0.version, results: $0.rows) }
                    .sorted { ($0.results, $1.engineVersion) > ($1.results, $0.engineVersion) }
                let bodiesBefore = try Int.fetchOne(db, sql: "SELECT count(*) FROM solve_body") ?? 0
                for build in builds {
                    try db.execute(sql: "DELETE FROM solve_cache WHERE engine_version = ?", arguments: [build.engineVersion])
                }
                // The triggers leave no orphan; a database whose triggers were dropped by
                // hand, or a body left by an interrupted writer of an older build, may.
                try db.execute(sql: "DELETE FROM solve_body WHERE id NOT IN (SELECT body_id FROM solve_cache)")
                let bodiesAfter = try Int.fetchOne(db, sql: "SELECT count(*) FROM solve_body") ?? 0
                let kept = try Int.fetchOne(db, sql: "SELECT count(*) FROM solve_cache") ?? 0
                return .dropped(CachedResultsDrop(
                    builds: builds, bodies: bodiesBefore - bodiesAfter, keptResults: kept, takenOver: takenOver))
            }
        }
    }

    /// Rebuilds the database file without its free pages (SQLite's `VACUUM`), then copies
    /// the write-ahead log into it and truncates the log, so the file on disk shrinks to
    /// what it holds. `VACUUM` cannot run inside a transaction; it holds the write lock
    /// while it copies (other writers wait, readers go on) and needs up to the file's
    /// size again in free disk space for the copy.
    public func vacuum() throws(StoreError) {
        try requireWritable("vacuum")
        try perform {
            try pool.writeWithoutTransaction { db in
                try db.execute(sql: "VACUUM")
                _ = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            }
        }
    }

    /// The bytes the database takes on disk (``bytesOnDisk(path:)``).
    public var bytesOnDisk: Int { Self.bytesOnDisk(path: path) }

    /// The bytes the database at `path` takes on disk: its file and SQLite's write-ahead
    /// log beside it (`NAME-wal`, which holds changes not yet copied into the file). The
    /// shared-memory index (`NAME-shm`) is left out: it is not data and SQLite keeps its
    /// size. Taken before opening, it is what `ls` showed: an open starts a log.
    public static func bytesOnDisk(path: String) -> Int {
        [path, path + "-wal"].reduce(0) { total, file in
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.intValue
            return total + (size ?? 0)
        }
    }

    /// The bytes of the database's free pages (`PRAGMA freelist_count` times the page
    /// size): space that removed documents, runs or cached results left, which SQLite
    /// reuses for new rows but gives back to the disk only on ``vacuum()``.
    public func freeBytes() throws(StoreError) -> Int {
        try perform {
            try connection.read { db in
                let pages = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
                let size = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
                return pages * size
            }
        }
    }
}
