import BoxTreeModel
import CampaignModel

extension LayoutContext {
    /// The campaign's buttons over the bottom of an image-only message's
    /// picture, as BrazeUI's image-only modal and full screen draw them: one
    /// row (or stack) across `area` inside `padding`, its bottom `padding.bottom`
    /// above the area's bottom. The picture stays as large as it was; the
    /// buttons cover part of it, as on the device. Empty when the message
    /// does not show buttons in an image-only layout.
    func buttonsOverArtwork(_ content: ResolvedContent, campaign: Campaign, in area: Rect, padding: EdgeInsets) -> [Box] {
        guard campaign.imageOnlyShowsButtons, !content.buttons.isEmpty else { return [] }
        let width = area.width - padding.leading - padding.trailing
        let laidOut = buttons(content.buttons, x: area.minX + padding.leading, y: 0, width: width)
        let top = area.maxY - padding.bottom - laidOut.height
        return laidOut.boxes.map { $0.offsetBy(dx: 0, dy: top) }
    }
}
