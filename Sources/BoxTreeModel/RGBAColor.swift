/// An sRGB colour with straight (not premultiplied) alpha, 8 bits a channel.
public struct RGBAColor: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (alpha last), in either case.
    /// Returns `nil` for anything else, including surrounding whitespace.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        // Work on ASCII scalars only: `Character.isHexDigit` also accepts
        // full-width digits, which `UInt8(_:radix:)` then refuses.
        var nibbles: [UInt8] = []
        for scalar in hex.unicodeScalars.dropFirst() {
            guard let nibble = RGBAColor.nibble(scalar) else { return nil }
            nibbles.append(nibble)
        }
        switch nibbles.count {
        case 3:
            let c = nibbles.map { $0 << 4 | $0 }
            self.init(red: c[0], green: c[1], blue: c[2])
        case 6, 8:
            let pairs = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
            self.init(red: pairs[0], green: pairs[1], blue: pairs[2], alpha: pairs.count == 4 ? pairs[3] : 255)
        default:
            return nil
        }
    }

    private static func nibble(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x30...0x39: UInt8(scalar.value - 0x30)
        case 0x41...0x46: UInt8(scalar.value - 0x41 + 10)
        case 0x61...0x66: UInt8(scalar.value - 0x61 + 10)
        default: nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hex: String {
        func h(_ v: UInt8) -> String { String(v, radix: 16, uppercase: true).leftPadded(to: 2) }
        return "#" + h(red) + h(green) + h(blue) + (alpha == 255 ? "" : h(alpha))
    }

    public var description: String { hex }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let color = RGBAColor(hex: string) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a colour #RGB, #RRGGBB or #RRGGBBAA, found \(string)")
        }
        self = color
    }

    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 255, green: 255, blue: 255)
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with its alpha multiplied by `factor` (0...1).
    /// A factor outside that range (or NaN) is clamped rather than trapping.
    public func withAlpha(_ factor: Double) -> RGBAColor {
        let clamped = factor.isNaN ? 0 : min(max(factor, 0), 1)
        return RGBAColor(red: red, green: green, blue: blue, alpha: UInt8((Double(alpha) * clamped).rounded()))
    }
}
