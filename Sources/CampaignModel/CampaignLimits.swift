/// What one campaign may hold, so that a hostile file cannot make layout,
/// lint or a matrix run for hours: each limit is far above what a device
/// shows (the SDK lays out at most a handful of buttons) and a file over one
/// is refused with a located problem. docs/security.md lists them.
public enum CampaignLimits {
    /// Buttons in one message.
    public static let maxButtons = 20
    /// Languages in `localizations` (each one is a variant of every matrix).
    public static let maxLocalizations = 500
    /// UTF-8 bytes in one text (header, body, button text, ...).
    public static let maxTextBytes = 10_000
}
