import BoxTreeModel
import CampaignModel

/// A full screen: the surface covers the screen edge to edge. Artwork runs
/// to the screen's edges (the top in portrait, the leading side in
/// landscape); text, buttons and the close glyph stay inside the safe area.
/// Buttons are pinned to the bottom; the rest scrolls.
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

        if campaign.layout == .imageOnly, let image {
            children = [context.artworkBox(image, frame: screen, label: content.header ?? content.body, mode: .aspectFill)]
            closeOnArtwork = true
        } else {
            let result = textWithImage(image: image)
            children = result.children
            closeOnArtwork = result.artworkFrame.map { $0.maxX >= safe.maxX - theme.close.targetSize && $0.minY <= safe.minY } ?? false
        }
        if campaign.showCloseButton {
            children.append(context.closeButton(trailingX: safe.maxX, topY: safe.minY, onArtwork: closeOnArtwork, color: style.closeButtonColor))
        }
        return Box(role: .surface, frame: screen, fill: .color(style.backgroundColor ?? theme.backgroundColor),
                   accessibility: AccessibilityInfo(elementType: .other, identifier: AccessibilityIdentifiers.surface(.fullscreen),
                                                    isModal: true, isElement: false),
                   action: campaign.clickAction.map { ActionInfo($0) },
                   children: children)
    }

    private func textWithImage(image: ImageContent?) -> (children: [Box], artworkFrame: Rect?) {
        let environment = context.environment
        let theme = context.theme
        let full = theme.fullscreen
        let style = campaign.style
        let screen = environment.screenRect
        let safe = environment.safeRect
        let landscape = environment.orientation == .landscape

        var artworkFrame: Rect?
        let padding = full.padding
        var columnLeft = safe.minX + padding.leading
        var columnTop = safe.minY + padding.top
        if let image {
            if landscape {
                let width = (screen.width * full.landscapeArtworkFraction).rounded()
                artworkFrame = Rect(x: 0, y: 0, width: width, height: screen.height)
                columnLeft = max(columnLeft, width + full.artworkSpacing)
            } else {
                let aspect = Double(image.pixelWidth) / Double(max(1, image.pixelHeight))
                let fraction = full.maxArtworkFraction * (environment.textSize.isAccessibilityCategory ? full.accessibilityArtworkScale : 1)
                let height = (full.artworkFillsFraction ? screen.height * fraction : min(screen.width / aspect, screen.height * fraction)).rounded()
                artworkFrame = Rect(x: 0, y: 0, width: screen.width, height: height)
                columnTop = max(columnTop, height + full.artworkSpacing)
            }
        }
        var columnWidth = safe.maxX - padding.trailing - columnLeft
        if columnWidth > full.maxContentWidth {
            columnLeft += (columnWidth - full.maxContentWidth) / 2
            columnWidth = full.maxContentWidth
        }
        // Text level with the close target keeps clear of it, on both sides so centred text stays centred.
        let closeBottom = campaign.showCloseButton ? safe.minY + theme.close.inset + theme.close.targetSize : -Double.infinity
        let closeLeft = safe.maxX - theme.close.inset - theme.close.targetSize
        func inset(at top: Double) -> Double {
            guard top < closeBottom else { return 0 }
            return max(0, columnLeft + columnWidth - closeLeft)
        }

        var scrolled: [Box] = []
        if let image, let frame = artworkFrame {
            scrolled.append(context.artworkBox(image, frame: frame, label: nil))
        }
        var y = columnTop
        var texts: [Box] = []
        if let header = content.header, !header.isEmpty {
            let i = inset(at: y)
            texts.append(context.textBox(role: .header, text: header, font: context.font(full.headerFont),
                                         color: style.headerColor ?? theme.headerColor, alignment: style.headerAlignment ?? full.headerAlignment,
                                         x: columnLeft + i, y: y, width: columnWidth - 2 * i,
                                         accessibility: context.headerAccessibility(header)))
            y = texts.last!.frame.maxY + full.headerBodySpacing
        }
        if let body = content.body, !body.isEmpty {
            let i = inset(at: y)
            texts.append(context.textBox(role: .body, text: body, font: context.font(full.bodyFont),
                                         color: style.textColor ?? theme.textColor, alignment: style.bodyAlignment ?? full.bodyAlignment,
                                         x: columnLeft + i, y: y, width: columnWidth - 2 * i,
                                         accessibility: context.bodyAccessibility(body)))
            y = texts.last!.frame.maxY
        }
        scrolled += texts
        let contentBottom = y + padding.bottom

        let buttons = context.buttons(content.buttons, x: columnLeft, y: 0, width: columnWidth)
        let footerHeight = buttons.boxes.isEmpty ? 0 : buttons.height + padding.bottom
        let available = safe.maxY - (landscape ? safe.minY : 0)
        let pinned = footerHeight <= available / 2
        // In landscape the artwork has its own column and does not scroll with the text.
        var fixed: [Box] = []
        if landscape, !scrolled.isEmpty, scrolled[0].role == .artwork {
            fixed.append(scrolled.removeFirst())
        }
        let viewportLeft = landscape ? (artworkFrame?.maxX ?? 0) : 0
        if pinned {
            // Buttons either sit at the bottom of the safe area, or follow the
            // text until it is long enough to push them there.
            let followsText = !full.buttonsAtBottom && !buttons.boxes.isEmpty
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
