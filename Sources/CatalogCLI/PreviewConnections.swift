import Foundation
import NIOCore

/// How long `serve` keeps a quiet connection, and how many it holds at once.
struct PreviewLimits: Sendable {
    /// A connection that neither sends nor receives for this long is closed. Browsers reopen
    /// one when they need it; a client that opens sockets and sends nothing gives them back.
    var idleTimeout: TimeAmount = .seconds(12)
    /// Connections held at once. Past it, each new connection closes the one idle longest.
    var maxConnections: Int = PreviewLimits.defaultMaxConnections()

    static let idleTimeouts = 1...3_600
    static let connectionCounts = 4...100_000

    /// Half the process's descriptor limit, at most 512: the rest is left for the files the
    /// server reads and the builds write, so the limit on connections is met first.
    static func defaultMaxConnections() -> Int {
        guard let descriptors = descriptorLimit() else { return 512 }
        return max(connectionCounts.lowerBound, min(512, descriptors / 2))
    }

    /// Descriptors kept free of connections whatever `--max-connections` says: a request
    /// answered needs one more for its file, and a rebuild needs some for the pages it reads.
    static let reservedDescriptors = 32

    /// The connection limit the server uses, and a note when it is less than `maxConnections`:
    /// more connections than descriptors allow would leave none for the files, and every
    /// request would fail once they were open.
    func effectiveMaxConnections(descriptors: Int? = PreviewLimits.descriptorLimit()) -> (limit: Int, note: String?) {
        guard let descriptors, maxConnections > descriptors - Self.reservedDescriptors else { return (maxConnections, nil) }
        let limit = max(Self.connectionCounts.lowerBound, descriptors - Self.reservedDescriptors)
        return (limit, "serve: \(maxConnections) connections would leave no descriptors for files (the limit is \(descriptors)); holding at most \(limit)")
    }

    /// The process's soft limit on open descriptors; nil when there is none to speak of.
    static func descriptorLimit() -> Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(Int32.max) else { return nil }
        return Int(limit.rlim_cur)
    }
}

/// The open connections of a preview server, shared by its event loops: how many there are, which
/// was quiet longest, and which are live-reload streams.
final class PreviewConnections: @unchecked Sendable {
    private struct Entry {
        var channel: Channel
        var lastActive: UInt64
        var streaming = false
    }

    let limit: Int
    private let log: @Sendable (String) -> Void
    private let lock = NSLock()
    private var open: [ObjectIdentifier: Entry] = [:]
    /// A connection closed to free a descriptor whose close has not completed yet.
    private var freeing = false
    /// When each warning was last printed: once per ten seconds each, not once per connection.
    private var lastWarned: [String: UInt64] = [:]

    init(limit: Int, log: @escaping @Sendable (String) -> Void) {
        self.limit = limit
        self.log = log
    }

    var count: Int { lock.withLock { open.count } }

    /// Records a new connection; past the limit, closes the one that gives way (`victimLocked`).
    func admit(_ channel: Channel) {
        let evicted: Channel? = lock.withLock {
            open[ObjectIdentifier(channel)] = Entry(channel: channel, lastActive: Self.now())
            guard open.count > limit, let victim = victimLocked(sparing: ObjectIdentifier(channel)) else { return nil }
            return open.removeValue(forKey: victim)?.channel
        }
        guard let evicted else { return }
        warn("limit", "serve: \(limit) connections open, the most allowed (--max-connections); "
            + "closing the one idle longest for each new one")
        evicted.close(promise: nil)
    }

    func touch(_ channel: Channel) {
        let now = Self.now()
        lock.withLock { open[ObjectIdentifier(channel)]?.lastActive = now }
    }

    func markStreaming(_ channel: Channel) {
        lock.withLock { open[ObjectIdentifier(channel)]?.streaming = true }
    }

    func isStreaming(_ channel: Channel) -> Bool {
        lock.withLock { open[ObjectIdentifier(channel)]?.streaming ?? false }
    }

    func remove(_ channel: Channel) {
        _ = lock.withLock { open.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// The process is out of descriptors and `accept` fails: closes one connection so the next
    /// try finds a descriptor free. One at a time: until that close completes, the listener's
    /// retries must not close one connection each.
    func relieveDescriptorShortage() {
        let evicted: Channel? = lock.withLock {
            guard !freeing, let victim = victimLocked() else { return nil }
            freeing = true
            return open.removeValue(forKey: victim)?.channel
        }
        warn("descriptors", "serve: out of file descriptors with \(count) connections open; "
            + "closing the one idle longest for each new one")
        guard let evicted else { return }
        evicted.close(promise: nil)
        evicted.closeFuture.whenComplete { _ in self.lock.withLock { self.freeing = false } }
    }

    /// The connection that gives way to a new one: the one quiet longest, or when every one is
    /// a live-reload stream, the oldest stream (its page reconnects by itself).
    /// - Parameter sparing: the connection being admitted, which is there to be answered.
    private func victimLocked(sparing newcomer: ObjectIdentifier? = nil) -> ObjectIdentifier? {
        let others = open.filter { $0.key != newcomer }
        let quiet = others.filter { !$0.value.streaming }
        return (quiet.isEmpty ? others : quiet).min { $0.value.lastActive < $1.value.lastActive }?.key
    }

    private func warn(_ kind: String, _ message: String) {
        let now = Self.now()
        let due: Bool = lock.withLock {
            if let last = lastWarned[kind], now - last < 10_000_000_000 { return false }
            lastWarned[kind] = now
            return true
        }
        if due { log(message) }
    }

    private static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
}

/// First in the listener's pipeline. Out of descriptors, `accept` fails and the listening socket
/// stays readable, so the event loop tries again at once, on and on: the listener spun on one
/// core until a descriptor came free. A connection is closed to free one instead.
final class DescriptorShortageHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = Channel
    typealias InboundOut = Channel

    private let connections: PreviewConnections

    init(connections: PreviewConnections) {
        self.connections = connections
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? IOError, error.errnoCode == EMFILE || error.errnoCode == ENFILE {
            connections.relieveDescriptorShortage()
            return
        }
        context.fireErrorCaught(error)
    }
}

/// Sent from `PreviewHandler` toward the socket once a request's head is in.
struct RequestHeadReceived {}

/// First in every connection's pipeline: registers it, notes when it last sent something (the
/// connection that gives way to a new one is the one quiet longest), and closes it when it has
/// been quiet too long (`IdleStateHandler` says when), unless it is a live-reload stream. A
/// request's head must also be in within that time of its first byte: a client that sends one
/// byte every few seconds is never quiet, and held its connection for as long as it liked.
final class ConnectionGuard: ChannelDuplexHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let connections: PreviewConnections
    private let headTimeout: TimeAmount
    private var headDeadline: Scheduled<Void>?

    init(connections: PreviewConnections, headTimeout: TimeAmount) {
        self.connections = connections
        self.headTimeout = headTimeout
    }

    func channelActive(context: ChannelHandlerContext) {
        connections.admit(context.channel)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        headDeadline?.cancel()
        connections.remove(context.channel)
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        connections.touch(context.channel)
        if headDeadline == nil && !connections.isStreaming(context.channel) {
            let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
            headDeadline = context.eventLoop.scheduleTask(in: headTimeout) { bound.value.close(promise: nil) }
        }
        context.fireChannelRead(data)
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard event is RequestHeadReceived else {
            return context.triggerUserOutboundEvent(event, promise: promise)
        }
        headDeadline?.cancel()
        headDeadline = nil
        promise?.succeed(())
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent, !connections.isStreaming(context.channel) {
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }
}
