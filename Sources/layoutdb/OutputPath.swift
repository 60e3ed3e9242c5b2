import Foundation

/// Why a file given with `-o` could not be written, in words a user can act on.
/// Foundation's own on Linux say "The file doesn't exist." for a missing folder and
/// "(NSCocoaErrorDomain error 512.)" for a folder given as the file.
enum OutputPath {
    static func reason(writing path: String, error: any Error, fileManager: FileManager = .default) -> String {
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "it is a folder; give a file name"
        }
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        if !fileManager.fileExists(atPath: folder, isDirectory: &isFolder) {
            return "the folder '\(folder)' does not exist"
        }
        if !isFolder.boolValue { return "'\(folder)' is not a folder" }
        if !fileManager.isWritableFile(atPath: folder) { return "the folder '\(folder)' is not writable" }
        return error.localizedDescription
    }
}
