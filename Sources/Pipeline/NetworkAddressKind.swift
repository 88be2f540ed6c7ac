import CHTTPSFetch

/// The kind of host an IP address belongs to, as ``ArtworkFetcher``'s
/// address guard sees it before any socket is opened. An IPv6 address that
/// carries an IPv4 one (`::ffff:127.0.0.1`, `::127.0.0.1`, NAT64
/// `64:ff9b::7f00:1`, 6to4 `2002:7f00:1::`) is the kind of the IPv4 address
/// it carries. The classification itself is C (`address_guard.c`), because
/// libcurl asks for it from C on every socket it opens.
public enum NetworkAddressKind: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Anywhere on the internet: fetched from.
    case `public`
    /// 127.0.0.0/8, ::1.
    case loopback
    /// 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16 (and fec0::/10, 64:ff9b:1::/48).
    case `private`
    /// 169.254.0.0/16, fe80::/10.
    case linkLocal
    /// 100.64.0.0/10, the shared address space of carrier-grade NAT.
    case carrierGradeNAT
    /// fc00::/7.
    case uniqueLocal
    /// Documentation, benchmarking, IETF and future-use ranges; IPv6 outside 2000::/3.
    case reserved
    /// 0.0.0.0/8, ::.
    case unspecified
    /// 224.0.0.0/4, ff00::/8.
    case multicast
    /// 255.255.255.255.
    case broadcast
    /// A cloud's instance metadata or credentials service (169.254.169.254,
    /// fd00:ec2::254, 100.100.100.200, ...).
    case cloudMetadata
    /// Not IPv4 or IPv6.
    case notIP

    /// The kind of `address`, an IPv4 or IPv6 address as text; nil when it is neither.
    public init?(classifying address: String) {
        var parsed = mp_ip_address()
        guard mp_parse_address(address, &parsed) != 0 else { return nil }
        self.init(mp_classify_address(&parsed))
    }

    init(_ kind: mp_address_class) {
        switch kind {
        case MP_ADDRESS_PUBLIC: self = .public
        case MP_ADDRESS_LOOPBACK: self = .loopback
        case MP_ADDRESS_PRIVATE: self = .private
        case MP_ADDRESS_LINK_LOCAL: self = .linkLocal
        case MP_ADDRESS_SHARED: self = .carrierGradeNAT
        case MP_ADDRESS_UNIQUE_LOCAL: self = .uniqueLocal
        case MP_ADDRESS_RESERVED: self = .reserved
        case MP_ADDRESS_UNSPECIFIED: self = .unspecified
        case MP_ADDRESS_MULTICAST: self = .multicast
        case MP_ADDRESS_BROADCAST: self = .broadcast
        case MP_ADDRESS_METADATA: self = .cloudMetadata
        default: self = .notIP
        }
    }

    private var cValue: mp_address_class {
        switch self {
        case .public: MP_ADDRESS_PUBLIC
        case .loopback: MP_ADDRESS_LOOPBACK
        case .private: MP_ADDRESS_PRIVATE
        case .linkLocal: MP_ADDRESS_LINK_LOCAL
        case .carrierGradeNAT: MP_ADDRESS_SHARED
        case .uniqueLocal: MP_ADDRESS_UNIQUE_LOCAL
        case .reserved: MP_ADDRESS_RESERVED
        case .unspecified: MP_ADDRESS_UNSPECIFIED
        case .multicast: MP_ADDRESS_MULTICAST
        case .broadcast: MP_ADDRESS_BROADCAST
        case .cloudMetadata: MP_ADDRESS_METADATA
        case .notIP: MP_ADDRESS_NOT_IP
        }
    }

    /// Whether the guard refuses to connect to an address of this kind. Only
    /// public addresses are allowed; `allowingPrivateHosts` (a team's own
    /// artwork server) adds loopback, private, link-local, carrier-grade
    /// NAT, unique-local and reserved ones, but never cloud metadata,
    /// unspecified, multicast or broadcast addresses.
    public func isRefused(allowingPrivateHosts: Bool) -> Bool {
        mp_address_is_refused(cValue, allowingPrivateHosts ? 1 : 0) != 0
    }

    /// "a loopback address": reads well after "refused to fetch from 127.0.0.1: ".
    public var description: String {
        switch self {
        case .public: "a public address"
        case .loopback: "a loopback address"
        case .private: "a private address"
        case .linkLocal: "a link-local address"
        case .carrierGradeNAT: "a carrier-grade NAT address"
        case .uniqueLocal: "a unique-local IPv6 address"
        case .reserved: "a reserved address"
        case .unspecified: "an unspecified address"
        case .multicast: "a multicast address"
        case .broadcast: "the broadcast address"
        case .cloudMetadata: "a cloud metadata address"
        case .notIP: "not an internet address"
        }
    }
}
