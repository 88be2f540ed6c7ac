import Assets
import Foundation
import HTMLSnapshot
import Layout
import PreviewKit
import RenderCore

/// Renders variants on several threads, each with its own `PreviewSession`
/// (Pango is not thread-safe; sessions give identical output), and hands
/// each result to a handler on the thread that rendered it, so writing or
/// comparing files runs in parallel too. What the handler returns comes
/// back in the variants' order, whatever the number of threads.
public struct MatrixRunner: Sendable {
    /// Makes a session; called once per worker thread, one call at a time.
    public typealias SessionFactory = @Sendable () throws -> PreviewSession
    /// Adds to a variant's layout before it is rendered, on the worker's
    /// thread with the worker's session: the command line adds lint's
    /// findings, so every output of a variant agrees with `preview-cli lint`.
    public typealias Annotator = @Sendable (LaidOutPreview, Variant, Environment, _ assetsDirectory: URL?, PreviewSession) -> LaidOutPreview

    public let settings: RenderSettings
    /// Worker threads; at most one per variant.
    public let jobs: Int
    private let makeSession: SessionFactory
    /// The run's one page cache: every worker's session draws HTML pages into
    /// it, so each distinct page and viewport is drawn once.
    private let pages = SharedPageCache()
    /// The run's artwork folders and fetcher, from `settings`: every worker's
    /// session reads through it, so a URL is fetched once per run.
    public let artworkAccess: ArtworkAccess
    private let annotate: Annotator?

