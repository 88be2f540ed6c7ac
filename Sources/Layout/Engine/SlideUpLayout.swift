import BoxTreeModel
import CampaignModel

/// A slide-up: a banner at the top or bottom of the safe area, icon at the
/// leading edge, header and body in a column, buttons under the text and a
/// chevron at the trailing edge when the banner has a click action. It never
/// grows past a fraction of the safe area; the rest scrolls.
struct SlideUpLayout {
    let context: LayoutContext
    let campaign: Campaign
    let content: ResolvedContent

    /// Extra room inside the banner where it runs under the status bar or
    /// past the safe area (edge-to-edge banners), added to the theme's padding.
    private struct Overhang {
        var top = 0.0, leading = 0.0, bottom = 0.0, trailing = 0.0
    }

    func layout(image: ImageContent?, icon: ImageContent?) -> Box {
        let environment = context.environment
        let theme = context.theme
        let slideUp = theme.slideUp
        let style = campaign.style
        let safe = environment.safeRect
        let screen = environment.screenRect
        let atTop = campaign.slidePosition == .top
        let identifier = AccessibilityIdentifiers.surface(.slideup)

        let width: Double
        let x: Double
        var overhang = Overhang()
        if slideUp.edgeToEdge {
            width = min(slideUp.maxWidth, screen.width)
            x = screen.midX - width / 2
            // At the top the banner's content starts below the status bar, as Firebase's
            // banner measures it (statusBarFrame + 3), not below the safe area.
            overhang = Overhang(top: atTop ? StatusBarLayout.height(in: environment) : 0, leading: max(0, safe.minX - x),
                                bottom: atTop ? 0 : screen.maxY - safe.maxY, trailing: max(0, x + width - safe.maxX))
        } else {
            width = min(slideUp.maxWidth, safe.width - 2 * slideUp.margin)
            x = safe.midX - width / 2
        }
        let maxHeight = safe.height * slideUp.maxHeightFraction + overhang.top + overhang.bottom

        var children: [Box]
        var height: Double
        if campaign.layout == .imageOnly, let image {
            let aspect = Double(image.pixelWidth) / Double(max(1, image.pixelHeight))
            height = min(width / aspect, maxHeight)
            children = [context.artworkBox(image, frame: Rect(x: 0, y: 0, width: width, height: height),
                                           label: context.imageOnlyLabel(header: content.header, body: content.body), mode: .aspectFill)]
        } else {
            (children, height) = textColumn(graphic: icon ?? image, width: width, maxHeight: maxHeight, overhang: overhang)
        }

        let y: Double
        if slideUp.edgeToEdge {
            y = atTop ? screen.minY : screen.maxY - height
        } else {
            y = atTop ? safe.minY + slideUp.margin : safe.maxY - slideUp.margin - height
        }
        return context.exposingClickTarget(Box(role: .surface, frame: Rect(x: 0, y: 0, width: width, height: height),
                   clip: Rect(x: 0, y: 0, width: width, height: height),
                   fill: .color(style.backgroundColor ?? theme.backgroundColor), cornerRadius: cornerRadius(width: width, screen: screen),
                   border: style.borderColor.map { Border(color: $0, width: 1) }, shadow: slideUp.shadow,
                   accessibility: AccessibilityInfo(elementType: .other, identifier: identifier, isElement: false),
                   action: campaign.clickAction.map { ActionInfo($0) },
                   children: children))
            .offsetBy(dx: x, dy: y)
    }

    /// The banner's corners: an edge-to-edge banner narrower than the screen may round them.
    private func cornerRadius(width: Double, screen: Rect) -> Double {
        let slideUp = context.theme.slideUp
        guard slideUp.edgeToEdge, width < screen.width else { return slideUp.cornerRadius }
        return slideUp.narrowCornerRadius ?? slideUp.cornerRadius
    }

