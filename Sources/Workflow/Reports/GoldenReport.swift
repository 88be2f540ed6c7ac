import Foundation
import Pipeline

/// The reports of one run, merged from one or more result files (one per
/// shard): a self-contained HTML page, JUnit XML and a JSON summary.
///
/// The folder is complete on its own: the images of failed and new outputs
/// are copied into `images/` and the page refers to them relatively, so it
/// opens from disk (or a CI artifact) with no network, and stays small
/// however many variants fail.
public struct GoldenReport: Sendable {
    /// The files a report folder holds, besides `images/`.
    public static let htmlFile = "index.html"
    public static let junitFile = "junit.xml"
    public static let summaryFile = "summary.json"
    /// The largest artifact copied into a report.
    static let maxArtifactBytes = 64 << 20

    /// Every output of every input, sorted by path; a path in two inputs counts once.
    public let outputs: [CheckedOutput]
    public let tally: RunTally
    public let skipped: [SkippedFile]
    /// For sharded runs: which shards the inputs cover.
    public let shards: ShardCoverage?
    /// Goldens no variant of the run produces (as `golden record --prune`
    /// lists them, relative to the config's folder); only a whole,
    /// unsharded check can tell, so merged shards have none.
    public var orphanedGoldens: [String] = []
    /// Whether orphaned goldens fail the run (`--fail-on-orphans`,
    /// `"orphanedGoldens": "error"`) rather than warn.
    public var orphanedGoldensFail = false
    let sources: [String: ReportInput]

    /// - Throws: inputs from differently sharded runs (2/4 with 1/3), or more
    ///   inputs than a run has shards (`Shard.maxCount`).
    public init(_ inputs: [ReportInput]) throws(WorkflowError) {
        // Each input is a file of up to 64 MiB held in memory: no more than one run's shards.
        if inputs.count > Shard.maxCount {
            func name(_ input: ReportInput) -> String { input.file?.relativePath ?? input.folder.relativePath }
            throw .unreadableResult(path: name(inputs[Shard.maxCount]), reason: "expected at most \(Shard.maxCount) result files "
                                    + "(a run has at most \(Shard.maxCount) shards), found \(inputs.count)")
        }
        let counts = Set(inputs.map { $0.result.shard?.count ?? 0 })
        guard counts.count <= 1 else {
            // Name the first file split unlike the first one, so the stray download is found.
            func split(_ input: ReportInput) -> String { input.result.shard.map { "one of \($0.count) shards" } ?? "an unsharded run" }
            let first = inputs[0], odd = inputs.first { ($0.result.shard?.count ?? 0) != (first.result.shard?.count ?? 0) }!
            func name(_ input: ReportInput) -> String { input.file?.relativePath ?? input.folder.relativePath }
            throw .unreadableResult(path: name(odd), reason: "it is \(split(odd)), but \(name(first)) is \(split(first)); "
                                    + "merge the results of one run")
        }
        var seen: [String: ReportInput] = [:]
        var outputs: [CheckedOutput] = []
        for input in inputs {
            for output in input.result.outputs where seen[output.path] == nil {
                seen[output.path] = input
                outputs.append(output)
            }
        }
        self.outputs = outputs.sorted { $0.path < $1.path }
        sources = seen
        tally = RunTally.merging(inputs.map(\.result.tally))
        var skipped: [SkippedFile] = []
        for file in inputs.flatMap(\.result.skipped) where !skipped.contains(file) { skipped.append(file) }
        self.skipped = skipped
        if let count = counts.first, count > 0 {
            shards = ShardCoverage(count: count, present: Set(inputs.compactMap { $0.result.shard?.index }).sorted())
        } else {
            shards = nil
        }
    }

    /// Every output good and, for a sharded run, every shard present.
    public var passed: Bool {
        outputs.allSatisfy(\.isGood) && (shards?.isComplete ?? true) && !(orphanedGoldensFail && !orphanedGoldens.isEmpty)
    }

    /// Outputs with `status` that no recording fixed.
    public func count(_ status: CheckedOutput.Status) -> Int {
        outputs.filter { $0.status == status && $0.recorded == nil }.count
    }

    /// Outputs a reviewer must look at, by path.
    public var problems: [CheckedOutput] { outputs.filter { !$0.isGood } }

    /// Writes `index.html`, `junit.xml`, `summary.json` and `images/` into
    /// `folder` (created if needed). Earlier images there are replaced.
    /// Every file is charged to `outputBudget` when one is given.
    public func write(to folder: URL, title: String = "Preview goldens", outputBudget: OutputBudget? = nil) throws(WorkflowError) {
        let images = folder.appendingPathComponent("images")
        do {
            try Folders.ensure(folder)
            try? FileManager.default.removeItem(at: images)
            let entries = try problems.map { try entry(for: $0, images: OutputFolder(images, budget: outputBudget), report: folder) }
            try AtomicFile.write(try ReportSummary(self, entries: entries).json(), to: folder.appendingPathComponent(Self.summaryFile),
                                 budget: outputBudget)
            try AtomicFile.write(Data(JUnitReport(self, entries: entries, attachmentPrefix: Self.attachmentPrefix(for: folder)).xml().utf8),
                                 to: folder.appendingPathComponent(Self.junitFile), budget: outputBudget)
            try AtomicFile.write(Data(ReportPage(self, entries: entries, title: title).html().utf8),
                                 to: folder.appendingPathComponent(Self.htmlFile), budget: outputBudget)
        } catch {
            throw .writing(folder.path, error)
        }
    }

    /// The report folder as JUnit attachments name it: relative to the
    /// current folder (where a CI job runs) when below it, else absolute.
    static func attachmentPrefix(for folder: URL) -> String {
        Folders.prefix(of: folder, from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// Copies the output's artifacts into `images/` and reads texts for inline display.
    private func entry(for output: CheckedOutput, images: OutputFolder, report: URL) throws -> ReportEntry {
        var entry = ReportEntry(output: output)
        guard let artifacts = output.artifacts, let source = sources[output.path] else { return entry }
        func copy(_ relative: String?, kind: String) throws -> String? {
            guard let relative else { return nil }
            // Result files are read back from CI artifacts: what they name is
            // read only inside their own folder, and written only inside images/.
            guard case .data(let data) = OutputFolder(source.folder).read(relative, limit: Self.maxArtifactBytes) else { return nil }
            try images.write(data, to: "\(kind)/\(output.path)")
            if !entry.isImage, data.count <= ReportPage.inlineTextLimit {
                let text = String(decoding: data, as: UTF8.self)
                if kind == "expected" { entry.expectedText = text } else if kind == "actual" { entry.actualText = text }
            }
            return "images/\(kind)/\(output.path)"
        }
        entry.expected = try copy(artifacts.expected, kind: "expected")
        entry.actual = try copy(artifacts.actual, kind: "actual")
        entry.diff = try copy(artifacts.diff, kind: "diff")
        return entry
    }
}
