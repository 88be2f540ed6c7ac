import BoxTreeModel
import Diffing
import Layout
import Pipeline

/// A part of the picture left out of image comparisons, for some variants:
/// a rectangle of pixels (a clock, an animated banner), or an element of
/// the box tree (`gameball.message.close`, `body`) found again in each
/// variant's layout, so the mask follows the element across devices,
/// right-to-left mirroring and text sizes.
public struct IgnoreRule: Hashable, Sendable {
    /// What is left out.
    public enum Mask: Hashable, Sendable {
        /// A rectangle in image pixels, from the top-left.
        case region(Rect)
        /// Every box with this accessibility identifier, or with this role
        /// (`Box.Role`), as laid out for the variant (``BoxTree/visibleFrames(ofElement:)``).
        case element(String)
    }

    public var mask: Mask
    /// Device ids; `nil` for every device.
    public var devices: [String]?
    public var orientations: [Orientation]?
    /// Glob patterns over campaign keys (`promos/*`); `nil` for every campaign.
    public var campaigns: [String]?

    public init(_ mask: Mask, devices: [String]? = nil, orientations: [Orientation]? = nil, campaigns: [String]? = nil) {
        self.mask = mask
        self.devices = devices
        self.orientations = orientations
        self.campaigns = campaigns
    }

    public init(region: Rect, devices: [String]? = nil, orientations: [Orientation]? = nil, campaigns: [String]? = nil) {
        self.init(.region(region), devices: devices, orientations: orientations, campaigns: campaigns)
    }

    /// Whether the mask applies to `variant`'s comparisons.
    public func applies(to variant: Variant) -> Bool {
        (devices?.contains(variant.device.id) ?? true)
            && (orientations?.contains(variant.orientation) ?? true)
            && (campaigns?.contains { GlobPattern($0).matches(variant.campaign.key.split(separator: "/")) } ?? true)
    }

    /// The element this rule names, if it names one.
    public var element: String? {
        if case .element(let name) = mask { return name }
        return nil
    }

    /// The rule's rectangles in the pixels of an image of `canvas` drawn from
    /// `tree`: a region as written; an element's visible frames scaled from
    /// points by the image's size over the screen's (the PNG is the screen,
    /// origin at its top-left, so a golden at another scale still lines up).
    public func pixelRegions(in tree: BoxTree, canvas: PixelSize) -> [Rect] {
        switch mask {
        case .region(let region):
            return [region]
        case .element(let name):
            let screen = tree.environment.screen
            guard screen.width > 0, screen.height > 0 else { return [] }
            let scaleX = Double(canvas.width) / screen.width, scaleY = Double(canvas.height) / screen.height
            return tree.visibleFrames(ofElement: name).map {
                Rect(x: $0.x * scaleX, y: $0.y * scaleY, width: $0.width * scaleX, height: $0.height * scaleY)
            }
        }
    }

    /// Whether `name` can name an element: a role of the box tree, or an
    /// accessibility identifier (dotted, as the SDK's `gameball.message.close`;
    /// at most 200 characters, no spaces or control characters, so it prints
    /// on one line in messages).
    public static func isElementName(_ name: String) -> Bool {
        if Box.Role(rawValue: name) != nil { return true }
        let printable = name.unicodeScalars.allSatisfy { !$0.properties.isWhitespace && $0.properties.generalCategory != .control }
        return printable && name.count <= 200 && name.contains(".") && !name.hasPrefix(".") && !name.hasSuffix(".")
    }
}
