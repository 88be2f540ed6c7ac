import Foundation
import Imaging

extension ImageDiff {
    /// Compares two PNG or JPEG files. Files with the same bytes match
    /// without being decoded (unless an output image needs their pixels);
    /// otherwise both are decoded at once on two threads.
    /// - Parameter maxPixels: the decoding budget per image; larger ones are refused.
    public static func compareFiles(expected expectedPath: String, actual actualPath: String,
                                    options: DiffOptions = DiffOptions(), outputs: DiffOutputs = [],
                                    maxPixels: Int = ImageDecoder.defaultMaxPixels) throws(ImageDiffError) -> ImageComparison {
        let inputs = [(expectedPath, "expected image"), (actualPath, "actual image")]
        let files = try inputs.map { path, role throws(ImageDiffError) in try read(path, role: role) }
        if files[0] == files[1] {
            if outputs.isEmpty {
                let size = try header(files[0], path: expectedPath, role: "expected image")
                return ImageComparison(result: DiffResult(
                    expectedSize: size, actualSize: size, isIdentical: true, differingPixels: 0, antialiasedPixels: 0,
                    ignoredPixels: IgnoreMask(options.ignoredRegions, canvas: size).pixelCount(height: size.height),
                    threshold: options.threshold, budget: options.budget))
            }
            let image = try decode(files[0], path: expectedPath, role: "expected image", maxPixels: maxPixels)
            return compare(image, image, options: options, outputs: outputs)
        }

        var decoded = [Result<RasterImage, ImageDiffError>?](repeating: nil, count: 2)
        decoded.withUnsafeMutableBufferPointer { buffer in
            let slots = DisjointSlots(buffer)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                slots[index] = Result { () throws(ImageDiffError) in
                    try decode(files[index], path: inputs[index].0, role: inputs[index].1, maxPixels: maxPixels)
                }
            }
        }
        // The expected image's problem first, as the command line names it first.
        let expected = try decoded[0]!.get(), actual = try decoded[1]!.get()
        return compare(expected, actual, options: options, outputs: outputs)
    }

    /// The file's bytes, refusing folders, missing files and anything over 256 MB.
    static func read(_ path: String, role: String) throws(ImageDiffError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, role: role, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, role: role, reason: "it is a folder") }
        do {
            return try ImageDecoder.readBounded(path: path, maxBytes: 256 << 20)
        } catch {
            throw .unreadable(path: path, role: role, reason: error.description)
        }
    }

    static func header(_ data: Data, path: String, role: String) throws(ImageDiffError) -> PixelSize {
        do {
            let header = try ImageDecoder.header(of: data)
            return PixelSize(width: header.width, height: header.height)
        } catch {
            throw .unreadable(path: path, role: role, reason: error.description)
        }
    }

    static func decode(_ data: Data, path: String, role: String, maxPixels: Int) throws(ImageDiffError) -> RasterImage {
        do {
            return try ImageDecoder.decode(data, maxPixels: maxPixels)
        } catch {
            throw .unreadable(path: path, role: role, reason: error.description)
        }
    }
}
