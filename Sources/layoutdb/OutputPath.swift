import Foundation

/// Writing the file given with `-o`, and why it could not be written, in words a user can
/// act on. Foundation's own on Linux say "The file doesn't exist." for a missing folder and
/// "(NSCocoaErrorDomain error 512.)" for a folder given as the file.
enum OutputPath {
    /// Writes `data` to `path`: a regular file (new or not) atomically, through a temporary
    /// file renamed over it, so a failed write leaves the old file whole; anything else
    /// (`/dev/stdout`, a named pipe, a terminal, a symbolic link to one) in place.
    ///
    /// An atomic write to `/dev/stdout` renamed a regular file over the link (as root,
    /// `-o /dev/full` replaced the device, and "wrote" without an error); a symbolic link to
    /// a file was replaced by a copy. Links are followed, and a write that fails (a full
    /// disk) says so.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
        if type == nil || type == .typeRegular {
            try data.write(to: url, options: .atomic)
            return
        }
        if type == .typeDirectory {
            throw CocoaError(.fileWriteUnknown)  // `reason` names it a folder
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
    }

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
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain,
            let message = strerror(Int32(posix.code))
        {
            return String(cString: message)
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return error.localizedDescription
    }
}
