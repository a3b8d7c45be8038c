import CatalogSite
import Foundation

/// Removes the build's staging folder when the build is stopped with SIGTERM or SIGINT (Ctrl-C),
/// then ends the process by that signal, as it would have ended without the handler.
///
/// The handler only writes the signal's number to a pipe, which is all a signal handler may
/// safely do; a thread waiting on the pipe does the removing. SIGKILL cannot be caught: the next
/// build removes what such a build left (staging folders carry a marker naming their process).
enum InterruptCleanup {
    nonisolated(unsafe) private static var pipeEnds: [Int32] = [-1, -1]
    private static let stoppingLock = NSLock()
    nonisolated(unsafe) private static var stopping = false

    /// Called once the build has returned, before anything is printed: a build whose staging
    /// folder was pulled away by a stop signal fails as a side effect of that, and must not report
    /// that failure and exit 1 while the interrupt thread is about to end the process by the signal.
    static func waitIfStopping() {
        let isStopping = stoppingLock.withLock { stopping }
        guard isStopping else { return }
        while true { pause() }
    }

    static func install() {
        guard pipe(&pipeEnds) == 0 else { return }
        let reader = pipeEnds[0]
        let thread = Thread {
            var signal: UInt8 = 0
            while read(reader, &signal, 1) < 0 && errno == EINTR {}
            stoppingLock.withLock { stopping = true }
            SitePipeline.removeStagingFolders()
            // Ended by the signal itself, so the parent sees what stopped the build.
            Foundation.signal(Int32(signal), SIG_DFL)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, Int32(signal))
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            raise(Int32(signal))
            _exit(128 + Int32(signal))
        }
        thread.name = "sheetcat-interrupt"
        thread.start()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(InterruptCleanup.pipeEnds[1], &byte, 1)
        }
        var set = sigset_t()
        sigemptyset(&set)
        for number in [SIGTERM, SIGINT] {
            sigaction(number, &action, nil)
            sigaddset(&set, number)
        }
        // A parent may hand the signals down blocked (a test runner does): they must reach us.
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
