import Foundation
import Pipeline

/// Renders variants on several threads, each with its own `PreviewSession`
/// (Pango is not thread-safe; sessions give identical output), and hands
/// each result to a handler on the thread that rendered it, so writing or
/// comparing files runs in parallel too. What the handler returns comes
/// back in the variants' order, whatever the number of threads.
///
/// Threads and a queue only: each variant is made by the one
/// `PreviewPipeline` (`MatrixRunner+Variant.swift` turns its formats into
/// outputs or frames).
public struct MatrixRunner: Sendable {
    /// Lays variants out and renders them; the same for every worker.
    public let pipeline: PreviewPipeline
    /// Worker threads; at most one per variant.
    public let jobs: Int

    /// One worker per active processor.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    public init(pipeline: PreviewPipeline, jobs: Int = MatrixRunner.defaultJobs) {
        precondition(jobs >= 1, "jobs must be at least 1")
        self.pipeline = pipeline
        self.jobs = jobs
    }

    /// The run's settings (the pipeline's).
    public var settings: RenderSettings { pipeline.settings }

    /// A session for the calling thread, e.g. to list formats before a run.
    public func session() throws(RunnerError) -> PreviewSession {
        do {
            return try pipeline.session()
        } catch {
            throw .sessionFailed(error.description)
        }
    }

    /// Checks that every format of `variants` names a renderer or a plugin,
    /// before anything is rendered.
    public func checkFormats(of variants: [Variant], using session: PreviewSession) throws(RunnerError) {
        var formats: [String] = []
        for variant in variants { for format in variant.formats where !formats.contains(format) { formats.append(format) } }
        guard !formats.isEmpty else { return }
        do {
            _ = try pipeline.plan(formats: formats, output: "check", session: session)
        } catch {
            throw .unknownFormat(error.description)
        }
    }

    /// Renders every variant and returns what `handle` made of each, in the
    /// order of `variants`.
    /// - Parameters:
    ///   - progress: called after each variant with the number done so far, from worker threads.
    ///   - handle: called on a worker thread; must be safe to call concurrently.
    ///   - keepingFrames: PNG outputs come as their frames' pixels (`VariantOutput.Content.frame`),
    ///     not encoded, for a handler that compares pixels (a golden check).
    ///   - checkCache: with `keepingFrames`, frames it proves identical to their goldens
    ///     are not drawn (`VariantOutput.Content.unchangedFrame`); drawn ones carry its key.
    ///   - thumbnailHeight: each variant's PNG frame also comes as a thumbnail this many
    ///     pixels tall (`RenderedVariant.thumbnail`), taken from the frame as it is encoded.
    ///   - outputBudget: the budget `handle`'s writes are charged to; once it refuses
    ///     one, no further variant is started and the run throws `.outputBudgetExceeded`.
    ///   - startOrder: the order variants are started in, as indices into `variants`,
    ///     each once (`nil`: their own order), e.g. the contact sheets' order
    ///     (`ContactSheetCollector.startOrder(of:)`), so that rows of cells complete
    ///     as the run goes; the outcomes still come back in `variants`' order.
    public func run<Outcome: Sendable>(_ variants: [Variant], keepingFrames: Bool = false, checkCache: CheckCacheUse? = nil,
                                       thumbnailHeight: Int? = nil, outputBudget: OutputBudget? = nil, startOrder: [Int]? = nil,
                                       progress: (@Sendable (Int) -> Void)? = nil,
                                       handle: @escaping @Sendable (RenderedVariant) -> Outcome) throws(RunnerError) -> [Outcome] {
        let queue = WorkQueue<Outcome>(count: variants.count, order: startOrder)
        let workers = max(1, min(jobs, variants.count))
        let finished = DispatchGroup()
        for _ in 0..<workers {
            finished.enter()
            let thread = Thread { [self] in
                defer { finished.leave() }
                let session: PreviewSession
                do throws(RunnerError) {
                    session = try self.session()
                } catch {
                    queue.fail(error)
                    return
                }
                var plans = PlanCache()
                while let index = queue.next() {
                    let rendered = render(variants[index], session: session, plans: &plans, keepingFrames: keepingFrames,
                                          checkCache: checkCache, thumbnailHeight: thumbnailHeight)
                    let done = queue.store(handle(rendered), at: index)
                    progress?(done)
                    // Stop at the first write the budget refused, not after the
                    // remaining variants (they would only be refused too).
                    if let exceeded = outputBudget?.exceeded { queue.fail(.outputBudgetExceeded(exceeded)) }
                }
            }
            // Pango and the layout recurse; give workers the main thread's room.
            thread.stackSize = 8 << 20
            thread.start()
        }
        finished.wait()
        return try queue.results()
    }

    /// A golden-check cache and the goldens its keys cover.
    public struct CheckCacheUse: Sendable {
        public var cache: GoldenCheckCache
        public var goldens: GoldenFolders

        public init(cache: GoldenCheckCache, goldens: GoldenFolders) {
            self.cache = cache
            self.goldens = goldens
        }
    }
}
