import Foundation

/// Lists the files below a folder with what tells a change apart: size, modification time and
/// inode (editors that save by renaming a new file over the old one change the inode).
///
/// Plain `readdir` and `lstat` rather than `FileManager`'s enumerator, several times faster: the
/// preview server walks the content and templates folders every 50 ms and after every edit.
public enum FileStamps {
    public struct Stamp: Hashable, Sendable {
        public var size: Int64, seconds: Int, nanoseconds: Int, inode: UInt64
    }

    /// Why `scan` passed over an entry that is not hidden.
    public enum Skipped: Equatable, Sendable {
        /// A symbolic link to a file `keep` accepts, or to a folder.
        case link
        /// Neither a file nor a folder (a named pipe, a socket, a device) under a name `keep` accepts.
        case notAFile

        /// Why the entry was not read, the same for every folder a scan walks: a link is not
        /// followed (it could pull in files from elsewhere on the machine, or loop), and reading
        /// a pipe would block.
        public var reason: String {
            switch self {
            case .link: "is a symbolic link, which sheetcat does not follow: it is not read"
            case .notAFile: "is not a regular file (a pipe, socket or device), so it is not read"
            }
        }
    }

    /// Regular files below `directory` whose name `keep` accepts, as `/`-separated paths
    /// relative to it, sorted. Hidden names are skipped, and symbolic links are neither
    /// followed nor listed, so a link cannot pull in files from elsewhere or loop. `skipped`
    /// hears of the links and special files passed over that look like content, so a caller
    /// can say so rather than leave a page missing without a word.
    public static func scan(_ directory: URL, keep: (String) -> Bool = { _ in true },
                            skipped: ((_ path: String, _ why: Skipped) -> Void)? = nil) -> [(path: String, stamp: Stamp)] {
        list(directory, keep: keep, skipped: skipped, stamped: true).map { ($0.path, $0.stamp!) }
    }

    /// What `scan` lists, with each stamp only when `stamped` (nil otherwise). A build that
    /// reads each page once needs no stamp, and the folder's own listing then tells most files
    /// and folders apart (`d_type`), without an `lstat` each: at 10,000 pages those were
    /// 10,000 system calls on one core, with the other waiting for the first page to read.
    public static func list(_ directory: URL, keep: (String) -> Bool = { _ in true },
                            skipped: ((_ path: String, _ why: Skipped) -> Void)? = nil,
                            stamped: Bool) -> [(path: String, stamp: Stamp?)] {
        let root = directory.standardizedFileURL.path
        var found: [(path: String, stamp: Stamp?)] = []
        func walk(_ relative: String) {
            guard let dir = opendir(relative.isEmpty ? root : root + "/" + relative) else { return }
            defer { closedir(dir) }
            let folder = dirfd(dir)
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                // Without stamps, a file or folder the listing names as such needs no `lstat`;
                // anything else (a link, a special file, a file system that does not say) does.
                if !stamped {
                    switch Int32(entry.pointee.d_type) {
                    case Int32(DT_REG):
                        if keep(name) { found.append((path, nil)) }
                        continue
                    case Int32(DT_DIR):
                        walk(path)
                        continue
                    default:
                        break
                    }
                }
                var info = stat()
                // By name in the open folder, not by the whole path: the kernel then looks up
                // one name instead of walking every folder from the root again, for each file.
                guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    walk(path)
                case S_IFREG where keep(name):
                    found.append((path, Stamp(size: Int64(info.st_size), seconds: Int(info.st_mtim.tv_sec),
                                              nanoseconds: Int(info.st_mtim.tv_nsec), inode: UInt64(info.st_ino))))
                case S_IFREG:
                    continue
                case S_IFLNK:
                    guard let skipped else { continue }
                    // Looked through only to word the warning: a link to a folder, or to a page.
                    var target = stat()
                    let isFolder = fstatat(folder, name, &target, 0) == 0 && target.st_mode & S_IFMT == S_IFDIR
                    if isFolder || keep(name) { skipped(path, .link) }
                default:
                    if keep(name) { skipped?(path, .notAFile) }
                }
            }
        }
        walk("")
        return found.sorted { $0.path < $1.path }
    }
}
