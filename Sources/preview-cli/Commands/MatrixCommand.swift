import ArgumentParsing
import BoxTreeModel
import Diffing
import Foundation
import LintRunner
import LintRules
import Pipeline
import Workflow

/// `preview-cli matrix PATHS... -o DIR [axes] [-j N] [--shard I/N]`: every
/// variant of campaigns times devices, orientations, languages, text sizes
/// and formats, rendered in parallel into `DIR/<campaign>/<variant>.<ext>`.
enum MatrixCommand: Command {
    static let output = Option.value(
        "output", short: "o", valueName: "DIR", help: "The folder the previews go to (created if missing).", required: true)
    static let quiet = Option.flag("quiet", short: "q", help: "Print no summary; errors still go to stderr.")

    static let exitStatus = HelpSection(title: "Exit status", rows: [
        .init("0", "Every variant was rendered and would be displayed."),
        .init("2", "Usage or input error: bad option, invalid campaign or config, no campaigns, a plan over --max-variants, "
              + "unwritable output; nothing is rendered when the inputs are wrong. Also: the run stopped at --max-output-bytes "
              + "(every file written is whole)."),
        .init("3", "Every variant was rendered, but a device would not display the message in some (the summary says why)."),
        .init("4", "An external renderer plugin failed for some variants; the others were written."),
        .init("5", "Internal failure (a built-in renderer failed, or the bundled fonts are missing)."),
    ])

    static let spec = CommandSpec(
        name: "matrix",
        summary: "Render every variant of campaigns: devices x orientations x languages x text sizes x formats.",
        discussion: "Each variant goes to DIR/<campaign>/<device>-<orientation>-<lang>-<size>.<ext>, where <campaign> is the "
            + "campaign file's path below the folder or pattern that found it, without .json (a file named directly: its "
            + "file name). Folders are searched recursively for campaign JSON; values.json, manifest.json, preview.json, "
            + "theme files, previous outputs and JSON without campaign keys are skipped (docs/ci.md lists the rules).\n\n"
            + "Variants render in parallel, one font system per thread; the files are the same bytes whatever -j. "
            + "A progress bar shows on a terminal; otherwise only the summary is printed. Without PATHS, the campaigns, "
            + "matrices and settings come from ./preview.json (or --config), as for 'golden check'; with PATHS, only "
            + "--config is read. Flags override the config.",
        positionals: [MatrixFlags.campaigns],
        options: [output] + MatrixFlags.axisOptions + [MatrixFlags.jobs, MatrixFlags.shard, MatrixFlags.config, MatrixFlags.allowPlugins]
            + MatrixFlags.limitOptions + RenderFlags.options + [RenderCommand.theme, quiet, MatrixFlags.noContactSheet],
        sections: [
            exitStatus,
            HelpSection(title: "Examples", lines: [
                "preview-cli matrix campaigns/ --devices iphone-se,iphone-15 --orientations all --langs en,ar \\",
                "    --text-sizes l,ax3,ax5 --formats png,a11y -o previews/",
                "preview-cli matrix examples/*.json --langs campaign --values examples/values.json -o out/ -j 2",
                "preview-cli matrix --config preview.json --shard 1/4 -o previews/",
            ]),
        ])

