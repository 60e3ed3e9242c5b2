import ArgumentParser
import Foundation
import LayoutDB

extension SolverWorkload {
    /// Reads a workload for a command: a file that does not parse is reported on
    /// stderr, naming the file and the constraint, and ends the command with status 65.
    ///
    /// A layout document or an Interface Builder file given here (the other JSON files and
    /// the storyboards a user has at hand) is said to be one, with the command that solves
    /// it: "expected \"layoutdb-bench/1\"" or "unexpected '<'" alone left them guessing.
    static func load(commandLinePath path: String) throws -> SolverWorkload {
        do {
            return try SolverWorkload(contentsOf: URL(fileURLWithPath: path), file: path)
        } catch {
            printError("layoutdb: \(error)\(Self.otherKind(of: path))")
            throw ExitStatus.dataError
        }
    }

    /// ` (the file is …: \`layoutdb solve FILE\` solves it)` when `path` holds a layout
    /// document or an Interface Builder file, else nothing.
    private static func otherKind(of path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        let bytes = [UInt8](data)
        let kind: String
        if MisnamedFileHint.looksLikeXML(bytes) {
            kind = "XML, an Interface Builder file rather than a workload"
        } else if (try? DocumentReader.read(bytes, file: path)) != nil {
            kind = "a layoutdb document rather than a workload"
        } else {
            return ""
        }
        return " (the file is \(kind): `layoutdb solve \(path)` solves it)"
    }
}
