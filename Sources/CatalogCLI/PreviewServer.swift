import CatalogModel
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// The `serve` HTTP server: static files from the site folder on 127.0.0.1, a live-reload event
/// stream, and an error page in place of stale pages while the build is broken.
struct PreviewServer {
    static let eventsPath = "/_sheetcat/events"
    static let liveScriptPath = "/_sheetcat/live.js"

    /// Reloads when a `reload` event names this page's file, or names none (every page); the
    /// first event after connecting only says which version is current. EventSource reconnects
    /// by itself if the server restarts. A page that has loaded the search index also reloads
    /// when any file of the index changes, its core or a shard (an edited rule body changes no
    /// page but its own and the index), keeping the search typed into it, so the results follow
    /// the edit.
    static let liveScript = """
    (function () {
      var source = new EventSource("\(eventsPath)");
      var seen = null;
      function here() {
        var path = decodeURIComponent(location.pathname).replace(/^\\/+/, "");
        return path === "" || /\\/$/.test(path) ? path + "index.html" : path;
      }
      function reload(searched) {
        var form = document.querySelector("[data-search-form]");
        if (!searched || !form) { location.reload(); return; }
        var query = new URLSearchParams(new FormData(form));
        location.replace(location.pathname + "?" + query.toString());
      }
      source.addEventListener("reload", function (e) {
        var event = JSON.parse(e.data);
        if (seen !== null && event.v !== seen) {
          var searched = !!window.SHEETCAT_SEARCH;
          if (event.paths === null || event.paths.indexOf(here()) >= 0) { reload(searched); }
          else if (searched && event.paths.some(function (p) { return p.indexOf("assets/search-") === 0; })) { reload(true); }
        }
        seen = event.v;
      });
    })();
    """

    let state: PreviewState
    let group: MultiThreadedEventLoopGroup
    let limits: PreviewLimits
    let connections: PreviewConnections

    /// - Parameter log: where the server says it is full or out of descriptors (standard error).
    init(state: PreviewState, threads: Int = System.coreCount, limits: PreviewLimits = PreviewLimits(),
         log: @escaping @Sendable (String) -> Void = { Terminal.standardError($0) }) {
        self.state = state
        self.group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, threads))
        self.limits = limits
        let (limit, note) = limits.effectiveMaxConnections()
        if let note { log(note) }
        self.connections = PreviewConnections(limit: limit, log: log)
    }

    /// Binds and returns the channel; the port is the one actually bound (0 asks for a free one).
    func start(host: String, port: Int) throws -> Channel {
        let state = self.state, connections = self.connections, idleTimeout = limits.idleTimeout
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 512)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .serverChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(DescriptorShortageHandler(connections: connections))
                }
            }
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let handlers = channel.pipeline.syncOperations
                    try handlers.addHandler(IdleStateHandler(allTimeout: idleTimeout))
                    try handlers.addHandler(ConnectionGuard(connections: connections, headTimeout: idleTimeout))
                    try handlers.configureHTTPServerPipeline(withErrorHandling: true)
                    try handlers.addHandler(PreviewHandler(state: state, connections: connections))
                }
            }
            .childChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
        return try bootstrap.bind(host: host, port: port).wait()
    }

    func shutdown() {
        try? group.syncShutdownGracefully()
    }
}

