/// The theme file format: every key a theme file may set, in the order the
/// documentation and the encoder list them. `docs/themes.md` describes each.
enum ThemeSchema {
    /// Top-level keys that are not theme values.
    static let fileKeys = ["description", "notes", "extends"]

    static var keys: [ThemeKey] {
        [
            ThemeKey("fontScale", .number(\.fontScale, .scale)),
            ThemeKey("colors", .group([
                ThemeKey("background", .color(\.backgroundColor)),
                ThemeKey("header", .color(\.headerColor)),
                ThemeKey("text", .color(\.textColor)),
                ThemeKey("scrim", .color(\.scrimColor)),
                ThemeKey("chevron", .color(\.chevronColor)),
                ThemeKey("artworkPlaceholder", .color(\.artworkPlaceholder)),
            ])),
            ThemeKey("slideUp", .group([
                ThemeKey("margin", .number(\.slideUp.margin, .points)),
                ThemeKey("edgeToEdge", .flag(\.slideUp.edgeToEdge)),
                ThemeKey("padding", .insets(\.slideUp.padding)),
                ThemeKey("iconLeadingPadding", .optionalNumber(\.slideUp.iconLeadingPadding, .points)),
                ThemeKey("cornerRadius", .number(\.slideUp.cornerRadius, .points)),
                ThemeKey("narrowCornerRadius", .optionalNumber(\.slideUp.narrowCornerRadius, .points)),
                ThemeKey("padTrailingPadding", .optionalNumber(\.slideUp.padTrailingPadding, .points)),
                ThemeKey("maxWidth", .number(\.slideUp.maxWidth, .points)),
                ThemeKey("minHeight", .number(\.slideUp.minHeight, .points)),
                ThemeKey("maxHeightFraction", .number(\.slideUp.maxHeightFraction, .fraction)),
                ThemeKey("iconSize", .number(\.slideUp.iconSize, .points)),
                ThemeKey("iconCornerRadius", .number(\.slideUp.iconCornerRadius, .points)),
                ThemeKey("iconAlignment", .choice(.of(\.slideUp.iconAlignment))),
                ThemeKey("spacing", .number(\.slideUp.spacing, .points)),
                ThemeKey("headerBodySpacing", .number(\.slideUp.headerBodySpacing, .points)),
                ThemeKey("chevronWidth", .number(\.slideUp.chevronWidth, .points)),
                ThemeKey("chevronHeight", .number(\.slideUp.chevronHeight, .points)),
                font("headerFont", \.slideUp.headerFont),
                font("bodyFont", \.slideUp.bodyFont),
                ThemeKey("headerAlignment", .choice(.of(\.slideUp.headerAlignment))),
                ThemeKey("bodyAlignment", .choice(.of(\.slideUp.bodyAlignment))),
                ThemeKey("shadow", .shadow(\.slideUp.shadow)),
            ])),
            ThemeKey("modal", .group([
                ThemeKey("margin", .number(\.modal.margin, .points)),
                ThemeKey("padding", .insets(\.modal.padding)),
                ThemeKey("cornerRadius", .number(\.modal.cornerRadius, .points)),
                ThemeKey("maxWidth", .number(\.modal.maxWidth, .points)),
                ThemeKey("maxWidthPad", .number(\.modal.maxWidthPad, .points)),
                ThemeKey("maxHeight", .optionalNumber(\.modal.maxHeight, .points)),
                ThemeKey("maxWidthPadLandscape", .optionalNumber(\.modal.maxWidthPadLandscape, .points)),
                ThemeKey("maxHeightPadLandscape", .optionalNumber(\.modal.maxHeightPadLandscape, .points)),
                ThemeKey("artworkPlacement", .choice(.of(\.modal.artworkPlacement))),
                ThemeKey("artworkSpacing", .number(\.modal.artworkSpacing, .points)),
                ThemeKey("artworkHeight", .optionalNumber(\.modal.artworkHeight, .points)),
                ThemeKey("maxArtworkFraction", .number(\.modal.maxArtworkFraction, .fraction)),
                ThemeKey("accessibilityArtworkScale", .number(\.modal.accessibilityArtworkScale, .fraction)),
                font("headerFont", \.modal.headerFont),
                font("bodyFont", \.modal.bodyFont),
                ThemeKey("headerAlignment", .choice(.of(\.modal.headerAlignment))),
                ThemeKey("bodyAlignment", .choice(.of(\.modal.bodyAlignment))),
                ThemeKey("headerBodySpacing", .number(\.modal.headerBodySpacing, .points)),
                ThemeKey("textButtonSpacing", .number(\.modal.textButtonSpacing, .points)),
                ThemeKey("shadow", .shadow(\.modal.shadow)),
            ])),
            ThemeKey("fullscreen", .group([
                ThemeKey("padding", .insets(\.fullscreen.padding)),
                ThemeKey("artworkSpacing", .number(\.fullscreen.artworkSpacing, .points)),
                ThemeKey("maxArtworkFraction", .number(\.fullscreen.maxArtworkFraction, .fraction)),
                ThemeKey("artworkFillsFraction", .flag(\.fullscreen.artworkFillsFraction)),
                ThemeKey("accessibilityArtworkScale", .number(\.fullscreen.accessibilityArtworkScale, .fraction)),
                ThemeKey("landscapeArtworkFraction", .number(\.fullscreen.landscapeArtworkFraction, .fraction)),
                ThemeKey("landscapeArtworkOnTop", .flag(\.fullscreen.landscapeArtworkOnTop)),
                ThemeKey("maxContentWidth", .number(\.fullscreen.maxContentWidth, .points)),
                font("headerFont", \.fullscreen.headerFont),
                font("bodyFont", \.fullscreen.bodyFont),
                ThemeKey("headerAlignment", .choice(.of(\.fullscreen.headerAlignment))),
                ThemeKey("bodyAlignment", .choice(.of(\.fullscreen.bodyAlignment))),
                ThemeKey("headerBodySpacing", .number(\.fullscreen.headerBodySpacing, .points)),
                ThemeKey("buttonsAtBottom", .flag(\.fullscreen.buttonsAtBottom)),
                ThemeKey("textButtonSpacing", .number(\.fullscreen.textButtonSpacing, .points)),
            ])),
            ThemeKey("buttons", .group([
                ThemeKey("arrangement", .choice(.of(\.buttons.arrangement))),
                ThemeKey("maxSideBySide", .optionalCount(\.buttons.maxSideBySide, 1...10)),
                ThemeKey("singleButtonWidth", .choice(.of(\.buttons.singleButtonWidth))),
                ThemeKey("minWidth", .number(\.buttons.minWidth, .points)),
                ThemeKey("minHeight", .number(\.buttons.minHeight, .points)),
                ThemeKey("verticalPadding", .number(\.buttons.verticalPadding, .points)),
                ThemeKey("horizontalPadding", .number(\.buttons.horizontalPadding, .points)),
                ThemeKey("spacing", .number(\.buttons.spacing, .points)),
                ThemeKey("cornerRadius", .number(\.buttons.cornerRadius, .points)),
                ThemeKey("borderWidth", .number(\.buttons.borderWidth, .points)),
                font("font", \.buttons.font),
                ThemeKey("primaryPosition", .choice(.of(\.buttons.primaryPosition))),
                ThemeKey("primary", .group([
                    ThemeKey("background", .color(\.buttons.primaryBackground)),
                    ThemeKey("text", .color(\.buttons.primaryText)),
                    ThemeKey("border", .optionalColor(\.buttons.primaryBorder)),
                ])),
                ThemeKey("secondary", .group([
                    ThemeKey("background", .color(\.buttons.secondaryBackground)),
                    ThemeKey("text", .color(\.buttons.secondaryText)),
                    ThemeKey("border", .optionalColor(\.buttons.secondaryBorder)),
                ])),
            ])),
            ThemeKey("close", .group([
                ThemeKey("placement", .choice(.of(\.close.placement))),
                ThemeKey("targetSize", .number(\.close.targetSize, .points)),
                ThemeKey("visibleSize", .number(\.close.visibleSize, .points)),
                ThemeKey("inset", .number(\.close.inset, .points)),
                ThemeKey("glyph", .color(\.close.glyphColor)),
                ThemeKey("background", .color(\.close.background)),
                ThemeKey("glyphOnArtwork", .color(\.close.glyphColorOnArtwork)),
                ThemeKey("backgroundOnArtwork", .color(\.close.backgroundOnArtwork)),
            ])),
        ]
    }

