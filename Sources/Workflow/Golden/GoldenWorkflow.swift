import RenderCore
import Foundation
import InputFiles
import Pipeline

/// `golden check` and `golden record` as a library: what the command line
/// calls, and what a test calls to check a repository's goldens the same way.
///
/// ```swift
/// let workflow = GoldenWorkflow(config: try PreviewConfig.load(from: url))
/// let plan = try workflow.plan()
/// let result = try workflow.run(plan)          // compare only
/// try workflow.write(result)                   // <output>/result.json and the reports
/// ```
public struct GoldenWorkflow: Sendable {
    public let config: PreviewConfig
    public let runner: MatrixRunner
    /// The part of the matrix this run covers; `nil` for all of it.
    public let shard: Shard?
    /// Where a check remembers frames identical to their goldens, to skip
    /// drawing them next time (``GoldenCheckCache``); `nil` (the default
    /// here) draws every frame. `preview-cli golden check` sets
    /// ``defaultCheckCacheFolder``.
    public var checkCache: GoldenCheckCache?
    /// What this workflow's runs may write, all together: goldens, artifacts,
    /// the result, contact sheets and reports (`config.limits.maxOutputBytes`).
    public let outputBudget: OutputBudget

    /// `check-cache` in the output folder (`.preview/check-cache` by default).
    public static func defaultCheckCacheFolder(for config: PreviewConfig) -> URL {
        config.output.appendingPathComponent("check-cache", isDirectory: true)
    }

    public init(config: PreviewConfig, jobs: Int = MatrixRunner.defaultJobs, shard: Shard? = nil,
                makeSession: @escaping PreviewPipeline.SessionFactory = { try PreviewSession() },
                annotate: PreviewPipeline.Annotator? = nil) {
        self.config = config
        self.runner = MatrixRunner(pipeline: PreviewPipeline(settings: config.render, makeSession: makeSession, annotate: annotate), jobs: jobs)
        self.shard = shard
        self.outputBudget = OutputBudget(limit: config.limits.maxOutputBytes)
    }

    /// `result`, or `shard-I-of-N` for a shard: the result file's name without
    /// `.json`, and the folder of its artifacts, both in the output folder.
    public var runName: String {
        shard.map { "shard-\($0.index)-of-\($0.count)" } ?? "result"
    }

    /// `<output>/<runName>.json`.
    public var resultFile: URL { config.output.appendingPathComponent(runName + ".json") }
    /// `<output>/<runName>/`: `actual/`, `expected/`, `diff/`.
    public var artifactsFolder: URL { config.output.appendingPathComponent(runName) }

    /// Every variant of the config (all shards), checked: campaigns decode,
    /// formats exist, each format has a goldens folder.
    public func plan() throws(WorkflowError) -> VariantPlan {
        try checkWriteFolders()
        let session: PreviewSession
        do {
            session = try runner.session()
        } catch {
            throw .runner(error)
        }
        let plan: VariantPlan
        do {
            plan = try VariantPlan.make(config: config, allFormats: session.renderers.names)
            try runner.checkFormats(of: plan.variants, using: session)
        } catch let error as PlanError {
            throw .plan(error)
        } catch let error as RunnerError {
            throw .runner(error)
        } catch {
            throw .runner(.sessionFailed("\(error)"))
        }
        for variant in plan.variants {
            for format in variant.formats where config.goldens.folder(for: format) == nil { throw .noGoldensFolder(format: format) }
        }
        return plan
    }

    /// The folders this run writes in below the places `preview.json` chose
    /// (its artifacts and the check cache below `output`, the report, the
    /// goldens): each must land inside the file's folder, so a committed link
    /// (`.preview/result` leading elsewhere) cannot carry a write out. Places
    /// the caller gave are its own and not judged.
    func checkWriteFolders() throws(WorkflowError) {
        let config = config
        let name = config.file?.lastPathComponent ?? PreviewConfig.fileName
        func check(_ folders: [URL], _ setting: ConfigSetting, flag: String) throws(WorkflowError) {
            guard let repository = config.confinement(of: setting) else { return }
            for folder in folders {
                let placement = repository.placement(of: folder)
                guard placement == .inside else {
                    throw .outsideRepository(path: config.displayPath(folder), key: setting.key, config: name, flag: flag,
                                             throughLink: placement == .leadsOutside)
                }
            }
        }
        var belowOutput = [config.output, artifactsFolder]
        if let cache = checkCache?.folder, RepositoryFolder.isInside(cache.path, config.output.path) { belowOutput.append(cache) }
        try check(belowOutput, .output, flag: "--output")
        if config.report == nil {
            try check([config.reportDirectory], .output, flag: "--report")
        } else {
            try check([config.reportDirectory], .report, flag: "--report")
        }
        try check(config.goldens.all, .goldens, flag: "--goldens")
    }

