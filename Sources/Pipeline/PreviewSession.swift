import Assets
import BoxTreeModel
import BundledResources
import CairoRenderer
import CampaignModel
import Foundation
import Imaging
import JSONReading
import Layout
import RenderCore
import TextShaping

/// The whole pipeline for one worker: decode a campaign, lay it out, render it.
///
/// A session owns a hermetic font system (Pango is not thread-safe), so use
/// one session per thread; several sessions produce identical output.
public final class PreviewSession {
    public let fontSystem: FontSystem
    public let measurer: PangoTextMeasurer
    /// The look messages are drawn with; see ``followsVendorThemes``.
    public var theme: Theme
    /// `true` (the default): a message imported from a vendor (Braze,
    /// Firebase, Radar) is drawn in that vendor's built-in theme, as its SDK
    /// draws it, and ``theme`` serves our own campaigns (and vendors without
    /// a theme). `false` when the caller chose a theme (`--theme`): every
    /// message is drawn with ``theme``. See ``theme(for:)``.
    public var followsVendorThemes = true
    /// The vendors' built-in themes, read once from the theme catalog.
    var vendorThemes: VendorThemes?
    /// The renderers `--format` names pick from: the built-ins (png, a11y,
    /// json, ...) and any the program registers. Names not found here are
    /// looked up as external plugins when a plan is made.
    public var renderers: RendererRegistry
    /// The decoded pixels of every artwork this session has looked at: layout,
    /// lint and drawing all read them here, so each image is decoded once.
    public let artwork = DecodedArtwork()
    /// HTML messages drawn by headless Chromium (`PreviewSession+HTML.swift`),
    /// with their budgets and isolation; a run's sessions share one.
    public var htmlPages: HTMLPageCache
    /// Where artwork may come from besides a campaign's folder and its asset
    /// folder (the run's `--allow-artwork-from` folders and its
    /// `--fetch-artwork` fetcher): every store this session makes reads
    /// through it. Set it before laying anything out; a change forgets the
    /// stores made under the old one.
    public var artworkAccess: ArtworkAccess {
        didSet { stores.removeAll() }
    }

    /// - Parameter fontsDirectory: the bundled `fonts/` folder; found
    ///   automatically when nil (`MESSAGEPREVIEW_FONTS`, else the package's
    ///   resource bundle; see `FontSystem.locateFontsDirectory`).
    /// - Parameter htmlPages: where HTML messages' pages are drawn and kept;
    ///   share one between a run's sessions so each page is drawn once. A
    ///   cache of its own with the default budgets and isolation when nil.
    /// - Parameter artworkAccess: further folders artwork may be read from,
    ///   and where `https` artwork is fetched; by default neither.
    public init(fontsDirectory: URL? = nil, theme: Theme = .gameball, htmlPages: HTMLPageCache? = nil,
                artworkAccess: ArtworkAccess = .campaignAndAssetFoldersOnly) throws {
        guard let directory = fontsDirectory ?? FontSystem.locateFontsDirectory() else {
            throw PreviewError.fontsNotFound
        }
        fontSystem = try FontSystem(fontsDirectory: directory)
        self.htmlPages = htmlPages
            ?? HTMLPageCache(fontsDirectory: directory, policy: .standard(environment: ProcessInfo.processInfo.environment))
        measurer = PangoTextMeasurer(fontSystem: fontSystem)
        self.theme = theme
        self.artworkAccess = artworkAccess
        renderers = .builtIn(fontSystem: fontSystem)
    }

    /// Reads and validates a campaign file.
    public func loadCampaign(at url: URL) throws(InputProblems) -> DecodedCampaign {
        try CampaignDecoder().decode(contentsOf: url)
    }

    /// Reads a message in our format or another vendor's (Braze, Radar,
    /// Firebase, Adobe): `source` names it, or it is detected from the keys.
    /// A file that looks like no vendor's is read as our own campaign format,
    /// so its problems are reported against the format users write most.
    /// `message` picks one message of a file of several (number from 1, or ID).
    public func loadMessage(at url: URL, from source: MessageSource? = nil, message: String? = nil) throws(InputProblems) -> ImportedMessage {
        try MessageImporter().decode(contentsOf: url, from: source, fallback: .gameball, message: message)
    }

