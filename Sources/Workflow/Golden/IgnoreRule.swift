import BoxTreeModel
import GoldenKit
import Layout

/// A rectangle left out of image comparisons, for some variants: a clock,
/// an animated banner. Pixel coordinates differ between devices and
/// orientations, so a rule usually names the ones it is measured for.
public struct IgnoreRule: Hashable, Sendable {
    public var region: PixelRegion
    /// Device ids; `nil` for every device.
    public var devices: [String]?
    public var orientations: [Orientation]?
    /// Glob patterns over campaign keys (`promos/*`); `nil` for every campaign.
    public var campaigns: [String]?

    public init(region: PixelRegion, devices: [String]? = nil, orientations: [Orientation]? = nil, campaigns: [String]? = nil) {
        self.region = region
        self.devices = devices
        self.orientations = orientations
        self.campaigns = campaigns
    }

    /// Whether the region is left out of `variant`'s comparisons.
    public func applies(to variant: Variant) -> Bool {
        (devices?.contains(variant.device.id) ?? true)
            && (orientations?.contains(variant.orientation) ?? true)
            && (campaigns?.contains { GlobPattern($0).matches(variant.campaign.key.split(separator: "/")) } ?? true)
    }
}
