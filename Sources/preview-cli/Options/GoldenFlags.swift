import ArgumentParsing
import CampaignModel
import Foundation
import JSONReading
import LintRunner
import LintRules
import LogText
import MessagePreview
import Pipeline
import Diffing
import Workflow

/// Options of `golden check` and `golden record` besides the matrix's: where
/// goldens, results and reports go, and the image diff's tolerance.
enum GoldenFlags {
    static let goldens = Option.value(
        "goldens", valueName: "DIR", help: "The goldens folder, for every format (default: \"goldens\" in preview.json).")
    static let output = Option.value(
        "output", short: "o", valueName: "DIR",
        help: "Where the result file and the actual outputs and diffs of failures go (default: \"output\" in preview.json, else .preview).")
    static let report = Option.value(
        "report", valueName: "DIR", help: "Where index.html, junit.xml and summary.json go (default: \"report\" in preview.json, else OUTPUT/report).")
    static let threshold = Option.value(
        "threshold", valueName: "T", help: "The image diff's colour threshold, 0 (exact) to 1, for every format.")
    static let maxDiffPixels = Option.value(
        "max-diff-pixels", valueName: "N", help: "Let an image pass with at most N differing pixels.")
    static let maxDiffRatio = Option.value(
        "max-diff-ratio", valueName: "R", help: "Let an image pass with at most this fraction of its pixels differing (instead of --max-diff-pixels).")

    static let summary = Option.value(
        "summary", valueName: "FILE.md",
        help: "Also write the run as Markdown (counts, outputs to review with thumbnails, not-displayed reasons), e.g. for a "
            + "pull-request comment. When GITHUB_STEP_SUMMARY is set, the summary (without thumbnails) is appended to it anyway.")
    static let summaryImages = Option.value(
        "summary-images", valueName: "URL",
        help: "Where the report folder is published (an https:// or http:// address, e.g. an uploaded artifact's site): the "
            + "Markdown summaries show expected, actual and diff thumbnails from URL/images/..., GITHUB_STEP_SUMMARY's too. "
            + "Without it, --summary links the report's images relatively and the step summary is a text table.")
    static let quiet = Option.flag(
        "quiet", short: "q", help: "Print only the outputs that need review (no summary, no progress bar); nothing when all match.")

    static let options = [MatrixFlags.config, MatrixFlags.allowPlugins, goldens, output, report, threshold, maxDiffPixels, maxDiffRatio]
        + MatrixFlags.axisOptions + [MatrixFlags.jobs, MatrixFlags.shard] + MatrixFlags.limitOptions + RenderFlags.options
        + [RenderCommand.theme, quiet]

