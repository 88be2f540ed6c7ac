import AccessibilityRenderer
import TerminalRenderer
import ArgumentParsing
import BoxTreeModel
import CampaignModel
import HTMLSnapshot
import Layout
import RenderCore

/// `preview-cli render CAMPAIGN [-o PATH] [--format LIST] [options]`: declares the options,
/// turns them into `RenderCommandOptions`, and hands over to `performRender`.
enum RenderCommand: Command {
    static let campaign = Positional("CAMPAIGN", help: "The campaign file (JSON, campaign format version 1), or - for standard input.")

    static let output = Option.value(
        "output", short: "o", valueName: "PATH",
        help: "Where the output is written. With one format, PATH is used as is when it ends in the format's "
            + "extension, else the extension is added; with several, PATH is a base name (out/welcome gives "
            + "out/welcome.png, out/welcome.a11y.txt, ...). Without -o, a text format is printed to standard output.")
    static let format = Option.repeating(
        "format", short: "f", valueName: "LIST",
        help: "What to produce, comma-separated (default: png): png, a11y, json, or NAME for an external plugin "
            + "preview-renderer-NAME; 'preview-cli formats' lists them. One layout feeds every format.")
    static let source = Option.value(
        "from", valueName: "VENDOR", help: "The message's format: gameball (ours), or braze, radar, firebase, adobe "
            + "(imported, with a warning per field that has no equivalent). Default: detected from the keys.",
        default: "auto", choices: ["auto"] + MessageSource.allCases.map(\.rawValue))
    static let message = Option.value(
        "message", valueName: "N|ID", help: "For a file of several messages (a Firebase fetch response, an Adobe rules file): "
            + "the message to preview, by number from 1 or by campaign ID. Default: the first, with a warning listing the others.")
    static let a11yFormat = Option.value(
        "a11y-format", valueName: "FORMAT", help: "How --format a11y writes the accessibility tree.",
        default: "text", choices: AccessibilityRenderer.formats)
    static let columns = Option.value(
        "columns", valueName: "N", help: "Width of --format ansi in terminal columns (default: the terminal's width, or 80).")
    static let color = Option.value(
        "color", valueName: "WHEN", help: "Colour in --format ansi: auto (on a terminal, honouring NO_COLOR, COLORTERM and TERM), "
            + "always, or never.", default: "auto", choices: ["auto", "always", "never"])
    static let ansiMode = Option.value(
        "ansi-mode", valueName: "MODE", help: "--format ansi as a wireframe of the boxes, or the PNG's pixels in half blocks.",
        default: "wireframe", choices: ["wireframe", "raster"])
    static let allowArtworkFrom = Option.repeating(
        "allow-artwork-from", valueName: "DIR",
        help: "Also read artwork from DIR (repeatable). By default artwork is read only from the campaign's folder and "
            + "the asset folder; paths, file:// URLs and links leading elsewhere are refused (docs/security.md).")
    static let fetchArtwork = Option.flag(
        "fetch-artwork",
        help: "Fetch https artwork the asset folder lacks (https only, 5-second timeout, 64 MiB cap) into a cache folder "
            + "keyed by URL; a cached file is used without the network, so reruns and shards are offline (docs/security.md).")
    static let artworkCache = Option.value(
        "artwork-cache", valueName: "DIR", help: "The fetched-artwork cache of --fetch-artwork.", default: ".preview/artwork-cache")
    static let artworkTimeout = Option.value(
        "artwork-timeout", valueName: "SECONDS",
        help: "How long one artwork fetch may take, connecting included (default 5, the SDK's).")
    static let artworkCAFile = Option.value(
        "artwork-ca-file", valueName: "FILE",
        help: "Trust the certificate authorities in this PEM file instead of the system's for --fetch-artwork (a company proxy).")
    static let allowPrivateArtworkHosts = Option.flag(
        "allow-private-artwork-hosts",
        help: "Let --fetch-artwork connect to loopback, private, link-local and other internal addresses: your own artwork "
            + "server. Without it they are refused before any connection; cloud metadata addresses always are (docs/security.md).")
    static let htmlTimeout = Option.value(
        "html-timeout", valueName: "SECONDS",
        help: "How long Chromium may take to draw an HTML message's page, from its start to the picture; past it the "
            + "message shows a labelled placeholder and a warning. Also \"html\": {\"timeout\": N} in preview.json.",
        default: "10")
    static let htmlIsolation = Option.value(
        "html-isolation", valueName: "MODE",
        help: "How Chromium is shut in while it draws an HTML message: 'namespaces' (no network, no files but the "
            + "fonts, its own sandbox; the default) or 'browser-only' (every request refused through DevTools and "
            + "scripts off, for containers that forbid namespaces, on input you trust). Also MESSAGEPREVIEW_HTML_ISOLATION.",
        default: "namespaces", choices: HTMLSnapshotPolicy.Isolation.allCases.map(\.rawValue))
    static let pluginDirectory = Option.repeating(
        "plugin-dir", valueName: "DIR",
        help: "A folder searched for preview-renderer-NAME plugins, before PATH and in the order given.")
    static let pluginTimeout = Option.value(
        "plugin-timeout", valueName: "SECONDS",
        help: "How long an external plugin may run before it and its children are killed.",
        default: "10")
    static let device = Option.value(
        "device", valueName: "NAME",
        help: "The device to preview on: a built-in one (\(DeviceCatalog.builtIn.ids.joined(separator: ", ")); 'preview-cli devices' "
            + "lists their sizes) or one of a --device-file.",
        default: DeviceCatalog.defaultDevice.id)
    static let deviceFile = Option.repeating(
        "device-file", valueName: "FILE",
        help: "Add a team's own devices from this JSON device file (docs/devices.md, \"Custom devices\"); their ids "
            + "then work wherever a device id does. Repeatable; also \"deviceFiles\" in preview.json.")
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
    static let appearance = Option.value(
        "appearance", valueName: "APPEARANCE",
        help: "light or dark: the host screen and status bar in iOS's colours for it, and HTML pages' prefers-color-scheme. "
            + "The message keeps the colours it was authored with.",
        default: Appearance.default.rawValue, choices: Appearance.names)
    static let value = Option.repeating(
        "value", valueName: "KEY=VALUE",
        help: "A placeholder value: {KEY} in the campaign's text becomes VALUE. Wins over --values.")
    static let valuesFile = Option.value(
        "values", valueName: "FILE.json", help: "Placeholder values as a JSON object, e.g. {\"player_name\": \"Sam\"}.")
    static let assets = Option.value(
        "assets", valueName: "DIR", help: "Where https artwork is looked up: by file name, or through DIR/manifest.json. Default: the nearest assets/ folder beside or above the campaign.")
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
            + "or a theme file (a path with '/' or ending in .json; see docs/themes.md), for every message. "
            + "Default: a Braze, Firebase or Radar payload in its vendor's theme, anything else in gameball.")

    /// Command-line options that become render options: one line per renderer option.
    static let renderOptions: [(option: Option, key: String)] = [
        (a11yFormat, AccessibilityRenderer.formatOption),
        (columns, TerminalRenderer.columnsOption),
        (color, TerminalRenderer.colorOption),
        (ansiMode, TerminalRenderer.modeOption),
    ]

    static let spec = CommandSpec(
        name: "render",
        summary: "Render a campaign as a device would show the message: a PNG preview, its accessibility tree, and more.",
        discussion: "The campaign is laid out once for the device and environment, and every requested format "
            + "reads that one layout: png draws the message over the host app's screen at the device's pixel scale, "
            + "a11y lists what VoiceOver and XCUITest see, json is the box tree external plugins read.\n\n"
            + "A format that is not built in is run as the executable preview-renderer-NAME, found in --plugin-dir "
            + "folders or on PATH: it reads the box-tree JSON on standard input and writes its output to standard output.\n\n"
            + "Outputs are written even when a device would not display the message; "
            + "the exit status and stderr then say why. If any format fails, no output of the run is written.",
        positionals: [campaign],
        options: [output, format, source, message, theme, device, deviceFile, orientation, language, direction, textSize, appearance, value, valuesFile, assets, allowArtworkFrom,
                  fetchArtwork, artworkCache, artworkTimeout, artworkCAFile, allowPrivateArtworkHosts, background, placeholderArtwork, a11yFormat, columns, color, ansiMode, pluginDirectory, pluginTimeout, htmlTimeout, htmlIsolation, quiet],
        sections: [
            ExitCode.helpSection,
            HelpSection(title: "Examples", lines: [
                "preview-cli render examples/welcome-modal.json -o modal.png",
                "preview-cli render examples/welcome-modal.json -o modal-ar.png --lang ar --text-size ax3",
                "preview-cli render examples/welcome-modal.json --format png,a11y,json -o out/welcome",
                "preview-cli render examples/welcome-modal.json --format a11y --lang ar",
                "preview-cli render examples/welcome-modal.json --format html --plugin-dir examples/plugins -o welcome.html",
                "preview-cli render promo.json -o promo.png --device iphone-se --orientation landscape \\",
                "    --value player_name=Sam --assets art/ --background '#101820'",
                "preview-cli render braze-message.json -o braze.png --theme gameball",
                "preview-cli render campaign.json -o ours.png --theme ./our-app-theme.json",
            ]),
        ])

    static func run(_ arguments: ParsedArguments, console: Console, keeping kept: KeptUntilExit) throws -> Int32 {
        performRender(try RenderCommandOptions(arguments), keeping: kept)
    }
}
