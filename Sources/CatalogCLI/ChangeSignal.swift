import Foundation

/// Wakes the preview's watcher as soon as something under its folders changes, instead of at
/// the next poll. On Linux it listens to inotify; elsewhere, or when inotify is not available,
/// `wait` just sleeps and the watcher's fingerprint finds changes on its own.
///
/// It only says "look now": what changed is still decided by comparing fingerprints, so a missed
/// or extra event costs at most one poll interval, never a wrong build.
///
/// `@unchecked Sendable` for `hasPendingChange`, which a rebuild asks from its worker threads:
/// it only polls the descriptor, which is set once. `watch` and `wait` stay on the thread that
/// runs the preview loop.
final class ChangeSignal: @unchecked Sendable {
    #if os(Linux)
    private let descriptor: Int32
    private var watched: Set<String> = []
    #endif

    init() {
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        #endif
    }

    deinit {
        #if os(Linux)
        if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// True when changes are reported as they happen, so the watcher need not poll often.
    var reportsChanges: Bool {
        #if os(Linux)
        return descriptor >= 0
        #else
        return false
        #endif
    }

    /// True when a change has come in since the last `wait`, which still sees it: this neither
    /// waits nor takes it. Always false where changes are not reported as they happen.
    var hasPendingChange: Bool {
        #if os(Linux)
        return descriptor >= 0 && ready(within: 0)
        #else
        return false
        #endif
    }

    /// Forgets the changes that came in so far, without waiting: the caller is about to look at
    /// every file, which sees them anyway.
    func discardPending() {
        #if os(Linux)
        if descriptor >= 0 { drain() }
        #endif
    }

    /// Watches these folders (each folder, not what is below it); call again as folders appear.
    func watch(_ folders: [String]) {
        #if os(Linux)
        guard descriptor >= 0 else { return }
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB)
        for folder in folders where !watched.contains(folder) {
            if inotify_add_watch(descriptor, folder, mask) >= 0 { watched.insert(folder) }
        }
        #endif
    }

    /// Returns when something changed (true) or after `milliseconds` (false). After an event it
    /// waits for a short quiet spell, so a save that arrives in several writes is seen whole.
    @discardableResult
    func wait(milliseconds: Int) -> Bool {
        #if os(Linux)
        guard descriptor >= 0 else {
            usleep(useconds_t(max(1, milliseconds)) * 1000)
            return false
        }
        guard ready(within: milliseconds) else { return false }
        var settled = 0
        repeat {
            drain()
            settled += 5
        } while ready(within: 5) && settled < 50
        drain()
        return true
        #else
        usleep(useconds_t(max(1, milliseconds)) * 1000)
        return false
        #endif
    }

    #if os(Linux)
    private func ready(within milliseconds: Int) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, Int32(milliseconds)) > 0
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }
    #endif
}
