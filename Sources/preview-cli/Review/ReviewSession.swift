import Foundation
import LogText
import Workflow

/// The state `golden review` serves: the results under review, the report
/// page made from them, and the reviewer's decisions.
///
/// The results are the last check's (`golden review` checks first, through
/// `golden check`'s workflow) or a CI run's (`--from`). Accept writes
/// goldens through `GoldenWorkflow.accept`, the confined, atomic code of
/// `golden record --from`, from the result's copy of each output.
///
/// Every change goes through one lock: a request, and the poll that notices
/// edited campaigns or goldens, never interleave, so the goldens an Accept
/// just wrote are not taken for someone else's edit.
final class ReviewSession: @unchecked Sendable {
    let workflow: GoldenWorkflow
    /// The report page and its images, in a private temporary folder.
    let folder: URL
    /// `--from` results: they stay as CI rendered them; edits to campaigns do not apply.
    let isFromCI: Bool
    private let sources: [String]
    private let lock = NSLock()
    private var plan: VariantPlan
    private var inputs: [ReportInput] = []
    private var decisions: [String: ReviewDecision] = [:]
    /// Outputs that have a card: the ones a decision may name.
    private var reviewable: Set<String> = []
    private var generation = 1
    /// Why the last refresh failed (a campaign that no longer decodes), shown on the page.
    private var problem: String?
    private var campaignStamps: FileStamps
    private var goldenStamps: FileStamps
    /// Counts for the closing line.
    private(set) var acceptedCount = 0
    private(set) var rejectedCount = 0

    /// Checks (or reads `sources`) and writes the first page.
    init(workflow: GoldenWorkflow, plan: VariantPlan, sources: [String], progress: ProgressBar?) throws(WorkflowError) {
        self.workflow = workflow
        self.plan = plan
        self.sources = sources
        isFromCI = !sources.isEmpty
        folder = try Self.makeFolder()
        campaignStamps = Self.campaignStamps(workflow.config, plan: plan)
        goldenStamps = Self.goldenStamps(workflow.config)
        if isFromCI {
            for path in sources { inputs += try ReportInput.find(URL(fileURLWithPath: path)) }
            // Refuses a result of other campaigns or another matrix now, as `golden record --from` does.
            try markAcceptedOnDisk(try workflow.accept(inputs, plan: plan, mode: .failed, selecting: []))
        } else {
            try check(progress: progress)
        }
        try writePage()
    }

    /// Removes the page's folder; the server must have stopped.
    func removePage() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A folder only this user can read, for the page and its copies of the outputs.
    private static func makeFolder() throws(WorkflowError) -> URL {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("messagepreview-review-XXXXXX").path
        var bytes = Array(template.utf8CString)
        guard let made = mkdtemp(&bytes) else {
            throw .cannotWrite(path: template, reason: "cannot make a temporary folder for the review page")
        }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    /// Renders and compares every variant, as `golden check` does, and keeps its result.
    private func check(progress: ProgressBar?) throws(WorkflowError) {
        let result = try workflow.run(plan, progress: progress?.reporter)
        progress?.finish()
        try workflow.writeResult(result)
        inputs = [ReportInput(result: result, folder: workflow.config.output, file: workflow.resultFile)]
    }

    private func writePage() throws(WorkflowError) {
        let report = try GoldenReport(inputs)
        try report.write(to: folder, title: "Preview goldens: review")
        reviewable = Set(report.problems.map(\.path))
    }

    /// Outputs whose golden already holds what the result rendered (someone
    /// ran `golden record`, or checked out a branch with them) count as accepted.
    private func markAcceptedOnDisk(_ judged: GoldenRunResult) throws(WorkflowError) {
        let problems = Set(try GoldenReport(inputs).problems.map(\.path))
        for output in judged.outputs where problems.contains(output.path) && output.status == .passed && decisions[output.path] != .accepted {
            decisions[output.path] = .accepted
        }
    }

    // MARK: - What the page asks

    /// The page's generation (a new one after a re-render), decisions and problem, as JSON.
    func state() -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return stateLocked()
    }