    static func run(_ arguments: ParsedArguments, console: Console, keeping kept: KeptUntilExit) throws -> Int32 {
        // Without campaigns on the command line, ./preview.json describes the run, as for the golden
        // commands; campaigns named on the command line are rendered alone, with the default matrix.
        let lookForConfig = arguments.values(MatrixFlags.campaigns).isEmpty
        var config = try WorkflowSetup.config(arguments, lookForConfig: lookForConfig, console: console)
        let folder = try WorkflowSetup.folder(arguments.value(output) ?? "", option: output)
        try prepare(folder)
        config.output = folder  // so a campaign folder holding the output is not searched
        let pipeline = PreviewPipeline(settings: config.render,
                                       annotate: LintAnnotator.forPipeline(configuration: try WorkflowSetup.lintConfiguration(config)))
        let runner = MatrixRunner(pipeline: pipeline, jobs: try MatrixFlags.jobCount(arguments))
        kept.keep(runner)
        let shard = try MatrixFlags.shardPart(arguments)

        let plan: VariantPlan
        do {
            let session = try runner.session()
            plan = try VariantPlan.make(config: config, allFormats: session.renderers.names)
            try runner.checkFormats(of: plan.variants, using: session)
        } catch RunnerError.sessionFailed(let reason) {
            console.error(reason)
            return ExitCode.internalFailure.rawValue
        } catch let error as RunnerError {
            console.error(error.description, hint: "Try 'preview-cli formats' to list the formats.")
            return ExitCode.usageOrInputError.rawValue
        } catch let error as PlanError {
            for line in error.description.split(separator: "\n") { console.error(String(line)) }
            return ExitCode.usageOrInputError.rawValue
        }
        for campaign in plan.campaigns { for warning in campaign.warnings { console.warning(warning.description) } }
        try WorkflowSetup.checkManifests(of: plan, settings: config.render)

        let variants = plan.variants(in: shard)
        let budget = OutputBudget(limit: config.limits.maxOutputBytes)
        let writer = VariantWriter(folder: folder, outputBudget: budget)
        let bar = ProgressBar.make(total: variants.count, label: "variants")
        let started = Date()
        // Sheets are drawn while the variants render, from thumbnails of their frames.
        let sheets = arguments.isSet(MatrixFlags.noContactSheet) ? nil
            : ContactSheetCollector(planned: sheetEntries(variants, folder: folder), folder: folder, outputBudget: budget,
                                    session: { [runner] in try runner.session() })
        let outcomes: [(VariantSummary, files: Int, writeError: String?)]
        do throws(RunnerError) {
            outcomes = try runner.run(variants, thumbnailHeight: sheets == nil ? nil : ContactSheet.thumbnailHeight, outputBudget: budget,
                                      startOrder: sheets?.startOrder(of: variants.map(\.name)), progress: bar?.reporter) { rendered in
                let summary = VariantSummary(rendered), writeError = writer.write(rendered)
                if let sheets, rendered.variant.formats.contains("png") {
                    let entry = sheetEntry(rendered.variant, folder: folder, display: summary.display)
                    sheets.deliver(variant: rendered.variant.name, rendered.failure == nil && writeError == nil
                                   ? rendered.thumbnail.map { (entry: entry, thumbnail: $0) } : nil)
                }
                return (summary, rendered.outputs.count, writeError)
            }
        } catch .outputBudgetExceeded(let exceeded) {
            bar?.finish()
            console.error(exceeded.description)
            return ExitCode.usageOrInputError.rawValue
        } catch {
            bar?.finish()
            console.error(error.description)
            return ExitCode.internalFailure.rawValue
        }
        bar?.finish()
        // Pages whose last variant finished last are still being drawn: show them.
        let sheetBar = sheets.flatMap { ProgressBar.make(total: $0.pageCount, label: "contact sheet pages") }
        let sheetOutcome = sheets?.finish(progress: sheetBar?.reporter)
        sheetBar?.finish()
        let seconds = Date().timeIntervalSince(started)

        let tally = RunTally(outcomes.map(\.0))
        for summary in outcomes.map(\.0) { if let failure = summary.failure { console.error("\(summary.name): \(failure)") } }
        let writeErrors = outcomes.compactMap { $0.writeError }
        for error in writeErrors { console.error(error) }
        if !arguments.isSet(quiet) {
            console.out(MatrixReport(tally: tally, skipped: plan.skipped, files: outcomes.reduce(0) { $0 + ($1.writeError == nil ? $1.files : 0) },
                                     folder: arguments.value(output) ?? "", shard: shard, totalVariants: plan.variants.count,
                                     seconds: seconds, jobs: runner.jobs).text)
        }

        if let sheetOutcome {
            if let error = sheetOutcome.error as? AtomicFile.WriteError, error.budgetExceeded != nil {
                console.error(error.description)
                return ExitCode.usageOrInputError.rawValue
            } else if let error = sheetOutcome.error {
                console.error("cannot draw the contact sheets: \(error)")
                return ExitCode.internalFailure.rawValue
            }
            if !sheetOutcome.written.isEmpty, !arguments.isSet(quiet) {
                console.out("  contact sheets: \(sheetOutcome.written.count) in \(arguments.value(output) ?? "") (*\(ContactSheet.fileSuffix))\n")
            }
        }

        let failures = outcomes.compactMap(\.0.failure)
        if failures.contains(where: { !$0.isPluginFailure }) { return ExitCode.internalFailure.rawValue }
        if !failures.isEmpty { return ExitCode.rendererFailed.rawValue }
        if !writeErrors.isEmpty { return ExitCode.usageOrInputError.rawValue }
        return tally.notDisplayedCount > 0 ? ExitCode.notDisplayed.rawValue : ExitCode.success.rawValue
    }

    /// Each campaign's variants with a PNG, as contact-sheet entries (display status not yet known).
    private static func sheetEntries(_ variants: [Variant], folder: URL) -> [String: [ContactSheet.Entry]] {
        var entries: [String: [ContactSheet.Entry]] = [:]
        for variant in variants where variant.formats.contains("png") {
            entries[variant.campaign.key, default: []].append(sheetEntry(variant, folder: folder, display: .displayed))
        }
        return entries
    }

    private static func sheetEntry(_ variant: Variant, folder: URL, display: DisplayStatus) -> ContactSheet.Entry {
        let size = variant.device.pixelSize(variant.orientation)
        return ContactSheet.Entry(variant: variant.name, device: variant.device.id, orientation: variant.orientation.rawValue,
                           language: variant.language ?? "default", textSize: variant.textSize.shortName, displayed: display.displayed,
                           notDisplayedReason: display.reason, image: folder.appendingPathComponent(variant.outputPath(fileExtension: "png")),
                           frameSize: PixelSize(width: size.width, height: size.height))
    }

    /// Creates the output folder; it must end up a writable folder.
    private static func prepare(_ folder: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw InputError.notADirectory(path: folder.path, role: "output folder") }
        } else {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw InputError.notWritable(path: folder.path, role: "output folder")
            }
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw InputError.notWritable(path: folder.path, role: "output folder")
        }
    }
}
