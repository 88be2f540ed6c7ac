import Assets
import CampaignModel
import Foundation
import InputFiles
import HTMLSnapshot
import Layout

/// HTML messages (Adobe Journey Optimizer, Braze HTML) drawn by headless
/// Chromium: each page once per size, scale and colour scheme, kept in memory
/// as PNG bytes (nothing is written to disk), then composited into the
/// message frame like artwork.
///
/// One cache may serve every session of a run (``PreviewSession/init(fontsDirectory:theme:htmlPages:)``),
/// so a matrix draws each distinct page and viewport once whatever its
/// number of workers. A page that ran out of its time or memory budget is not
/// tried again at another size.
public final class HTMLPageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var pages: [String: Entry] = [:]
    /// Pages (by their HTML's digest) that hit a budget once.
    private var overBudget: [String: String] = [:]
    /// After this many pages ran out of their budget, a run draws no more:
    /// a file of thousands of slow pages costs a few budgets, not hours.
    public static let budgetsPerRun = 3

    /// Chromium is looked up once; `nil` when it is not installed.
    let snapshotter: HTMLSnapshotter?

    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var result: Result<Data, HTMLSnapshotError>?
        /// The `https` pictures and fonts the page asked for that the asset folder lacks, in the order asked.
        var missingAssets: [String] = []
    }

    /// - Parameter policy: the pages' time and memory budget and the browser's isolation.
    public init(fontsDirectory: URL, policy: HTMLSnapshotPolicy) {
        snapshotter = HTMLSnapshotter.locate(fontsDirectory: fontsDirectory, policy: policy)
    }

    /// The page drawn at `width` x `height` points, `scale` and `colorScheme`,
    /// with the assets it asked for that `assets` did not have, or why it could not be drawn.
    func png(html: String, width: Double, height: Double, scale: Double, colorScheme: String,
             assets: @escaping HTMLSnapshotter.AssetResolver)
        -> Result<(name: String, png: Data, missingAssets: [String]), HTMLSnapshotError>? {
        guard let snapshotter else { return nil }
        let page = StableName.of(html)
        let name = "html-page:\(page)-\(StableName.of("\(width)x\(height)@\(scale)-\(colorScheme)")).png"
        if let refusal = lock.withLock({ () -> String? in
            if let reason = overBudget[page] { return reason }
            guard overBudget.count >= Self.budgetsPerRun else { return nil }
            return "\(overBudget.count) pages of this run already ran out of their budget; no more are drawn"
        }) {
            return .failure(.skipped(refusal))
        }
        let entry = lock.withLock { () -> Entry in
            if let existing = pages[name] { return existing }
            let created = Entry()
            pages[name] = created
            return created
        }
        // Per page: another worker wanting the same page waits for this one.
        let result = entry.lock.withLock { () -> Result<Data, HTMLSnapshotError> in
            if let result = entry.result { return result }
            // Called on this thread while the page loads; a miss is remembered with the page, so every variant drawing it hears of it.
            let recording: HTMLSnapshotter.AssetResolver = { url in
                let found = assets(url)
                // The browser's own asks of the page's made-up host (its icon) are not the page's pictures.
                if found == nil, !url.hasPrefix(HTMLSnapshotter.pageURL), !entry.missingAssets.contains(url) {
                    entry.missingAssets.append(url)
                }
                return found
            }
            let result = Result { () throws(HTMLSnapshotError) -> Data in
                try snapshotter.snapshot(html: html, width: width, height: height, scale: scale, colorScheme: colorScheme, assets: recording)
            }
            entry.result = result
            if case .failure(let error) = result, error.isBudget {
                lock.withLock { overBudget[page] = error.description + " (at another size)" }
            }
            return result
        }
        let missing = entry.lock.withLock { entry.missingAssets }
        return result.map { (name, $0, missing) }
    }
}

extension PreviewSession {
    /// The page of an HTML message as Chromium draws it in the web view's
    /// frame on `environment`'s device, or why it cannot be drawn.
    func htmlSnapshot(for campaign: Campaign, frame: AdobeFrame?, environment: Environment, artwork: ArtworkStore) -> HTMLSnapshotLookup? {
        guard let frame, let html = campaign.htmlContent else { return nil }
        let rect = frame.webViewRect(in: environment)
        guard rect.width >= 1, rect.height >= 1 else { return .unavailable("the web view's frame is empty") }
        let assets: HTMLSnapshotter.AssetResolver = { url in artwork.pageAsset(url) }
        switch htmlPages.png(html: html, width: rect.width, height: rect.height, scale: environment.device.scale,
                             colorScheme: environment.appearance.rawValue, assets: assets) {
        case nil:
            return .unavailable("Chromium is not installed; " + HTMLSnapshotter.installHint)
        case .failure(let error):
            return .unavailable(error.description)
        case .success(let page):
            return switch artwork.adoptGenerated(name: page.name, png: page.png) {
            case .loaded(let info): .drawn(info, missingAssets: page.missingAssets)
            case .failed(let reason): .unavailable("Chromium's image could not be read: \(reason)")
            }
        }
    }
}
