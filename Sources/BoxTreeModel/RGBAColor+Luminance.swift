import Foundation

extension RGBAColor {
    /// WCAG 2.1 relative luminance of sRGB channels on a 0 to 255 scale,
    /// unrounded (composited layers keep their fractions): 0 for black, 1
    /// for white. The one formula behind contrast checks and the home
    /// indicator's choice of colour.
    public static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ channel: Double) -> Double {
            let c = channel / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The colour's WCAG 2.1 relative luminance, alpha ignored.
    public var relativeLuminance: Double {
        Self.relativeLuminance(red: Double(red), green: Double(green), blue: Double(blue))
    }
}