/// One connection's requests.
final class PreviewHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let state: PreviewState
    private let connections: PreviewConnections?
    private var request: HTTPRequestHead?

    init(state: PreviewState, connections: PreviewConnections? = nil) {
        self.state = state
        self.connections = connections
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            request = head
            context.triggerUserOutboundEvent(RequestHeadReceived(), promise: nil)
        case .body:
            break
        case .end:
            guard let head = request else { return }
            request = nil
            respond(to: head, context: context)
        }
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        let text = "text/plain; charset=utf-8"
        switch PreviewHost.check(head.headers["Host"], requiresHost: head.version.major > 1 || (head.version.major == 1 && head.version.minor >= 1)) {
        case .allowed:
            break
        case .malformed(let reason):
            return send(status: .badRequest, type: text, body: Array("bad request: \(reason)\n".utf8), head: head, context: context)
        case .foreign:
            return send(status: .misdirectedRequest, type: text,
                        body: Array("this preview answers only to localhost, 127.0.0.1 and [::1]\n".utf8), head: head, context: context)
        }
        guard head.method == .GET || head.method == .HEAD else {
            return send(status: .methodNotAllowed, type: "text/plain; charset=utf-8", body: Array("method not allowed\n".utf8),
                        head: head, context: context)
        }
        let target = head.uri
        if target.hasPrefix(PreviewServer.eventsPath) { return openEventStream(head: head, context: context) }
        if target.hasPrefix(PreviewServer.liveScriptPath) {
            return send(status: .ok, type: "text/javascript; charset=utf-8", body: Array(PreviewServer.liveScript.utf8),
                        head: head, context: context)
        }
        switch PreviewPath.resolve(target) {
        case .rejected(let reason):
            send(status: .badRequest, type: "text/plain; charset=utf-8", body: Array("bad request: \(reason)\n".utf8),
                 head: head, context: context)
        case .file(let relative):
            serveFile(relative, head: head, context: context)
        }
    }

    private func serveFile(_ relative: String, head: HTTPRequestHead, context: ChannelHandlerContext) {
        let root = state.siteDirectory
        var url = root.appendingPathComponent(relative)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            url = url.appendingPathComponent("index.html")
        }
        // Symlinks inside the site must not lead out of it either.
        let real = url.resolvingSymlinksInPath().path
        guard real.hasPrefix(root.path + "/") else {
            return send(status: .notFound, type: "text/plain; charset=utf-8", body: Array("not found\n".utf8), head: head, context: context)
        }
        let isHTML = real.hasSuffix(".html")
        let errors = state.errors
        if isHTML && !errors.isEmpty {
            return send(status: .ok, type: "text/html; charset=utf-8", body: ErrorPage.html(for: errors), head: head, context: context)
        }
        guard let data = FileManager.default.contents(atPath: real) else {
            let notFound = FileManager.default.contents(atPath: root.appendingPathComponent("404.html").path)
            let body = notFound.map { Self.injectingLiveScript(into: [UInt8]($0)) } ?? Array("not found\n".utf8)
            return send(status: .notFound, type: notFound == nil ? "text/plain; charset=utf-8" : "text/html; charset=utf-8",
                        body: body, head: head, context: context)
        }
        let bytes = isHTML ? Self.injectingLiveScript(into: [UInt8](data)) : [UInt8](data)
        send(status: .ok, type: PreviewPath.contentType(for: real), body: bytes, head: head, context: context)
    }

    /// Adds the live-reload script before `</body>`; the built site itself never carries it.
    static func injectingLiveScript(into page: [UInt8]) -> [UInt8] {
        let tag = Array("<script src=\"\(PreviewServer.liveScriptPath)\"></script>".utf8)
        let closing = Array("</body>".utf8)
        guard page.count >= closing.count else { return page + tag }
        var i = page.count - closing.count
        while i >= 0 {
            if page[i] == UInt8(ascii: "<") && Array(page[i..<i + closing.count]) == closing {
                return Array(page[..<i]) + tag + Array(page[i...])
            }
            i -= 1
        }
        return page + tag
    }

    private func openEventStream(head: HTTPRequestHead, context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/event-stream")
        headers.add(name: "Cache-Control", value: "no-store")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .ok, headers: headers))), promise: nil)
        let hello = context.channel.allocator.buffer(string: state.helloEvent)
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(hello))), promise: nil)
        connections?.markStreaming(context.channel)
        state.addListener(context.channel)
    }

    private func send(status: HTTPResponseStatus, type: String, body: [UInt8], head: HTTPRequestHead, context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: type)
        headers.add(name: "Content-Length", value: String(body.count))
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        let keepAlive = head.isKeepAlive
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))), promise: nil)
        if head.method != .HEAD {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: body)))), promise: nil)
        }
        let done = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if !keepAlive {
            // The callback runs on the channel's event loop, where the context may be used.
            let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
            done.whenComplete { _ in bound.value.close(promise: nil) }
        }
    }
}

/// The page `serve` shows instead of a stale one while the content has errors.
enum ErrorPage {
    static func html(for diagnostics: [Diagnostic]) -> [UInt8] {
        let items = diagnostics.map { d -> String in
            // `visible()`: a control character from a file name or page is no valid HTML.
            var item = "<li><code>\(MarkupEscaping.escape(d.location?.description.visible() ?? "(no file)"))</code> <strong>\(d.severity.rawValue)</strong>: "
                + "\(MarkupEscaping.escape(d.summary.visible())) <span class=\"id\">[\(MarkupEscaping.escape(d.id))]</span>"
            if d.explanation != nil {
                // One line of the explanation per line on the page, as in the terminal.
                item += "<p>" + d.explanationLines.map(MarkupEscaping.escape).joined(separator: "<br>") + "</p>"
            }
            if let fix = d.fix { item += "<p>Fix: \(MarkupEscaping.escape(fix.visible()))</p>" }
            return item + "</li>"
        }.joined(separator: "\n")
        let page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Build failed: sheetcat preview</title>
        <style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem}li{margin:.75rem 0}
        code{background:#f2f2f2;padding:0 .25rem}.id{color:#555}</style></head>
        <body><main><h1>The build has \(diagnostics.count) problem(s)</h1>
        <p>Fix them and save; this page reloads by itself.</p><ul>
        \(items)
        </ul></main><script src="\(PreviewServer.liveScriptPath)"></script></body></html>
        """
        return Array(page.utf8)
    }
}
