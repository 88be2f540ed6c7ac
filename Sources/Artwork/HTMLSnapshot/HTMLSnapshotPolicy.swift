/// How far an HTML message's page may go: its time, its memory, and how the
/// browser that draws it is shut in (`docs/security.md`, "HTML messages").
///
/// The page comes from whoever wrote the campaign (in CI, a pull request), so
/// the defaults are the safe ones; only the command line (or the Swift API)
/// loosens them, never a file the pull request can change.
public struct HTMLSnapshotPolicy: Equatable, Sendable {
    /// How Chromium is shut in.
    public enum Isolation: String, CaseIterable, Equatable, Sendable {
        /// Its own user, mount, network, PID and IPC namespaces: no network,
        /// a root holding only the system's program folders (read-only), the
        /// bundled fonts and an empty private `/tmp`; Chromium's own sandbox
        /// on, as an ordinary user. Where namespaces cannot be made, the page
        /// is not drawn and the preview says why.
        case namespaces
        /// Only what the DevTools connection enforces (every request but the
        /// page refused, scripts off) and a process group of its own: for
        /// containers that forbid namespaces, on input you trust.
        case browserOnly = "browser-only"
    }

    /// Environment variable that may name the isolation (`browser-only`) when
    /// no flag does, for containers that forbid namespaces.
    public static let isolationVariable = "MESSAGEPREVIEW_HTML_ISOLATION"

    /// The default time budget of one page, browser start included.
    public static let defaultTimeout = 10.0
    /// The longest budget a flag or preview.json may ask for.
    public static let maximumTimeout = 120.0
    /// The default cap on the resident memory of all of Chromium's processes.
    public static let defaultMemoryLimit: UInt64 = 1 << 30

    /// Seconds a page may take, from the browser's start to its picture.
    public var timeout: Double
    /// Bytes of resident memory Chromium's processes may hold together.
    public var memoryLimit: UInt64
    public var isolation: Isolation

    public init(timeout: Double = HTMLSnapshotPolicy.defaultTimeout, memoryLimit: UInt64 = HTMLSnapshotPolicy.defaultMemoryLimit,
                isolation: Isolation = .namespaces) {
        self.timeout = timeout
        self.memoryLimit = memoryLimit
        self.isolation = isolation
    }

    /// The defaults, with the isolation `MESSAGEPREVIEW_HTML_ISOLATION` names
    /// when it names one.
    public static func standard(environment: [String: String]) -> HTMLSnapshotPolicy {
        HTMLSnapshotPolicy(isolation: environment[isolationVariable].flatMap(Isolation.init(rawValue:)) ?? .namespaces)
    }
}
