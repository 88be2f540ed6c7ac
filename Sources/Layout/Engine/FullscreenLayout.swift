import BoxTreeModel
import CampaignModel

/// A full screen: the surface covers the screen edge to edge. Artwork runs
/// to the screen's side edges in portrait and to its top and bottom edges in
/// landscape (beside the text; across the top as in portrait when the theme's
/// `landscapeArtworkOnTop` is set, as BrazeUI's full view does), but stays out of the status bar and the Dynamic Island (the
/// safe area's top in portrait, its leading side in landscape); text, buttons
/// and the close glyph stay inside the safe area. Buttons are pinned to the
/// bottom; the rest scrolls. On an iPad (regular width) text and buttons form
/// one block centred in the space the artwork leaves (docs/layout.md).
struct FullscreenLayout {
    let context: LayoutContext
    let campaign: Campaign
    let content: ResolvedContent

    func layout(image: ImageContent?) -> Box {
        let environment = context.environment
        let theme = context.theme
        let style = campaign.style
        let screen = environment.screenRect
        let safe = environment.safeRect
        var children: [Box]
        var closeOnArtwork = false

        // Where the picture may start: below the status bar, or at the screen's top when the SDK hides the status bar.
        let artworkTop = campaign.fullScreenHidesStatusBar ? screen.minY : safe.minY
        if campaign.layout == .imageOnly, let image {
            // The picture fills the screen but for the status bar and the Dynamic Island.
            let frame = environment.orientation == .landscape
                ? Rect(x: safe.minX, y: artworkTop, width: safe.width, height: screen.maxY - artworkTop)
                : Rect(x: screen.minX, y: artworkTop, width: screen.width, height: screen.maxY - artworkTop)
            children = [context.artworkBox(image, frame: frame, label: context.imageOnlyLabel(header: content.header, body: content.body), mode: .aspectFill)]
            // Buttons stay inside the safe area, above the home indicator.
            children += context.buttonsOverArtwork(content, campaign: campaign,
                                                   in: Rect(x: safe.minX, y: safe.minY, width: safe.width, height: safe.height),
                                                   padding: theme.fullscreen.padding)
            closeOnArtwork = true
        } else {
            let result = textWithImage(image: image, artworkTop: artworkTop)
            children = result.children
            closeOnArtwork = result.artworkFrame.map { $0.maxX >= safe.maxX - theme.close.targetSize && $0.minY <= safe.minY } ?? false
        }
        if campaign.showCloseButton {
            children.append(context.closeButton(trailingX: safe.maxX, topY: safe.minY, onArtwork: closeOnArtwork, color: style.closeButtonColor))
        }
        return context.exposingClickTarget(Box(role: .surface, frame: screen, fill: .color(style.backgroundColor ?? theme.backgroundColor),
                   accessibility: AccessibilityInfo(elementType: .other, identifier: AccessibilityIdentifiers.surface(.fullscreen),
                                                    isModal: true, isElement: false),
                   action: campaign.clickAction.map { ActionInfo($0) },
                   children: children))
    }

