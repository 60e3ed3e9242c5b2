import GRDB

/// The numbered SQL files of `migrations/`, compiled into the binary, in the order they
/// are applied. A landed file is never edited: a schema change is a new file here and a
/// new line below (a test checks that every file of `migrations/` is listed).
enum StoreMigrations {
    /// Name (the file name without `.sql`) and SQL text of each migration, in order.
    static let all: [(name: String, sql: String)] = [
        ("0001_documents", String(decoding: PackageResources._001_documents_sql, as: UTF8.self)),
        ("0002_solve_cache", String(decoding: PackageResources._002_solve_cache_sql, as: UTF8.self)),
        ("0003_query_views", String(decoding: PackageResources._003_query_views_sql, as: UTF8.self)),
        ("0004_batch_runs", String(decoding: PackageResources._004_batch_runs_sql, as: UTF8.self)),
        ("0005_controller_containment", String(decoding: PackageResources._005_controller_containment_sql, as: UTF8.self)),
        ("0006_solve_body", String(decoding: PackageResources._006_solve_body_sql, as: UTF8.self)),
        ("0007_toolbar", String(decoding: PackageResources._007_toolbar_sql, as: UTF8.self)),
        ("0008_interface_builder_guides", String(decoding: PackageResources._008_interface_builder_guides_sql, as: UTF8.self)),
        ("0009_text_field_border", String(decoding: PackageResources._009_text_field_border_sql, as: UTF8.self)),
        ("0010_text_view_scrolling", String(decoding: PackageResources._010_text_view_scrolling_sql, as: UTF8.self)),
        ("0011_batch_run_claim", String(decoding: PackageResources._011_batch_run_claim_sql, as: UTF8.self)),
        ("0012_view_user_label", String(decoding: PackageResources._012_view_user_label_sql, as: UTF8.self)),
        ("0013_control_styles", String(decoding: PackageResources._013_control_styles_sql, as: UTF8.self)),
        (
            "0014_respects_system_minimum_margins",
            String(decoding: PackageResources._014_respects_system_minimum_margins_sql, as: UTF8.self)
        ),
        ("0015_control_sizes", String(decoding: PackageResources._015_control_sizes_sql, as: UTF8.self)),
        ("0016_table_style", String(decoding: PackageResources._016_table_style_sql, as: UTF8.self)),
        (
            "0017_button_image_and_segment_widths",
            String(decoding: PackageResources._017_button_image_and_segment_widths_sql, as: UTF8.self)
        ),
        ("0020_table_separator_style", String(decoding: PackageResources._020_table_separator_style_sql, as: UTF8.self)),
    ]

    /// Every migration, registered with GRDB (which records applied ones in `grdb_migrations`).
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in all {
            migrator.registerMigration(migration.name) { db in
                try db.execute(sql: migration.sql)
            }
        }
        return migrator
    }

    /// SQLite's `application_id` header field for layoutdb databases ("LYDB").
    static let applicationID: Int32 = 0x4C59_4442
}