    /// After a report was written to `folder`: the Markdown summary to
    /// `--summary FILE` (thumbnails linked from FILE's folder) and appended to
    /// `$GITHUB_STEP_SUMMARY` when set (no thumbnails: a job's summary page
    /// cannot show the report's images).
    static func writeSummaries(_ report: GoldenReport, folder: URL, title: String, arguments: ParsedArguments,
                               environment: [String: String]) throws(WorkflowError) {
        let markdown = MarkdownSummary(report, reportFolder: folder)
        let published: String?
        do { published = try arguments.value(summaryImages).map(publishedPrefix) } catch { throw .cannotWrite(path: "--summary-images", reason: "\(error)") }
        if let path = arguments.value(summary) {
            let file: URL
            do { file = try WorkflowSetup.folder(path, option: summary) } catch { throw .cannotWrite(path: path, reason: "\(error)") }
            let text = markdown.markdown(imagePrefix: published ?? MarkdownSummary.imagePrefix(reportFolder: folder, from: file.deletingLastPathComponent()),
                                         title: title)
            do {
                try AtomicFile.write(Data(text.utf8), to: file)
            } catch {
                throw .cannotWrite(path: path, reason: "\(error)")
            }
        }
        if let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            let text = markdown.markdown(imagePrefix: published, title: title)
            guard let handle = FileHandle(forWritingAtPath: path) ?? (FileManager.default.createFile(atPath: path, contents: nil)
                ? FileHandle(forWritingAtPath: path) : nil) else {
                throw .cannotWrite(path: path, reason: "GITHUB_STEP_SUMMARY cannot be opened for appending")
            }
            defer { try? handle.close() }
            do {
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(text.utf8))
            } catch {
                throw .cannotWrite(path: path, reason: "\(error)")
            }
        }
    }

    /// `--summary-images URL` as a prefix of `images/...`: an http(s) address
    /// of plain URL characters (it lands in an HTML attribute), ending in `/`.
    static func publishedPrefix(_ url: String) throws -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&()*+,;=%")
        guard url.hasPrefix("https://") || url.hasPrefix("http://"), url.count <= 2048, url.allSatisfy({ allowed.contains($0) }),
              !url.contains("'"), url.count > "https://".count else {
            throw ArgumentError.invalidValue(option: summaryImages.displayName, value: String(url.prefix(100)),
                                             reason: "expected an https:// or http:// address where the report folder is published")
        }
        return url.hasSuffix("/") ? url : url + "/"
    }

    /// The exit statuses of `golden check`, `record` and `report`: 1 means
    /// only "outputs differ or are new", so a script can tell a real change
    /// from a run that could not finish.
    static func exitStatusRows(zero: String, one: String, two: String? = nil) -> [HelpSection.Row] {
        [
            .init("0", zero),
            .init("1", one),
            .init("2", "Usage or input error: bad option, no or invalid preview.json or result, invalid campaign, unknown format, "
                  + "a plan over --max-variants; nothing was done. Also: the run stopped at --max-output-bytes (every file written is whole)."
                  + (two.map { " " + $0 } ?? "")),
            .init("4", "An external renderer plugin failed for some outputs (the others were compared)."),
            .init("5", "Internal failure: a built-in renderer failed, the bundled fonts are missing, or a result or report could not be "
                  + "written; there is no verdict."),
        ]
    }

    /// 5 when this program failed to render an output, else 4 when a plugin did, else 0 or 1.
    static func exitStatus(_ outputs: [CheckedOutput], passed: Bool) -> Int32 {
        if outputs.contains(where: { $0.status == .error && $0.isPluginFailure == false }) { return ExitCode.internalFailure.rawValue }
        if outputs.contains(where: { $0.status == .error && $0.isPluginFailure == true }) { return ExitCode.rendererFailed.rawValue }
        return passed ? ExitCode.success.rawValue : ExitCode.verdictFailed.rawValue
    }

    /// Runs a golden command, mapping an unexpected error to `.internalFailure`
    /// (5), never to 1, which these commands use for "differs".
    static func guarded(console: Console, _ body: () throws -> Int32) throws -> Int32 {
        do {
            return try body()
        } catch let error as ArgumentError {
            throw error
        } catch let error as InputError {
            throw error
        } catch {
            console.error("internal failure: \(error)")
            return ExitCode.internalFailure.rawValue
        }
    }

    /// The workflow the command line describes: `--config` or `./preview.json`, with the flags over it;
    /// handed to `kept`, so its sessions are not freed before the process exits.
    static func workflow(_ arguments: ParsedArguments, console: Console, keeping kept: KeptUntilExit) throws -> GoldenWorkflow {
        var config = try WorkflowSetup.config(arguments, lookForConfig: true, console: console)
        if let path = arguments.value(goldens) { config.goldens = GoldenFolders(shared: try WorkflowSetup.folder(path, option: goldens)) }
        guard config.file != nil || !config.goldens.isEmpty else {
            throw InputError.problems(["no \(PreviewConfig.fileName) in \(WorkflowSetup.currentDirectory.path): give --config FILE, "
                                       + "or campaign PATHS and --goldens DIR (docs/ci.md describes preview.json)"])
        }
        if let path = arguments.value(output) { config.output = try WorkflowSetup.folder(path, option: output) }
        if let path = arguments.value(report) { config.report = try WorkflowSetup.folder(path, option: report) }
        config.diff = try diff(arguments, over: config.diff)
        // The library's entry point, so a Swift test checking goldens gets this very verdict.
        do {
            let workflow = try GoldenWorkflow.linted(config: config, jobs: try MatrixFlags.jobCount(arguments),
                                                     shard: try MatrixFlags.shardPart(arguments))
            kept.keep(workflow)
            return workflow
        } catch let error as InputProblems {
            throw InputError.problems(error.description.components(separatedBy: "\n"))
        }
    }

    /// The command line's tolerance replaces the config's, for every format.
    private static func diff(_ arguments: ParsedArguments, over settings: DiffSettings) throws -> DiffSettings {
        var settings = settings
        func clearFormats(_ change: (inout DiffSettings.Override) -> Void) {
            for name in settings.formats.keys { change(&settings.formats[name]!) }
        }
        if let text = arguments.value(threshold) {
            guard let value = Double(text), value.isFinite, (0...1).contains(value) else {
                throw ArgumentError.invalidValue(option: threshold.displayName, value: text, reason: "expected a number from 0 to 1, e.g. 0.1")
            }
            settings.threshold = value
            clearFormats { $0.threshold = nil }
        }
        let pixels = arguments.value(maxDiffPixels), ratio = arguments.value(maxDiffRatio)
        if pixels != nil, ratio != nil {
            throw ArgumentError.invalidValue(option: maxDiffRatio.displayName, value: ratio!, reason: "give --max-diff-pixels or --max-diff-ratio, not both")
        }
        if let pixels {
            guard let count = Int(pixels), count >= 0 else {
                throw ArgumentError.invalidValue(option: maxDiffPixels.displayName, value: pixels, reason: "expected a whole number, 0 or more")
            }
            settings.budget = .pixels(count)
            clearFormats { $0.budget = nil }
        }
        if let ratio {
            guard let value = Double(ratio), value.isFinite, (0...1).contains(value) else {
                throw ArgumentError.invalidValue(option: maxDiffRatio.displayName, value: ratio, reason: "expected a fraction from 0 to 1, e.g. 0.001")
            }
            settings.budget = .ratio(value)
            clearFormats { $0.budget = nil }
        }
        return settings
    }

    /// Runs the plan step, turning its errors into the tool's exit statuses.
    static func plan(_ workflow: GoldenWorkflow, console: Console) -> Result<VariantPlan, ExitFailure> {
        do {
            let plan = try workflow.plan()
            for campaign in plan.campaigns { for warning in campaign.warnings { console.warning(warning.description) } }
            do {
                try WorkflowSetup.checkManifests(of: plan, settings: workflow.config.render)
            } catch {
                for line in "\(error)".split(separator: "\n") { console.error(String(line)) }
                return .failure(ExitFailure(status: ExitCode.usageOrInputError.rawValue))
            }
            return .success(plan)
        } catch {
            return .failure(ExitFailure(error, console: console))
        }
    }

    /// `FAIL path: summary` lines for outputs that need a look, at most `limit`;
    /// paths and summaries may come from result files, so they are escaped.
    static func problemLines(_ outputs: [CheckedOutput], limit: Int = 50) -> String {
        var lines = outputs.prefix(limit).map { output -> String in
            let label = switch output.status {
            case .failed: "FAIL "
            case .new: "NEW  "
            case .error: "ERROR"
            case .passed: "PASS "
            }
            return "\(label) \(output.path.logSafe): \(output.summary.logSafe)"
        }
        if outputs.count > limit { lines.append("... and \(outputs.count - limit) more (see the report)") }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
