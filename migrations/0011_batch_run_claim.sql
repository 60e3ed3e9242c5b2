-- layoutdb store, migration 11: which process is working on a batch run. A batch holds
-- its run while it solves (`claimed_by` is "PID@HOST", `claimed_at` when it took it) and
-- gives it back when it finishes or is interrupted, so `batch --resume` can refuse a run
-- another live process is still adding to (two CI jobs resuming one run). NULL: no process
-- holds the run (every run recorded before this migration).

ALTER TABLE batch_run ADD COLUMN claimed_by TEXT;
ALTER TABLE batch_run ADD COLUMN claimed_at TEXT;
