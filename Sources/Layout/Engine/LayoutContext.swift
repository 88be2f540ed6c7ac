import BoxTreeModel
import CampaignModel
import NumberText

/// Shared building blocks of the per-type layouts: fonts from Dynamic Type,
/// measured text boxes, buttons, the close glyph and scroll bookkeeping.
/// Boxes are built in flow coordinates (leading edge on the left) with text
/// lines relative to their box; `Mirroring` makes everything absolute.
final class LayoutContext {
    let environment: Environment
    let theme: Theme
    let measurer: any TextMeasuring
    var diagnostics: [Diagnostic] = []
    /// How button titles fit their buttons: the SDK's own rule (`LayoutPass` sets it from the campaign).
    var buttonLabels = ButtonLabelPolicy.wrap

    init(environment: Environment, theme: Theme, measurer: any TextMeasuring) {
        self.environment = environment
        self.theme = theme
        self.measurer = measurer
    }

    var direction: LayoutDirection { environment.direction }

    /// A theme font at the environment's text size.
    func font(_ font: ThemeFont) -> FontSpec {
        font.resolved(at: environment.textSize, themeScale: theme.fontScale)
    }

    /// Leading/trailing resolved for the layout direction.
    func physical(_ alignment: TextAlignment) -> PhysicalAlignment {
        switch (alignment, direction) {
        case (.center, _): .center
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): .right
        }
    }

    func lines(_ text: String, font: FontSpec, width: Double, alignment: PhysicalAlignment) -> [TextLine] {
        measurer.lines(for: text, font: font, maxWidth: max(1, width), alignment: alignment, direction: direction)
    }

    /// A box holding measured text, `width` wide, as tall as its lines.
    func textBox(role: Box.Role, text: String, font: FontSpec, color: RGBAColor, alignment: TextAlignment,
                 x: Double, y: Double, width: Double, accessibility: AccessibilityInfo?) -> Box {
        let physical = physical(alignment)
        let lines = lines(text, font: font, width: width, alignment: physical)
        return Box(role: role, frame: Rect(x: x, y: y, width: width, height: lines.blockHeight),
                   text: TextBlock(text: text, font: font, color: color, alignment: physical, lines: lines),
                   accessibility: accessibility)
    }

    func headerAccessibility(_ text: String) -> AccessibilityInfo {
        AccessibilityInfo(elementType: .staticText, label: text, traits: ["header"])
    }

    func bodyAccessibility(_ text: String) -> AccessibilityInfo {
        AccessibilityInfo(elementType: .staticText, label: text, traits: ["staticText"])
    }

    /// What VoiceOver reads for an image-only message's artwork: the
    /// campaign's own text, header then body, though neither is drawn
    /// (docs/accessibility.md, "Image-only messages").
    func imageOnlyLabel(header: String?, body: String?) -> String? {
        let parts = [header, body].compactMap { $0 }.filter { !$0.allSatisfy(\.isWhitespace) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Makes the message's tap target reachable by VoiceOver. A box carrying
    /// the campaign's click action (a slide-up's surface, a modal's card, a
    /// full screen) becomes an accessibility element itself: a button whose
    /// label is the text inside it (header, body, or an image-only message's
    /// artwork label), which is then read as part of it rather than on its
    /// own. Campaign buttons and the close glyph inside stay elements of their
    /// own, as the SDK lists them in the container's `accessibilityElements`.
    func exposingClickTarget(_ box: Box) -> Box {
        guard box.action != nil, var info = box.accessibility else { return box }
        var labels: [String] = []
        var showsImage = false
        func fold(_ box: Box) -> Box {
            var copy = box
            // Unlabelled artwork (beside text) stays what it was: an image element of its own.
            if [.header, .body, .artwork].contains(box.role), let inner = box.accessibility, let label = inner.label {
                labels.append(label)
                showsImage = showsImage || box.role == .artwork
                copy.accessibility = nil
            }
            copy.children = box.children.map(fold)
            return copy
        }
        var copy = box
        copy.children = box.children.map(fold)
        info.elementType = .button
        info.label = labels.isEmpty ? nil : labels.joined(separator: ", ")
        info.traits = ["button"] + (showsImage ? ["image"] : [])
        info.isElement = true
        copy.accessibility = info
        return copy
    }

    func artworkBox(_ image: ImageContent, frame: Rect, label: String?, cornerRadius: Double = 0,
                    mode: ImageContent.ContentMode? = nil, role: Box.Role = .artwork) -> Box {
        var image = image
        if let mode { image.contentMode = mode }
        return Box(role: role, frame: frame, fill: image.isPlaceholder ? .color(theme.artworkPlaceholder) : nil,
                   cornerRadius: cornerRadius, image: image,
                   accessibility: AccessibilityInfo(elementType: .image, label: label, traits: ["image"]))
    }

    // MARK: Buttons

    /// Campaign buttons inside a column `width` wide starting at (`x`, `y`),
    /// arranged as the theme says: side by side in equal widths (`adaptive`
    /// only when every label fits on one line) or stacked. Returns the boxes
    /// and the total height.
    func buttons(_ buttons: [ResolvedContent.ResolvedButton], x: Double, y: Double, width: Double) -> (boxes: [Box], height: Double) {
        guard !buttons.isEmpty else { return ([], 0) }
        let style = theme.buttons
        let font = font(style.font)
        let count = Double(buttons.count)
        let equalWidth = (width - style.spacing * (count - 1)) / count
        let withinLimit = buttons.count > 1 && style.maxSideBySide.map { buttons.count <= $0 } ?? true
        let sideBySide: Bool
        switch style.arrangement {
        case .stacked:
            sideBySide = false
        case .sideBySide:
            sideBySide = withinLimit
        case .adaptive:
            let naturalWidths = buttons.map { naturalWidth(of: $0.text, font: font) + 2 * style.horizontalPadding }
            sideBySide = withinLimit && naturalWidths.allSatisfy { $0 <= equalWidth }
                && buttons.allSatisfy { !$0.text.contains("\n") }
        }

        if sideBySide {
            let measured = buttons.map { buttonLabel($0.text, font: font, width: equalWidth - 2 * style.horizontalPadding) }
            let height = buttonHeight(labelHeight: measured.map(\.lines.blockHeight).max() ?? 0)
            let boxes = buttons.indices.map { index in
                buttonBox(buttons[index], isPrimary: isPrimary(index, of: buttons.count), lines: measured[index].lines, font: measured[index].font,
                          frame: Rect(x: x + Double(index) * (equalWidth + style.spacing), y: y, width: equalWidth, height: height))
            }
            return (boxes, height)
        }
        var boxes: [Box] = []
        var top = y
        for (index, button) in buttons.enumerated() {
            var left = x
            var buttonWidth = width
            if buttons.count == 1, style.singleButtonWidth == .fitText {
                buttonWidth = min(width, max(style.minWidth, naturalWidth(of: button.text, font: font) + 2 * style.horizontalPadding))
                left = x + (width - buttonWidth) / 2
            }
            let label = buttonLabel(button.text, font: font, width: buttonWidth - 2 * style.horizontalPadding)
            let height = buttonHeight(labelHeight: label.lines.blockHeight)
            boxes.append(buttonBox(button, isPrimary: isPrimary(index, of: buttons.count), lines: label.lines, font: label.font,
                                   frame: Rect(x: left, y: top, width: buttonWidth, height: height)))
            top += height + style.spacing
        }
        return (boxes, top - style.spacing - y)
    }

    private func naturalWidth(of text: String, font: FontSpec) -> Double {
        measurer.lines(for: text, font: font, maxWidth: .infinity, alignment: .left, direction: direction).maxWidth
    }

    private func isPrimary(_ index: Int, of count: Int) -> Bool {
        theme.buttons.primaryPosition == .first ? index == 0 : index == count - 1
    }

    func buttonBox(_ resolved: ResolvedContent.ResolvedButton, isPrimary: Bool, lines: [TextLine], font: FontSpec, frame: Rect) -> Box {
        let style = theme.buttons
        let buttonStyle = resolved.button.style
        let background = buttonStyle.backgroundColor ?? (isPrimary ? style.primaryBackground : style.secondaryBackground)
        let textColor = buttonStyle.textColor ?? (isPrimary ? style.primaryText : style.secondaryText)
        let borderColor = buttonStyle.borderColor ?? (isPrimary ? style.primaryBorder : style.secondaryBorder)
        // Lines are relative to the box: centre the block vertically and each line horizontally.
        let dy = (frame.height - lines.blockHeight) / 2
        let dx = style.horizontalPadding
        let placed = lines.map { $0.offsetBy(dx: dx, dy: dy) }
        let identifier = AccessibilityIdentifiers.button(resolved.button.id)
        return Box(role: .button, frame: frame, fill: .color(background), cornerRadius: style.cornerRadius,
                   border: style.borderWidth > 0 ? borderColor.map { Border(color: $0, width: style.borderWidth) } : nil,
                   text: TextBlock(text: resolved.text, font: font, color: textColor, alignment: .center, lines: placed),
                   // A button without a title has no label: VoiceOver reads only its trait.
                   accessibility: AccessibilityInfo(elementType: .button, identifier: identifier,
                                                    label: resolved.text.allSatisfy(\.isWhitespace) ? nil : resolved.text, traits: ["button"]),
                   action: ActionInfo(resolved.button.action, fallbackReason: resolved.button.fallbackReason))
    }

    // MARK: Close glyph

    /// How much of a text column's width gives way to the close target, on
    /// each side, for text that starts level with it and would reach `overlap`
    /// points into it. Only the trailing side (where the glyph sits) gives
    /// way, so leading- and trailing-aligned text keeps the leading edge it
    /// shares with the text below; centred text gives way on both sides so it
    /// stays centred on the message (docs/layout.md, "The close target").
    func closeClearance(_ overlap: Double, alignment: TextAlignment) -> (leading: Double, trailing: Double) {
        guard overlap > 0 else { return (0, 0) }
        return alignment == .center ? (overlap, overlap) : (0, overlap)
    }

    /// How far the close target reaches into the card from its top-trailing
    /// corner, down and across: text level with it must keep clear.
    var closeReach: Double {
        let close = theme.close
        return close.placement == .inside ? close.inset + close.targetSize : close.targetSize / 2 - close.inset
    }

    /// The close button: a `targetSize` square placed per `placement` against
    /// the given top-trailing corner (flow coordinates). `.inside` puts its
    /// top-trailing corner `inset` from the corner; `.outside` centres it on
    /// the corner, moved `inset` towards the inside.
    func closeButton(trailingX: Double, topY: Double, onArtwork: Bool, color: RGBAColor?,
                     placement: Theme.Close.Placement = .inside) -> Box {
        let close = theme.close
        let frame = switch placement {
        case .inside:
            Rect(x: trailingX - close.inset - close.targetSize, y: topY + close.inset, width: close.targetSize, height: close.targetSize)
        case .outside:
            Rect(x: trailingX - close.inset - close.targetSize / 2, y: topY + close.inset - close.targetSize / 2,
                 width: close.targetSize, height: close.targetSize)
        }
        let glyphColor = color ?? (onArtwork ? close.glyphColorOnArtwork : close.glyphColor)
        let background = onArtwork ? close.backgroundOnArtwork : close.background
        return Box(role: .closeButton, frame: frame,
                   glyph: .close(color: glyphColor, background: background, visibleSize: close.visibleSize),
                   accessibility: AccessibilityInfo(elementType: .button, identifier: AccessibilityIdentifiers.closeButton,
                                                    label: AccessibilityIdentifiers.closeLabel(language: environment.language),
                                                    traits: ["button"]),
                   action: ActionInfo(type: "dismiss", closesMessage: true))
    }

    // MARK: Scrolling

    /// A scroll view showing `viewport` of content `contentHeight` tall. When
    /// it does not all fit: a diagnostic, a scroll indicator, and the content
    /// fading into `background` at the bottom edge, so the cut reads as
    /// "more below" rather than as clipped text.
    func scrollView(viewport: Rect, contentHeight: Double, children: [Box], element: String, background: RGBAColor) -> Box {
        var children = children
        let hidden = contentHeight - viewport.height
        if hidden > 0.5 {
            diagnostics.append(Diagnostic(.warning, Diagnostic.Code.contentScrolls,
                "content is \(NumberText.points(contentHeight)) pt tall in a \(NumberText.points(viewport.height)) pt viewport: \(NumberText.points(hidden)) pt (\(Int((hidden / contentHeight * 100).rounded()))%) is hidden until the user scrolls",
                element: element))
            let fade = min(40, viewport.height * 0.2)
            children.append(Box(role: .scrollEdge, frame: Rect(x: viewport.minX, y: viewport.maxY - fade, width: viewport.width, height: fade),
                                fill: .linearGradient(top: background.withAlpha(0), bottom: background)))
            let inset = 3.0, thickness = 3.0
            let track = viewport.height - 2 * inset
            let length = max(36, track * viewport.height / contentHeight)
            children.append(Box(role: .scrollIndicator,
                                frame: Rect(x: viewport.maxX - inset - thickness, y: viewport.minY + inset, width: thickness, height: length),
                                fill: .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 89)), cornerRadius: thickness / 2))
        }
        return Box(role: .scrollView, frame: viewport, clip: viewport, children: children)
    }
}

