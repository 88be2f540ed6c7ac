import Assets
import CHTTPSFetch
import Foundation
import Imaging
import InputFiles

/// Fetches `https` artwork into a cache folder, when the user asks for it
/// (`--fetch-artwork`, `"artwork": {"fetch": true}` in preview.json).
///
/// - Only `https` (redirects too), as the SDK loads artwork; `http` never
///   gets here (``ArtworkStore`` refuses it first).
/// - Only public addresses: every address a socket would be connected to
///   (each host's, each redirect's) is checked as the socket is opened, so
///   loopback, private, link-local, metadata and other internal addresses
///   get no connection (``NetworkAddressKind``, ``ArtworkFetchRefusal``);
///   `allowsPrivateHosts` lets a team's own server through. Proxies from the
///   environment are not used.
/// - The whole transfer within `timeout` seconds (5, the SDK's).
/// - At most `maxBytes` of body (the artwork file cap): a larger
///   `Content-Length` is refused before the body is read, and a body that
///   grows past it is cut off while it arrives, before anything is decoded.
/// - Only a PNG or JPEG is kept, as `<cache>/<SHA-256 of the URL>`, written
///   atomically inside the folder (``OutputFolder``). A cached file is used
///   without asking the network, so a rerun or another shard given the same
///   folder is offline and sees the same bytes. Failures are not cached.
/// - Each file fetched is announced by `note` (one line); decoding and its
///   limits are the store's, as for local artwork.
///
/// A URL is looked up once per fetcher; fetches run one at a time. Safe to
/// share between threads.
public final class ArtworkFetcher: RemoteArtworkSource, @unchecked Sendable {
    /// What to fetch with, and where to keep it.
    public struct Settings: Hashable, Sendable {
        /// The cache folder (created when missing).
        public var cache: URL
        /// Seconds the whole transfer may take, connecting included.
        public var timeout: Double
        /// A PEM file of certificate authorities to trust instead of the
        /// system's (a company proxy's CA; the tests' local server).
        public var caFile: String?
        /// The largest body accepted, in bytes.
        public var maxBytes: Int
        /// Connect to loopback, private, link-local, carrier-grade NAT,
        /// unique-local and reserved addresses too: a team's own artwork
        /// server (`--allow-private-artwork-hosts`; never from preview.json,
        /// which a pull request can change). Cloud metadata addresses stay
        /// refused.
        public var allowsPrivateHosts: Bool
        /// Addresses connected to as though they were public: only for the
        /// package's tests, whose local server has to play a public CDN on a
        /// loopback address beside the internal hosts it redirects to. Not
        /// reachable from the command line or preview.json.
        package var addressesTreatedAsPublic: [String] = []

        public static let defaultTimeout: Double = 5

        public init(cache: URL, timeout: Double = defaultTimeout, caFile: String? = nil, maxBytes: Int = DecodedArtwork.maxFileBytes,
                    allowsPrivateHosts: Bool = false) {
            self.cache = cache
            self.timeout = timeout
            self.caFile = caFile
            self.maxBytes = maxBytes
            self.allowsPrivateHosts = allowsPrivateHosts
        }
    }

    public let settings: Settings
    public var folder: URL { settings.cache }
    private let note: @Sendable (String) -> Void
    // `lock` guards `outcomes` and serializes fetches.
    private let lock = NSLock()
    private var outcomes: [String: Result<String, ArtworkError>] = [:]

    /// - Parameter note: receives one line per file fetched from the network.
    public init(_ settings: Settings, note: @escaping @Sendable (String) -> Void) {
        var settings = settings
        settings.cache = settings.cache.standardizedFileURL
        self.settings = settings
        self.note = note
        // Made now, so the stores' confinement (which resolves its folders
        // once) can allow reads from it; a failure shows at the first write.
        try? FileManager.default.createDirectory(at: settings.cache, withIntermediateDirectories: true)
    }

