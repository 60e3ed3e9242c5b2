// LayoutStore keeps documents, revisions and the solve cache in SQLite through GRDB.
// It is an empty module until issue #6 fills it.