    /// A font object: `style`, `emphasized`, `weight`, `scale`, `dynamicType`.
    private static func font(_ name: String, _ keyPath: WritableKeyPath<Theme, ThemeFont>) -> ThemeKey {
        ThemeKey(name, .group([
            ThemeKey("style", .choice(.of(keyPath.appending(path: \.style)))),
            ThemeKey("emphasized", .flag(keyPath.appending(path: \.emphasized))),
            ThemeKey("weight", .choice(.weight(keyPath.appending(path: \.weight)))),
            ThemeKey("scale", .number(keyPath.appending(path: \.scale), .scale)),
            ThemeKey("dynamicType", .flag(keyPath.appending(path: \.dynamicType))),
        ]))
    }

    /// Every leaf key's dotted path (`modal.padding.top`, `slideUp.shadow.color`), in order.
    static var leafPaths: [String] {
        func walk(_ keys: [ThemeKey], prefix: String) -> [String] {
            keys.flatMap { key -> [String] in
                let path = prefix.isEmpty ? key.name : prefix + "." + key.name
                switch key.kind {
                case .group(let children): return walk(children, prefix: path)
                case .insets: return ["top", "leading", "bottom", "trailing"].map { path + "." + $0 }
                case .shadow: return ["color", "offsetY", "blurRadius"].map { path + "." + $0 }
                default: return [path]
                }
            }
        }
        return walk(keys, prefix: "")
    }
}
