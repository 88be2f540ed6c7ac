import BoxTreeModel
import CampaignModel

/// Firebase's `card` message as Firebase draws it, which is not our modal:
/// the image first, edge to edge at the card's full width (3:2, the card at
/// most 300 pt wide on a phone; at most half the card's height), then the
/// title and the body in a column
/// aligned to the leading edge, then the buttons in one row at the trailing
/// edge, the secondary before the primary, each as wide as its label. No
/// close glyph: a card closes through its buttons. In landscape and on an
/// iPad the image stands beside the text instead (Firebase's landscape card),
/// at the leading side: square, 150 to 300 pt, as tall as the card, which is
/// as tall as its text needs within those bounds (the storyboard's card
/// scene: aspect 1:1 in compact height or regular width, pinned top,
/// leading and bottom).
///
/// A Firebase `modal` in landscape takes the same form (Firebase's landscape
/// modal puts the image beside the text), keeping the modal's close glyph and
/// the theme's text alignment; in portrait a Firebase modal is our modal.
///
/// Card width, margins, padding, fonts and button look come from the theme's
/// `modal` and `buttons` (the Firebase theme matches Firebase's defaults).
struct FirebaseCardLayout {
    let context: LayoutContext
    let campaign: Campaign
    let content: ResolvedContent

    /// Between the title and the body, as Firebase's card and landscape modal space them.
    static let titleBodySpacing = 24.0
    /// A card on a phone in portrait is its image's width, at most this.
    static let portraitCardMaxWidth = 300.0
    /// A card's image in portrait, width over height (3:2), cropped to fill.
    static let portraitImageAspect = 1.5
    /// Padding either side of a card button's label, at most.
    static let buttonPadding = 12.0
    /// Above and below a card button's title: a system button's own insets,
    /// which make it 30 pt tall with its 15 pt title.
    static let cardButtonVerticalPadding = 6.0
    /// A card's buttons are system buttons given a title and its colour only
    /// (`FIRIAMCardViewController`): the payload's button colour is not drawn,
    /// so a white title on the white card is invisible on the phone, and here.
    static let buttonsHaveBackground = false
    /// A landscape modal's image is at most this fraction of the card's width.
    static let landscapeModalImageFraction = 0.4
    /// A card's image in landscape and on an iPad: square, pinned to the
    /// card's top, leading and bottom edges, from this size to
    /// `portraitCardMaxWidth`; the card is as tall as its image.
    static let landscapeImageMinSide = 150.0
    /// A card on a phone in landscape sits this far inside the root view's
    /// layout margins on each side (the storyboard pins its leading edge to
    /// the leading margin + 20 and centres it), which makes its width exact.
    static let landscapePhoneCardInset = 20.0
    /// UIKit's minimum layout margin of a view controller's root view on a
    /// compact-width phone, measured from the safe area.
    static let phoneLayoutMargin = 16.0

