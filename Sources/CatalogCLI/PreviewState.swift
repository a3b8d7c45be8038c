import CatalogModel
import Foundation
import NIOCore

/// What the preview server shows: the site folder, the current build's diagnostics, and the
/// browsers waiting to be told to reload. Shared between the watcher and the event loops.
final class PreviewState: @unchecked Sendable {
    private let lock = NSLock()
    private var _version = 0
    private var _errors: [Diagnostic] = []
    private var listeners: [ObjectIdentifier: Channel] = [:]
    let siteDirectory: URL

    init(siteDirectory: URL) {
        self.siteDirectory = siteDirectory.standardizedFileURL.resolvingSymlinksInPath()
    }

    var version: Int { lock.withLock { _version } }
    var errors: [Diagnostic] { lock.withLock { _errors } }

    /// Records a finished build and tells every open page to reload.
    func publish(errors: [Diagnostic]) {
        let channels: [Channel] = lock.withLock {
            _version += 1
            _errors = errors
            return Array(listeners.values)
        }
        for channel in channels {
            let message = channel.allocator.buffer(string: "event: reload\ndata: \(version)\n\n")
            channel.writeAndFlush(HTTPServerChannelPart.body(.byteBuffer(message)), promise: nil)
        }
    }

    func addListener(_ channel: Channel) {
        lock.withLock { listeners[ObjectIdentifier(channel)] = channel }
        channel.closeFuture.whenComplete { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.listeners.removeValue(forKey: ObjectIdentifier(channel)) }
        }
    }
}

import NIOHTTP1
typealias HTTPServerChannelPart = HTTPServerResponsePart
