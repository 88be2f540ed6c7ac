import JSONReading
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

    /// A campaign over a limit, as a problem at the file's root: for
    /// imported vendor messages, whose readers do not check the limits as
    /// they read (ours reports them where they are).
    static func problems(in campaign: Campaign, file: String) -> [InputProblem] {
        var problems: [InputProblem] = []
        if campaign.buttons.count > maxButtons {
            problems.append(InputProblem(file: file, path: "", expected: "at most \(maxButtons) buttons", found: "\(campaign.buttons.count) buttons"))
        }
        if campaign.localizations.count > maxLocalizations {
            problems.append(InputProblem(file: file, path: "", expected: "at most \(maxLocalizations) localizations",
                                            found: "\(campaign.localizations.count) localizations"))
        }
        return problems
    }
}
