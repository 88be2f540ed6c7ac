import BoxTreeModel

/// An opaque sRGB colour of one cell's foreground or background.
struct TerminalColor: Hashable, Sendable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    static let white = TerminalColor(red: 255, green: 255, blue: 255)
    static let black = TerminalColor(red: 0, green: 0, blue: 0)

    /// `top` with straight alpha `alpha` (0-255) over `self`, rounded to nearest.
    func composited(with top: TerminalColor, alpha: UInt8) -> TerminalColor {
        let weight = Int(alpha)
        func mix(_ below: UInt8, _ above: UInt8) -> UInt8 {
            let sum: Int = Int(above) * weight + Int(below) * (255 - weight)
            return UInt8((sum + 127) / 255)
        }
        return TerminalColor(red: mix(red, top.red), green: mix(green, top.green), blue: mix(blue, top.blue))
    }

    func distanceSquared(to other: TerminalColor) -> Int {
        let dr = Int(red) - Int(other.red), dg = Int(green) - Int(other.green), db = Int(blue) - Int(other.blue)
        return dr * dr + dg * dg + db * db
    }

    /// Relative luminance on a 0-255 scale (Rec. 709 weights, gamma ignored).
    var luma: Int { (2126 * Int(red) + 7152 * Int(green) + 722 * Int(blue)) / 10000 }
}

extension TerminalColor {
    /// The colour's RGB, its alpha left to the caller.
    init(_ color: RGBAColor) {
        self.init(red: color.red, green: color.green, blue: color.blue)
    }
}

extension RGBAColor {
    /// The average of two colours, alpha included.
    func mixed(with other: RGBAColor) -> RGBAColor {
        func mid(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) + Int(b) + 1) / 2) }
        return RGBAColor(red: mid(red, other.red), green: mid(green, other.green), blue: mid(blue, other.blue), alpha: mid(alpha, other.alpha))
    }
}
