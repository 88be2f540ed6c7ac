#include "address_guard.h"

#include <arpa/inet.h>
#include <stdio.h>
#include <string.h>

// The classes follow IANA's special-purpose address registries. The
// question asked is "may a campaign from a pull request make this machine
// connect here?", so anything that is not plainly a public server is
// refused by default; the caller's flag then lets through the kinds a
// team's own server can live at, but never a cloud's metadata service,
// which hands out the machine's credentials.

// Metadata services, checked before the ranges they sit in (most are
// link-local or private, and stay refused when those are allowed).
static const uint8_t metadata_v4[][4] = {
    {169, 254, 169, 254}, // AWS, Google Cloud, Azure, OpenStack, Oracle Cloud, DigitalOcean...
    {169, 254, 170, 2},   // AWS ECS task credentials
    {169, 254, 170, 23},  // AWS EKS Pod Identity
    {100, 100, 100, 200}, // Alibaba Cloud
    {192, 0, 0, 192},     // Oracle Cloud (classic)
    {168, 63, 129, 16},   // Azure's host agent (WireServer), a public-looking address
};

static const uint8_t metadata_v6[][16] = {
    {0xfd, 0x00, 0x0e, 0xc2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x54}, // fd00:ec2::254, AWS
    {0xfd, 0x00, 0x0e, 0xc2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x00, 0x23}, // fd00:ec2::23, AWS EKS Pod Identity
    {0xfd, 0x20, 0x00, 0xce, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x54}, // fd20:ce::254, Google Cloud
};

static int all_zero(const uint8_t *bytes, size_t count) {
    for (size_t i = 0; i < count; i++) if (bytes[i]) return 0;
    return 1;
}

static mp_address_class classify_v4(const uint8_t *a) {
    for (size_t i = 0; i < sizeof metadata_v4 / sizeof metadata_v4[0]; i++) {
        if (memcmp(a, metadata_v4[i], 4) == 0) return MP_ADDRESS_METADATA;
    }
    if (a[0] == 0) return MP_ADDRESS_UNSPECIFIED;
    if (a[0] == 10) return MP_ADDRESS_PRIVATE;
    if (a[0] == 100 && (a[1] & 0xc0) == 64) return MP_ADDRESS_SHARED;
    if (a[0] == 127) return MP_ADDRESS_LOOPBACK;
    if (a[0] == 169 && a[1] == 254) return MP_ADDRESS_LINK_LOCAL;
    if (a[0] == 172 && (a[1] & 0xf0) == 16) return MP_ADDRESS_PRIVATE;
    if (a[0] == 192 && a[1] == 168) return MP_ADDRESS_PRIVATE;
    if (a[0] == 192 && a[1] == 0 && (a[2] == 0 || a[2] == 2)) return MP_ADDRESS_RESERVED; // IETF; documentation
    if (a[0] == 192 && a[1] == 88 && a[2] == 99) return MP_ADDRESS_RESERVED;              // the retired 6to4 relays
    if (a[0] == 198 && (a[1] & 0xfe) == 18) return MP_ADDRESS_RESERVED;                   // benchmarking
    if (a[0] == 198 && a[1] == 51 && a[2] == 100) return MP_ADDRESS_RESERVED;             // documentation
    if (a[0] == 203 && a[1] == 0 && a[2] == 113) return MP_ADDRESS_RESERVED;              // documentation
    if ((a[0] & 0xf0) == 224) return MP_ADDRESS_MULTICAST;
    if (a[0] == 255 && a[1] == 255 && a[2] == 255 && a[3] == 255) return MP_ADDRESS_BROADCAST;
    if ((a[0] & 0xf0) == 240) return MP_ADDRESS_RESERVED;
    return MP_ADDRESS_PUBLIC;
}

