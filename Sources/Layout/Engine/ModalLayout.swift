import BoxTreeModel
import CampaignModel

/// A modal: a scrim in `frameColor` over the whole screen and a card centred
/// in the safe area, never wider than the theme's maximum. Artwork on top (or
/// below the header), then header and body in a scroll view, buttons pinned
/// at the bottom, and the close glyph's target at the card's top-trailing corner.
struct ModalLayout {
    let context: LayoutContext
    let campaign: Campaign
    let content: ResolvedContent

    func layout(image: ImageContent?) -> Box {
        let environment = context.environment
        let theme = context.theme
        let modal = theme.modal
        let safe = environment.safeRect
        let maxCardWidth = min(environment.device.isPad ? modal.maxWidthPad : modal.maxWidth, safe.width - 2 * modal.margin)
        let maxCardHeight = min(safe.height - 2 * modal.margin, modal.maxHeight ?? .infinity)
        let style = campaign.style

        var cardChildren: [Box]
        var cardSize: Size
        var closeOnArtwork = false
        if campaign.layout == .imageOnly, let image {
            // The card is the picture, as large as fits.
            let aspect = Double(image.pixelWidth) / Double(max(1, image.pixelHeight))
            var width = maxCardWidth
            var height = width / aspect
            if height > maxCardHeight { height = maxCardHeight; width = height * aspect }
            cardSize = Size(width: width, height: height)
            cardChildren = [context.artworkBox(image, frame: Rect(x: 0, y: 0, width: width, height: height),
                                               label: content.header ?? content.body, mode: .aspectFit)]
            closeOnArtwork = true
        } else {
            let result = textWithImage(image: image, cardWidth: maxCardWidth, maxCardHeight: maxCardHeight)
            cardChildren = result.children
            cardSize = Size(width: maxCardWidth, height: result.height)
            closeOnArtwork = image != nil && modal.artworkPlacement == .top
        }
        var outsideCard: [Box] = []
        if campaign.showCloseButton {
            let placement = theme.close.placement
            let close = context.closeButton(trailingX: cardSize.width, topY: 0, onArtwork: closeOnArtwork && placement == .inside,
                                            color: style.closeButtonColor, placement: placement)
            // The card clips its children, so a glyph that overhangs it is its sibling.
            if placement == .inside { cardChildren.append(close) } else { outsideCard.append(close) }
        }
        let cardFrame = Rect(x: safe.midX - cardSize.width / 2, y: safe.midY - cardSize.height / 2,
                             width: cardSize.width, height: cardSize.height)
        let card = Box(role: .card, frame: Rect(x: 0, y: 0, width: cardSize.width, height: cardSize.height),
                       clip: Rect(x: 0, y: 0, width: cardSize.width, height: cardSize.height),
                       fill: .color(style.backgroundColor ?? theme.backgroundColor), cornerRadius: modal.cornerRadius,
                       border: style.borderColor.map { Border(color: $0, width: 1) }, shadow: modal.shadow,
                       accessibility: AccessibilityInfo(elementType: .other, identifier: AccessibilityIdentifiers.card, isElement: false),
                       action: campaign.clickAction.map { ActionInfo($0) },
                       children: cardChildren)
            .offsetBy(dx: cardFrame.x, dy: cardFrame.y)
        let scrim = Box(role: .scrim, frame: environment.screenRect, fill: .color(style.frameColor ?? theme.scrimColor),
                        action: campaign.dismissOnScrimTap ? ActionInfo(type: "dismiss", closesMessage: true) : nil)
        return Box(role: .surface, frame: environment.screenRect,
                   accessibility: AccessibilityInfo(elementType: .other, identifier: AccessibilityIdentifiers.surface(.modal),
                                                    isModal: true, isElement: false),
                   children: [scrim, card] + outsideCard.map { $0.offsetBy(dx: cardFrame.x, dy: cardFrame.y) })
    }

