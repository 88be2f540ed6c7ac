import ArgumentParsing
import Layout

/// `preview-cli lint PATHS... [options]`: declares the options, turns them
/// into `LintCommandOptions`, and hands over to `performLint`.
enum LintCommand: Command {
    static let paths = Positional(
        "PATHS", arity: .variadic,
        help: "Campaign files, or folders searched recursively for *.json (values.json, manifest.json, "
            + "preview.json and JSON without a campaign's \"id\" or \"type\" are skipped).")

    static let devices = Option.value(
        "devices", valueName: "LIST|all",
        help: "Devices, comma-separated: \(DeviceCatalog.all.map(\.id).joined(separator: ", ")).",
        default: DeviceCatalog.defaultDevice.id)
    static let orientations = Option.value(
        "orientations", valueName: "LIST|all", help: "Orientations, comma-separated: portrait, landscape.",
        default: Orientation.portrait.rawValue)
    static let languages = Option.value(
        "langs", valueName: "LIST|all",
        help: "Languages, comma-separated (e.g. en,ar,he); right-to-left follows. "
            + "Default (all): each campaign's own text, as English, and each of its localizations.")
    static let textSizes = Option.value(
        "text-sizes", valueName: "LIST|all",
        help: "Dynamic Type sizes, comma-separated: xs, s, m, l, xl, xxl, xxxl, ax1 ... ax5.",
        default: ContentSizeCategory.default.shortName)
    static let valuesFile = Option.value(
        "values", valueName: "FILE.json",
        help: "Placeholder values for every campaign. Default: a values.json next to each campaign, if any.")
    static let assets = Option.value(
        "assets", valueName: "DIR",
        help: "Where https artwork is looked up. Default: the nearest assets/ folder beside or above each campaign.")
    static let config = Option.value(
        "config", valueName: "FILE.json",
        help: "Severities and suppressions: the \"lint\" section of a preview.json, or a file holding just that section. "
            + "Default: ./preview.json, if any.")
    static let format = Option.value(
        "format", valueName: "FORMAT", help: "Report format.", default: "text", choices: ["text", "json", "junit"])
    static let output = Option.value(
        "output", short: "o", valueName: "FILE", help: "Write the report to FILE (atomically) and print only the summary.")
    static let listRules = Option.flag("list-rules", help: "List every rule with its id, default severity and summary, and exit.")

    static let spec = CommandSpec(
        name: "lint",
        summary: "Check campaigns for text-size, right-to-left and accessibility problems in every variant.",
        discussion: "Every variant (device x orientation x language x text size) is laid out, not drawn, and checked: "
            + "clipped or scrolled text (with the smallest text size at which it starts), WCAG AA contrast as composited, "
            + "touch targets, the safe area, overlaps, placeholders, artwork, actions, orientation lock, ways to close, "
            + "localizations and font coverage. Findings are grouped by campaign and rule. "
            + "Run with --list-rules for every rule; docs/lint.md explains them and how to configure them.",
        positionals: [paths],
        options: [devices, orientations, languages, textSizes, valuesFile, assets, config, format, output, listRules],
        sections: [
            exitStatus,
            HelpSection(title: "Examples", lines: [
                "preview-cli lint examples/*.json",
                "preview-cli lint examples/flawed/ --text-sizes all --format json -o lint.json",
                "preview-cli lint campaigns/ --devices all --orientations all --langs en,ar --text-sizes l,ax3,ax5",
                "preview-cli lint campaigns/ --config preview.json --format junit -o lint.xml",
            ]),
        ])

    /// `lint`'s exit statuses, which differ from `render`'s: 1 means findings.
    static let exitStatus = HelpSection(title: "Exit status", rows: [
        .init("0", "No error-level finding (warnings and info may remain)."),
        .init("1", "At least one error-level finding that no suppression covers (or an internal failure)."),
        .init("2", "Usage or input error: bad option, missing path, invalid configuration or values file."),
    ])

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        if arguments.isSet(listRules) {
            console.out(LintRuleTable.render())
            return ExitCode.success.rawValue
        }
        let options: LintCommandOptions
        do {
            options = try LintCommandOptions(arguments)
        } catch InputError.problems(let lines) {
            // One "error:" line per problem, like campaign decoding errors.
            lines.forEach { console.error($0) }
            return ExitCode.usageOrInputError.rawValue
        }
        return performLint(options, console: console)
    }
}
