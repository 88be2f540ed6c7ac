#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation

/// A small HTTP/1.1 server on the loopback interface, for a tool's local
/// web page (`preview-cli golden review`). Foundation has no server on
/// Linux, so this one is written on POSIX sockets, for one purpose:
///
/// - it listens on 127.0.0.1 only, on the port given or one the system picks;
/// - each connection carries one request (`Connection: close`), read within
///   `HTTPLimits` (sizes, a deadline) by `HTTPRequestParser`, then handed to
///   the handler; at most `maxConnections` are served at once (a browser
///   opens several, some idle for a while);
/// - `stop()` closes the listening socket and waits for the connections in
///   progress, whose time is bounded by the limits.
///
/// It decides nothing about who may ask what: the handler checks tokens,
/// hosts and origins.
public final class LoopbackServer: @unchecked Sendable {
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// The port it listens on (the one picked when 0 was asked for).
    public let port: UInt16
    let limits: HTTPLimits
    let handler: Handler
    private let listener: Int32
    /// Written to by `stop()`, to wake the accept loop.
    private let wake: (read: Int32, write: Int32)
    private let connections = DispatchGroup()
    private let slots: DispatchSemaphore
    private let stopped = DispatchSemaphore(value: 0)
    private let state = NSLock()
    private var running = false

    /// Binds 127.0.0.1:`port` (0: any free port) and listens; nothing is served before `start()`.
    public init(port: UInt16 = 0, limits: HTTPLimits = HTTPLimits(), handler: @escaping Handler) throws(LoopbackServerError) {
        self.limits = limits
        self.handler = handler
        slots = DispatchSemaphore(value: max(1, limits.maxConnections))
        let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let fd = socket(AF_INET, socketType, 0)
        guard fd >= 0 else { throw .system("socket", errno) }
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw code == EADDRINUSE ? .portInUse(port) : .system("bind", code)
        }
        guard listen(fd, 32) == 0 else {
            let code = errno
            close(fd)
            throw .system("listen", code)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            let code = errno
            close(fd)
            throw .system("pipe", code)
        }
        Self.closeOnExec(pipeEnds[0])
        Self.closeOnExec(pipeEnds[1])
        listener = fd
        wake = (pipeEnds[0], pipeEnds[1])
        self.port = UInt16(bigEndian: actual.sin_port)
    }

    deinit {
        close(wake.read)
        close(wake.write)
    }

    /// Serves requests on a thread of its own until `stop()`.
    public func start() {
        state.lock()
        defer { state.unlock() }
        guard !running else { return }
        running = true
        let thread = Thread { [self] in
            acceptLoop()
            close(listener)
            stopped.signal()
        }
        thread.name = "loopback-http"
        thread.start()
    }

    /// Stops accepting, closes the listening socket and waits for the
    /// requests in progress (each bounded by the limits' timeouts).
    public func stop() {
        state.lock()
        let wasRunning = running
        running = false
        state.unlock()
        guard wasRunning else {
            close(listener)
            return
        }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        stopped.wait()
        _ = connections.wait(timeout: .now() + limits.requestTimeout + limits.responseTimeout)
    }

    private var isRunning: Bool {
        state.lock()
        defer { state.unlock() }
        return running
    }

    private func acceptLoop() {
        while isRunning {
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, 1000)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            if fds[1].revents != 0 { return }
            guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
            // A free slot first: the connection waits in the listen queue until then.
            while slots.wait(timeout: .now() + 0.2) == .timedOut {
                if !isRunning { return }
            }
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                slots.signal()
                continue
            }
            Self.closeOnExec(client)
            connections.enter()
            DispatchQueue.global().async { [self] in
                serve(client)
                close(client)
                slots.signal()
                connections.leave()
            }
        }
    }

    private func serve(_ client: Int32) {
        var timeout = timeval(tv_sec: Int(limits.responseTimeout), tv_usec: 0)
        _ = setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let response: HTTPResponse
        do throws(ReadFailure) {
            let request = try readRequest(client)
            response = handler(request)
        } catch {
            switch error {
            case .closed: return
            case .refused(let refusal): response = .text(refusal.status, refusal.description)
            }
        }
        send(response.serialized(), to: client)
        drain(client)
    }

    /// After answering, stop sending and read what the peer still sends
    /// (briefly, and not much): closing with unread bytes would reset the
    /// connection, and a reset can discard the answer (a 431 for an oversized
    /// head) before the peer reads it.
    private func drain(_ client: Int32) {
        _ = shutdown(client, Int32(SHUT_WR))
        let deadline = DispatchTime.now().uptimeNanoseconds + 2_000_000_000
        var drained = 0
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while drained < limits.maxHeadBytes + limits.maxBodyBytes {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return }
            var fd = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&fd, 1, Int32((deadline - now) / 1_000_000 + 1)) > 0 else { return }
            let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            drained += count
        }
    }

    private enum ReadFailure: Error {
        case refused(HTTPRequestError)
        /// The peer closed (or reset) the connection: nothing to answer.
        case closed
    }

    private func readRequest(_ client: Int32) throws(ReadFailure) -> HTTPRequest {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(limits.requestTimeout * 1e9)
        var buffer: [UInt8] = []
        var headEnd: Int?
        while headEnd == nil {
            guard buffer.count <= limits.maxHeadBytes + HTTPRequestParser.headEnd.count else {
                throw .refused(.headTooLarge(limit: limits.maxHeadBytes))
            }
            let from = max(0, buffer.count - 3)
            buffer += try receive(client, deadline: deadline)
            headEnd = Self.find(HTTPRequestParser.headEnd, in: buffer, from: from)
        }
        let head = Array(buffer[..<headEnd!])
        var (request, length): (HTTPRequest, Int)
        do {
            (request, length) = try HTTPRequestParser.parseHead(head, limits: limits)
        } catch {
            throw .refused(error)
        }
        var body = Array(buffer[(headEnd! + HTTPRequestParser.headEnd.count)...].prefix(length))
        while body.count < length {
            body += try receive(client, deadline: deadline).prefix(length - body.count)
        }
        request.body = body
        return request
    }

    /// Up to 16 KiB the peer sent, waiting no later than `deadline`.
    private func receive(_ client: Int32, deadline: UInt64) throws(ReadFailure) -> [UInt8] {
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { throw .refused(.timedOut) }
            var fd = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fd, 1, Int32(min(1000, (deadline - now) / 1_000_000 + 1)))
            if ready < 0, errno != EINTR { throw .closed }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { throw .closed }
            return Array(chunk[..<count])
        }
    }

    private func send(_ bytes: [UInt8], to client: Int32) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(client, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// No program this one starts (a browser) inherits the descriptor.
    private static func closeOnExec(_ fd: Int32) {
        _ = fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC)
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

/// Why the server could not start listening.
public enum LoopbackServerError: Error, CustomStringConvertible, Sendable {
    case portInUse(UInt16)
    case system(String, Int32)

    public var description: String {
        switch self {
        case .portInUse(let port): "port \(port) on 127.0.0.1 is in use; give another with --port, or 0 for any free one"
        case .system(let call, let code): "cannot listen on 127.0.0.1: \(call) failed: \(String(cString: strerror(code)))"
        }
    }
}
