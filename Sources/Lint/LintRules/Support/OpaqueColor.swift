import BoxTreeModel
import Foundation
import CampaignModel

/// An opaque sRGB colour with unrounded channels (0...255), so composited
/// layers do not accumulate rounding before a contrast ratio is taken.
struct OpaqueColor: Equatable {
    var red: Double
    var green: Double
    var blue: Double

    init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour's channels, ignoring its alpha.
    init(_ color: RGBAColor) {
        self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue))
    }

    static let white = OpaqueColor(red: 255, green: 255, blue: 255)

    /// `color` drawn over this one with source-over blending, in sRGB as
    /// Cairo and UIKit blend.
    func overlaid(with color: RGBAColor) -> OpaqueColor {
        let a = Double(color.alpha) / 255
        return OpaqueColor(red: Double(color.red) * a + red * (1 - a),
                           green: Double(color.green) * a + green * (1 - a),
                           blue: Double(color.blue) * a + blue * (1 - a))
    }

    /// WCAG 2.1 relative luminance.
    var relativeLuminance: Double {
        RGBAColor.relativeLuminance(red: red, green: green, blue: blue)
    }

    /// WCAG 2.1 contrast ratio, 1...21.
    func contrastRatio(with other: OpaqueColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `#RRGGBB`, channels rounded.
    var hex: String {
        func byte(_ value: Double) -> UInt8 { UInt8(min(255, max(0, value.rounded()))) }
        return RGBAColor(red: byte(red), green: byte(green), blue: byte(blue)).hex
    }
}
