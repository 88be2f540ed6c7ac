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

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (alpha last). Returns `nil` otherwise.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.dropFirst())
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        func byte(_ s: String) -> UInt8 { UInt8(s, radix: 16)! }
        switch digits.count {
        case 3:
            let c = digits.map { byte(String([$0, $0])) }
            self.init(red: c[0], green: c[1], blue: c[2])
        case 6, 8:
            let pairs = stride(from: 0, to: digits.count, by: 2).map { byte(String(digits[$0..<$0 + 2])) }
            self.init(red: pairs[0], green: pairs[1], blue: pairs[2], alpha: pairs.count == 4 ? pairs[3] : 255)
        default:
            return nil
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
    public func withAlpha(_ factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: UInt8((Double(alpha) * factor).rounded()))
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
