import Foundation

/// The site a build is about to replace, consulted for files that come out the same again.
///
/// A rebuild after a small edit renders nearly every file byte for byte as it was. Writing each
/// again costs a new inode and new pages, and deleting the old copies after the swap frees as
/// many inodes. On ext4 without a journal, as on this project's machines, every file created in
/// the minute after such a delete first skips past the recently freed inodes, under its folder's
/// lock: a second build of 10,000 pages right after the first took 5.9 to 7.5 s instead of 3.3
/// to 4.2 s, most of it in the kernel.
///
/// So a file whose bytes equal those of the file at the same path in the live site is hard-linked
/// into the staging folder instead of written: no data written, no inode made, and none freed
/// when the old folder goes, since its name for the file was only a second link. The file keeps
/// its modification time, so deploy tools that compare times and sizes (rsync) skip it too.
///
/// Nothing is ever written through a link: the staging folder only gains names, and the live
/// site is never touched until the swap. `SiteWriter.preflight` has already refused an output
/// folder holding anything sheetcat did not write, symbolic links included, so the paths read
/// here are our own files.
struct PreviousSite: Sendable {
    /// The largest old file compared, by default: the new bytes are held while they match it.
    /// Larger files (`catalog.json` of a large catalog) are written as they are made, as in a
    /// first build.
    static let defaultLargestCompared = 16 << 20

    /// The live site's folder.
    let root: String
    /// The permission bits sheetcat gives a new file (0644 less the umask): a file whose bits were
    /// changed since is written afresh rather than kept as it is.
    private let newFileMode: mode_t
    private let owner: uid_t
    private let largestCompared: Int

    /// Nil when there is no previous site to consult: `root` is missing or not a folder, or is on
    /// another file system than `staging`, where a link cannot reach.
    init?(root: URL, staging: URL, largestCompared: Int = defaultLargestCompared) {
        var rootInfo = stat(), stagingInfo = stat()
        guard lstat(root.path, &rootInfo) == 0, rootInfo.st_mode & S_IFMT == S_IFDIR,
              stat(staging.path, &stagingInfo) == 0, rootInfo.st_dev == stagingInfo.st_dev else { return nil }
        self.root = root.standardizedFileURL.path
        newFileMode = 0o644 & ~Self.currentUmask()
        owner = geteuid()
        self.largestCompared = largestCompared
    }

    /// Places at `destination` the bytes `produce` passes to its argument, chunk after chunk: as a
    /// hard link to the live site's file at `path` when that holds the same bytes, else as a new
    /// file. Returns the size, whether the old file was kept, and on failure why, in words.
    ///
    /// Each chunk is compared with the old file as it comes, and held only while all of them
    /// match: at the first difference (for a changed page, usually in its first chunk) what was
    /// held goes to a new file and the rest is written as it comes, as in a first build.
    func place(_ path: String, at destination: String,
               _ produce: (_ append: (UnsafeBufferPointer<UInt8>) -> Void) -> Void) -> (size: Int, kept: Bool, problem: String?) {
        let old = root + "/" + path
        var candidate = OldFile(old, mode: newFileMode, owner: owner, largest: largestCompared)
        var held: [UInt8] = []
        var file: PlainFile.Writer?
        var refusal: String?
        produce { chunk in
            guard refusal == nil else { return }
            if file == nil {
                if let same = candidate, same.matches(chunk, at: held.count) {
                    if held.isEmpty { held.reserveCapacity(same.size) }
                    held.append(contentsOf: chunk)
                    return
                }
                candidate = nil
                switch PlainFile.Writer.open(destination, mode: .create) {
                case .success(let opened): file = opened
                case .failure(let failure):
                    refusal = failure.reason
                    return
                }
                held.withUnsafeBufferPointer { file!.append($0) }
                held = []
            }
            file!.append(chunk)
        }
        if let refusal { return (0, false, refusal) }
        if let file {
            let (written, problem) = file.close()
            return (written, false, problem)
        }
        if let same = candidate, same.size == held.count {
            if linkat(AT_FDCWD, old, AT_FDCWD, destination, 0) == 0 { return (held.count, true, nil) }
            if errno == EEXIST { return (0, false, "another page already wrote this file") }
            // No link here (a file system without them, a limit on links): write the file.
        }
        let (written, problem) = PlainFile.stream(to: destination, mode: .create) { append in
            held.withUnsafeBufferPointer(append)
        }
        return (written, false, problem)
    }

    /// A file of the live site that the new one may turn out equal to: a regular file of ours,
    /// with a new file's permissions, no larger than the comparison holds. Opened without
    /// following a symbolic link.
    private final class OldFile {
        let size: Int
        private let fd: Int32
        /// Where the old bytes are read to be compared: at most 64 KB and no larger than the
        /// file, made on the first comparison and not zeroed, since every byte compared is read
        /// into it first (a zeroed 64 KB array was a memset for every page of a rebuild, and for
        /// a 35 KB page, of more than the page).
        private var piece: UnsafeMutableRawBufferPointer?

        init?(_ path: String, mode: mode_t, owner: uid_t, largest: Int) {
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            guard fd >= 0 else { return nil }
            var info = stat()
            guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == owner,
                  info.st_mode & 0o7777 == mode, Int(info.st_size) <= largest else {
                close(fd)
                return nil
            }
            self.fd = fd
            size = Int(info.st_size)
        }

        deinit {
            close(fd)
            piece?.deallocate()
        }

        /// Whether the file holds `chunk` at `offset`, read in pieces.
        func matches(_ chunk: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
            guard offset + chunk.count <= size else { return false }
            guard let expected = chunk.baseAddress else { return true }
            let buffer = piece ?? UnsafeMutableRawBufferPointer.allocate(byteCount: min(64 << 10, max(size, 1)), alignment: 16)
            piece = buffer
            var done = 0
            while done < chunk.count {
                let n = pread(fd, buffer.baseAddress, min(buffer.count, chunk.count - done), off_t(offset + done))
                if n < 0 && errno == EINTR { continue }
                guard n > 0, memcmp(buffer.baseAddress!, expected + done, n) == 0 else { return false }
                done += n
            }
            return true
        }
    }

    /// The process's umask, read where Linux shows it: `umask(2)` can only read it by setting it,
    /// which would change it for a moment under the threads that are creating files.
    static func currentUmask() -> mode_t {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
           let value = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8) {
            return value
        }
        return 0o022
    }
}
