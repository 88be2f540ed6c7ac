import Foundation

/// What a campaign's artwork string asks for, before anything is looked up.
enum ArtworkReference: Equatable {
    /// `http://`: refused before any request, as the SDK does.
    case insecureHTTP
    /// `https://`: served from the asset folder, never fetched.
    case remote(url: String)
    /// `file://`: the URL's own (percent-decoded) path.
    case fileURL(String)
    /// A plain path, absolute or relative to the campaign's folder.
    case path(String)
    /// A reason the string cannot name artwork at all.
    case invalid(String)

    init(_ raw: String) {
        if raw.isEmpty {
            self = .invalid("the artwork reference is empty")
            return
        }
        if raw.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            self = .invalid("the artwork reference \"\(raw.logExcerpt)\" contains control characters")
            return
        }
        if raw.first?.isWhitespace == true || raw.last?.isWhitespace == true {
            // A device would not load it either, so say so rather than trim.
            self = .invalid("the artwork reference \"\(raw.logExcerpt)\" has spaces around it")
            return
        }
        switch Self.scheme(of: raw) {
        case nil:
            self = .path(raw)
        case "http":
            self = .insecureHTTP
        case "https":
            self = .remote(url: raw)
        case "file":
            self = Self.parseFileURL(raw)
        case let scheme?:
            self = .invalid("\(scheme.logExcerpt): URLs are not supported (use https://, file:// or a file path)")
        }
    }

    /// The URL scheme, lowercased, as RFC 3986 spells one:
    /// a letter, then letters, digits, "+", "-" or ".", then ":".
    static func scheme(of raw: String) -> String? {
        guard let colon = raw.firstIndex(of: ":") else { return nil }
        let candidate = raw[..<colon]
        guard let first = candidate.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return nil }
        let allowed = candidate.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar))
        }
        return allowed ? candidate.lowercased() : nil
    }

    private static func parseFileURL(_ raw: String) -> ArtworkReference {
        guard let url = URL(string: raw), url.isFileURL else {
            return .invalid("\(raw.logExcerpt) is not a valid file URL")
        }
        if let host = url.host, !host.isEmpty, host.lowercased() != "localhost" {
            return .invalid("\(raw.logExcerpt) names another host (\(host.logExcerpt)); only local file URLs are read")
        }
        let path = url.path
        return path.isEmpty ? .invalid("\(raw.logExcerpt) names no file") : .fileURL(path)
    }

    /// The file name an `https` URL ends with: the last path segment,
    /// percent-decoded, ignoring query and fragment. Nil when there is none or
    /// when it would step outside the asset folder.
    static func fileName(ofRemote url: String) -> String? {
        var rest = Substring(url)
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
        guard let separator = rest.range(of: "://") else { return nil }
        let afterScheme = rest[separator.upperBound...]
        guard let pathStart = afterScheme.firstIndex(of: "/"),
              let lastSegment = afterScheme[pathStart...].split(separator: "/", omittingEmptySubsequences: false).last
        else { return nil }
        let name = String(lastSegment).removingPercentEncoding ?? String(lastSegment)
        let unsafe = name.isEmpty || name == "." || name == ".." || name.contains("/") || name.contains("\0")
        return unsafe ? nil : name
    }
}
