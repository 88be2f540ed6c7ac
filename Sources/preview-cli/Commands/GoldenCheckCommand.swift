import ArgumentParsing
import Foundation
import LogText
import Workflow

/// `preview-cli golden check`: renders every variant of `preview.json` and
/// compares each output with its golden; exit 1 when any differs or is missing.
enum GoldenCheckCommand: Command {
    static let exitStatus = HelpSection(title: "Exit status", rows: GoldenFlags.exitStatusRows(
        zero: "Every output matches its golden.",
        one: "Some output differs from its golden or has none (and nothing failed to render); or, with --fail-on-orphans "
            + "or \"orphanedGoldens\": \"error\", a golden no variant produces is left.",
        two: "Also, after the run: an element an ignore rule names is in no variant's layout (not for a shard)."))

    static let spec = CommandSpec(
        name: "golden check",
        summary: "Render every variant of preview.json and compare it with its golden; fail when any changed.",
        discussion: "Reads ./preview.json (or --config), so in CI it needs no arguments. Images are compared perceptually "
            + "(the same diff as 'preview-cli diff', with the config's threshold and budget); text formats byte for byte. "
            + "An output without a golden fails.\n\n"
            + "Writes OUTPUT/result.json (OUTPUT/shard-I-of-N.json with --shard), the actual output, a copy of the golden "
            + "and the diff image of every failure below OUTPUT, and the reports (index.html, junit.xml, summary.json) "
            + "to the report folder; a shard writes a report only when --report is given: merge shards with "
            + "'preview-cli golden report'.",
        positionals: [MatrixFlags.campaigns],
        options: GoldenFlags.options + [GoldenFlags.summary, GoldenFlags.summaryImages, MatrixFlags.noContactSheet, noCache, failOnOrphans],
        sections: [
            exitStatus,
            HelpSection(title: "Examples", lines: [
                "preview-cli golden check",
                "preview-cli golden check --shard 2/4 -j 2",
                "preview-cli golden check campaigns/ --goldens goldens/ --langs en,ar --report report/",
            ]),
        ])

    static let noCache = Option.flag(
        "no-cache",
        help: "Draw every PNG frame. By default a frame found identical to its golden is remembered in OUTPUT/check-cache/, "
            + "and later checks skip drawing it while its box tree, artwork, fonts, golden and this program's build are "
            + "the same (docs/ci.md, \"The check cache\").")

    static let failOnOrphans = Option.flag(
        "fail-on-orphans",
        help: "Fail (exit 1) when the goldens folders hold goldens no variant produces, as \"orphanedGoldens\": \"error\" in "
            + "preview.json does; by default they are a warning. Not for a shard, which cannot tell.")

    static func run(_ arguments: ParsedArguments, console: Console, keeping kept: KeptUntilExit) throws -> Int32 {
        try GoldenFlags.guarded(console: console) { try check(arguments, console: console, keeping: kept) }
    }

    private static func check(_ arguments: ParsedArguments, console: Console, keeping kept: KeptUntilExit) throws -> Int32 {
        let quiet = arguments.isSet(GoldenFlags.quiet)
        var workflow = try GoldenFlags.workflow(arguments, console: console, keeping: kept)
        if !arguments.isSet(noCache) {
            workflow.checkCache = GoldenCheckCache(folder: GoldenWorkflow.defaultCheckCacheFolder(for: workflow.config))
        }
        let plan: VariantPlan
        switch GoldenFlags.plan(workflow, console: console) {
        case .success(let found): plan = found
        case .failure(let failure): return failure.status
        }
        let variants = plan.variants(in: workflow.shard)
        let bar = quiet ? nil : ProgressBar.make(total: variants.count, label: "variants")
        let result: GoldenRunResult
        var sheets: [URL] = []
        var orphans: [String] = []
        let orphansFail = arguments.isSet(failOnOrphans) || workflow.config.orphanedGoldensFail
        do throws(WorkflowError) {
            result = try workflow.run(plan, progress: bar?.reporter)
            bar?.finish()
            try workflow.writeResult(result)
            if !arguments.isSet(MatrixFlags.noContactSheet) { sheets = try workflow.writeContactSheets(result) }
            // Only the whole matrix says which goldens nothing produces.
            if workflow.shard == nil { orphans = try workflow.staleGoldens(plan).map { workflow.config.displayPath($0) } }
            if workflow.shard == nil || arguments.wasGiven(GoldenFlags.report) {
                var report = try GoldenReport([ReportInput(result: result, folder: workflow.config.output)])
                report.orphanedGoldens = orphans
                report.orphanedGoldensFail = orphansFail
                try report.write(to: workflow.config.reportDirectory, outputBudget: workflow.outputBudget)
                try GoldenFlags.writeSummaries(report, folder: workflow.config.reportDirectory, title: "Preview goldens",
                                               arguments: arguments, environment: ProcessInfo.processInfo.environment)
            }
        } catch {
            bar?.finish()
            return ExitFailure(error, console: console).status
        }

        console.out(GoldenFlags.problemLines(result.problems))
        reportOrphans(orphans, failing: orphansFail, console: console)
        if !quiet {
            console.out(summary(result, workflow: workflow, wroteReport: workflow.shard == nil || arguments.wasGiven(GoldenFlags.report)))
            if !sheets.isEmpty {
                console.out("  contact sheets: \(sheets.count) in \(workflow.config.displayPath(workflow.artifactsFolder).logSafe)/ (*\(ContactSheet.fileSuffix))\n")
            }
        }
        let status = GoldenFlags.exitStatus(result.outputs, passed: result.passed && !(orphansFail && !orphans.isEmpty))
        return reportUnmatchedMasks(result, workflow: workflow, console: console) && status <= 1 ? ExitCode.usageOrInputError.rawValue : status
    }

