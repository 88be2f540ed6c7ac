import ArgumentParsing

/// `preview-cli lint PATHS... [options]`: declares the options (the matrix
/// flags are `matrix`'s own), turns them into `LintCommandOptions`, and hands
/// over to `performLint`.
enum LintCommand: Command {
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
            + "Run with --list-rules for every rule; docs/lint.md explains them and how to configure them.\n\n"
            + "Campaigns and variants are found as 'matrix' finds them (docs/ci.md lists the rules); Adobe HTML messages are "
            + "skipped. Without a config or flags: iphone-15, portrait, each campaign's own languages, text size l. "
            + "./preview.json (or --config) gives the campaigns, the matrices and, in its \"lint\" section, severities "
            + "and suppressions; flags override it (a matrix's theme or themes are not read: lint lays out in each SDK's own look). "
            + "Without --values or a config's values, each campaign uses the values.json beside it.",
        positionals: [MatrixFlags.campaigns],
        options: [RenderCommand.deviceFile, MatrixFlags.devices, MatrixFlags.orientations, MatrixFlags.languages, MatrixFlags.textSizes, MatrixFlags.appearances,
                  RenderCommand.valuesFile, RenderCommand.assets, RenderCommand.allowArtworkFrom] + RenderFlags.artworkFetchOptions
                  + [MatrixFlags.config, MatrixFlags.maxVariants, format, output, listRules],
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
        .init("1", "At least one error-level finding that no suppression covers."),
        .init("2", "Usage or input error: bad option, missing path, invalid configuration or values file, a plan over --max-variants."),
        .init("5", "Internal failure: the layout could not run (the bundled fonts are missing)."),
    ])

    static func run(_ arguments: ParsedArguments, console: Console, keeping _: KeptUntilExit) throws -> Int32 {
        if arguments.isSet(listRules) {
            console.out(LintRuleTable.render())
            return ExitCode.success.rawValue
        }
        let options: LintCommandOptions
        do {
            options = try LintCommandOptions(arguments, console: console)
        } catch InputError.problems(let lines) {
            // One "error:" line per problem, like campaign decoding errors.
            lines.forEach { console.error($0) }
            return ExitCode.usageOrInputError.rawValue
        }
        return performLint(options, console: console)
    }
}
