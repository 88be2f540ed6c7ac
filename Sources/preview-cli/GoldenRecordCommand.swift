import ArgumentParsing
import Foundation
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
        "prune", help: "Also delete goldens no variant produces any more (listed first). Not with --shard.")
    static let force = Option.flag(
        "force", help: "Record even though the CI environment variable is set.")

    static let exitStatus = HelpSection(title: "Exit status", rows: [
        .init("0", "Every output now matches its golden."),
        .init("1", "Some outputs still differ (the mode did not select them) or could not be rendered."),
        .init("2", "Usage or input error, or CI is set without --force: nothing was recorded."),
    ])

    static let spec = CommandSpec(
        name: "golden record",
        summary: "Write goldens from the current rendering: missing ones, failed ones, or all.",
        discussion: "Renders every variant as 'golden check' does and writes the goldens the mode selects, each atomically "
            + "(a reader never sees half a file); files the mode does not select are not touched. When the CI environment "
            + "variable is set, nothing is recorded unless --force is given: goldens are reviewed and committed by people.",
        positionals: [MatrixFlags.campaigns],
        options: [update, prune, force] + GoldenFlags.options,
        sections: [
            exitStatus,
            HelpSection(title: "Examples", lines: [
                "preview-cli golden record",
                "preview-cli golden record --update failed",
                "preview-cli golden record --update all --prune",
            ]),
        ])

    static func run(_ arguments: ParsedArguments, console: Console,
                    environment: [String: String]) throws -> Int32 {
        if let ci = environment["CI"], !ci.isEmpty, !arguments.isSet(force) {
            console.error("not recording goldens: the CI environment variable is set (CI=\(ci)); goldens are recorded "
                          + "locally and reviewed. Pass --force to record anyway.")
            return ExitCode.usageOrInputError.rawValue
        }
        let workflow = try GoldenFlags.workflow(arguments, console: console)
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
        let bar = ProgressBar.make(total: plan.variants(in: workflow.shard).count, label: "variants")
        let result: GoldenRunResult
        var stale: [URL] = []
        do throws(WorkflowError) {
            result = try workflow.run(plan, recording: mode, progress: bar?.reporter)
            bar?.finish()
            if arguments.isSet(prune) { stale = try workflow.staleGoldens(plan) }
        } catch {
            bar?.finish()
            return ExitFailure(error, console: console).status
        }

        let config = workflow.config
        for output in result.outputs {
            guard let recorded = output.recorded else { continue }
            console.out("\(recorded.rawValue) \(output.golden ?? output.path)\n")
        }
        if !stale.isEmpty {
            console.out("pruning \(stale.count) \(stale.count == 1 ? "golden" : "goldens") no variant produces:\n")
            for url in stale { console.out("  \(config.displayPath(url))\n") }
            for url in stale {
                do {
                    try FileManager.default.removeItem(at: url)
                    removeEmptyFolders(from: url.deletingLastPathComponent(), upTo: config.goldens.all)
                } catch {
                    console.error("cannot remove \(config.displayPath(url)): \(error.localizedDescription)")
                }
            }
        }
        let remaining = result.problems
        console.out(GoldenFlags.problemLines(remaining))
        let created = result.outputs.filter { $0.recorded == .created }.count
        let updated = result.outputs.filter { $0.recorded == .updated }.count
        var line = "golden record (--update \(mode.rawValue)): \(created) created, \(updated) updated, "
            + "\(result.count(.passed)) unchanged"
        if !stale.isEmpty { line += ", \(stale.count) pruned" }
        if !remaining.isEmpty {
            let differ = remaining.filter { $0.status == .failed }.count
            line += "; \(remaining.count) still need review" + (differ > 0 && mode == .missing ? " (--update failed rewrites the \(differ) that differ)" : "")
        }
        console.out(line + "\n")
        return remaining.isEmpty ? 0 : 1
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        try run(arguments, console: console, environment: ProcessInfo.processInfo.environment)
    }

    /// Removes folders a prune left empty, stopping at the goldens folders themselves.
    private static func removeEmptyFolders(from folder: URL, upTo roots: [URL]) {
        var current = folder.standardizedFileURL
        let rootPaths = Set(roots.map(\.standardizedFileURL.path))
        while !rootPaths.contains(current.path), current.path != "/",
              let contents = try? FileManager.default.contentsOfDirectory(atPath: current.path), contents.isEmpty {
            try? FileManager.default.removeItem(at: current)
            current = current.deletingLastPathComponent()
        }
    }
}
