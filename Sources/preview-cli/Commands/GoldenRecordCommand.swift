import ArgumentParsing
import Foundation
import LogText
import Workflow

/// `preview-cli golden record [--update missing|failed|all] [--prune]`:
/// writes goldens from the current rendering, atomically. Never in CI
/// unless forced.
enum GoldenRecordCommand: Command {
    static let update = Option.value(
        "update", valueName: "MODE",
        help: "Which goldens to write: missing (only ones that do not exist), failed (ones a check fails: missing or "
            + "different; no other file is touched), or all (every one whose bytes changed, even within the diff budget).",
        default: RecordMode.missing.rawValue, choices: RecordMode.allCases.map(\.rawValue))
    static let prune = Option.flag(
        "prune", help: "Also delete goldens no variant produces any more (listed first). Not with --shard. Only inside goldens "
            + "folders within the repository (the folder of preview.json), links followed; refused otherwise, before anything is recorded.")
    static let force = Option.flag(
        "force", help: "Record even though the CI environment variable is set.")
    static let from = Option.repeating(
        "from", valueName: "RESULT",
        help: "Take the outputs from a check's result instead of rendering here: a result.json, or a folder holding one "
            + "or every shard-I-of-N.json of a run (a downloaded CI artifact). Refused unless it covers exactly this "
            + "config's outputs. Repeatable, one per shard.")

    static let exitStatus = HelpSection(title: "Exit status", rows: GoldenFlags.exitStatusRows(
        zero: "Every output now matches its golden.",
        one: "Some outputs still differ or are new (the mode did not select them); with --from, an artifact could not be taken.")
        + [.init("2", "Also: CI is set without --force, the --from result does not match the config, or --prune would delete "
                 + "outside the repository; nothing was recorded.")])

    static let spec = CommandSpec(
        name: "golden record",
        summary: "Write goldens from the current rendering: missing ones, failed ones, or all.",
        discussion: "Renders every variant as 'golden check' does and writes the goldens the mode selects, each atomically "
            + "(a reader never sees half a file); files the mode does not select are not touched. When the CI environment "
            + "variable is set, nothing is recorded unless --force is given: goldens are reviewed and committed by people.\n\n"
            + "With --from RESULT, nothing is rendered: the goldens are taken from the actual outputs a 'golden check' "
            + "(in CI) left in its result folder, so goldens can be accepted on any machine, a Mac included, with the "
            + "bytes CI's renderer produced.",
        positionals: [MatrixFlags.campaigns],
        options: [update, from, prune, force] + GoldenFlags.options,
        sections: [
            exitStatus,
            HelpSection(title: "Examples", lines: [
                "preview-cli golden record",
                "preview-cli golden record --update failed",
                "preview-cli golden record --from ~/Downloads/preview-shards --update failed",
                "preview-cli golden record --update all --prune",
            ]),
        ])

    static func run(_ arguments: ParsedArguments, console: Console,
                    environment: [String: String], keeping kept: KeptUntilExit) throws -> Int32 {
        try GoldenFlags.guarded(console: console) { try record(arguments, console: console, environment: environment, keeping: kept) }
    }

    private static func record(_ arguments: ParsedArguments, console: Console,
                               environment: [String: String], keeping kept: KeptUntilExit) throws -> Int32 {
        let quiet = arguments.isSet(GoldenFlags.quiet)
        if let ci = environment["CI"], !ci.isEmpty, !arguments.isSet(force) {
            console.error("not recording goldens: the CI environment variable is set (CI=\(ci)); goldens are recorded "
                          + "locally and reviewed. Pass --force to record anyway.")
            return ExitCode.usageOrInputError.rawValue
        }
        let workflow = try GoldenFlags.workflow(arguments, console: console, keeping: kept)
        if arguments.isSet(prune), workflow.shard != nil {
            throw ArgumentError.invalidValue(option: MatrixFlags.shard.displayName, value: arguments.value(MatrixFlags.shard) ?? "",
                                             reason: "--prune needs every variant, so it cannot run on a shard")
        }
        let mode = RecordMode(rawValue: arguments.value(update) ?? "") ?? .missing
        let plan: VariantPlan
        switch GoldenFlags.plan(workflow, console: console) {
        case .success(let found): plan = found
        case .failure(let failure): return failure.status
        }
        let sources = arguments.values(from)
        if !sources.isEmpty, workflow.shard != nil {
            throw ArgumentError.invalidValue(option: MatrixFlags.shard.displayName, value: arguments.value(MatrixFlags.shard) ?? "",
                                             reason: "with --from, the result says which variants it holds; give every shard's result instead")
        }
        if arguments.isSet(prune) {
            // Before anything is recorded: a prune that may not run makes the whole command refused.
            do throws(WorkflowError) {
                try workflow.checkPrunable(plan)
            } catch {
                return ExitFailure(error, console: console).status
            }
        }
        let bar = sources.isEmpty && !quiet ? ProgressBar.make(total: plan.variants(in: workflow.shard).count, label: "variants") : nil
        let result: GoldenRunResult
        var stale: [GoldenWorkflow.StaleGolden] = []
        do throws(WorkflowError) {
            if sources.isEmpty {
                result = try workflow.run(plan, recording: mode, progress: bar?.reporter)
            } else {
                var inputs: [ReportInput] = []
                for path in sources { inputs += try ReportInput.find(URL(fileURLWithPath: path)) }
                result = try workflow.accept(inputs, plan: plan, mode: mode)
            }
            bar?.finish()
            if arguments.isSet(prune) { stale = try workflow.staleGoldenFiles(plan) }
        } catch {
            bar?.finish()
            return ExitFailure(error, console: console).status
        }

        let config = workflow.config
        for output in result.outputs where !quiet {
            guard let recorded = output.recorded else { continue }
            console.out("\(recorded.rawValue) \((output.golden ?? output.path).logSafe)\n")
        }
        if !stale.isEmpty, !quiet {
            console.out("pruning \(stale.count) \(stale.count == 1 ? "golden" : "goldens") no variant produces:\n")
            for golden in stale { console.out("  \(config.displayPath(golden.url).logSafe)\n") }
        }
        var pruned = 0
        for outcome in workflow.prune(stale) {
            switch outcome.outcome {
            case .removed, .missing: pruned += 1
            case .refused(let reason): console.error("not removing \(config.displayPath(outcome.golden.url)): \(reason)")
            }
        }
        let remaining = result.problems
        console.out(GoldenFlags.problemLines(remaining))
        let created = result.outputs.filter { $0.recorded == .created }.count
        let updated = result.outputs.filter { $0.recorded == .updated }.count
        let origin = sources.isEmpty ? "" : " --from \(sources.joined(separator: " "))"
        var line = "golden record\(origin) (--update \(mode.rawValue)): \(created) created, \(updated) updated, "
            + "\(result.count(.passed)) unchanged"
        if !stale.isEmpty { line += ", \(pruned) pruned" }
        if !remaining.isEmpty {
            let differ = remaining.filter { $0.status == .failed }.count
            line += "; \(remaining.count) still need review" + (differ > 0 && mode == .missing ? " (--update failed rewrites the \(differ) that differ)" : "")
        }
        if !quiet { console.out(line + "\n") }
        return GoldenFlags.exitStatus(remaining, passed: remaining.isEmpty)
    }

    static func run(_ arguments: ParsedArguments, console: Console, keeping kept: KeptUntilExit) throws -> Int32 {
        try run(arguments, console: console, environment: ProcessInfo.processInfo.environment, keeping: kept)
    }
}