    /// One worker per active processor.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    public init(settings: RenderSettings, jobs: Int = MatrixRunner.defaultJobs,
                makeSession: @escaping SessionFactory = { try PreviewSession() }, annotate: Annotator? = nil) {
        precondition(jobs >= 1, "jobs must be at least 1")
        self.settings = settings
        self.jobs = jobs
        self.makeSession = makeSession
        self.annotate = annotate
        artworkAccess = settings.makeArtworkAccess()
    }

    /// A session for the calling thread, e.g. to list formats before a run.
    public func session() throws(RunnerError) -> PreviewSession {
        // fontconfig's and Pango's set-up touches process-wide state: one at a time.
        do {
            let session = try Self.sessionLock.withLock { try makeSession() }
            session.theme = settings.theme
            session.followsVendorThemes = settings.followsVendorThemes
            session.htmlPages = htmlPages(fontsDirectory: session.fontSystem.fontsDirectory)
            session.artworkAccess = artworkAccess
            return session
        } catch {
            throw .sessionFailed("\(error)")
        }
    }

    /// Checks that every format of `variants` names a renderer or a plugin,
    /// before anything is rendered.
    public func checkFormats(of variants: [Variant], using session: PreviewSession) throws(RunnerError) {
        var formats: [String] = []
        for variant in variants { for format in variant.formats where !formats.contains(format) { formats.append(format) } }
        guard !formats.isEmpty else { return }
        do {
            _ = try session.plan(formats: formats, output: "check", options: settings.renderOptions, plugins: settings.plugins)
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
    ///   - outputBudget: the budget `handle`'s writes are charged to; once it refuses
    ///     one, no further variant is started and the run throws `.outputBudgetExceeded`.
    public func run<Outcome: Sendable>(_ variants: [Variant], keepingFrames: Bool = false, checkCache: CheckCacheUse? = nil,
                                       outputBudget: OutputBudget? = nil, progress: (@Sendable (Int) -> Void)? = nil,
                                       handle: @escaping @Sendable (RenderedVariant) -> Outcome) throws(RunnerError) -> [Outcome] {
        let queue = WorkQueue<Outcome>(count: variants.count)
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
                                          checkCache: checkCache)
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

    /// Plans by format list: made once per worker, as resolving a plugin searches folders.
    struct PlanCache {
        var plans: [[String]: Result<OutputPlan, OutputError>] = [:]
    }

    /// The one way a preview is made, for `render`, `matrix` and `golden`
    /// alike: the variant laid out with the run's settings, then annotated
    /// (lint's findings), ready for any renderer.
    public func preview(of variant: Variant, session: PreviewSession) -> LaidOutPreview {
        let campaign = variant.campaign
        let assets = settings.assetsDirectory(for: campaign)
        var environment = variant.environment(values: settings.values, background: settings.background,
                                              drawsPlaceholderArtwork: settings.drawsPlaceholderArtwork)
        environment.device = settings.drawnDevice(environment.device)
        let laidOut = session.layout(campaign.campaign, campaignFile: campaign.url, assetsDirectory: assets,
                                     environment: environment, htmlFrame: campaign.adobeFrame)
        return annotate.map { $0(laidOut, variant, environment, assets, session) } ?? laidOut
    }

    /// A single variant rendered by `plan` (its own destinations: a file, a
    /// base name, standard output), as `preview-cli render` does; nothing is
    /// written. The same path as a matrix's variants, on the calling thread.
    public func render(_ variant: Variant, plan: OutputPlan,
                       session: PreviewSession) throws(OutputError) -> (preview: LaidOutPreview, outputs: [RenderedOutput]) {
        let preview = preview(of: variant, session: session)
        return (preview, try session.render(preview, plan: plan))
    }

    /// Lays `variant` out once and renders every format from that layout; a
    /// variant without formats is only laid out (for checks of the box tree).
    func render(_ variant: Variant, session: PreviewSession, plans: inout PlanCache, keepingFrames: Bool = false,
                checkCache: CheckCacheUse? = nil) -> RenderedVariant {
        let preview = preview(of: variant, session: session)
        let tree = preview.tree
        guard !variant.formats.isEmpty else { return RenderedVariant(variant: variant, tree: tree, outputs: [], failure: nil) }
        let plan: OutputPlan
        do {
            if plans.plans[variant.formats] == nil {
                plans.plans[variant.formats] = Result { () throws(OutputError) in
                    try session.plan(formats: variant.formats, output: "variant", options: settings.renderOptions, plugins: settings.plugins)
                }
            }
            plan = try plans.plans[variant.formats]!.get()
            // The plan names files after "variant"; the variant's own name takes its place.
            func path(_ destination: OutputPlan.Destination) -> String {
                guard case .file(let path) = destination else { preconditionFailure("a planned output without a file") }
                return variant.name + path.dropFirst("variant".count)
            }
            let framed = keepingFrames ? plan.items.filter { session.drawsFrames($0.renderer) } : []
            func comparison(of format: String) -> OutputComparison {
                plan.items.first { $0.renderer.name == format }?.renderer.comparison ?? .bytes
            }
            var outputs: [VariantOutput] = []
            if let encoded = framed.isEmpty ? plan : plan.excluding({ session.drawsFrames($0.renderer) }) {
                outputs = try session.render(preview, plan: encoded).map { output in
                    VariantOutput(format: output.format, path: path(output.destination), data: output.data, comparison: comparison(of: output.format))
                }
            }
            for item in framed {
                let format = item.renderer.name, outputPath = path(item.destination)
                var lookup = GoldenCheckCache.Lookup.unverified(key: nil)
                if let checkCache {
                    lookup = checkCache.cache.lookup(preview, fonts: session.fontSystem, format: format,
                                                     path: outputPath, golden: checkCache.goldens)
                }
                switch lookup {
                case .verified:
                    outputs.append(VariantOutput(format: format, path: outputPath, content: .unchangedFrame, comparison: item.renderer.comparison))
                case .unverified(let key):
                    var output = VariantOutput(format: format, path: outputPath, content: .frame(try session.frame(of: preview)),
                                               comparison: item.renderer.comparison)
                    output.cacheKey = key
                    outputs.append(output)
                }
            }
            // In the variant's format order, whichever way each was produced.
            let order = plan.items.map(\.renderer.name)
            outputs.sort { order.firstIndex(of: $0.format)! < order.firstIndex(of: $1.format)! }
            return RenderedVariant(variant: variant, tree: tree, outputs: outputs, failure: nil)
        } catch {
            return RenderedVariant(variant: variant, tree: tree, outputs: [], failure: RenderFailure(error))
        }
    }

    private static let sessionLock = NSLock()

    private func htmlPages(fontsDirectory: URL) -> HTMLPageCache {
        pages.cache { HTMLPageCache(fontsDirectory: fontsDirectory, policy: settings.html) }
    }
}

/// The page cache a runner's sessions share, made by the first of them.
private final class SharedPageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var made: HTMLPageCache?

    func cache(_ make: () -> HTMLPageCache) -> HTMLPageCache {
        lock.withLock {
            if let made { return made }
            let created = make()
            made = created
            return created
        }
    }
}
