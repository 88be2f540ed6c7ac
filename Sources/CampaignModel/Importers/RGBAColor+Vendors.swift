import BoxTreeModel
/// How a vendor writes colours as hex strings. Ours put alpha last
/// (`#RRGGBBAA`); Android-born formats put it first, and some SDKs only
/// read six digits, so each importer names its dialect.
enum VendorHexDialect {
    /// `#RRGGBB` (the `#` optional), always opaque: Radar and Adobe read
    /// the low 24 bits only, so anything else would preview a colour the
    /// device does not show.
    case rgb
    /// `#RRGGBB` or `#AARRGGBB` (alpha first, as Android's
    /// `Color.parseColor` reads it): Firebase.
    case argb

    var expected: String {
        switch self {
        case .rgb: "a colour #RRGGBB"
        case .argb: "a colour #RRGGBB or #AARRGGBB (alpha first)"
        }
    }
}

extension RGBAColor {
    /// A colour from a 32-bit ARGB integer, signed (Java's `int`, white is
    /// `-1`) or unsigned (white is `4294967295`). `nil` for a fraction or a
    /// value outside both ranges.
    init?(argb value: Double) {
        guard value.isFinite, value == value.rounded(.towardZero),
              value >= -2_147_483_648, value <= 4_294_967_295 else { return nil }
        let signed = Int64(value)
        let bits = UInt32(truncatingIfNeeded: signed)
        self.init(
            red: UInt8(truncatingIfNeeded: bits >> 16),
            green: UInt8(truncatingIfNeeded: bits >> 8),
            blue: UInt8(truncatingIfNeeded: bits),
            alpha: UInt8(truncatingIfNeeded: bits >> 24)
        )
    }

    /// Parses a vendor hex colour in `dialect`; `nil` for anything else.
    init?(vendorHex text: String, dialect: VendorHexDialect) {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        // Reuse the strict ASCII parser of our own format.
        switch (dialect, digits.unicodeScalars.count) {
        case (_, 6):
            guard let color = RGBAColor(hex: "#" + digits) else { return nil }
            self = color
        case (.argb, 8):
            let scalars = Array(digits.unicodeScalars)
            let alpha = String(String.UnicodeScalarView(scalars[0..<2]))
            let rgb = String(String.UnicodeScalarView(scalars[2...]))
            guard let color = RGBAColor(hex: "#" + rgb + alpha) else { return nil }
            self = color
        default:
            return nil
        }
    }
}
