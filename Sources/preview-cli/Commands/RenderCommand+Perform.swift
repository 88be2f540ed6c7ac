import Assets
import BoxTreeModel
import CampaignModel
import Foundation
import InputFiles
import JSONReading
import Layout
import LintRunner
import LintRules
import LogText
import Pipeline
import RenderCore

/// Renders the preview the options describe and returns the exit status
/// (see `ExitCode`). The options are already validated. A render is one
/// variant through the pipeline `matrix` and `golden` use
/// (`PreviewPipeline`): settings, variant, laid-out and annotated preview, outputs.
func performRender(_ options: RenderCommandOptions, keeping kept: KeptUntilExit) -> Int32 {
    let console = Console.standard()
    var settings = options.settings
    if let argument = options.theme {
        guard let theme = loadTheme(argument, console: console) else { return ExitCode.usageOrInputError.rawValue }
        settings.theme = theme.theme
    }
    // One preview: its output may use a second core (a matrix's -j spreads variants instead).
    if settings.renderOptions[RenderOptions.threadsKey] == nil {
        settings.renderOptions[RenderOptions.threadsKey] = "2"
    }
    if options.outputPath == nil || options.outputPath == OutputPlan.standardOutputPath, let columns = Console.standardOutputTerminalColumns() {
        settings.renderOptions[RenderOptions.terminalKey] = "true"
        settings.renderOptions[RenderOptions.terminalColumnsKey] = String(columns)
    }
    let lintConfiguration: LintConfiguration
    do {
        // Severities and suppressions from ./preview.json's "lint" section, as `preview-cli lint` reads them.
        let config = URL(fileURLWithPath: RepositoryFolder.configFileName)
        lintConfiguration = FileManager.default.fileExists(atPath: config.path)
            ? try LintConfigurationDecoder.decode(contentsOf: config) : LintConfiguration()
    } catch {
        console.error("\(error)")
        return ExitCode.usageOrInputError.rawValue
    }
    // Lint's findings join the layout's diagnostics, so every output agrees with `preview-cli lint`.
    let pipeline = PreviewPipeline(settings: settings, annotate: LintAnnotator.forPipeline(configuration: lintConfiguration))
    let session: PreviewSession
    do {
        session = try pipeline.session()
        kept.keep(pipeline)
        kept.keep(session)
    } catch {
        console.error("\(error)")
        return ExitCode.internalFailure.rawValue
    }

    // Formats and destinations first: a wrong format name fails before any work.
    let plan: OutputPlan
    do {
        plan = try pipeline.plan(formats: options.formats, output: options.outputPath, session: session)
    } catch {
        let hint = if case .unknownFormat = error { "Try 'preview-cli formats' to list the formats." }
                   else { "Try 'preview-cli render --help'." }
        console.error(error.description, hint: hint)
        return ExitCode.usageOrInputError.rawValue
    }

    // `-` reads the campaign from standard input; its relative artwork paths
    // and assets/ folder are then found from the current folder.
    let readsStandardInput = options.campaignPath == "-"
    let campaignURL = readsStandardInput
        ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("stdin.json")
        : URL(fileURLWithPath: options.campaignPath)
    let decoded: ImportedMessage
    do throws(InputProblems) {
        if readsStandardInput {
            let data: Data
            do {
                data = try FileContents.readStandardInput(limit: CampaignDecoder.maximumFileSize)
            } catch {
                throw InputProblems(problems: [InputProblem(file: "-", path: "", expected: "a campaign on standard input",
                                                                       found: error.description)])
            }
            decoded = try MessageImporter().decode(data, file: "-", from: options.source, fallback: .gameball)
        } else {
            decoded = try session.loadMessage(at: campaignURL, from: options.source, message: options.message)
        }
    } catch {
        for problem in error.problems { console.error(problem.description) }
        return ExitCode.usageOrInputError.rawValue
    }
    for warning in decoded.warnings { console.warning(warning.description) }
    if let assets = settings.assetsDirectory ?? AssetFolder.nearest(to: campaignURL) {
        do {
            try AssetFolder.checkManifest(in: assets)
        } catch {
            for problem in error.problems { console.error(problem.description) }
            return ExitCode.usageOrInputError.rawValue
        }
    }

    let campaign = CampaignFile(url: campaignURL.standardizedFileURL, displayPath: options.campaignPath, key: "render",
                                campaign: decoded.campaign, warnings: decoded.warnings, adobeFrame: decoded.adobeFrame)
    let variant = Variant(campaign: campaign, device: options.device, orientation: options.orientation, language: options.language,
                          direction: options.direction, textSize: options.textSize, appearance: options.appearance,
                          formats: options.formats)
    let tree: BoxTree
    do {
        let rendered = try pipeline.render(variant, plan: plan, session: session)
        tree = rendered.preview.tree
        try RenderedOutput.deliver(rendered.outputs) { console.out($0) }
    } catch {
        console.error(error.description)
        return exitCode(for: error).rawValue
    }

    // The not-displayed reason is printed last, on its own. The outputs were
    // written, so lint's error-level findings are reported as warnings here
    // (`preview-cli lint` is the command that fails on them).
    for diagnostic in tree.diagnostics where diagnostic.message != tree.display.reason {
        switch diagnostic.severity {
        case .info: console.note("\(diagnostic.message.logSafe) [\(diagnostic.code)]")
        case .warning: console.warning("\(diagnostic.message.logSafe) [\(diagnostic.code)]")
        case .error: console.warning("\(diagnostic.message.logSafe) [\(diagnostic.code), a lint error]")
        }
    }
    if !options.quiet {
        // Results on stdout are the output itself; the summary would corrupt it.
        for item in plan.items {
            guard case .file(let path) = item.destination else { continue }
            console.out("wrote \(path) (\(summary(of: tree, format: item.renderer.name)))\n")
        }
    }
    if let reason = tree.display.reason {
        console.plain("not displayed: \(reason.logSafe)")
        return ExitCode.notDisplayed.rawValue
    }
    return ExitCode.success.rawValue
}

/// `1179x2556, iphone-15 portrait en ltr l` for a PNG; the format and variant otherwise.
private func summary(of tree: BoxTree, format: String) -> String {
    let variant = [tree.environment.device, tree.environment.orientation.rawValue, tree.environment.language ?? "default",
                   tree.environment.direction.rawValue, tree.environment.textSize].joined(separator: " ")
        + (tree.environment.appearance.map { " " + $0 } ?? "")
    guard format == "png" else { return "\(format), \(variant)" }
    let width = Int((tree.environment.screen.width * tree.environment.scale).rounded())
    let height = Int((tree.environment.screen.height * tree.environment.scale).rounded())
    return "\(width)x\(height), \(variant)"
}

/// A plugin's failure is its own (exit 4); a built-in renderer's is ours (1);
/// a file that cannot be written is the user's to fix (2).
private func exitCode(for error: OutputError) -> ExitCode {
    switch error {
    case .renderFailed(_, let underlying) where underlying is PluginError: .rendererFailed
    case .renderFailed: .internalFailure
    case .writeFailed, .notPrintable, .noFormats, .binaryWithoutOutput, .severalFormatsWithoutOutput, .severalFormatsToStandardOutput,
         .sameDestination, .unknownFormat:
        .usageOrInputError
    }
}