extension ActionInfo {
    /// `http` and `https`: what `SFSafariViewController` can show.
    static func isWebURL(_ url: String) -> Bool {
        let scheme = url.prefix { $0 != ":" }.lowercased()
        return url.contains(":") && (scheme == "http" || scheme == "https")
    }

    init(_ action: Action, fallbackReason: String? = nil) {
        switch action {
        case .dismiss:
            self.init(type: "dismiss", closesMessage: true, fallbackReason: fallbackReason)
        case .openURL(let url, let external):
            self.init(type: "openURL", target: url, external: external, closesMessage: false,
                      opensIn: external || !Self.isWebURL(url) ? .system : .inAppBrowser)
        case .navigate(let route, _):
            self.init(type: "navigate", target: route, closesMessage: false)
        case .requestPushPermission:
            self.init(type: "requestPushPermission", closesMessage: true)
        case .unsupported(let type):
            self.init(type: type, closesMessage: false, isSupported: false)
        }
    }
}

extension Box {
    /// The box moved by (dx, dy) with all its descendants. Text lines are
    /// relative to their box until `Mirroring` runs, so they move along.
    func offsetBy(dx: Double, dy: Double) -> Box {
        var copy = self
        copy.frame.x += dx
        copy.frame.y += dy
        if var clip = copy.clip {
            clip.x += dx
            clip.y += dy
            copy.clip = clip
        }
        copy.children = children.map { $0.offsetBy(dx: dx, dy: dy) }
        return copy
    }
}