    func layout(image: ImageContent?) -> Box {
        let environment = context.environment
        let theme = context.theme
        let modal = theme.modal
        let safe = environment.safeRect
        let style = campaign.style
        // Firebase's landscape layout serves an iPad (regular width) too.
        let landscape = (environment.orientation == .landscape || environment.device.isPad) && image != nil
        let isCard = campaign.isFirebaseCard
        // A portrait card is as wide as its image, which is at most 300 pt.
        let phoneWidth = isCard && !landscape ? Self.portraitCardMaxWidth : modal.maxWidth * (landscape ? 2 : 1)
        let sideMargin = isCard && landscape && !environment.device.isPad ? Self.phoneLayoutMargin + Self.landscapePhoneCardInset : modal.margin
        let maxCardWidth = min(environment.device.isPad ? modal.maxWidthPad : phoneWidth, safe.width - 2 * sideMargin)
        let maxCardHeight = min(safe.height - 2 * modal.margin, modal.maxHeight ?? .infinity)
        let padding = modal.padding

        // The column beside (landscape) or under (portrait) the image. A card's image takes half the card
        // edge to edge; a modal's is whole (aspect fit, never enlarged) in at most two fifths, inside the padding.
        let modalImage = landscape && !isCard ? image.map { Self.fit($0, in: Size(width: maxCardWidth * Self.landscapeModalImageFraction,
                                                                                 height: maxCardHeight - padding.top - padding.bottom)) } : nil
        // A landscape card's square image is as tall as the card, which is as tall as its text (within the
        // image's bounds), whose width the image decides: Auto Layout's fixed point, found from the largest
        // image down (a narrower image only shortens the text, so this settles in a step or two).
        let largestSquare = min(Self.portraitCardMaxWidth, maxCardHeight)
        var square = largestSquare
        if landscape && isCard {
            for _ in 0..<4 {
                let next = min(largestSquare, max(Self.landscapeImageMinSide, columnHeight(imageWidth: square, cardWidth: maxCardWidth)))
                if next == square { break }
                square = next
            }
        }
        let imageWidth = modalImage.map { padding.leading + $0.width } ?? (landscape ? (isCard ? square : maxCardWidth / 2) : maxCardWidth)
        let columnX = landscape ? imageWidth : 0
        let columnWidth = maxCardWidth - columnX
        let textWidth = columnWidth - padding.leading - padding.trailing
        let (texts, textHeight) = textColumn(x: columnX + padding.leading, width: textWidth)
        // The buttons keep one line each and stay on the card: the text above them scrolls instead.
        let row = buttonRow(trailingX: columnX + columnWidth - padding.trailing, y: 0, maxWidth: textWidth)
        let footer = row.boxes.isEmpty ? padding.bottom : modal.textButtonSpacing + row.height + padding.bottom

        var children: [Box] = []
        var cardHeight: Double
        var textTop = 0.0
        if let image {
            let aspect = Double(image.pixelWidth) / Double(max(1, image.pixelHeight))
            if let size = modalImage {
                // Image and text column each centred vertically in the card.
                cardHeight = min(maxCardHeight, max(textHeight + footer, size.height + padding.top + padding.bottom))
                children.append(context.artworkBox(image, frame: Rect(x: padding.leading, y: (cardHeight - size.height) / 2,
                                                                      width: size.width, height: size.height), label: nil, mode: .aspectFit))
                textTop = max(0, (cardHeight - textHeight - footer) / 2)
            } else if landscape && isCard {
                // Square, edge to edge on three sides; text taller than the card scrolls above the buttons.
                cardHeight = imageWidth
                children.append(context.artworkBox(image, frame: Rect(x: 0, y: 0, width: imageWidth, height: imageWidth),
                                                   label: nil, mode: .aspectFill))
            } else if landscape {
                cardHeight = min(maxCardHeight, max(textHeight + footer, imageWidth / aspect))
                children.append(context.artworkBox(image, frame: Rect(x: 0, y: 0, width: imageWidth, height: cardHeight),
                                                   label: nil, mode: .aspectFill))
            } else {
                // A card's portrait image is always 3:2; a modal's follows the picture.
                let imageHeight = min(imageWidth / (isCard ? Self.portraitImageAspect : aspect), maxCardHeight / 2)
                children.append(context.artworkBox(image, frame: Rect(x: 0, y: 0, width: imageWidth, height: imageHeight),
                                                   label: nil, mode: .aspectFill))
                textTop = imageHeight
                cardHeight = min(maxCardHeight, imageHeight + textHeight + footer)
            }
        } else {
            cardHeight = min(maxCardHeight, textHeight + footer)
        }
        // The text's viewport ends where the buttons need their room, or with the text when it is shorter.
        let viewportHeight = min(textHeight, max(0, cardHeight - textTop - footer))
        let viewport = Rect(x: columnX, y: textTop, width: columnWidth, height: viewportHeight)
        children.append(context.scrollView(viewport: viewport, contentHeight: textHeight,
                                           children: texts.map { $0.offsetBy(dx: 0, dy: textTop) },
                                           element: AccessibilityIdentifiers.card, background: style.backgroundColor ?? theme.backgroundColor))
        // A card's buttons are pinned to its bottom (the storyboard: 24 from the bottom edge, at least 24
        // under the text), which tells only where the card is taller than its text: beside a square image.
        let rowTop = landscape && isCard ? max(viewport.maxY + modal.textButtonSpacing, cardHeight - padding.bottom - row.height)
            : viewport.maxY + (row.boxes.isEmpty ? 0 : modal.textButtonSpacing)
        children += row.boxes.map { $0.offsetBy(dx: 0, dy: rowTop) }
        if campaign.showCloseButton {
            children.append(context.closeButton(trailingX: maxCardWidth, topY: 0, onArtwork: false, color: style.closeButtonColor,
                                                placement: .inside))
        }

        let cardFrame = Rect(x: safe.midX - maxCardWidth / 2, y: safe.midY - cardHeight / 2, width: maxCardWidth, height: cardHeight)
        let local = Rect(x: 0, y: 0, width: maxCardWidth, height: cardHeight)
        let card = Box(role: .card, frame: local, clip: local, fill: .color(style.backgroundColor ?? theme.backgroundColor),
                       cornerRadius: modal.cornerRadius, border: style.borderColor.map { Border(color: $0, width: 1) }, shadow: modal.shadow,
                       accessibility: AccessibilityInfo(elementType: .other, identifier: AccessibilityIdentifiers.card, isElement: false),
                       action: campaign.clickAction.map { ActionInfo($0) }, children: children)
            .offsetBy(dx: cardFrame.x, dy: cardFrame.y)
        let scrim = Box(role: .scrim, frame: environment.screenRect, fill: .color(style.frameColor ?? theme.scrimColor),
                        action: campaign.dismissOnScrimTap ? ActionInfo(type: "dismiss", closesMessage: true) : nil)
        return Box(role: .surface, frame: environment.screenRect,
                   accessibility: AccessibilityInfo(elementType: .other, identifier: AccessibilityIdentifiers.surface(.modal),
                                                    isModal: true, isElement: false),
                   children: [scrim, card])
    }

