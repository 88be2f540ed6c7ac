#ifndef MP_ADDRESS_GUARD_H
#define MP_ADDRESS_GUARD_H

#include <stddef.h>
#include <stdint.h>

/// An IPv4 or IPv6 address, in network byte order. An IPv4 address uses
/// the first 4 bytes of `bytes`.
typedef struct {
    /// 4 (IPv4) or 6 (IPv6); anything else is not an internet address.
    int version;
    uint8_t bytes[16];
} mp_ip_address;

/// What kind of host an address belongs to, as the artwork fetch's guard
/// sees it. An address embedding an IPv4 address (IPv4-mapped,
/// IPv4-compatible and IPv4-translated IPv6, NAT64 64:ff9b::/96, 6to4
/// 2002::/16) has the class of the IPv4 address it embeds.
typedef enum {
    /// Anywhere on the internet: fetched from.
    MP_ADDRESS_PUBLIC = 0,

    // Refused unless private hosts are allowed (a team's own artwork server).

    /// 127.0.0.0/8, ::1.
    MP_ADDRESS_LOOPBACK = 1,
    /// 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fec0::/10 (the old
    /// site-local), 64:ff9b:1::/48 (a local NAT64).
    MP_ADDRESS_PRIVATE = 2,
    /// 169.254.0.0/16, fe80::/10.
    MP_ADDRESS_LINK_LOCAL = 3,
    /// 100.64.0.0/10, the carrier-grade NAT's shared address space.
    MP_ADDRESS_SHARED = 4,
    /// fc00::/7.
    MP_ADDRESS_UNIQUE_LOCAL = 5,
    /// Set aside, never a public server: documentation, benchmarking, the
    /// IETF's protocol assignments, 240.0.0.0/4, IPv6 outside 2000::/3.
    MP_ADDRESS_RESERVED = 6,

    // Always refused.

    /// 0.0.0.0/8, :: (on Linux a connection to them reaches this machine).
    MP_ADDRESS_UNSPECIFIED = 7,
    /// 224.0.0.0/4, ff00::/8.
    MP_ADDRESS_MULTICAST = 8,
    /// 255.255.255.255.
    MP_ADDRESS_BROADCAST = 9,
    /// A cloud provider's instance metadata or credentials service
    /// (169.254.169.254, fd00:ec2::254, 100.100.100.200, ...).
    MP_ADDRESS_METADATA = 10,
    /// Not IPv4 or IPv6 (a Unix socket, say).
    MP_ADDRESS_NOT_IP = 11,
} mp_address_class;

/// The class of `address`.
mp_address_class mp_classify_address(const mp_ip_address *address);

/// Whether a connection to an address of class `kind` is refused: every
/// class but public, except that `allow_private` lets loopback, private,
/// link-local, shared, unique-local and reserved addresses through. Cloud
/// metadata, unspecified, multicast and broadcast addresses stay refused.
int mp_address_is_refused(mp_address_class kind, int allow_private);

/// Parses an IPv4 or IPv6 address written as text ("127.0.0.1",
/// "::ffff:127.0.0.1") into `address`; returns 0 when `text` is neither.
int mp_parse_address(const char *text, mp_ip_address *address);

/// Writes `address` as text (at most 46 bytes with the NUL) into `buffer`.
void mp_format_address(const mp_ip_address *address, char *buffer, size_t size);

#endif