    /// Artwork, header, body and buttons in a card `cardWidth` wide, in card
    /// coordinates. Buttons stay pinned below the scroll view unless they would
    /// take more than half the card, in which case everything scrolls together.
    private func textWithImage(image: ImageContent?, cardWidth: Double, maxCardHeight: Double) -> (children: [Box], height: Double) {
        let theme = context.theme
        let modal = theme.modal
        let padding = modal.padding
        let style = campaign.style
        let contentWidth = cardWidth - (padding.leading + padding.trailing)
        let artworkOnTop = image != nil && modal.artworkPlacement == .top
        var scrolled: [Box] = []
        var y = padding.top
        if let image, artworkOnTop {
            let height = artworkHeight(image, width: cardWidth, maxCardHeight: maxCardHeight)
            scrolled.append(context.artworkBox(image, frame: Rect(x: 0, y: 0, width: cardWidth, height: height), label: nil))
            y = height + modal.artworkSpacing
        }
        // Text that starts level with the close target is inset on both sides, so it
        // never runs under the glyph and centred text stays centred.
        let closeReach = context.closeReach
        let closeBand = campaign.showCloseButton && !artworkOnTop ? closeReach : 0
        func inset(at top: Double) -> Double { top < closeBand ? max(0, closeReach - padding.trailing) : 0 }

        var texts: [Box] = []
        // The gap added after the last element; taken back when nothing follows it.
        var gapAfterLast = 0.0
        if let header = content.header, !header.isEmpty {
            let i = inset(at: y)
            texts.append(context.textBox(role: .header, text: header, font: context.font(modal.headerFont),
                                         color: style.headerColor ?? theme.headerColor, alignment: style.headerAlignment ?? modal.headerAlignment,
                                         x: padding.leading + i, y: y, width: contentWidth - 2 * i,
                                         accessibility: context.headerAccessibility(header)))
            y = texts.last!.frame.maxY + modal.headerBodySpacing
            gapAfterLast = modal.headerBodySpacing
        }
        if let image, !artworkOnTop {
            // Below the header, inside the padding, letterboxed like a UIImageView's aspect fit.
            if !texts.isEmpty { y += modal.artworkSpacing - modal.headerBodySpacing }
            let height = artworkHeight(image, width: contentWidth, maxCardHeight: maxCardHeight)
            texts.append(context.artworkBox(image, frame: Rect(x: padding.leading, y: y, width: contentWidth, height: height),
                                            label: nil, mode: modal.artworkHeight == nil ? .aspectFit : .aspectFill))
            y = texts.last!.frame.maxY + modal.artworkSpacing
            gapAfterLast = modal.artworkSpacing
        }
        if let body = content.body, !body.isEmpty {
            let i = inset(at: y)
            texts.append(context.textBox(role: .body, text: body, font: context.font(modal.bodyFont),
                                         color: style.textColor ?? theme.textColor, alignment: style.bodyAlignment ?? modal.bodyAlignment,
                                         x: padding.leading + i, y: y, width: contentWidth - 2 * i,
                                         accessibility: context.bodyAccessibility(body)))
            y = texts.last!.frame.maxY
        } else if !texts.isEmpty {
            y -= gapAfterLast
        }
        scrolled += texts

        let buttons = context.buttons(content.buttons, x: padding.leading, y: 0, width: contentWidth)
        let hasText = !texts.isEmpty
        let scrollContentBottom = buttons.boxes.isEmpty ? y + padding.bottom : y + (hasText ? modal.textButtonSpacing : 0)
        let footerHeight = buttons.boxes.isEmpty ? 0 : buttons.height + padding.bottom
        let natural = scrollContentBottom + footerHeight
        let height = min(natural, maxCardHeight)
        let pinned = footerHeight <= maxCardHeight / 2

        if pinned {
            let viewport = Rect(x: 0, y: 0, width: cardWidth, height: height - footerHeight)
            let footerTop = viewport.maxY
            let scroll = context.scrollView(viewport: viewport, contentHeight: scrollContentBottom, children: scrolled,
                                            element: AccessibilityIdentifiers.card, background: style.backgroundColor ?? theme.backgroundColor)
            let pinnedButtons = buttons.boxes.map { $0.offsetBy(dx: 0, dy: footerTop) }
            return ([scroll] + pinnedButtons, height)
        }
        let all = scrolled + buttons.boxes.map { $0.offsetBy(dx: 0, dy: scrollContentBottom) }
        let scroll = context.scrollView(viewport: Rect(x: 0, y: 0, width: cardWidth, height: height), contentHeight: natural,
                                        children: all, element: AccessibilityIdentifiers.card, background: style.backgroundColor ?? theme.backgroundColor)
        return ([scroll], height)
    }

    /// The theme's fixed artwork height, or the height the artwork's aspect
    /// ratio gives at `width`, capped to a fraction of the card's maximum height.
    private func artworkHeight(_ image: ImageContent, width: Double, maxCardHeight: Double) -> Double {
        let modal = context.theme.modal
        if let fixed = modal.artworkHeight { return fixed }
        let aspect = Double(image.pixelWidth) / Double(max(1, image.pixelHeight))
        let fraction = modal.maxArtworkFraction * (context.environment.textSize.isAccessibilityCategory ? modal.accessibilityArtworkScale : 1)
        return min(width / aspect, maxCardHeight * fraction)
    }
}