    /// Title and body, from the card's top padding down, `width` wide at `x`,
    /// and the height they reach (title-to-body spacing included).
    private func textColumn(x: Double, width: Double) -> (boxes: [Box], height: Double) {
        let theme = context.theme, modal = theme.modal, style = campaign.style
        var texts: [Box] = []
        var y = modal.padding.top
        if let header = content.header, !header.isEmpty {
            texts.append(context.textBox(role: .header, text: header, font: context.font(modal.headerFont),
                                         color: style.headerColor ?? theme.headerColor, alignment: style.headerAlignment ?? textAlignment(modal.headerAlignment),
                                         x: x, y: y, width: width, accessibility: context.headerAccessibility(header)))
            y = texts.last!.frame.maxY + Self.titleBodySpacing
        }
        if let body = content.body, !body.isEmpty {
            texts.append(context.textBox(role: .body, text: body, font: context.font(modal.bodyFont),
                                         color: style.textColor ?? theme.textColor, alignment: style.bodyAlignment ?? textAlignment(modal.bodyAlignment),
                                         x: x, y: y, width: width, accessibility: context.bodyAccessibility(body)))
            y = texts.last!.frame.maxY
        }
        return (texts, y)
    }

    /// The height a landscape card's text column and button row need beside
    /// an image `imageWidth` wide, the card's padding included.
    private func columnHeight(imageWidth: Double, cardWidth: Double) -> Double {
        let modal = context.theme.modal, padding = modal.padding
        let textWidth = cardWidth - imageWidth - padding.leading - padding.trailing
        let height = textColumn(x: 0, width: textWidth).height
        let row = buttonRow(trailingX: cardWidth - padding.trailing, y: 0, maxWidth: textWidth)
        return height + (row.boxes.isEmpty ? padding.bottom : modal.textButtonSpacing + row.height + padding.bottom)
    }

