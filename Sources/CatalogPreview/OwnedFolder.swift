import Foundation

/// A folder of this user's, opened once, and written below without following a symbolic link.
///
/// The preview updates its folder in place, and that folder can sit where other users also
/// write (the system's temporary directory). A path opened by name follows whatever link is
/// there at that moment: a link planted as `404.html`, or as `components/`, turned a preview
/// write into a write to any file of the user's. Here every name is opened relative to the
/// descriptor of the folder above it, with `O_NOFOLLOW`, so a link anywhere in the path makes
/// the write fail instead of leaving the folder.
struct OwnedFolder: ~Copyable {
    let path: String
    private let fd: Int32

    /// Why a folder or file was refused, in words.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// Opens `path`, creating it (and its parents) when missing. Refused when it is a symbolic
    /// link, not a folder, or belongs to another user.
    init(opening path: String) throws(Refusal) {
        if mkdir(path, 0o755) != 0 && errno == ENOENT {
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            throw Refusal(description: errno == ELOOP || errno == ENOTDIR
                ? "'\(path)' is a symbolic link or a file, not a folder" : "cannot open '\(path)': \(String(cString: strerror(errno)))")
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_uid == geteuid() else {
            close(fd)
            throw Refusal(description: "'\(path)' belongs to another user (uid \(info.st_uid))")
        }
        self.path = path
        self.fd = fd
    }

    deinit { close(fd) }

    /// Writes `parts` to `relative`, replacing the file there, creating the folders on the way.
    /// - Parameter mode: permissions to set whatever the umask (the manifest's).
    func write(_ parts: [[UInt8]], to relative: String, mode: mode_t? = nil) throws(Refusal) {
        let (folder, name) = try parent(of: relative, creating: true)
        defer { if folder != fd { close(folder) } }
        let file = openat(folder, name, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw refusal(relative) }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw Refusal(description: "'\(relative)' in '\(path)' is not a plain file")
        }
        if let mode { fchmod(file, mode) }
        for part in parts {
            var offset = 0
            while offset < part.count {
                let n = part.withUnsafeBytes { Foundation.write(file, $0.baseAddress! + offset, part.count - offset) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw refusal(relative)
                }
                offset += n
            }
        }
    }

    /// Removes the file at `relative`, if there is one; a link is removed, never followed.
    func remove(_ relative: String) {
        guard let (folder, name) = try? parent(of: relative, creating: false) else { return }
        unlinkat(folder, name, 0)
        if folder != fd { close(folder) }
    }

    /// The descriptor of the folder holding `relative` (the caller closes it unless it is the
    /// root's), and the last name.
    private func parent(of relative: String, creating: Bool) throws(Refusal) -> (Int32, String) {
        var names = relative.split(separator: "/").map(String.init)
        guard let name = names.popLast() else { throw Refusal(description: "an empty path") }
        var folder = fd
        for component in names {
            var next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 && errno == ENOENT && creating {
                mkdirat(folder, component, 0o755)
                next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            let failure = next < 0 ? refusal(relative) : nil
            if folder != fd { close(folder) }
            if let failure { throw failure }
            folder = next
        }
        return (folder, name)
    }

    private func refusal(_ relative: String) -> Refusal {
        let reason = errno == ELOOP || errno == ENOTDIR ? "a symbolic link is in the way" : String(cString: strerror(errno))
        return Refusal(description: "could not write '\(relative)' in '\(path)': \(reason)")
    }
}
