import CampaignModel

/// A slide-up: a banner at the top or bottom of the safe area, icon at the
/// leading edge, header and body in a column, buttons under the text and a
/// chevron at the trailing edge when the banner has a click action. It never
/// grows past a fraction of the safe area; the rest scrolls.
struct SlideUpLayout {
    let context: LayoutContext
    let campaign: Campaign
    let content: ResolvedContent

    func layout(image: ImageContent?, icon: ImageContent?) -> Box {
        let environment = context.environment
        let theme = context.theme
        let slideUp = theme.slideUp
        let style = campaign.style
        let safe = environment.safeRect
        let width = min(slideUp.maxWidth, safe.width - 2 * slideUp.margin)
        let maxHeight = safe.height * slideUp.maxHeightFraction
        let identifier = AccessibilityIdentifiers.surface(.slideup)

        var children: [Box]
        var height: Double
        if campaign.layout == .imageOnly, let image {
            let aspect = Double(image.pixelWidth) / Double(max(1, image.pixelHeight))
            height = min(width / aspect, maxHeight)
            children = [context.artworkBox(image, frame: Rect(x: 0, y: 0, width: width, height: height),
                                           label: content.header ?? content.body, mode: .aspectFill)]
        } else {
            (children, height) = textColumn(graphic: icon ?? image, width: width, maxHeight: maxHeight)
        }

        let x = safe.midX - width / 2
        let y = campaign.slidePosition == .top ? safe.minY + slideUp.margin : safe.maxY - slideUp.margin - height
        return Box(role: .surface, frame: Rect(x: 0, y: 0, width: width, height: height),
                   clip: Rect(x: 0, y: 0, width: width, height: height),
                   fill: .color(style.backgroundColor ?? theme.backgroundColor), cornerRadius: slideUp.cornerRadius,
                   border: style.borderColor.map { Border(color: $0, width: 1) }, shadow: slideUp.shadow,
                   accessibility: AccessibilityInfo(elementType: .other, identifier: identifier, isElement: false),
                   action: campaign.clickAction.map { ActionInfo($0) },
                   children: children)
            .offsetBy(dx: x, dy: y)
    }

    /// Icon, text and buttons laid out inside a banner `width` wide (banner coordinates).
    private func textColumn(graphic: ImageContent?, width: Double, maxHeight: Double) -> ([Box], Double) {
        let theme = context.theme
        let slideUp = theme.slideUp
        let style = campaign.style
        let hasChevron = campaign.clickAction != nil
        let textX = slideUp.padding + (graphic == nil ? 0 : slideUp.iconSize + slideUp.spacing)
        let textWidth = width - textX - slideUp.padding - (hasChevron ? slideUp.chevronWidth + slideUp.spacing : 0)

        var column: [Box] = []
        var y = 0.0
        if let header = content.header, !header.isEmpty {
            column.append(context.textBox(role: .header, text: header, font: context.font(slideUp.headerStyle, emphasized: true),
                                          color: style.headerColor ?? theme.headerColor, alignment: style.headerAlignment ?? .leading,
                                          x: textX, y: y, width: textWidth, accessibility: context.headerAccessibility(header)))
            y = column.last!.frame.maxY + 2
        }
        if let body = content.body, !body.isEmpty {
            column.append(context.textBox(role: .body, text: body, font: context.font(slideUp.bodyStyle),
                                          color: style.textColor ?? theme.textColor, alignment: style.bodyAlignment ?? .leading,
                                          x: textX, y: y, width: textWidth, accessibility: context.bodyAccessibility(body)))
            y = column.last!.frame.maxY
        } else if !column.isEmpty {
            y -= 2
        }
        let buttons = context.buttons(content.buttons, x: textX, y: y + (column.isEmpty ? 0 : slideUp.spacing), width: textWidth)
        if !buttons.boxes.isEmpty { y = buttons.boxes.map(\.frame.maxY).max()! }
        column += buttons.boxes

        let textHeight = y
        let innerHeight = max(graphic == nil ? 0 : slideUp.iconSize, textHeight)
        let natural = innerHeight + 2 * slideUp.padding
        let height = min(natural, maxHeight)
        // A column shorter than the icon is centred on it; the icon tops a taller one.
        let textTop = slideUp.padding + max(0, (innerHeight - textHeight) / 2)
        let viewport = Rect(x: 0, y: 0, width: width, height: height)
        var children = [context.scrollView(viewport: viewport, contentHeight: natural,
                                           children: column.map { $0.offsetBy(dx: 0, dy: textTop) },
                                           element: AccessibilityIdentifiers.surface(.slideup), background: style.backgroundColor ?? theme.backgroundColor)]
        if let graphic {
            // Beside a short column the icon is centred; beside a taller one it aligns to the top.
            let iconTop = slideUp.padding
            children.insert(context.artworkBox(graphic, frame: Rect(x: slideUp.padding, y: iconTop, width: slideUp.iconSize, height: slideUp.iconSize),
                                               label: nil, cornerRadius: slideUp.iconCornerRadius, role: .icon), at: 0)
        }
        if hasChevron {
            let chevronHeight = 20.0
            children.append(Box(role: .chevron,
                                frame: Rect(x: width - slideUp.padding - slideUp.chevronWidth, y: (height - chevronHeight) / 2,
                                            width: slideUp.chevronWidth, height: chevronHeight),
                                glyph: .chevron(color: theme.chevronColor, pointsRight: true)))
        }
        return (children, height)
    }
}
