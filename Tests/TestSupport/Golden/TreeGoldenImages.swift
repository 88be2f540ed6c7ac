import Foundation
import Imaging

/// The artwork a box-tree golden names: its image paths are written relative
/// to the repository (`examples/assets/welcome-hero.jpg`) so the golden is the
/// same in every checkout, so a drawing renderer fed from one reads them from
/// there, whatever the working directory.
public struct TreeGoldenImages: ImageProviding {
    public init() {}

    public func image(file: String) throws -> RasterImage {
        try ImageDecoder.decodeFile(at: file.hasPrefix("/") ? file : Repository.path(file))
    }
}
