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
        // An iPad in landscape (both size classes regular, wider than tall) may give a card with text other caps.
        let padLandscape = environment.device.isPad && environment.orientation == .landscape
            && !(campaign.layout == .imageOnly && image != nil)
        let widthCap = environment.device.isPad ? (padLandscape ? modal.maxWidthPadLandscape : nil) ?? modal.maxWidthPad : modal.maxWidth
        let heightCap = (padLandscape ? modal.maxHeightPadLandscape : nil) ?? modal.maxHeight
        let maxCardWidth = min(widthCap, safe.width - 2 * modal.margin)
        let maxCardHeight = min(safe.height - 2 * modal.margin, heightCap ?? .infinity)
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
            // Buttons over the picture never leave it: a card too short for them grows, the picture filling it.
            let overlay = context.buttonsOverArtwork(content, campaign: campaign, in: Rect(x: 0, y: 0, width: width, height: height),
                                                     padding: modal.padding)
            let grown = min(maxCardHeight, max(height, overlay.map { height - $0.frame.minY }.max() ?? 0))
            cardSize = Size(width: width, height: grown)
            cardChildren = [context.artworkBox(image, frame: Rect(x: 0, y: 0, width: width, height: grown),
                                               label: context.imageOnlyLabel(header: content.header, body: content.body),
                                               mode: grown > height ? .aspectFill : .aspectFit)]
            cardChildren += overlay.map { $0.offsetBy(dx: 0, dy: grown - height) }
            closeOnArtwork = true
        } else {
            let result = textWithImage(image: image, cardWidth: maxCardWidth, maxCardHeight: maxCardHeight,
                                       artworkHeight: halfCardArtworkHeight(image: image, cardWidth: maxCardWidth, maxCardHeight: maxCardHeight))
            cardChildren = result.children
            cardSize = Size(width: maxCardWidth, height: result.height)
            closeOnArtwork = image != nil && modal.artworkPlacement == .top
        }
        var outsideCard: [Box] = []
        if campaign.showCloseButton {
            let placement = theme.close.placement
            var close = context.closeButton(trailingX: cardSize.width, topY: 0, onArtwork: closeOnArtwork && placement == .inside,
                                            color: style.closeButtonColor, placement: placement)
            if campaign.closeStaysTopRight, environment.direction == .rightToLeft {
                // Placed at the flow's left so that the final mirroring puts it back at the top right.
                close.frame = close.frame.mirrored(around: cardSize.width / 2)
            }
            // The card clips its children, so a glyph that overhangs it is its sibling.
            if placement == .inside { cardChildren.append(close) } else { outsideCard.append(close) }
        }
        let cardFrame = Rect(x: safe.midX - cardSize.width / 2, y: safe.midY - cardSize.height / 2,
                             width: cardSize.width, height: cardSize.height)
        let card = context.exposingClickTarget(Box(role: .card, frame: Rect(x: 0, y: 0, width: cardSize.width, height: cardSize.height),
                       clip: Rect(x: 0, y: 0, width: cardSize.width, height: cardSize.height),
                       fill: .color(style.backgroundColor ?? theme.backgroundColor), cornerRadius: modal.cornerRadius,
                       border: style.borderColor.map { Border(color: $0, width: 1) }, shadow: modal.shadow,
                       accessibility: AccessibilityInfo(elementType: .other, identifier: AccessibilityIdentifiers.card, isElement: false),
                       action: campaign.clickAction.map { ActionInfo($0) },
                       children: cardChildren))
            .offsetBy(dx: cardFrame.x, dy: cardFrame.y)
        let scrim = Box(role: .scrim, frame: environment.screenRect, fill: .color(style.frameColor ?? theme.scrimColor),
                        action: campaign.dismissOnScrimTap ? ActionInfo(type: "dismiss", closesMessage: true) : nil)
        return Box(role: .surface, frame: environment.screenRect,
                   accessibility: AccessibilityInfo(elementType: .other, identifier: AccessibilityIdentifiers.surface(.modal),
                                                    isModal: true, isElement: false),
                   children: [scrim, card] + outsideCard.map { $0.offsetBy(dx: cardFrame.x, dy: cardFrame.y) })
    }

    /// A full screen shown as a modal card on an iPad (BrazeUI's full view in
    /// its modal display mode) gives its picture half the card's height, aspect
    /// fill, so the card is twice what its text and buttons need, up to its
    /// maximum (the text then scrolls). Found as Auto Layout would: a fixed
    /// point from the largest picture down, since a shorter picture can only
    /// change the text's room next to the close target. Nil for every other card.
    private func halfCardArtworkHeight(image: ImageContent?, cardWidth: Double, maxCardHeight: Double) -> Double? {
        guard campaign.type == .fullscreen, image != nil, context.theme.modal.artworkPlacement == .top else { return nil }
        // Trial layouts: only the card drawn reports what it finds (scrolling text, for one).
        let reported = context.diagnostics
        defer { context.diagnostics = reported }
        var height = maxCardHeight * Self.fullScreenArtworkShare
        for _ in 0..<4 {
            let rest = textWithImage(image: image, cardWidth: cardWidth, maxCardHeight: maxCardHeight, artworkHeight: height).natural - height
            let next = min(rest, maxCardHeight * Self.fullScreenArtworkShare)
            if next == height { break }
            height = next
        }
        return height
    }

    /// The share of a full screen's card its picture takes when an iPad shows
    /// it as a modal (`FullView.installInternalConstraints`: half the content view).
    static let fullScreenArtworkShare = 0.5

    /// Artwork, header, body and buttons in a card `cardWidth` wide, in card
    /// coordinates. Buttons stay pinned below the scroll view unless they would
    /// take more than half the card, in which case everything scrolls together.
    /// - Parameter artworkHeight: a picture on top of this height, aspect fill,
    ///   instead of the one its aspect ratio and the theme give.
    private func textWithImage(image: ImageContent?, cardWidth: Double, maxCardHeight: Double,
                               artworkHeight fixedArtworkHeight: Double? = nil) -> (children: [Box], height: Double, natural: Double) {
        let theme = context.theme
        let modal = theme.modal
        let padding = modal.padding
        let style = campaign.style
        let contentWidth = cardWidth - (padding.leading + padding.trailing)
        let artworkOnTop = image != nil && modal.artworkPlacement == .top
        let headerAlignment = style.headerAlignment ?? modal.headerAlignment
        let bodyAlignment = style.bodyAlignment ?? modal.bodyAlignment
        let header = content.header.flatMap { $0.isEmpty ? nil : $0 }
        let body = content.body.flatMap { $0.isEmpty ? nil : $0 }
        let buttons = context.buttons(content.buttons, x: padding.leading, y: 0, width: contentWidth)
        let footerHeight = buttons.boxes.isEmpty ? 0 : buttons.height + padding.bottom

        // Text that starts level with the close target gives way to it (see `closeClearance`).
        let closeReach = context.closeReach
        // With artwork on top the text usually starts below the target; artwork that yields may leave it level.
        let closeBand = campaign.showCloseButton ? closeReach : 0
        func clearance(at top: Double, _ alignment: TextAlignment) -> (leading: Double, trailing: Double) {
            context.closeClearance(top < closeBand ? max(0, closeReach - padding.trailing) : 0, alignment: alignment)
        }
        func textBox(_ role: Box.Role, _ text: String, _ font: ThemeFont, _ color: RGBAColor, _ alignment: TextAlignment,
                     at y: Double, _ accessibility: AccessibilityInfo) -> Box {
            let side = clearance(at: y, alignment)
            return context.textBox(role: role, text: text, font: context.font(font), color: color, alignment: alignment,
                                   x: padding.leading + side.leading, y: y, width: contentWidth - side.leading - side.trailing,
                                   accessibility: accessibility)
        }

        let artwork = fixedArtworkHeight ?? image.map { image in
            artworkHeight(image, width: artworkOnTop ? cardWidth : contentWidth, maxCardHeight: maxCardHeight,
                          textNeeds: roomForHeaderAndFirstBodyLine(header: header, body: body, contentWidth: contentWidth,
                                                                   artworkOnTop: artworkOnTop, footerHeight: footerHeight,
                                                                   hasButtons: !buttons.boxes.isEmpty))
        }

        var scrolled: [Box] = []
        var y = padding.top
        if let image, let height = artwork, artworkOnTop {
            scrolled.append(context.artworkBox(image, frame: Rect(x: 0, y: 0, width: cardWidth, height: height), label: nil,
                                               mode: fixedArtworkHeight == nil ? nil : .aspectFill))
            y = height + modal.artworkSpacing
        }

        var texts: [Box] = []
        // The gap added after the last element; taken back when nothing follows it.
        var gapAfterLast = 0.0
        if let header {
            texts.append(textBox(.header, header, modal.headerFont, style.headerColor ?? theme.headerColor, headerAlignment,
                                 at: y, context.headerAccessibility(header)))
            y = texts.last!.frame.maxY + modal.headerBodySpacing
            gapAfterLast = modal.headerBodySpacing
        }
        if let image, let height = artwork, !artworkOnTop {
            // Below the header, inside the padding, letterboxed like a UIImageView's aspect fit.
            if !texts.isEmpty { y += modal.artworkSpacing - modal.headerBodySpacing }
            texts.append(context.artworkBox(image, frame: Rect(x: padding.leading, y: y, width: contentWidth, height: height),
                                            label: nil, mode: modal.artworkHeight == nil ? .aspectFit : .aspectFill))
            y = texts.last!.frame.maxY + modal.artworkSpacing
            gapAfterLast = modal.artworkSpacing
        }
        if let body {
            texts.append(textBox(.body, body, modal.bodyFont, style.textColor ?? theme.textColor, bodyAlignment,
                                 at: y, context.bodyAccessibility(body)))
            y = texts.last!.frame.maxY
            if campaign.textIsCutNotScrolled {
                // The body gives up its last lines until the card fits, then the header; one line of each stays.
                let fixed = (buttons.boxes.isEmpty ? padding.bottom : modal.textButtonSpacing) + footerHeight
                var bodyBox = cut(texts[texts.count - 1], toHeight: maxCardHeight - fixed - texts[texts.count - 1].frame.minY)
                if texts.count > 1, texts[0].role == .header, bodyBox.frame.maxY + fixed > maxCardHeight {
                    let header = texts[0]
                    texts[0] = cut(header, toHeight: header.frame.height - (bodyBox.frame.maxY + fixed - maxCardHeight))
                    bodyBox = bodyBox.offsetBy(dx: 0, dy: texts[0].frame.height - header.frame.height)
                }
                texts[texts.count - 1] = bodyBox
                y = bodyBox.frame.maxY
            }
        } else if !texts.isEmpty {
            y -= gapAfterLast
        }
        scrolled += texts

        let hasText = !texts.isEmpty
        let scrollContentBottom = buttons.boxes.isEmpty ? y + padding.bottom : y + (hasText ? modal.textButtonSpacing : 0)
        let natural = scrollContentBottom + footerHeight
        // Content that is cut rather than scrolled keeps its height, past the screen if it must.
        let height = campaign.textIsCutNotScrolled ? natural : min(natural, maxCardHeight)
        let pinned = footerHeight <= maxCardHeight / 2 || campaign.textIsCutNotScrolled

        if pinned {
            let viewport = Rect(x: 0, y: 0, width: cardWidth, height: height - footerHeight)
            let footerTop = viewport.maxY
            let scroll = context.scrollView(viewport: viewport, contentHeight: scrollContentBottom, children: scrolled,
                                            element: AccessibilityIdentifiers.card, background: style.backgroundColor ?? theme.backgroundColor)
            let pinnedButtons = buttons.boxes.map { $0.offsetBy(dx: 0, dy: footerTop) }
            return ([scroll] + pinnedButtons, height, natural)
        }
        let all = scrolled + buttons.boxes.map { $0.offsetBy(dx: 0, dy: scrollContentBottom) }
        let scroll = context.scrollView(viewport: Rect(x: 0, y: 0, width: cardWidth, height: height), contentHeight: natural,
                                        children: all, element: AccessibilityIdentifiers.card, background: style.backgroundColor ?? theme.backgroundColor)
        return ([scroll], height, natural)
    }

    /// `box`'s text cut to the lines that fit in `height` (at least one), the
    /// last one ending in an ellipsis, as a SwiftUI `Text` truncates when it is
    /// offered less room than it needs. VoiceOver still reads the whole text.
    private func cut(_ box: Box, toHeight height: Double) -> Box {
        guard var text = box.text, box.frame.height > height + 0.5 else { return box }
        var kept = 0, used = 0.0
        while kept < text.lines.count, kept == 0 || used + text.lines[kept].height <= height {
            used += text.lines[kept].height
            kept += 1
        }
        guard kept < text.lines.count else { return box }
        let above = text.lines[..<(kept - 1)].reduce(0) { $0 + $1.height }
        let rest = text.lines[(kept - 1)...].map(\.text).joined(separator: " ")
        let last = context.oneLine(rest, font: text.font, width: box.frame.width, alignment: text.alignment)
            .map { $0.offsetBy(dx: 0, dy: above) }
        text.lines = Array(text.lines[..<(kept - 1)]) + last
        var copy = box
        copy.text = text
        copy.frame.height = text.lines.blockHeight
        let total = box.text?.lines.count ?? 0
        context.diagnostics.append(Diagnostic(.warning, Diagnostic.Code.textTruncated,
            "the \(box.role == .header ? "header" : "body") shows \(kept) of its \(total) lines, cut with an ellipsis: the SDK's card does not scroll",
            element: AccessibilityIdentifiers.card))
        return copy
    }

    /// The card height everything but the artwork needs so that the whole
    /// header and the body's first line show without scrolling: padding and
    /// spacings, the header, the first body line and the pinned buttons.
    private func roomForHeaderAndFirstBodyLine(header: String?, body: String?, contentWidth: Double, artworkOnTop: Bool,
                                              footerHeight: Double, hasButtons: Bool) -> Double {
        let modal = context.theme.modal
        let style = campaign.style
        var room = artworkOnTop ? modal.artworkSpacing : modal.padding.top + 2 * modal.artworkSpacing
        if let header {
            let lines = context.lines(header, font: context.font(modal.headerFont), width: contentWidth,
                                      alignment: context.physical(style.headerAlignment ?? modal.headerAlignment))
            room += lines.blockHeight + (body == nil ? 0 : modal.headerBodySpacing)
        }
        if let body {
            let lines = context.lines(body, font: context.font(modal.bodyFont), width: contentWidth,
                                      alignment: context.physical(style.bodyAlignment ?? modal.bodyAlignment))
            room += lines.first.map(\.height) ?? 0
        }
        return room + (hasButtons ? modal.textButtonSpacing + footerHeight : modal.padding.bottom)
    }

    /// The theme's fixed artwork height, or the height the artwork's aspect
    /// ratio gives at `width`, capped to a fraction of the card's maximum
    /// height. Either way it yields to the text: never taller than leaves
    /// `textNeeds` for the header and the body's first line (docs/layout.md,
    /// "Artwork yields to the header"), but never below half its cap: below
    /// that a picture is a strip, and text that still does not fit scrolls.
    private func artworkHeight(_ image: ImageContent, width: Double, maxCardHeight: Double, textNeeds: Double) -> Double {
        let modal = context.theme.modal
        let aspect = Double(image.pixelWidth) / Double(max(1, image.pixelHeight))
        let fraction = modal.maxArtworkFraction * (context.environment.textSize.isAccessibilityCategory ? modal.accessibilityArtworkScale : 1)
        let capped = modal.artworkHeight ?? min(width / aspect, maxCardHeight * fraction)
        // A picture of fixed size in an SDK that cuts its text never yields.
        if campaign.textIsCutNotScrolled { return capped }
        return max(min(capped, maxCardHeight - textNeeds), capped / 2)
    }
}
