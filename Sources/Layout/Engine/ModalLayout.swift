import CampaignModel

/// A modal: a scrim in `frameColor` over the whole screen and a card centred
/// in the safe area, never wider than the theme's maximum. Artwork on top,
/// then header and body in a scroll view, buttons pinned at the bottom, and
/// the close glyph's 48 pt target at the card's top-trailing corner.
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
        let maxCardHeight = safe.height - 2 * modal.margin
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
            closeOnArtwork = image != nil
        }
        if campaign.showCloseButton {
            cardChildren.append(context.closeButton(trailingX: cardSize.width, topY: 0, onArtwork: closeOnArtwork, color: style.closeButtonColor))
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
                   children: [scrim, card])
    }

    /// Artwork, header, body and buttons in a card `cardWidth` wide, in card
    /// coordinates. Buttons stay pinned below the scroll view unless they would
    /// take more than half the card, in which case everything scrolls together.
    private func textWithImage(image: ImageContent?, cardWidth: Double, maxCardHeight: Double) -> (children: [Box], height: Double) {
        let theme = context.theme
        let modal = theme.modal
        let style = campaign.style
        let contentWidth = cardWidth - 2 * modal.padding
        var scrolled: [Box] = []
        var y = modal.padding
        if let image {
            let aspect = Double(image.pixelWidth) / Double(max(1, image.pixelHeight))
            let fraction = modal.maxArtworkFraction * (context.environment.textSize.isAccessibilityCategory ? modal.accessibilityArtworkScale : 1)
            let height = min(cardWidth / aspect, maxCardHeight * fraction)
            scrolled.append(context.artworkBox(image, frame: Rect(x: 0, y: 0, width: cardWidth, height: height), label: nil))
            y = height + modal.padding
        }
        // Text that starts level with the close target is inset on both sides, so it
        // never runs under the glyph and centred text stays centred.
        let closeBand = campaign.showCloseButton && image == nil ? theme.close.inset + theme.close.targetSize : 0
        func inset(at top: Double) -> Double { top < closeBand ? max(0, closeBand - modal.padding) : 0 }

        var texts: [Box] = []
        if let header = content.header, !header.isEmpty {
            let i = inset(at: y)
            texts.append(context.textBox(role: .header, text: header, font: context.font(modal.headerStyle, emphasized: true),
                                         color: style.headerColor ?? theme.headerColor, alignment: style.headerAlignment ?? .center,
                                         x: modal.padding + i, y: y, width: contentWidth - 2 * i,
                                         accessibility: context.headerAccessibility(header)))
            y = texts.last!.frame.maxY + modal.headerBodySpacing
        }
        if let body = content.body, !body.isEmpty {
            let i = inset(at: y)
            texts.append(context.textBox(role: .body, text: body, font: context.font(modal.bodyStyle),
                                         color: style.textColor ?? theme.textColor, alignment: style.bodyAlignment ?? .center,
                                         x: modal.padding + i, y: y, width: contentWidth - 2 * i,
                                         accessibility: context.bodyAccessibility(body)))
            y = texts.last!.frame.maxY
        } else if !texts.isEmpty {
            y -= modal.headerBodySpacing
        }
        scrolled += texts

        let buttons = context.buttons(content.buttons, x: modal.padding, y: 0, width: contentWidth)
        let hasText = !texts.isEmpty
        let scrollContentBottom = buttons.boxes.isEmpty ? y + modal.padding : y + (hasText ? modal.textButtonSpacing : 0)
        let footerHeight = buttons.boxes.isEmpty ? 0 : buttons.height + modal.padding
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
}