    /// Icon, text and buttons laid out inside a banner `width` wide (banner coordinates).
    private func textColumn(graphic: ImageContent?, width: Double, maxHeight: Double, overhang: Overhang) -> ([Box], Double) {
        let theme = context.theme
        let slideUp = theme.slideUp
        let style = campaign.style
        let hasChevron = campaign.clickAction != nil
        // Braze's Font Awesome icon stands where an image would (an image wins, as in Braze).
        let iconGlyph = graphic == nil ? campaign.brazeIcon : nil
        let hasGraphic = graphic != nil || iconGlyph != nil
        let leading = (!hasGraphic ? slideUp.padding.leading : slideUp.iconLeadingPadding ?? slideUp.padding.leading) + overhang.leading
        let trailing = (context.environment.device.isPad ? slideUp.padTrailingPadding ?? slideUp.padding.trailing : slideUp.padding.trailing)
            + overhang.trailing
        let top = slideUp.padding.top + overhang.top
        let bottom = slideUp.padding.bottom + overhang.bottom
        let textX = leading + (!hasGraphic ? 0 : slideUp.iconSize + slideUp.spacing)
        let textWidth = width - textX - trailing - (hasChevron ? slideUp.chevronWidth + slideUp.spacing : 0)

        var column: [Box] = []
        var y = 0.0
        if let header = content.header, !header.isEmpty {
            column.append(context.textBox(role: .header, text: header, font: context.font(slideUp.headerFont),
                                          color: style.headerColor ?? theme.headerColor, alignment: style.headerAlignment ?? slideUp.headerAlignment,
                                          x: textX, y: y, width: textWidth, accessibility: context.headerAccessibility(header)))
            y = column.last!.frame.maxY + slideUp.headerBodySpacing
        }
        if let body = content.body, !body.isEmpty {
            column.append(context.textBox(role: .body, text: body, font: context.font(slideUp.bodyFont),
                                          color: style.textColor ?? theme.textColor, alignment: style.bodyAlignment ?? slideUp.bodyAlignment,
                                          x: textX, y: y, width: textWidth, accessibility: context.bodyAccessibility(body)))
            y = column.last!.frame.maxY
        } else if !column.isEmpty {
            y -= slideUp.headerBodySpacing
        }
        let buttons = context.buttons(content.buttons, x: textX, y: y + (column.isEmpty ? 0 : slideUp.spacing), width: textWidth)
        if !buttons.boxes.isEmpty { y = buttons.boxes.map(\.frame.maxY).max()! }
        column += buttons.boxes

        let textHeight = y
        let innerHeight = max(!hasGraphic ? 0 : slideUp.iconSize, textHeight, slideUp.minHeight - top - bottom)
        let natural = innerHeight + (top + bottom)
        let height = min(natural, maxHeight)
        // A column shorter than the icon (or the minimum height) is centred on it.
        let textTop = top + max(0, (innerHeight - textHeight) / 2)
        let viewport = Rect(x: 0, y: 0, width: width, height: height)
        var children = [context.scrollView(viewport: viewport, contentHeight: natural,
                                           children: column.map { $0.offsetBy(dx: 0, dy: textTop) },
                                           element: AccessibilityIdentifiers.surface(.slideup), background: style.backgroundColor ?? theme.backgroundColor)]
        // Centred on what the banner shows (as the chevron is), not on the whole scrolled column.
        let visibleInner = min(innerHeight, height - top - bottom)
        let iconTop = slideUp.iconAlignment == .top ? top : top + max(0, visibleInner - slideUp.iconSize) / 2
        let iconFrame = Rect(x: leading, y: iconTop, width: slideUp.iconSize, height: slideUp.iconSize)
        if let graphic {
            children.insert(context.artworkBox(graphic, frame: iconFrame, label: nil, cornerRadius: slideUp.iconCornerRadius, role: .icon), at: 0)
        } else if let iconGlyph {
            children.insert(BrazeIconLayout(context: context).box(glyph: iconGlyph.glyph, color: iconGlyph.color, background: iconGlyph.background,
                                                                   frame: iconFrame, cornerRadius: slideUp.iconCornerRadius), at: 0)
        }
        if hasChevron {
            // Centred in the banner, leaving out any part under the status bar.
            let chevronTop = (height - overhang.top - overhang.bottom - slideUp.chevronHeight) / 2 + overhang.top
            children.append(Box(role: .chevron,
                                frame: Rect(x: width - trailing - slideUp.chevronWidth, y: chevronTop,
                                            width: slideUp.chevronWidth, height: slideUp.chevronHeight),
                                glyph: .chevron(color: theme.chevronColor, pointsRight: true)))
        }
        return (children, height)
    }
}
