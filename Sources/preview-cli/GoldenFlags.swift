import ArgumentParsing
import CampaignModel
import Foundation
import Lint
import LintRules
import MessagePreview
import GoldenKit
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

    static let options = [MatrixFlags.config, goldens, output, report, threshold, maxDiffPixels, maxDiffRatio]
        + MatrixFlags.axisOptions + [MatrixFlags.jobs, MatrixFlags.shard] + RenderFlags.options

    /// The workflow the command line describes: `--config` or `./preview.json`, with the flags over it.
    static func workflow(_ arguments: ParsedArguments, console: Console) throws -> GoldenWorkflow {
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
            return try GoldenWorkflow.linted(config: config, jobs: try MatrixFlags.jobCount(arguments), shard: try MatrixFlags.shardPart(arguments))
        } catch let error as CampaignDecodingError {
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

    /// `FAIL path: summary` lines for outputs that need a look, at most `limit`.
    static func problemLines(_ outputs: [CheckedOutput], limit: Int = 50) -> String {
        var lines = outputs.prefix(limit).map { output -> String in
            let label = switch output.status {
            case .failed: "FAIL "
            case .new: "NEW  "
            case .error: "ERROR"
            case .passed: "PASS "
            }
            return "\(label) \(output.path): \(output.summary)"
        }
        if outputs.count > limit { lines.append("... and \(outputs.count - limit) more (see the report)") }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
