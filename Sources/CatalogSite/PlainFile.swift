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
        var file: Writer
        switch Writer.open(path, mode: mode) {
        case .success(let opened): file = opened
        case .failure(let refusal): return (0, refusal.reason)
        }
        produce { file.append($0) }
        return file.close()
    }

    /// Why a file could not be opened, in words.
    struct Refusal: Error {
        var reason: String
    }

    /// A file open for writing, filled a chunk at a time: for a caller that learns only partway
    /// through its bytes that they go to a new file (see `PreviousSite`).
    struct Writer {
        private let fd: Int32
        private(set) var written = 0
        /// The first failed write; the chunks after it are ignored.
        private(set) var problem: String?

        private init(fd: Int32) {
            self.fd = fd
        }

        static func open(_ path: String, mode: Mode) -> Result<Writer, Refusal> {
            let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (mode == .create ? O_EXCL : O_TRUNC)
            let fd = Foundation.open(path, flags, 0o644)
            guard fd >= 0 else {
                return .failure(Refusal(reason: mode == .create && errno == EEXIST
                    ? "another page already wrote this file" : String(cString: strerror(errno))))
            }
            return .success(Writer(fd: fd))
        }

        mutating func append(_ chunk: UnsafeBufferPointer<UInt8>) {
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

        /// Closes the file: the bytes written and, if a write failed, why.
        consuming func close() -> (written: Int, problem: String?) {
            _ = Foundation.close(fd)
            return (written, problem)
        }
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
