import Foundation
import Testing

/// `sql` and `query` with `--format json` gave every value as a string (`"count": "32"`):
/// a script comparing a count (`jq 'select(.count > 5)'`) compared text with a number and
/// kept every row. Values now keep SQLite's storage class.
@Suite struct QueryJSONTypesTests {
    @Test func numbersAreNumbersAndTextIsText() throws {
        let db = try StoreCommandTests.database(["login"])
        let result = try CommandLine.run(["sql", "--db", db, "--format", "json",
            "SELECT 42 AS whole, 2.5 AS real, -0.0 AS zero, 1e308 * 10 AS infinite, 'text' AS words, "
                + "x'00ff' AS bytes, NULL AS missing, '7' AS digits"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            [
              {
                "whole": 42,
                "real": 2.5,
                "zero": 0,
                "infinite": "inf",
                "words": "text",
                "bytes": "<2 bytes>",
                "missing": null,
                "digits": "7"
              }
            ]

            """)
        // The table prints them as before.
        let table = try CommandLine.run(["sql", "--db", db, "SELECT 42 AS whole, 2.5 AS real, NULL AS missing"])
        #expect(table.stdout == "whole  real  missing\n42     2.5   NULL\n")
    }

    @Test func queryProblemsCountsAreNumbers() throws {
        let db = try StoreCommandTests.database(["login"])
        _ = try CommandLine.run(["solve", "login", "--db", db])
        let result = try CommandLine.run(["query", "problems", "--db", db, "--format", "json"])
        let rows = try #require(try DocumentCommandTests.json(result.stdout) as? [[String: Any]])
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0["count"] is Int && $0["revision"] as? Int == 2 }, "\(result.stdout)")
    }
}
