import BoxTreeModel

/// A vendor's second set of colours for a device in dark mode (Braze's
/// `themes.dark`), which its SDK draws instead of the message's own when
/// the app is dark. Each colour given replaces the light one; one it leaves
/// out keeps the light colour, as the SDKs fall back to it.
///
/// Only importers set it (`VendorHints.darkTheme`): our own campaign format
/// has one set of colours, drawn in both appearances.
public struct VendorDarkTheme: Equatable, Sendable {
    /// Background, text, header, close button and frame (scrim) colours;
    /// alignments stay the message's.
    public var style: MessageStyle
    /// Braze's slide-up icon: the glyph's colour and its square's.
    public var iconColor: RGBAColor?
    public var iconBackground: RGBAColor?
    /// Each button's dark colours, in the order of the message's buttons
    /// (Braze's `themes.dark.btns` lists them as `btns` does).
    public var buttons: [ButtonStyle]

    public init(style: MessageStyle = MessageStyle(), iconColor: RGBAColor? = nil, iconBackground: RGBAColor? = nil,
                buttons: [ButtonStyle] = []) {
        self.style = style
        self.iconColor = iconColor
        self.iconBackground = iconBackground
        self.buttons = buttons
    }

    /// `campaign` with these colours over its own.
    public func applied(to campaign: Campaign) -> Campaign {
        var campaign = campaign
        var style = campaign.style
        style.backgroundColor = self.style.backgroundColor ?? style.backgroundColor
        style.textColor = self.style.textColor ?? style.textColor
        style.headerColor = self.style.headerColor ?? style.headerColor
        style.closeButtonColor = self.style.closeButtonColor ?? style.closeButtonColor
        style.borderColor = self.style.borderColor ?? style.borderColor
        style.frameColor = self.style.frameColor ?? style.frameColor
        campaign.style = style
        for (index, dark) in buttons.enumerated() where index < campaign.buttons.count {
            var button = campaign.buttons[index].style
            button.backgroundColor = dark.backgroundColor ?? button.backgroundColor
            button.textColor = dark.textColor ?? button.textColor
            button.borderColor = dark.borderColor ?? button.borderColor
            campaign.buttons[index].style = button
        }
        if var icon = campaign.vendor?.brazeIcon {
            icon.color = iconColor ?? icon.color
            icon.background = iconBackground ?? icon.background
            campaign.vendor?.brazeIcon = icon
        }
        return campaign
    }
}
