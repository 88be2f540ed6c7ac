import CampaignModel
import Foundation
import Imaging
import InputFiles

/// Reads and decodes one artwork file through the capped reader
/// (`FileContents`): folders, devices, FIFOs and oversized files are refused unread.
enum ArtworkFile {
    /// - Parameters:
    ///   - path: the file to read, already confined (``ArtworkConfinement``).
    ///   - shownAs: the path the campaign asked for, the one reasons name.
    static func decode(path: String, shownAs: String, maxFileBytes: Int, maxPixels: Int) -> Result<RasterImage, ArtworkError> {
        read(path: path, shownAs: shownAs, maxFileBytes: maxFileBytes).flatMap { decode($0, shownAs: shownAs, maxPixels: maxPixels) }
    }

    /// The file's bytes, read through the capped reader, or why they cannot be.
    static func read(path: String, shownAs: String, maxFileBytes: Int) -> Result<Data, ArtworkError> {
        let shown = shownAs.logExcerpt
        let data: Data
        do {
            data = try FileContents.read(path: path, limit: maxFileBytes)
        } catch {
            switch error {
            case .missing: return .failure(ArtworkError("no file at \(shown)"))
            case .directory: return .failure(ArtworkError("\(shown) is a folder, not an image"))
            case .notRegularFile, .notLocalFile: return .failure(ArtworkError("\(shown) is not a regular file"))
            case .tooLarge(let size?, _):
                return .failure(ArtworkError("\(shown) is \(size) bytes, over the \(maxFileBytes >> 20) MB limit for artwork"))
            case .tooLarge(nil, _): return .failure(ArtworkError("\(shown) is over the \(maxFileBytes >> 20) MB limit for artwork"))
            case .unreadable(let reason): return .failure(ArtworkError("cannot read \(shown) (\(reason.logExcerpt))"))
            }
        }
        return .success(data)
    }

    /// Decodes bytes already in memory (an image this program made).
    static func decode(_ data: Data, shownAs: String, maxPixels: Int) -> Result<RasterImage, ArtworkError> {
        let shown = shownAs.logSafe
        if data.isEmpty {
            return .failure(ArtworkError("\(shown) is empty"))
        }
        // decode reads the header first and refuses an over-budget image
        // before allocating anything, then decodes every pixel so damaged
        // data is found now rather than when a renderer draws.
        do {
            return .success(try ImageDecoder.decode(data, maxPixels: maxPixels))
        } catch {
            return .failure(ArtworkError("\(shown): \(error.description.logExcerpt)", codecError: error))
        }
    }
}
