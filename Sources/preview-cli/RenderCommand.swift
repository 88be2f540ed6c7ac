import ArgumentParsing
import Layout

/// `preview-cli render CAMPAIGN -o OUT.png [options]`: declares the options,
/// turns them into `RenderCommandOptions`, and hands over to `performRender`.
enum RenderCommand: Command {
    static let campaign = Positional("CAMPAIGN", help: "The campaign file (JSON, campaign format version 1).")

    static let output = Option.value(
        "output", short: "o", valueName: "OUT.png", help: "Where the PNG preview is written.", required: true)
    static let device = Option.value(
        "device", valueName: "NAME", help: "The device to preview on; 'preview-cli devices' lists their sizes.",
        default: DeviceCatalog.defaultDevice.id, choices: DeviceCatalog.all.map(\.id))
    static let orientation = Option.value(
        "orientation", valueName: "ORIENTATION", help: "How the device is held.",
        default: Orientation.portrait.rawValue, choices: Orientation.allCases.map(\.rawValue))
    static let language = Option.value(
        "lang", valueName: "CODE",
        help: "Use the campaign's localization for this language (e.g. fr, ar-EG); "
            + "ar, he, fa and ur imply right-to-left. Without it, the campaign's own text is shown.")
    static let direction = Option.value(
        "direction", valueName: "DIR", help: "Layout direction, overriding the one --lang implies (default: from --lang, else ltr).",
        choices: LayoutDirection.allCases.map(\.rawValue))
    static let textSize = Option.value(
        "text-size", valueName: "SIZE",
        help: "Dynamic Type text size: xs, s, m, l, xl, xxl, xxxl, ax1 ... ax5, "
            + "or a UIKit name such as accessibilityExtraLarge.",
        default: ContentSizeCategory.default.shortName)
    static let value = Option.repeating(
        "value", valueName: "KEY=VALUE",
        help: "A placeholder value: {KEY} in the campaign's text becomes VALUE. Wins over --values.")
    static let valuesFile = Option.value(
        "values", valueName: "FILE.json", help: "Placeholder values as a JSON object, e.g. {\"player_name\": \"Sam\"}.")
    static let assets = Option.value(
        "assets", valueName: "DIR", help: "Where https artwork is looked up: by file name, or through DIR/manifest.json. Default: an assets/ folder next to the campaign, if any.")
    static let background = Option.value(
        "background", valueName: "FILE.png|#RRGGBB",
        help: "The host app screen behind the message: a screenshot (PNG) or a colour #RGB, #RRGGBB or #RRGGBBAA "
            + "(default: a neutral mock app screen).")
    static let placeholderArtwork = Option.flag(
        "placeholder-artwork",
        help: "Draw a labelled placeholder where artwork cannot load, instead of reporting 'artwork not ready' (exit 3).")
    static let quiet = Option.flag("quiet", short: "q", help: "Print nothing on success; errors and warnings still go to stderr.")
    static let theme = Option.value(
        "theme", valueName: "NAME|FILE",
        help: "The look of the SDK's message UI: a built-in theme ('preview-cli themes' lists them) "
            + "or a theme file (a path with '/' or ending in .json; see docs/themes.md). Default: gameball.")

    static let spec = CommandSpec(
        name: "render",
        summary: "Render a campaign to a PNG preview, as the device would show the message.",
        discussion: "The message is drawn over the host app's screen at the device's pixel scale. "
            + "The PNG is written even when a device would not display the message; "
            + "the exit status and stderr then say why.",
        positionals: [campaign],
        options: [output, device, orientation, language, direction, textSize, value, valuesFile, assets,
                  background, placeholderArtwork, quiet, theme],
        sections: [
            ExitCode.helpSection,
            HelpSection(title: "Examples", lines: [
                "preview-cli render examples/welcome-modal.json -o modal.png",
                "preview-cli render examples/welcome-modal.json -o modal-ar.png --lang ar --text-size ax3",
                "preview-cli render promo.json -o promo.png --device iphone-se --orientation landscape \\",
                "    --value player_name=Sam --assets art/ --background '#101820'",
                "preview-cli render braze-message.json -o braze.png --theme braze",
                "preview-cli render campaign.json -o ours.png --theme ./our-app-theme.json",
            ]),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        performRender(try RenderCommandOptions(arguments))
    }
}