    /// The cache's name for `url`: the SHA-256 of its bytes, in hex.
    /// - Throws: ``ArtworkError`` when libcrypto cannot be loaded.
    public static func cacheName(for url: String) throws(ArtworkError) -> String {
        do {
            return try SHA256.hex(of: Data(url.utf8))
        } catch {
            throw ArtworkError("not fetched: \(error)")
        }
    }

    public func file(for url: String) -> Result<String, ArtworkError> {
        lock.withLock {
            if let known = outcomes[url] { return known }
            let outcome = cachedOrFetched(url)
            outcomes[url] = outcome
            return outcome
        }
    }

    private func cachedOrFetched(_ url: String) -> Result<String, ArtworkError> {
        let name: String
        do { name = try Self.cacheName(for: url) } catch { return .failure(error) }
        let path = folder.appendingPathComponent(name).path
        // Whatever is there is judged by the store (confinement, caps, decoding), as for any artwork.
        if FileManager.default.fileExists(atPath: path) { return .success(path) }
        let shown = url.count > 200 ? String(url.prefix(200)) + "…" : url
        let data: Data
        switch fetch(url) {
        case .success(let body): data = body
        case .failure(let error): return .failure(error)
        }
        do {
            _ = try ImageDecoder.header(of: data)
        } catch {
            return .failure(ArtworkError("the server sent \(data.count) bytes that are not a PNG or JPEG (\(error)); not cached"))
        }
        do {
            try OutputFolder(folder).write(data, to: name)
        } catch {
            return .failure(ArtworkError("fetched, but \(error)"))
        }
        let here = FileManager.default.currentDirectoryPath + "/"
        note("fetched \(shown) (\(data.count) bytes) into \(path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path)")
        return .success(path)
    }

    private func fetch(_ url: String) -> Result<Data, ArtworkError> {
        var result = mp_fetch_result()
        let timeoutMilliseconds = Int(max(1, min(settings.timeout * 1000, 3_600_000)).rounded())
        let treatedAsPublic = settings.addressesTreatedAsPublic.compactMap { text -> mp_ip_address? in
            var address = mp_ip_address()
            return mp_parse_address(text, &address) != 0 ? address : nil
        }
        treatedAsPublic.withUnsafeBufferPointer { addresses in
            var options = mp_fetch_options(ca_file: nil, timeout_ms: timeoutMilliseconds, max_bytes: settings.maxBytes,
                                           allow_private: settings.allowsPrivateHosts ? 1 : 0,
                                           treated_as_public: addresses.baseAddress, treated_as_public_count: addresses.count)
            if let caFile = settings.caFile {
                caFile.withCString { path in
                    options.ca_file = path
                    mp_fetch_https(url, &options, &result)
                }
            } else {
                mp_fetch_https(url, &options, &result)
            }
        }
        defer { mp_fetch_free(&result) }
        let message = withUnsafeBytes(of: result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch Int(result.outcome) {
        case Int(MP_FETCH_OK):
            return .success(result.length == 0 ? Data() : Data(bytes: result.data, count: result.length))
        case Int(MP_FETCH_TOO_LARGE):
            let limit = settings.maxBytes % (1 << 20) == 0 ? "\(settings.maxBytes >> 20) MiB" : "\(settings.maxBytes)-byte"
            return .failure(ArtworkError("larger than the \(limit) artwork limit; refused while downloading, nothing kept"))
        case Int(MP_FETCH_TIMEOUT):
            return .failure(ArtworkError("no answer within \(Self.seconds(settings.timeout)) seconds (\(message))"))
        case Int(MP_FETCH_HTTP_STATUS):
            return .failure(ArtworkError("the server answered HTTP \(result.http_status)"))
        case Int(MP_FETCH_REFUSED_ADDRESS):
            let address = withUnsafeBytes(of: result.refused_address) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            let refusal = ArtworkFetchRefusal(address: address, kind: NetworkAddressKind(result.refused_class),
                                              afterRedirects: result.redirects)
            return .failure(ArtworkError(refusal.description))
        default:
            return .failure(ArtworkError("not fetched: \(message)"))
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
