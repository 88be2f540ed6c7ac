import Assets
import Foundation
import HTMLSnapshot
import Layout
import RenderCore

/// The one way from "a campaign in one environment" to "a laid-out,
/// annotated preview" and its outputs. `preview-cli render` (one variant),
/// `matrix` and the golden commands (many, through `MatrixRunner`, which
/// adds only threads and a queue), the Swift API (`Previewer`) and its test
/// helper all call it, so the same variant gives the same bytes whichever
/// door it came in by.
///
/// A variant is laid out in ``environment(of:)``: the variant's axes
/// (device, orientation, language, direction, text size) plus this run's
/// settings (placeholder values, host background, placeholder artwork, the
/// drawn scale). A new axis is a field of `Variant` and `Environment`, read
/// here, plus its flag and its preview.json key.
///
/// The pipeline itself is a value shared by every worker; the Pango state
/// lives in the ``PreviewSession`` each worker makes with ``session()``.
public struct PreviewPipeline: Sendable {
    /// Makes a session. Called once per worker, one call at a time; a caller
    /// may register renderers of its own on the session it returns.
    public typealias SessionFactory = @Sendable () throws -> PreviewSession
    /// Adds to a variant's layout before it is rendered, on the worker's
    /// thread with the worker's session: lint adds its findings
    /// (`LintAnnotator.forPipeline`), so every output of a variant agrees
    /// with `preview-cli lint`.
    public typealias Annotator = @Sendable (LaidOutPreview, Variant, Environment, _ assetsDirectory: URL?, PreviewSession) -> LaidOutPreview

    /// What is the same for every variant: theme, values, renderer options, artwork access, budgets.
    public let settings: RenderSettings
    /// The run's artwork folders and fetcher, made once from `settings`:
    /// every session reads through it, so a URL is fetched once per run.
    public let artworkAccess: ArtworkAccess
    private let makeSession: SessionFactory
    private let annotate: Annotator?
    /// Every session draws HTML pages into one cache, so each distinct page
    /// and viewport is drawn once per pipeline.
    private let pages = SharedPageCache()

    public init(settings: RenderSettings, makeSession: @escaping SessionFactory = { try PreviewSession() }, annotate: Annotator? = nil) {
        self.settings = settings
        self.makeSession = makeSession
        self.annotate = annotate
        artworkAccess = settings.makeArtworkAccess()
    }

    /// A session set up for this pipeline (shared page cache, artwork
    /// access), for the calling thread. A session made by another pipeline
    /// works too (the Swift API keeps one for pipelines of different
    /// settings); it keeps that pipeline's page cache and artwork access.
    public func session() throws(PreviewError) -> PreviewSession {
        do {
            // fontconfig's and Pango's set-up touches process-wide state: one at a time.
            let session = try Self.sessionLock.withLock { try makeSession() }
            session.htmlPages = pages.cache { HTMLPageCache(fontsDirectory: session.fontSystem.fontsDirectory, policy: settings.html) }
            session.artworkAccess = artworkAccess
            return session
        } catch let error as PreviewError {
            throw error
        } catch {
            throw .sessionFailed("\(error)")
        }
    }

    /// The environment `variant` is laid out in: its axes, this run's values
    /// and host screen, and its device drawn at no more than `maximumScale`.
    public func environment(of variant: Variant) -> Environment {
        var environment = variant.environment(values: settings.values, background: settings.background,
                                              drawsPlaceholderArtwork: settings.drawsPlaceholderArtwork)
        environment.device = settings.drawnDevice(environment.device)
        return environment
    }

    /// The variant laid out with this pipeline's settings, then annotated
    /// (lint's findings), ready for any renderer.
    public func preview(of variant: Variant, session: PreviewSession) -> LaidOutPreview {
        let campaign = variant.campaign
        let assets = settings.assetsDirectory(for: campaign)
        let environment = environment(of: variant)
        if let chosen = variant.theme {
            // A matrix's theme draws every message in it, as --theme does.
            session.theme = chosen.theme
            session.followsVendorThemes = false
        } else {
            session.theme = settings.theme
            session.followsVendorThemes = settings.followsVendorThemes
        }
        // A preview given a second core (`render`'s output.threads) decodes its artwork there.
        let spareCore = ((try? settings.renderOptions.integer(RenderOptions.threadsKey, in: 1...1024, default: 1)) ?? 1) > 1
        let laidOut = session.layout(campaign.campaign, campaignFile: campaign.url, assetsDirectory: assets,
                                     environment: environment, htmlFrame: campaign.adobeFrame, decodingAhead: spareCore)
        return annotate.map { $0(laidOut, variant, environment, assets, session) } ?? laidOut
    }

    /// Which renderer draws each of `formats` and where its output goes
    /// (see `PreviewSession.plan`), with this pipeline's options and plugins.
    public func plan(formats: [String], output: String?, session: PreviewSession) throws(OutputError) -> OutputPlan {
        try session.plan(formats: formats, output: output, options: settings.renderOptions, plugins: settings.plugins)
    }

    /// `variant` laid out once and rendered by `plan`; nothing is written.
    public func render(_ variant: Variant, plan: OutputPlan,
                       session: PreviewSession) throws(OutputError) -> (preview: LaidOutPreview, outputs: [RenderedOutput]) {
        let preview = preview(of: variant, session: session)
        return (preview, try session.render(preview, plan: plan))
    }

    private static let sessionLock = NSLock()
}

/// The page cache a pipeline's sessions share, made by the first of them.
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