    /// Renders this run's variants and compares every output with its golden;
    /// with `recording`, writes the goldens the mode selects. The previous
    /// artifacts of this run (and only of this run) are removed first.
    public func run(_ plan: VariantPlan, recording: RecordMode? = nil,
                    progress: (@Sendable (Int) -> Void)? = nil) throws(WorkflowError) -> GoldenRunResult {
        let variants = plan.variants(in: shard)
        try? FileManager.default.removeItem(at: artifactsFolder)
        let config = config
        // Recording writes files, which an undrawn frame cannot give.
        let cache = recording == nil ? checkCache : nil
        let check = GoldenCheck(goldens: config.goldens, diff: config.diff, artifacts: artifactsFolder, resultFolder: config.output,
                                recording: recording, cache: cache, displayPath: { config.displayPath($0) }, outputBudget: outputBudget)
        let masked = config.diff.maskedElements
        let outcomes: [(VariantSummary, [CheckedOutput], ElementMaskSighting)]
        do {
            // Frames are compared with decoded goldens, and only the PNGs
            // written (goldens, a failure's actual output) are encoded.
            outcomes = try runner.run(variants, keepingFrames: true,
                                      checkCache: cache.map { MatrixRunner.CheckCacheUse(cache: $0, goldens: config.goldens) },
                                      outputBudget: outputBudget, progress: progress) { rendered in
                (VariantSummary(rendered), check.check(rendered), ElementMaskSighting(rendered, masked: masked, diff: config.diff))
            }
        } catch .outputBudgetExceeded(let exceeded) {
            throw .outputBudgetExceeded(exceeded)
        } catch {
            throw .runner(error)
        }
        var result = GoldenRunResult(shard: shard, recordMode: recording, outputs: outcomes.flatMap(\.1),
                                     tally: RunTally(outcomes.map(\.0)), skipped: plan.skipped)
        let problems = ElementMaskSighting.unmatched(masked, in: outcomes.map(\.2))
        result.unmatchedElementMasks = problems.isEmpty ? nil : problems
        return result
    }

    /// Writes the result file (`resultFile`) for `golden report` to merge.
    public func writeResult(_ result: GoldenRunResult) throws(WorkflowError) {
        do {
            try Folders.ensure(config.output)
            try AtomicFile.write(try ResultFile.encode(result), to: resultFile, budget: outputBudget)
        } catch {
            throw .writing(resultFile.path, error)
        }
    }

    /// Draws a contact sheet per campaign from the run's PNG outputs (the
    /// actual output where the run kept one, else the golden it matched),
    /// into the artifacts folder as `<campaign>.contact-sheet.png`.
    /// - Returns: the sheets written, by campaign.
    public func writeContactSheets(_ result: GoldenRunResult) throws(WorkflowError) -> [URL] {
        var byCampaign: [String: [ContactSheet.Entry]] = [:]
        for output in result.outputs where output.comparison == .pixels && output.status != .error {
            let image: URL
            if let actual = output.artifacts?.actual {
                image = config.output.appendingPathComponent(actual)
            } else if let folder = config.goldens.folder(for: output.format) {
                image = folder.appendingPathComponent(output.path)
            } else {
                continue
            }
            guard FileManager.default.fileExists(atPath: image.path) else { continue }
            byCampaign[output.campaign, default: []].append(ContactSheet.Entry(
                variant: output.variant, device: output.device, orientation: output.orientation, language: output.language,
                textSize: output.textSize, displayed: output.displayed, notDisplayedReason: output.notDisplayedReason, image: image))
        }
        guard !byCampaign.isEmpty else { return [] }
        let session: PreviewSession
        do {
            session = try runner.session()
        } catch {
            throw .runner(error)
        }
        do {
            return try ContactSheet.write(byCampaign, into: artifactsFolder, session: session, outputBudget: outputBudget)
        } catch let error as AtomicFile.WriteError where error.budgetExceeded != nil {
            throw .writing(artifactsFolder.path, error)
        } catch {
            throw .cannotWrite(path: artifactsFolder.path, reason: "contact sheet: \(error)")
        }
    }

    /// One output the plan produces and where its golden lives.
    struct PlannedOutput {
        var format: String
        var fileExtension: String
        /// The format's goldens folder.
        var folder: URL
        var golden: URL
    }

    /// Every output of `plan` by its path (`campaign/variant.ext`), without rendering.
    func plannedOutputs(_ plan: VariantPlan) throws(WorkflowError) -> [String: PlannedOutput] {
        let session: PreviewSession
        do {
            session = try runner.session()
        } catch {
            throw .runner(error)
        }
        var outputs: [String: PlannedOutput] = [:]
        for variant in plan.variants {
            for format in variant.formats {
                guard let folder = config.goldens.folder(for: format)?.standardizedFileURL,
                      let renderer = try? session.renderers.resolve(format, plugins: config.render.plugins) else { continue }
                let ext = renderer.fileExtension(for: config.render.renderOptions)
                let path = variant.outputPath(fileExtension: ext)
                outputs[path] = PlannedOutput(format: format, fileExtension: ext, folder: folder, golden: folder.appendingPathComponent(path))
            }
        }
        return outputs
    }
}
