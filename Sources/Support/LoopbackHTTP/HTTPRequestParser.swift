/// Reads an HTTP/1.1 request head strictly: anything this server does not
/// need (absolute-form targets, folded headers, chunked bodies, control
/// characters, duplicate `Host` or `Content-Length`) is refused rather than
/// interpreted, so a request is read the same way by every part of the server.
public enum HTTPRequestParser {
    /// The bytes that end a request head.
    static let headEnd: [UInt8] = [13, 10, 13, 10]

    /// The request head (`head`: everything before the blank line, without
    /// it) as method, target, decoded path segments and headers; the body
    /// length it announces is returned for the caller to read.
    public static func parseHead(_ head: [UInt8], limits: HTTPLimits) throws(HTTPRequestError) -> (request: HTTPRequest, bodyLength: Int) {
        guard head.count <= limits.maxHeadBytes else { throw .headTooLarge(limit: limits.maxHeadBytes) }
        var lines = split(head)
        guard !lines.isEmpty else { throw .malformed("empty request") }
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .malformed("the request line is not METHOD TARGET VERSION") }
        let method = String(decoding: parts[0], as: UTF8.self)
        guard !method.isEmpty, method.count <= 16, method.utf8.allSatisfy({ (65...90).contains($0) }) else {
            throw .malformed("the method is not an upper-case word")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            guard version.hasPrefix("HTTP/"), version.utf8.allSatisfy({ (0x21...0x7E).contains($0) }), version.count <= 16 else {
                throw .malformed("the version is not HTTP/1.x")
            }
            throw .versionNotSupported(version)
        }
        let targetBytes = Array(parts[1])
        guard !targetBytes.isEmpty, targetBytes.count <= limits.maxTargetBytes else {
            throw .malformed("the target is empty or longer than \(limits.maxTargetBytes) bytes")
        }
        guard targetBytes[0] == UInt8(ascii: "/"), targetBytes.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw .malformed("the target is not a path of printable ASCII")
        }
        let target = String(decoding: targetBytes, as: UTF8.self)

        var headers: [String: String] = [:]
        guard lines.count <= limits.maxHeaderCount else { throw .malformed("more than \(limits.maxHeaderCount) headers") }
        for line in lines {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw .malformed("a header line without a colon") }
            let name = line[line.startIndex..<colon]
            guard !name.isEmpty, name.allSatisfy(isTokenByte) else { throw .malformed("a header name that is not a token") }
            var value = line[(colon + 1)...]
            while let first = value.first, first == 32 || first == 9 { value = value.dropFirst() }
            while let last = value.last, last == 32 || last == 9 { value = value.dropLast() }
            // Visible ASCII, spaces and tabs, and UTF-8 bytes; never a control character.
            guard value.allSatisfy({ $0 == 9 || $0 >= 32 && $0 != 127 }) else { throw .malformed("a header value with a control character") }
            let key = String(decoding: name, as: UTF8.self).lowercased()
            let text = String(decoding: value, as: UTF8.self)
            if let earlier = headers[key] {
                if key == "host" { throw .malformed("more than one Host header") }
                if key == "content-length", earlier != text { throw .malformed("Content-Length headers that disagree") }
                continue
            }
            headers[key] = text
        }
        if version == "HTTP/1.1", headers["host"] == nil { throw .malformed("no Host header") }
        if headers["transfer-encoding"] != nil { throw .transferEncodingNotSupported }
        var bodyLength = 0
        if let length = headers["content-length"] {
            guard !length.isEmpty, length.count <= 12, length.utf8.allSatisfy({ (48...57).contains($0) }), let count = Int(length) else {
                throw .malformed("Content-Length is not a whole number")
            }
            guard count <= limits.maxBodyBytes else { throw .bodyTooLarge(limit: limits.maxBodyBytes) }
            bodyLength = count
        }
        guard limits.methods.contains(method) else { throw .methodNotAllowed(method) }
        let request = HTTPRequest(method: method, target: target, segments: try segments(of: target), headers: headers, body: [])
        return (request, bodyLength)
    }

    /// The path of `target` (before `?` or `#`), split at `/` and percent-decoded.
    /// A segment that decodes to `.`, `..`, a `/`, a NUL or invalid UTF-8 is refused.
    static func segments(of target: String) throws(HTTPRequestError) -> [String] {
        let path = target.utf8.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        var segments: [String] = []
        for raw in path.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            var bytes: [UInt8] = []
            var index = raw.startIndex
            while index < raw.endIndex {
                let byte = raw[index]
                if byte == UInt8(ascii: "%") {
                    let high = raw.index(after: index)
                    guard high < raw.endIndex, raw.index(after: high) < raw.endIndex,
                          let h = hexValue(raw[high]), let l = hexValue(raw[raw.index(after: high)]) else {
                        throw .malformed("a bad percent escape in the path")
                    }
                    bytes.append(h << 4 | l)
                    index = raw.index(index, offsetBy: 3)
                } else {
                    bytes.append(byte)
                    index = raw.index(after: index)
                }
            }
            guard !bytes.contains(0), !bytes.contains(UInt8(ascii: "/")), let segment = String(validating: bytes, as: UTF8.self) else {
                throw .malformed("a path segment that decodes to a NUL, a slash or invalid UTF-8")
            }
            guard segment != ".", segment != ".." else { throw .malformed("a path segment . or ..") }
            segments.append(segment)
        }
        return segments
    }

    /// Lines separated by CRLF; a bare CR or LF inside a line is refused by the value check.
    private static func split(_ head: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0, index = 0
        while index + 1 < head.count {
            if head[index] == 13, head[index + 1] == 10 {
                lines.append(head[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        lines.append(head[start...])
        return lines
    }

    /// RFC 9110's token characters.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
