import Foundation
import Imaging

/// Reads and decodes one artwork file, checking what is at the path before
/// reading a byte: folders, devices and oversized files are refused unread.
enum ArtworkFile {
    static func decode(path: String, maxFileBytes: Int, maxPixels: Int) -> Result<RasterImage, ArtworkError> {
        let shown = path.logSafe
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        // fileExists follows links, so a dangling link lands here too.
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            if let target = try? fileManager.destinationOfSymbolicLink(atPath: path) {
                return .failure(ArtworkError("\(shown) is a symbolic link to \(target.logSafe), which cannot be followed"))
            }
            return .failure(ArtworkError("no file at \(shown)"))
        }
        if isDirectory.boolValue {
            return .failure(ArtworkError("\(shown) is a folder, not an image"))
        }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? fileManager.attributesOfItem(atPath: target) else {
            return .failure(ArtworkError("cannot read \(shown)"))
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            return .failure(ArtworkError("\(shown) is not a regular file"))
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        if size > maxFileBytes {
            return .failure(ArtworkError("\(shown) is \(size) bytes, over the \(maxFileBytes >> 20) MB limit for artwork"))
        }
        if size == 0 {
            return .failure(ArtworkError("\(shown) is empty"))
        }
        let data: Data
        do {
            data = try ImageDecoder.readBounded(path: path, maxBytes: maxFileBytes)
        } catch let error as ImageCodecError {
            return .failure(ArtworkError("cannot read \(shown) (\(error.description.logSafe))"))
        } catch {
            return .failure(ArtworkError("cannot read \(shown) (\(error.localizedDescription.logSafe))"))
        }
        // decode reads the header first and refuses an over-budget image
        // before allocating anything, then decodes every pixel so damaged
        // data is found now rather than when a renderer draws.
        do {
            return .success(try ImageDecoder.decode(data, maxPixels: maxPixels))
        } catch {
            return .failure(ArtworkError("\(shown): \(error.description.logSafe)", codecError: error))
        }
    }
}