    /// Lays a campaign out. Artwork paths resolve against `campaignFile`'s folder
    /// and `https` artwork against `assetsDirectory`. `htmlFrame` places an
    /// HTML message's web view (Adobe, Braze HTML), whose page headless
    /// Chromium draws when it is installed (`docs/renderers.md`).
    /// - Parameter decodingAhead: decode the campaign's images on threads of
    ///   their own while the layout goes on from their headers
    ///   (`ArtworkStore.decodingAhead`): for one preview with a spare core.
    ///   The tree is the same either way.
    public func layout(_ campaign: Campaign, campaignFile: URL?, assetsDirectory: URL?, environment: Environment,
                       htmlFrame: AdobeFrame? = nil, decodingAhead: Bool = false) -> LaidOutPreview {
        let store = artworkStore(campaignFile: campaignFile, assetsDirectory: assetsDirectory)
        let snapshot = htmlSnapshot(for: campaign, frame: htmlFrame, environment: environment, artwork: store)
        let engine = LayoutEngine(theme: self.theme(for: campaign), measurer: measurer, artwork: store)
        let layout = { engine.layout(campaign, in: environment, htmlFrame: htmlFrame, htmlSnapshot: snapshot) }
        let tree = decodingAhead ? store.decodingAhead(layout) : layout()
        return LaidOutPreview(tree: tree, artwork: store)
    }

    /// Finds artwork for a campaign file as a device would (see
    /// `ArtworkStore`), reading only where ``artworkAccess`` allows and
    /// decoding into this session's shared pixels. The
    /// stores of the last few folders are kept, so a campaign's manifest is
    /// read once for all its variants.
    public func artworkStore(campaignFile: URL?, assetsDirectory: URL?) -> ArtworkStore {
        let key = (campaignFile?.deletingLastPathComponent().path ?? "") + "\n" + (assetsDirectory?.path ?? "")
        if let index = stores.firstIndex(where: { $0.key == key }) { return stores[index].store }
        let store = ArtworkStore(campaignDirectory: campaignFile?.deletingLastPathComponent(), assetsDirectory: assetsDirectory,
                                 pixels: artwork, access: artworkAccess)
        stores.append((key, store))
        if stores.count > 8 { stores.removeFirst() }
        return store
    }
    private var stores: [(key: String, store: ArtworkStore)] = []

    /// The preview as a PNG, drawn with the artwork its layout decoded.
    public func png(of preview: LaidOutPreview) throws -> Data {
        try PNGRenderer(fontSystem: fontSystem).render(preview.tree, images: preview.artwork, options: RenderOptions())
    }
}

/// A box tree together with the artwork it refers to, ready for any renderer.
public struct LaidOutPreview {
    public let tree: BoxTree
    /// The store that checked the artwork; renderers draw its decoded pixels.
    public let artwork: ArtworkStore

    public init(tree: BoxTree, artwork: ArtworkStore) {
        self.tree = tree
        self.artwork = artwork
    }
}

/// Problems of the pipeline that are the user's to fix.
public enum PreviewError: Error, CustomStringConvertible {
    case fontsNotFound
    case background(path: String, reason: String)
    /// A session could not be made (its fonts, or the caller's factory failed).
    case sessionFailed(String)

    public var description: String {
        switch self {
        case .fontsNotFound:
            "cannot find the bundled fonts (fonts/Inter-Regular.otf): the package's resource bundle (\(BundledResources.bundleName)) is not beside the program; "
                + "set MESSAGEPREVIEW_FONTS to a fonts/ folder"
        case .background(let path, let reason):
            "cannot use \(path) as the background: \(reason)"
        case .sessionFailed(let reason):
            reason
        }
    }
}

extension HostBackground {
    /// Parses `--background`: `#RRGGBB` (or `#RGB`, `#RRGGBBAA`) or a PNG/JPEG file.
    public static func parse(_ argument: String) throws(PreviewError) -> HostBackground {
        if argument.hasPrefix("#") {
            guard let color = RGBAColor(hex: argument) else {
                throw .background(path: argument, reason: "expected a colour #RGB, #RRGGBB or #RRGGBBAA")
            }
            return .color(color)
        }
        let path = URL(fileURLWithPath: argument).standardizedFileURL.path
        do {
            let data = try ImageDecoder.readBounded(path: path, maxBytes: 64 << 20)
            // Decoded in full now, so damaged pixel data or a side too long to
            // draw is a usage error before any work, not a failure while drawing.
            let image = try ImageDecoder.decode(data)
            return .image(file: path, pixelWidth: image.width, pixelHeight: image.height)
        } catch {
            throw .background(path: argument, reason: error.description)
        }
    }
}

extension LaidOutPreview {
    /// The same preview with more diagnostics (for example lint findings), so
    /// every renderer reports them.
    public func adding(_ diagnostics: [Diagnostic]) -> LaidOutPreview {
        var tree = tree
        for diagnostic in diagnostics where !tree.diagnostics.contains(diagnostic) {
            tree.diagnostics.append(diagnostic)
        }
        return LaidOutPreview(tree: tree, artwork: artwork)
    }
}