    /// Goldens no variant produces, on stderr: left by a deleted campaign or
    /// a narrowed matrix, they would otherwise pass every check unseen.
    private static func reportOrphans(_ orphans: [String], failing: Bool, console: Console) {
        guard !orphans.isEmpty else { return }
        let line = "\(orphans.count) orphaned \(orphans.count == 1 ? "golden" : "goldens"): no variant produces "
            + "\(orphans.count == 1 ? "it" : "them") (golden record --prune deletes them)"
            + (failing ? "" : "; --fail-on-orphans or \"orphanedGoldens\": \"error\" in preview.json fails the check")
        if failing { console.error(line) } else { console.warning(line) }
        for path in orphans.prefix(20) { console.plain("  orphaned: \(path.logSafe)") }
        if orphans.count > 20 { console.plain("  ... and \(orphans.count - 20) more (see the report)") }
    }

    /// Names the elements that ignore rules mask and no variant laid out: an
    /// error for a whole run (a misspelt name masks nothing), a warning for a
    /// shard, whose variants may lack an element others have. True for an error.
    private static func reportUnmatchedMasks(_ result: GoldenRunResult, workflow: GoldenWorkflow, console: Console) -> Bool {
        guard let lines = result.unmatchedElementMasks else { return false }
        let source = workflow.config.file.map { workflow.config.displayPath($0) } ?? "preview.json"
        for line in lines {
            if workflow.shard == nil {
                console.error("\(source): \(line)")
            } else {
                console.warning("\(source): \(line) (in this shard's variants)")
            }
        }
        return workflow.shard == nil
    }

    static func summary(_ result: GoldenRunResult, workflow: GoldenWorkflow, wroteReport: Bool) -> String {
        let scope = workflow.shard.map { "shard \($0): " } ?? ""
        var parts: [String] = []
        for (status, label) in [(CheckedOutput.Status.failed, "failed"), (.new, "new (no golden)"), (.error, "could not render")] {
            let count = result.count(status)
            if count > 0 { parts.append("\(count) \(label)") }
        }
        let verdict = parts.isEmpty ? "all \(result.outputs.count) outputs match their goldens"
            : "\(result.problems.count) of \(result.outputs.count) outputs need review (\(parts.joined(separator: ", ")))"
        var lines = ["golden check: \(scope)\(verdict); \(result.tally.variants) variants"]
        let unchanged = result.outputs.filter { $0.verifiedByCache == true }.count
        if unchanged > 0 {
            lines.append("  unchanged since an earlier check, not drawn: \(unchanged) (check cache; --no-cache draws every frame)")
        }
        if result.tally.notDisplayedCount > 0 {
            lines.append("  not displayed on a device: \(result.tally.notDisplayed.map { "\($0.count) \($0.key)" }.joined(separator: ", "))")
        }
        let config = workflow.config
        // The folders may come from preview.json, which is input.
        lines.append("  result: \(config.displayPath(workflow.resultFile).logSafe)")
        if wroteReport { lines.append("  report: \(config.displayPath(config.reportDirectory.appendingPathComponent(GoldenReport.htmlFile)).logSafe)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
