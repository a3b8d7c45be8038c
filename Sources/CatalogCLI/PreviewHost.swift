/// Whether a request's `Host` header names this machine's loopback interface.
///
/// `serve` is bound to 127.0.0.1, but a web page the reader has open elsewhere can still reach
/// it through DNS rebinding: a name it controls first resolves to its own server, then to
/// 127.0.0.1, and the browser sends the page's requests, with that name as `Host`, to the
/// preview. Answering only loopback names keeps the preview unreadable from such a page.
enum PreviewHost {
    enum Verdict: Equatable {
        case allowed
        /// No `Host`, or more than one: the request is malformed (HTTP/1.1 requires exactly one).
        case malformed(String)
        /// A name other than this machine's loopback: 421 Misdirected Request.
        case foreign(String)
    }

    /// - Parameter values: every `Host` header of the request, as sent.
    /// - Parameter requiresHost: HTTP/1.1 and later require the header; HTTP/1.0 may omit it.
    static func check(_ values: [String], requiresHost: Bool) -> Verdict {
        guard values.count <= 1 else { return .malformed("more than one Host header") }
        guard let value = values.first else {
            return requiresHost ? .malformed("no Host header") : .allowed
        }
        return isLoopback(value) ? .allowed : .foreign(value)
    }

    /// `localhost`, `127.0.0.1` or `[::1]`, in any case, optionally with a numeric port.
    static func isLoopback(_ value: String) -> Bool {
        let text = value.lowercased()
        let name: Substring, port: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return false }
            name = text[...close]
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { return false }
            port = rest.isEmpty ? nil : rest.dropFirst()
        } else if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            port = text[text.index(after: colon)...]
        } else {
            name = Substring(text)
            port = nil
        }
        if let port {
            guard !port.isEmpty, port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }), Int(port)! <= 65535 else { return false }
        }
        // A trailing dot names the same host; browsers send it as typed.
        let bare = name.hasSuffix(".") && !name.hasPrefix("[") ? name.dropLast() : name
        return bare == "localhost" || bare == "127.0.0.1" || bare == "[::1]"
    }
}
