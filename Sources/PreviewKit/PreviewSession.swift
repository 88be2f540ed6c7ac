import Assets
import CairoRenderer
import CampaignModel
import Foundation
import Imaging
import Layout
import RenderCore
import TextShaping

/// The whole pipeline for one worker: decode a campaign, lay it out, render it.
///
/// A session owns a hermetic font system (Pango font maps are per thread), so
/// use one session per thread; several sessions produce identical output.
public final class PreviewSession {
    public let fonts: FontSystem
    public let measurer: PangoTextMeasurer
    public var theme: Theme

    /// - Parameter fontsDirectory: the bundled `fonts/` folder; found
    ///   automatically (next to the executable, or `MESSAGEPREVIEW_FONTS`) when nil.
    public init(fontsDirectory: URL? = nil, theme: Theme = .gameball) throws {
        guard let directory = fontsDirectory ?? FontSystem.locateFontsDirectory() else {
            throw PreviewError.fontsNotFound
        }
        fonts = try FontSystem(fontsDirectory: directory)
        measurer = PangoTextMeasurer(fonts: fonts)
        self.theme = theme
    }

    /// Reads and validates a campaign file.
    public func loadCampaign(at url: URL) throws(CampaignDecodingError) -> DecodedCampaign {
        try CampaignDecoder().decode(contentsOf: url)
    }

    /// Lays a campaign out. Artwork paths resolve against `campaignFile`'s folder
    /// and `https` artwork against `assetsDirectory`.
    public func layout(_ campaign: Campaign, campaignFile: URL?, assetsDirectory: URL?, environment: Environment) -> BoxTree {
        let artwork = ArtworkStore(campaignDirectory: campaignFile?.deletingLastPathComponent(), assetsDirectory: assetsDirectory)
        return LayoutEngine(theme: theme, measurer: measurer, artwork: artwork).layout(campaign, in: environment)
    }

    /// The PNG renderer bound to this session's fonts.
    public func pngRenderer() -> PNGRenderer {
        PNGRenderer(fonts: fonts)
    }
}

/// Problems of the pipeline that are the user's to fix.
public enum PreviewError: Error, CustomStringConvertible {
    case fontsNotFound
    case background(path: String, reason: String)

    public var description: String {
        switch self {
        case .fontsNotFound:
            "cannot find the bundled fonts folder (fonts/Inter-Regular.otf); set MESSAGEPREVIEW_FONTS to the repository's fonts/ folder"
        case .background(let path, let reason):
            "cannot use \(path) as the background: \(reason)"
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
            let header = try ImageDecoder.header(of: data)
            guard header.width * header.height <= ImageDecoder.defaultMaxPixels else {
                throw ImageCodecError.tooLarge(width: header.width, height: header.height, maxPixels: ImageDecoder.defaultMaxPixels)
            }
            return .image(file: path, pixelWidth: header.width, pixelHeight: header.height)
        } catch let error as ImageCodecError {
            throw .background(path: argument, reason: error.description)
        } catch {
            throw .background(path: argument, reason: (error as NSError).localizedDescription)
        }
    }
}
