import CampaignModel

extension Campaign {
    /// The campaign as its SDK draws it in `appearance`: in dark, with the
    /// vendor's dark colours (Braze's `themes.dark`) over its own; otherwise,
    /// and for a campaign without a dark theme, unchanged. Layout reads the
    /// result, so the box tree, every renderer and lint's contrast rules see
    /// the colours the user would.
    func drawn(in appearance: Appearance) -> Campaign {
        guard appearance == .dark, let dark = vendor?.darkTheme else { return self }
        return dark.applied(to: self)
    }
}
