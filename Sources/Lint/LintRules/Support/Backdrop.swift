import BoxTreeModel
import CampaignModel
import Layout

/// The colour drawn behind a point of the screen, composited layer by layer
/// as the renderer paints: the host screen, the scrim, the card, a button's
/// fill. Artwork counts with the average colour of its pixels under the
/// element (an estimate, and said so); the mock host screen counts with its
/// background colour alone, not its decorations.
struct Backdrop {
    var color: OpaqueColor
    /// Artwork contributes to `color` through its average colour.
    var estimatedFromArtwork = false
    /// Artwork whose pixels are not available (a placeholder) shows at the point.
    var unknown = false

    /// What lies under `region` (sampled at its centre) in `placed`, below the
    /// box at `order`; with `includingOwnFill`, that box's own fill too (text
    /// is drawn over the fill of the box that holds it).
    static func behind(_ target: PlacedBox, region: Rect, includingOwnFill: Bool, in placed: [PlacedBox],
                       services: any LintServices) -> Backdrop {
        let point = region.centerPoint
        var backdrop = Backdrop(color: .white)
        let last = includingOwnFill ? target.order : target.order - 1
        for layer in placed where layer.order <= last {
            let box = layer.box
            guard !Self.ignoredRoles.contains(box.role), box.frame.containsPoint(point), layer.clipsAllow(point) else { continue }
            if let image = box.image {
                let visible = layer.visiblePart(of: region.clipped(to: box.frame) ?? region) ?? region
                if let average = services.averageColor(of: image, drawnIn: box.frame, under: visible) {
                    backdrop.add(average)
                    backdrop.estimatedFromArtwork = true
                } else if box.role == .hostApp, case .color(let fill) = box.fill {
                    // A host screenshot that cannot be read: its background colour will do.
                    backdrop.add(fill)
                } else {
                    backdrop.unknown = true
                }
            } else if case .color(let fill) = box.fill {
                backdrop.add(fill)
            }
        }
        return backdrop
    }

    /// Decorations of the mock host, the preview's own notice and the
    /// scroll affordances are not part of what the customer reads against.
    static let ignoredRoles: Set<Box.Role> = [.hostDecoration, .statusBar, .homeIndicator, .notice, .scrollEdge, .scrollIndicator]

    private mutating func add(_ layer: RGBAColor) {
        color = color.overlaid(with: layer)
        if layer.alpha == 255 {
            // An opaque layer hides whatever uncertainty lay below it.
            estimatedFromArtwork = false
            unknown = false
        }
    }
}