    private func stateLocked() -> [UInt8] {
        struct State: Encodable {
            var generation: Int
            var fromCI: Bool
            var decisions: [String: ReviewDecision]
            var problem: String?
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(State(generation: generation, fromCI: isFromCI, decisions: decisions, problem: problem))) ?? Data("{}".utf8)
        return Array(data)
    }

    /// Outputs with a card on the page.
    var reviewCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return reviewable.count
    }

    var currentGeneration: Int {
        lock.lock()
        defer { lock.unlock() }
        return generation
    }

    /// Accepts or rejects `paths` (outputs with a card); returns the new state.
    /// - Throws: `ReviewRequestError` for a path that has no card.
    func decide(accept: Bool, paths: [String]) throws(ReviewRequestError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let unknown = paths.first(where: { !reviewable.contains($0) }) {
            throw .unknownOutput(unknown)
        }
        guard accept else {
            for path in paths where decisions[path] != .rejected {
                decisions[path] = .rejected
                rejectedCount += 1
            }
            return stateLocked()
        }
        let selected = Set(paths)
        do throws(WorkflowError) {
            let result = try workflow.accept(inputs, plan: plan, mode: .failed, selecting: selected)
            for output in result.outputs where selected.contains(output.path) {
                if output.recorded != nil || output.status == .passed {
                    if decisions[output.path] != .accepted { acceptedCount += 1 }
                    decisions[output.path] = .accepted
                } else {
                    decisions[output.path] = .failed(output.summary)
                }
            }
        } catch {
            for path in paths { decisions[path] = .failed(error.description) }
        }
        // These writes are the reviewer's own: not an edit to re-render for.
        goldenStamps = Self.goldenStamps(workflow.config)
        return stateLocked()
    }

    // MARK: - Edits on disk

    /// Looks for edited campaigns (or `preview.json`) and goldens since the
    /// last look. Checking from scratch, a campaign edit re-renders every
    /// variant (drawing only what the check cache cannot vouch for) and the
    /// page gets a new generation, which it reloads; with `--from`, only
    /// goldens matter, and outputs whose golden now holds CI's bytes show as accepted.
    /// - Returns: a line to print when something was refreshed.
    func lookForEdits() -> String? {
        lock.lock()
        defer { lock.unlock() }
        let config = workflow.config
        let campaigns = Self.campaignStamps(config, plan: plan), goldens = Self.goldenStamps(config)
        let campaignsChanged = campaigns != campaignStamps, goldensChanged = goldens != goldenStamps
        campaignStamps = campaigns
        goldenStamps = goldens
        guard campaignsChanged || goldensChanged else { return nil }
        do throws(WorkflowError) {
            if isFromCI {
                guard goldensChanged else { return nil }
                try markAcceptedOnDisk(try workflow.accept(inputs, plan: plan, mode: .failed, selecting: []))
                problem = nil
                return "goldens changed on disk: decisions updated"
            }
            plan = try workflow.plan()
            try check(progress: nil)
            try writePage()
            decisions = [:]
            problem = nil
            generation += 1
            // The run wrote nothing the stamps cover, but a campaign may have been added to the plan.
            campaignStamps = Self.campaignStamps(config, plan: plan)
            return "\(campaignsChanged ? "campaigns" : "goldens") changed on disk: checked again, \(reviewable.count) outputs to review"
        } catch {
            problem = error.description
            return "cannot check again: \(error.description)"
        }
    }

    /// `preview.json`, every campaign file of the plan and the folders they are in (a new campaign appears there).
    private static func campaignStamps(_ config: PreviewConfig, plan: VariantPlan) -> FileStamps {
        var files = plan.campaigns.map(\.url)
        files += Set(files.map { $0.deletingLastPathComponent() }).sorted { $0.path < $1.path }
        if let file = config.file { files.append(file) }
        return FileStamps(files: files, folders: [])
    }

    private static func goldenStamps(_ config: PreviewConfig) -> FileStamps {
        FileStamps(files: [], folders: config.goldens.all)
    }
}

/// A request `golden review` cannot act on.
enum ReviewRequestError: Error, CustomStringConvertible {
    case unknownOutput(String)

    var description: String {
        switch self {
        case .unknownOutput(let path): "no output to review is named \(path.logSafe)"
        }
    }
}
