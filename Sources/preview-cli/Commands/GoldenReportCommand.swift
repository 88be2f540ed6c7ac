import ArgumentParsing
import Foundation
import Pipeline
import Workflow

/// `preview-cli golden report RESULT.json... -o DIR`: merges the results of
/// a run's shards into one HTML, JUnit and JSON report.
enum GoldenReportCommand: Command {
    static let results = Positional(
        "RESULTS", arity: .variadic, help: "Result files of 'golden check' (shard-*.json, result.json), with their artifact folders beside them.")
    static let output = Option.value(
        "output", short: "o", valueName: "DIR",
        help: "The report folder (created if missing); default: the report folder of ./preview.json (or --config), as golden check writes it.")
    static let title = Option.value("title", valueName: "TEXT", help: "The report's heading.", default: "Preview goldens")

    static let exitStatus = HelpSection(title: "Exit status", rows: GoldenFlags.exitStatusRows(
        zero: "Every output of every shard matches its golden, and no shard is missing.",
        one: "Some output failed or is new, or a shard's result is missing.")
        + [.init("2", "Also: results of differently split runs (the message names the file).")])

    static let spec = CommandSpec(
        name: "golden report",
        summary: "Merge the results of sharded 'golden check' jobs into one report.",
        discussion: "Each shard's job leaves its result file and, next to it, a folder of the actual outputs, goldens and "
            + "diffs of its failures (paths in the file are relative to it). Give every shard's file; the report says which "
            + "shards are missing. Writes DIR/index.html (opens from disk, images in DIR/images), DIR/junit.xml and DIR/summary.json.",
        positionals: [results],
        options: [output, MatrixFlags.config, title, GoldenFlags.summary, GoldenFlags.summaryImages, MatrixFlags.maxOutputBytes, GoldenFlags.quiet],
        sections: [
            exitStatus,
            HelpSection(title: "Examples", lines: [
                "preview-cli golden report shards/*/shard-*.json -o report/",
                "preview-cli golden report .preview/shard-*.json      # into preview.json's report folder",
            ]),
        ])

    static func run(_ arguments: ParsedArguments, console: Console, keeping _: KeptUntilExit) throws -> Int32 {
        let files = arguments.values(results)
        guard !files.isEmpty else { throw ArgumentError.missingArgument(results.name) }
        let folder = try reportFolder(arguments)
        let budget = OutputBudget(limit: try MatrixFlags.limits(arguments, over: RunLimits()).maxOutputBytes)
        let report: GoldenReport
        do {
            report = try GoldenReport(try ReportInput.readAll(files.map { URL(fileURLWithPath: $0) }))
            try report.write(to: folder, title: arguments.value(title) ?? "Preview goldens", outputBudget: budget)
            try GoldenFlags.writeSummaries(report, folder: folder, title: arguments.value(title) ?? "Preview goldens",
                                           arguments: arguments, environment: ProcessInfo.processInfo.environment)
        } catch {
            return ExitFailure(error, console: console).status
        }
        console.out(GoldenFlags.problemLines(report.problems))
        var line = "golden report: \(report.problems.count) of \(report.outputs.count) outputs need review, \(report.tally.variants) variants"
        if let shards = report.shards {
            line += "; shards \(shards.present.count) of \(shards.count)"
            if !shards.isComplete { line += " (missing: \(shards.missing.map(String.init).joined(separator: ", ")))" }
        }
        if !arguments.isSet(GoldenFlags.quiet) {
            console.out(line + "\n  report: \(folder.appendingPathComponent(GoldenReport.htmlFile).path)\n")
        }
        return GoldenFlags.exitStatus(report.outputs, passed: report.passed)
    }

    /// `-o`, else the report folder `preview.json` names (`report`, or
    /// `<output>/report`), which its loading holds inside its folder.
    private static func reportFolder(_ arguments: ParsedArguments) throws -> URL {
        if let path = arguments.value(output) { return try WorkflowSetup.folder(path, option: output) }
        let file: URL
        if let path = arguments.value(MatrixFlags.config) {
            file = URL(fileURLWithPath: path, relativeTo: WorkflowSetup.currentDirectory)
        } else if let found = PreviewConfig.locate(in: WorkflowSetup.currentDirectory) {
            file = found
        } else {
            throw InputError.problems(["no report folder: give -o DIR, or run where a \(PreviewConfig.fileName) is (or give --config FILE)"])
        }
        do {
            return try PreviewConfig.load(from: file, displayName: arguments.value(MatrixFlags.config) ?? PreviewConfig.fileName).reportDirectory
        } catch {
            throw InputError.problems(error.problems.map(\.description))
        }
    }
}
