import Pipeline
import Testing

/// The address guard's classifier over a table: each range's edges, the
/// IPv6 forms that carry an IPv4 address, the metadata services, and which
/// kinds `--allow-private-artwork-hosts` lets through.
@Suite struct NetworkAddressKindTests {
    static let table: [(address: String, kind: NetworkAddressKind)] = [
        // Public, including the neighbours of every private range.
        ("8.8.8.8", .public), ("93.184.216.34", .public), ("1.1.1.1", .public), ("9.255.255.255", .public), ("11.0.0.0", .public),
        ("100.63.255.255", .public), ("100.128.0.0", .public), ("126.255.255.255", .public), ("128.0.0.0", .public),
        ("169.253.255.255", .public), ("169.255.0.0", .public), ("172.15.255.255", .public), ("172.32.0.0", .public),
        ("192.167.255.255", .public), ("192.169.0.0", .public), ("223.255.255.255", .public),
        ("2606:4700:4700::1111", .public), ("2a00:1450:4001:80b::200e", .public),
        // Loopback.
        ("127.0.0.1", .loopback), ("127.0.0.2", .loopback), ("127.255.255.255", .loopback), ("::1", .loopback),
        // Private.
        ("10.0.0.0", .private), ("10.255.255.255", .private), ("172.16.0.1", .private), ("172.31.255.255", .private),
        ("192.168.0.1", .private), ("192.168.255.255", .private), ("fec0::1", .private), ("64:ff9b:1::a00:1", .private),
        // Link-local.
        ("169.254.0.1", .linkLocal), ("169.254.255.255", .linkLocal), ("fe80::1", .linkLocal), ("febf:ffff::1", .linkLocal),
        // Carrier-grade NAT.
        ("100.64.0.0", .carrierGradeNAT), ("100.127.255.255", .carrierGradeNAT),
        // Unique-local IPv6.
        ("fc00::1", .uniqueLocal), ("fd12:3456:789a::1", .uniqueLocal), ("fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", .uniqueLocal),
        // Unspecified.
        ("0.0.0.0", .unspecified), ("0.1.2.3", .unspecified), ("::", .unspecified),
        // Multicast and broadcast.
        ("224.0.0.1", .multicast), ("239.255.255.250", .multicast), ("ff02::1", .multicast), ("ff05::1:3", .multicast),
        ("255.255.255.255", .broadcast),
        // Reserved: documentation, benchmarking, IETF, future use, IPv6 outside 2000::/3.
        ("192.0.0.8", .reserved), ("192.0.2.1", .reserved), ("198.18.0.1", .reserved), ("198.19.255.255", .reserved),
        ("198.51.100.7", .reserved), ("203.0.113.9", .reserved), ("192.88.99.1", .reserved), ("240.0.0.1", .reserved),
        ("255.255.255.254", .reserved), ("2001:db8::1", .reserved), ("2001::1", .reserved), ("2001:0:4136:e378:8000:63bf:3fff:fdd2", .reserved),
        ("3fff::1", .reserved), ("100::1", .reserved), ("4000::1", .reserved), ("1::", .reserved),
        // Cloud metadata, checked before the ranges they sit in.
        ("169.254.169.254", .cloudMetadata), ("169.254.170.2", .cloudMetadata), ("169.254.170.23", .cloudMetadata),
        ("100.100.100.200", .cloudMetadata), ("192.0.0.192", .cloudMetadata), ("168.63.129.16", .cloudMetadata),
        ("fd00:ec2::254", .cloudMetadata), ("fd00:ec2::23", .cloudMetadata), ("fd20:ce::254", .cloudMetadata),
        // IPv6 carrying IPv4: mapped, translated, compatible, NAT64, 6to4.
        ("::ffff:127.0.0.1", .loopback), ("::ffff:7f00:1", .loopback), ("::ffff:10.1.2.3", .private),
        ("::ffff:169.254.169.254", .cloudMetadata), ("::ffff:0.0.0.0", .unspecified), ("::ffff:8.8.8.8", .public),
        ("::ffff:0:127.0.0.1", .loopback), ("::ffff:0:169.254.169.254", .cloudMetadata),
        ("::127.0.0.1", .loopback), ("::169.254.169.254", .cloudMetadata), ("::192.168.1.1", .private),
        ("64:ff9b::127.0.0.1", .loopback), ("64:ff9b::a9fe:a9fe", .cloudMetadata), ("64:ff9b::192.168.0.1", .private),
        ("64:ff9b::100.64.0.1", .carrierGradeNAT), ("64:ff9b::8.8.8.8", .public),
        ("2002:7f00:1::", .loopback), ("2002:a9fe:a9fe::1", .cloudMetadata), ("2002:0a00:0001::1", .private), ("2002:808:808::1", .public),
    ]

    @Test(arguments: table)
    func classifies(_ address: String, _ kind: NetworkAddressKind) {
        #expect(NetworkAddressKind(classifying: address) == kind, "\(address)")
    }

    @Test(arguments: ["localhost", "", "127.1", "0x7f000001", "::ffff:999.0.0.1", "fe80::1%eth0", "1.2.3.4.5"])
    func onlyAddressesAreClassified(_ text: String) {
        #expect(NetworkAddressKind(classifying: text) == nil)
    }

    @Test func onlyPublicIsFetchedFromUnlessPrivateHostsAreAllowed() {
        let alwaysRefused: Set<NetworkAddressKind> = [.unspecified, .multicast, .broadcast, .cloudMetadata, .notIP]
        for kind in NetworkAddressKind.allCases {
            #expect(kind.isRefused(allowingPrivateHosts: false) == (kind != .public), "\(kind)")
            #expect(kind.isRefused(allowingPrivateHosts: true) == alwaysRefused.contains(kind), "\(kind)")
        }
    }

    @Test func refusalsSayWhatTheAddressIsAndWhetherItCanBeAllowed() {
        #expect(ArtworkFetchRefusal.privateAddress("127.0.0.1", .loopback, afterRedirects: 0).description
            == "refused to fetch from 127.0.0.1: a loopback address; --allow-private-artwork-hosts allows private addresses for your own artwork server")
        #expect(ArtworkFetchRefusal.privateAddress("10.0.0.5", .private, afterRedirects: 2).description
            == "refused to fetch from 10.0.0.5 (after 2 redirects): a private address; --allow-private-artwork-hosts allows private addresses for your own artwork server")
        #expect(ArtworkFetchRefusal.alwaysRefused("169.254.169.254", .cloudMetadata, afterRedirects: 1).description
            == "refused to fetch from 169.254.169.254 (after a redirect): a cloud metadata address, refused even with --allow-private-artwork-hosts")
    }
}
