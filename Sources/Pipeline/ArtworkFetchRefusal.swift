/// Why ``ArtworkFetcher`` opened no connection to a host: its address is one
/// a campaign must not make this machine reach (a pull request's campaign
/// in CI could otherwise reach the runner's own services, the network it
/// sits in, or its cloud's metadata service).
public enum ArtworkFetchRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// A loopback, private, link-local, carrier-grade NAT, unique-local or
    /// reserved address: allowed with `allowsPrivateHosts`
    /// (`--allow-private-artwork-hosts`), for a team's own artwork server.
    case privateAddress(String, NetworkAddressKind, afterRedirects: Int)
    /// A cloud metadata, unspecified, multicast or broadcast address: refused
    /// whatever the settings.
    case alwaysRefused(String, NetworkAddressKind, afterRedirects: Int)

    /// The refusal for a connection to `address`, of `kind`.
    init(address: String, kind: NetworkAddressKind, afterRedirects redirects: Int) {
        self = kind.isRefused(allowingPrivateHosts: true)
            ? .alwaysRefused(address, kind, afterRedirects: redirects)
            : .privateAddress(address, kind, afterRedirects: redirects)
    }

    /// One line, as the artwork's "not ready" reason: the address, what it
    /// is, and whether (and how) it may be allowed.
    public var description: String {
        switch self {
        case .privateAddress(let address, let kind, let redirects):
            "refused to fetch from \(Self.place(address, redirects)): \(kind); "
                + "--allow-private-artwork-hosts allows private addresses for your own artwork server"
        case .alwaysRefused(let address, let kind, let redirects):
            "refused to fetch from \(Self.place(address, redirects)): \(kind), refused even with --allow-private-artwork-hosts"
        }
    }

    // A redirect is named, since the address is then not the campaign's URL's host.
    private static func place(_ address: String, _ redirects: Int) -> String {
        switch redirects {
        case 0: address
        case 1: "\(address) (after a redirect)"
        default: "\(address) (after \(redirects) redirects)"
        }
    }
}
