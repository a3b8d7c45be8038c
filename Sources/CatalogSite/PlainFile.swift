import Foundation

/// Writes a file with `open` and `write`, and nothing more.
///
/// Foundation's `Data.write(to:)` on Linux ends every file with `fsync`, which waits for the disk.
/// A generated site needs no such promise: it can always be built again, and what keeps a reader
/// from seeing half a site is the swap of whole folders, not the flush of one file. The one
/// `fsync` of the manifest usually took 2 ms, but held two traced builds idle for 28 and 117 ms;
/// the preview server paid it for every file a rebuild changed.
enum PlainFile {
    /// How to open the file: `create` refuses a path that exists (two pages aiming at one file
    /// must not overwrite each other); `replace` truncates whatever is there.
    enum Mode {
        case create
        case replace
    }

    /// Writes `parts` one after another into `path`; nil on success, else why not, in words.
    static func write(_ parts: [[UInt8]], to path: String, mode: Mode) -> String? {
        stream(to: path, mode: mode) { append in
            for part in parts { part.withUnsafeBufferPointer(append) }
        }.problem
    }

    /// Writes into `path` whatever `produce` passes to its argument, chunk after chunk, as it
    /// comes; returns the bytes written and, on failure, why, in words. After a failed write the
    /// rest of the chunks are ignored and the first problem is returned.
    static func stream(to path: String, mode: Mode,
                       _ produce: (_ append: (UnsafeBufferPointer<UInt8>) -> Void) -> Void) -> (written: Int, problem: String?) {
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (mode == .create ? O_EXCL : O_TRUNC)
        let fd = open(path, flags, 0o644)
        guard fd >= 0 else {
            return (0, mode == .create && errno == EEXIST ? "another page already wrote this file" : String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var problem: String?
        var written = 0
        produce { chunk in
            guard problem == nil, let base = chunk.baseAddress else { return }
            var offset = 0
            while offset < chunk.count {
                let n = Foundation.write(fd, base + offset, chunk.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    problem = String(cString: strerror(errno))
                    return
                }
                offset += n
            }
            written += chunk.count
        }
        return (written, problem)
    }

    /// `write(_:to:mode:)` for callers that report failures by throwing.
    static func writeOrThrow(_ parts: [[UInt8]], to path: String, mode: Mode) throws {
        if let problem = write(parts, to: path, mode: mode) {
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSFilePathErrorKey: path,
                NSLocalizedDescriptionKey: "could not write '\(path)': \(problem)",
            ])
        }
    }
}