    /// The image's size fitted in `region` keeping its aspect, never larger than its pixels (the SDK's `fitImageInRegionSize`).
    static func fit(_ image: ImageContent, in region: Size) -> Size {
        let width = Double(image.pixelWidth), height = Double(max(1, image.pixelHeight))
        guard width > region.width || height > region.height else { return Size(width: width, height: height) }
        let scale = min(region.width / max(1, width), region.height / height)
        return Size(width: width * scale, height: height * scale)
    }

    /// A card aligns its text to the leading edge; a modal keeps the theme's alignment.
    private func textAlignment(_ themed: TextAlignment) -> TextAlignment {
        campaign.isFirebaseCard ? .leading : themed
    }

    /// The buttons in one row ending at `trailingX`: secondary first, primary
    /// last (at the trailing edge), each as wide as its label.
    private func buttonRow(trailingX: Double, y: Double, maxWidth: Double) -> (boxes: [Box], height: Double) {
        // A card's buttons sit close to their labels (Firebase's card uses compact action buttons).
        var rowTheme = context.theme
        rowTheme.buttons.horizontalPadding = min(rowTheme.buttons.horizontalPadding, Self.buttonPadding)
        let context = LayoutContext(environment: context.environment, theme: rowTheme, measurer: context.measurer)
        context.buttonLabels = self.context.buttonLabels
        let style = rowTheme.buttons
        let font = context.font(style.font)
        let ordered = content.buttons.sorted { ($0.button.id == "primary" ? 1 : 0) < ($1.button.id == "primary" ? 1 : 0) }
        let available = maxWidth - style.spacing * Double(max(0, ordered.count - 1))
        let natural = ordered.map { button in
            let text = context.measurer.lines(for: button.text, font: font, maxWidth: .infinity, alignment: .left, direction: context.direction)
                .map(\.width).max() ?? 0
            return max(style.minWidth, text + 2 * style.horizontalPadding)
        }
        // Each as wide as its label while the row fits; else an equal share each. Labels keep
        // one line (cut with an ellipsis), as Firebase's buttons never wrap.
        let fits = natural.reduce(0, +) <= available
        let share = available / Double(max(1, ordered.count))
        let labels = ordered.indices.map { index in
            context.oneLine(ordered[index].text, font: font, width: (fits ? natural[index] : min(share, natural[index])) - 2 * style.horizontalPadding,
                            alignment: .center)
        }
        let labelHeight = labels.map(\.blockHeight).max() ?? 0
        // A card's buttons are plain system buttons, as tall as their title and its default insets;
        // the landscape modal's is the modal's button.
        let height = campaign.isFirebaseCard ? labelHeight + 2 * Self.cardButtonVerticalPadding : context.buttonHeight(labelHeight: labelHeight)
        var boxes: [Box] = []
        var right = trailingX
        for (index, button) in ordered.enumerated().reversed() {
            let width = fits ? natural[index] : min(share, natural[index])
            // Each button is its own row of one, so each takes the primary look unless Firebase sent its colours (it always does).
            var box = context.buttonBox(button, isPrimary: true, lines: labels[index], font: font,
                                        frame: Rect(x: right - width, y: y, width: width, height: height))
            if campaign.isFirebaseCard && !Self.buttonsHaveBackground {
                box.fill = nil
                box.border = nil
            }
            boxes.append(box)
            right -= width + style.spacing
        }
        // A modal's button is centred under its centred text, as Firebase's modal has it.
        if !campaign.isFirebaseCard, let left = boxes.map(\.frame.minX).min() {
            let dx = (trailingX - maxWidth) + (maxWidth - (trailingX - left)) / 2 - left
            boxes = boxes.map { $0.offsetBy(dx: dx, dy: 0) }
        }
        return (boxes.reversed(), height)
    }
}
