import Assets
import CampaignModel
import Foundation
import HTMLSnapshot
import Layout

/// HTML messages (Adobe Journey Optimizer, Braze HTML) drawn by headless
/// Chromium for a session: each page once per size and scale, kept in a
/// private temporary folder for as long as the session lives, then composited
/// into the message frame like artwork.
final class HTMLPageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var folder: URL?
    private var pages: [String: HTMLSnapshotLookup] = [:]

    /// Chromium is looked up once per session; `nil` when it is not installed.
    let snapshotter: HTMLSnapshotter?

    init(fontsDirectory: URL) {
        snapshotter = HTMLSnapshotter.locate(fontsDirectory: fontsDirectory)
    }

    deinit {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// The page drawn at `size` points and `scale`, decoded into `artwork`.
    func page(html: String, width: Double, height: Double, scale: Double, artwork: ArtworkStore) -> HTMLSnapshotLookup {
        guard let snapshotter else { return .unavailable("Chromium is not installed; " + HTMLSnapshotter.installHint) }
        var hasher = StableHash()
        hasher.add(html)
        hasher.add("\(width)x\(height)@\(scale)")
        let key = hasher.hex
        return lock.withLock {
            if let cached = pages[key], case .unavailable = cached { return cached }
            let result: HTMLSnapshotLookup
            do {
                let folder = try self.folderCreatingIfNeeded()
                let file = folder.appendingPathComponent("\(key).png")
                if !FileManager.default.fileExists(atPath: file.path) {
                    try snapshotter.snapshot(html: html, width: width, height: height, scale: scale, to: file)
                }
                switch artwork.adoptGenerated(file: file.path) {
                case .loaded(let info): result = .drawn(info)
                case .failed(let reason): result = .unavailable("Chromium's image could not be read: \(reason)")
                }
            } catch let error as HTMLSnapshotError {
                result = .unavailable(error.description)
            } catch {
                result = .unavailable("cannot keep the HTML snapshot: \(error.localizedDescription)")
            }
            pages[key] = result
            return result
        }
    }

    private func folderCreatingIfNeeded() throws -> URL {
        if let folder { return folder }
        let created = FileManager.default.temporaryDirectory.appendingPathComponent("messagepreview-pages-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: created, withIntermediateDirectories: false)
        folder = created
        return created
    }
}

/// FNV-1a over UTF-8, 64 bits: a stable file name for a page (not security).
private struct StableHash {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        value ^= 0xFF
    }
    var hex: String { String(value, radix: 16) }
}

extension PreviewSession {
    /// The page of an HTML message as Chromium draws it in the web view's
    /// frame on `environment`'s device, or why it cannot be drawn.
    func htmlSnapshot(for campaign: Campaign, frame: AdobeFrame?, environment: Environment, artwork: ArtworkStore) -> HTMLSnapshotLookup? {
        guard let frame, let html = campaign.htmlContent else { return nil }
        let rect = frame.webViewRect(in: environment)
        guard rect.width >= 1, rect.height >= 1 else { return .unavailable("the web view's frame is empty") }
        return htmlPages.page(html: html, width: rect.width, height: rect.height, scale: environment.device.scale, artwork: artwork)
    }
}
