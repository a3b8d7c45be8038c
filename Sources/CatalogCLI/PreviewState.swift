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

    /// Records a build (or its first half) and tells open pages to reload: those whose file is
    /// in `changed`, or every page when `changed` is nil or the build's error state flips (an
    /// error page stands in for every page).
    func publish(errors: [Diagnostic], changed: [String]? = nil) {
        let (channels, message): ([Channel], String) = lock.withLock {
            let everything = changed == nil || !_errors.isEmpty || !errors.isEmpty
            _version += 1
            _errors = errors
            return (Array(listeners.values), Self.event(version: _version, paths: everything ? nil : changed))
        }
        for channel in channels {
            channel.writeAndFlush(HTTPServerChannelPart.body(.byteBuffer(channel.allocator.buffer(string: message))), promise: nil)
        }
    }

    /// The event a page that just connected receives: the current version, nothing to reload.
    var helloEvent: String { "retry: 300\n" + Self.event(version: version, paths: nil) }

    /// `{"v":3,"paths":["components/sheets.html"]}`; `paths` null means every page.
    static func event(version: Int, paths: [String]?) -> String {
        var data = "{\"v\":\(version),\"paths\":"
        if let paths {
            data += "[" + paths.map(Self.jsonString).joined(separator: ",") + "]"
        } else {
            data += "null"
        }
        return "event: reload\ndata: " + data + "}\n\n"
    }

    private static func jsonString(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
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