    private func textWithImage(image: ImageContent?, artworkTop: Double) -> (children: [Box], artworkFrame: Rect?) {
        let environment = context.environment
        let theme = context.theme
        let full = theme.fullscreen
        let style = campaign.style
        let screen = environment.screenRect
        let safe = environment.safeRect
        let landscape = environment.orientation == .landscape
        // The artwork has its own column beside the text, unless the theme keeps one column in landscape too.
        let beside = landscape && !full.landscapeArtworkOnTop

        var artworkFrame: Rect?
        let padding = full.padding
        var columnLeft = safe.minX + padding.leading
        var columnTop = safe.minY + padding.top
        if let image {
            if beside {
                // Beside the text from the safe area's leading edge (the Dynamic Island's side),
                // from the status bar (an iPad's; a phone hides it in landscape) to the bottom.
                let width = (safe.width * full.landscapeArtworkFraction).rounded()
                artworkFrame = Rect(x: safe.minX, y: safe.minY, width: width, height: screen.maxY - safe.minY)
                columnLeft = max(columnLeft, safe.minX + width + full.artworkSpacing)
            } else {
                // Across the screen from the bottom of the status bar (or the screen's top, if hidden) down.
                let aspect = Double(image.pixelWidth) / Double(max(1, image.pixelHeight))
                let fraction = full.maxArtworkFraction * (environment.textSize.isAccessibilityCategory ? full.accessibilityArtworkScale : 1)
                let height = (full.artworkFillsFraction ? screen.height * fraction : min(screen.width / aspect, screen.height * fraction)).rounded()
                artworkFrame = Rect(x: 0, y: artworkTop, width: screen.width, height: height)
                columnTop = max(columnTop, artworkTop + height + full.artworkSpacing)
            }
        }
        var columnWidth = safe.maxX - padding.trailing - columnLeft
        if columnWidth > full.maxContentWidth {
            columnLeft += (columnWidth - full.maxContentWidth) / 2
            columnWidth = full.maxContentWidth
        }
        // Text level with the close target gives way to it (see `LayoutContext.closeClearance`).
        let closeBottom = campaign.showCloseButton ? safe.minY + theme.close.inset + theme.close.targetSize : -Double.infinity
        let closeLeft = safe.maxX - theme.close.inset - theme.close.targetSize
        func textBox(_ role: Box.Role, _ text: String, _ font: ThemeFont, _ color: RGBAColor, _ alignment: TextAlignment,
                     at top: Double, _ accessibility: AccessibilityInfo) -> Box {
            let overlap = top < closeBottom ? max(0, columnLeft + columnWidth - closeLeft) : 0
            let side = context.closeClearance(overlap, alignment: alignment)
            return context.textBox(role: role, text: text, font: context.font(font), color: color, alignment: alignment,
                                   x: columnLeft + side.leading, y: top, width: columnWidth - side.leading - side.trailing,
                                   accessibility: accessibility)
        }

        var scrolled: [Box] = []
        if let image, let frame = artworkFrame {
            scrolled.append(context.artworkBox(image, frame: frame, label: nil))
        }
        var y = columnTop
        var texts: [Box] = []
        if let header = content.header, !header.isEmpty {
            texts.append(textBox(.header, header, full.headerFont, style.headerColor ?? theme.headerColor,
                                 style.headerAlignment ?? full.headerAlignment, at: y, context.headerAccessibility(header)))
            y = texts.last!.frame.maxY + full.headerBodySpacing
        }
        if let body = content.body, !body.isEmpty {
            texts.append(textBox(.body, body, full.bodyFont, style.textColor ?? theme.textColor,
                                 style.bodyAlignment ?? full.bodyAlignment, at: y, context.bodyAccessibility(body)))
            y = texts.last!.frame.maxY
        }
        scrolled += texts
        let contentBottom = y + padding.bottom

        let buttons = context.buttons(content.buttons, x: columnLeft, y: 0, width: columnWidth)
        let footerHeight = buttons.boxes.isEmpty ? 0 : buttons.height + padding.bottom
        let available = safe.maxY - (landscape ? safe.minY : 0)
        let pinned = footerHeight <= available / 2
        // Beside the text the artwork has its own column and does not scroll with it.
        var fixed: [Box] = []
        if beside, !scrolled.isEmpty, scrolled[0].role == .artwork {
            fixed.append(scrolled.removeFirst())
        }
        let viewportLeft = beside ? (artworkFrame?.maxX ?? 0) : 0
        if pinned {
            // Buttons either sit at the bottom of the safe area, or follow the
            // text until it is long enough to push them there. On an iPad
            // they follow the text, and text and buttons are centred together
            // in the room below (or beside) the artwork.
            let regularWidth = environment.device.isPad
            let followsText = (regularWidth || !full.buttonsAtBottom) && !buttons.boxes.isEmpty
            if regularWidth {
                let block = y - columnTop + (buttons.boxes.isEmpty ? 0 : full.textButtonSpacing + buttons.height)
                let shift = max(0, (safe.maxY - padding.bottom - columnTop - block) / 2)
                scrolled = scrolled.map { $0.role == .artwork ? $0 : $0.offsetBy(dx: 0, dy: shift) }
                y += shift
            }
            let footerTop = followsText ? min(safe.maxY - footerHeight, y + full.textButtonSpacing) : safe.maxY - footerHeight
            let viewport = Rect(x: viewportLeft, y: 0, width: screen.width - viewportLeft, height: footerTop)
            let scroll = context.scrollView(viewport: viewport, contentHeight: followsText ? y + full.textButtonSpacing : contentBottom,
                                            children: scrolled,
                                            element: AccessibilityIdentifiers.surface(.fullscreen), background: style.backgroundColor ?? theme.backgroundColor)
            return (fixed + [scroll] + buttons.boxes.map { $0.offsetBy(dx: 0, dy: footerTop) }, artworkFrame)
        }
        let all = scrolled + buttons.boxes.map { $0.offsetBy(dx: 0, dy: contentBottom) }
        let viewport = Rect(x: viewportLeft, y: 0, width: screen.width - viewportLeft, height: safe.maxY)
        let scroll = context.scrollView(viewport: viewport, contentHeight: contentBottom + buttons.height + padding.bottom,
                                        children: all, element: AccessibilityIdentifiers.surface(.fullscreen), background: style.backgroundColor ?? theme.backgroundColor)
        return (fixed + [scroll], artworkFrame)
    }
}