static mp_address_class classify_v6(const uint8_t *b) {
    for (size_t i = 0; i < sizeof metadata_v6 / sizeof metadata_v6[0]; i++) {
        if (memcmp(b, metadata_v6[i], 16) == 0) return MP_ADDRESS_METADATA;
    }
    if (all_zero(b, 16)) return MP_ADDRESS_UNSPECIFIED;
    if (all_zero(b, 15) && b[15] == 1) return MP_ADDRESS_LOOPBACK;
    // IPv6 forms that carry an IPv4 address reach (or are translated to)
    // that address, so they are what it is: ::ffff:127.0.0.1 is loopback.
    if (all_zero(b, 10) && b[10] == 0xff && b[11] == 0xff) return classify_v4(b + 12);              // mapped ::ffff:0:0/96
    if (all_zero(b, 8) && b[8] == 0xff && b[9] == 0xff && !b[10] && !b[11]) return classify_v4(b + 12); // translated ::ffff:0:0:0/96
    if (all_zero(b, 12)) return classify_v4(b + 12);                                                // compatible ::/96
    static const uint8_t nat64[12] = {0x00, 0x64, 0xff, 0x9b};
    if (memcmp(b, nat64, 12) == 0) return classify_v4(b + 12);                                      // NAT64 64:ff9b::/96
    static const uint8_t local_nat64[6] = {0x00, 0x64, 0xff, 0x9b, 0x00, 0x01};
    if (memcmp(b, local_nat64, 6) == 0) return MP_ADDRESS_PRIVATE;                                  // 64:ff9b:1::/48
    if (b[0] == 0x20 && b[1] == 0x02) return classify_v4(b + 2);                                    // 6to4 2002::/16
    if (b[0] == 0xff) return MP_ADDRESS_MULTICAST;
    if ((b[0] & 0xfe) == 0xfc) return MP_ADDRESS_UNIQUE_LOCAL;
    if (b[0] == 0xfe && (b[1] & 0xc0) == 0x80) return MP_ADDRESS_LINK_LOCAL;
    if (b[0] == 0xfe && (b[1] & 0xc0) == 0xc0) return MP_ADDRESS_PRIVATE;                           // site-local, deprecated
    if (b[0] == 0x20 && b[1] == 0x01 && (b[2] & 0xfe) == 0) return MP_ADDRESS_RESERVED;             // IETF 2001::/23, Teredo
    if (b[0] == 0x20 && b[1] == 0x01 && b[2] == 0x0d && b[3] == 0xb8) return MP_ADDRESS_RESERVED;   // documentation
    if (b[0] == 0x3f && b[1] == 0xff && (b[2] & 0xf0) == 0) return MP_ADDRESS_RESERVED;             // documentation 3fff::/20
    // Everything outside 2000::/3, the global unicast space, is unassigned or set aside.
    if ((b[0] & 0xe0) != 0x20) return MP_ADDRESS_RESERVED;
    return MP_ADDRESS_PUBLIC;
}

mp_address_class mp_classify_address(const mp_ip_address *address) {
    switch (address->version) {
    case 4: return classify_v4(address->bytes);
    case 6: return classify_v6(address->bytes);
    default: return MP_ADDRESS_NOT_IP;
    }
}

int mp_address_is_refused(mp_address_class kind, int allow_private) {
    switch (kind) {
    case MP_ADDRESS_PUBLIC:
        return 0;
    case MP_ADDRESS_LOOPBACK:
    case MP_ADDRESS_PRIVATE:
    case MP_ADDRESS_LINK_LOCAL:
    case MP_ADDRESS_SHARED:
    case MP_ADDRESS_UNIQUE_LOCAL:
    case MP_ADDRESS_RESERVED:
        return !allow_private;
    case MP_ADDRESS_UNSPECIFIED:
    case MP_ADDRESS_MULTICAST:
    case MP_ADDRESS_BROADCAST:
    case MP_ADDRESS_METADATA:
    case MP_ADDRESS_NOT_IP:
        break;
    }
    return 1;
}

int mp_parse_address(const char *text, mp_ip_address *address) {
    memset(address, 0, sizeof *address);
    if (inet_pton(AF_INET, text, address->bytes) == 1) {
        address->version = 4;
        return 1;
    }
    if (inet_pton(AF_INET6, text, address->bytes) == 1) {
        address->version = 6;
        return 1;
    }
    return 0;
}

void mp_format_address(const mp_ip_address *address, char *buffer, size_t size) {
    if (size == 0) return;
    buffer[0] = '\0';
    int family = address->version == 4 ? AF_INET : address->version == 6 ? AF_INET6 : -1;
    if (family < 0 || !inet_ntop(family, address->bytes, buffer, (socklen_t)size)) {
        snprintf(buffer, size, "%s", "an address that is not IPv4 or IPv6");
    }
}
