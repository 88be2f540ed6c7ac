import RenderCore
import BoxTreeModel
import Foundation
import Diffing
import Imaging
import Pipeline

/// Compares a rendered variant's outputs with their goldens, on the worker
/// thread that rendered it: images through `ImageDiff` with the configured
/// threshold and budget, text byte for byte. For a reviewer it leaves, in
/// the artifacts folder, the actual output of every failed or new variant,
/// a copy of its golden and the diff image. When recording, it writes the
/// goldens the mode selects, atomically, and touches no other file. PNGs it
/// writes (goldens, actual outputs) are `.compact`: they are kept in a
/// repository, and checks compare pixels, not bytes.
struct GoldenCheck: Sendable {
    /// The largest golden read back; goldens are repository files like any input.
    static let maxGoldenBytes = GoldenStore.maxGoldenBytes

    var goldens: GoldenFolders
    var diff: DiffSettings
    /// `<output>/<run>`: `actual/`, `expected/` and `diff/` go below it.
    var artifacts: URL
    /// Artifact paths in results are relative to this folder (the result file's).
    var resultFolder: URL
    var recording: RecordMode?
    /// Where identical frames are remembered (``GoldenCheckCache``); nil for none.
    var cache: GoldenCheckCache?
    /// Names goldens in results (relative to the config's folder).
    var displayPath: @Sendable (URL) -> String
    /// Charged for every golden and artifact written; `nil` for no limit.
    var outputBudget: OutputBudget? = nil

    /// Where goldens are read and recorded: the one confined path for both.
    private var store: GoldenStore { GoldenStore(goldens: goldens, outputBudget: outputBudget) }

    func check(_ rendered: RenderedVariant) -> [CheckedOutput] {
        let variant = rendered.variant
        if let failure = rendered.failure {
            return variant.formats.map { format in
                // Nothing was drawn to compare: how it would have been compared does not matter.
                var output = entry(variant, rendered, format: format, comparison: .bytes, path: variant.name, status: .error,
                                   summary: failure.message)
                output.isPluginFailure = failure.isPluginFailure
                return output
            }
        }
        return rendered.outputs.map { output in
            let clock = ContinuousClock()
            var checked: CheckedOutput!
            let elapsed = clock.measure { checked = check(output, of: rendered) }
            checked.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            return checked
        }
    }

    private func check(_ output: VariantOutput, of rendered: RenderedVariant) -> CheckedOutput {
        let variant = rendered.variant
        guard let folder = goldens.folder(for: output.format) else {
            return entry(variant, rendered, format: output.format, comparison: output.comparison, path: output.path, status: .error,
                         summary: "no goldens folder for format \(output.format) (set \"goldens\" in preview.json, or --goldens)")
        }
        let golden = folder.appendingPathComponent(output.path)
        var result = entry(variant, rendered, format: output.format, comparison: output.comparison, path: output.path, status: .passed,
                           summary: "identical")
        result.golden = displayPath(golden)

        var identical = false
        var diffImage: RasterImage?
        var expectedData: Data?
        switch store.read(output.path, format: output.format) {
        case .data(let expected):
            expectedData = expected
            let points = variant.device.screenSize(variant.orientation)
            let options = { (canvas: PixelSize) in diff.options(for: variant, format: output.format, tree: rendered.tree, canvas: canvas) }
            switch output.content {
            case .frame(let frame):
                // Pixels against the decoded golden: no PNG is encoded for a
                // passing variant, and a golden written by another encoder
                // (other bytes, same pixels) still passes as identical.
                (result.status, result.summary, result.pixels, diffImage, identical) = compareImages(expected, frame, points: points, options: options)
                if identical, let cache, let key = output.cacheKey { cache.remember(key: key, format: output.format, path: output.path) }
            case .unchangedFrame:
                identical = true
                result.verifiedByCache = true
            case .bytes(let data) where expected == data:
                identical = true
            case .bytes(let data) where output.comparison == .pixels:
                (result.status, result.summary, result.pixels, diffImage, _) = compareImages(expected, data, points: points, options: options)
            case .bytes(let data) where output.comparison == .bytes:
                result.status = .failed
                result.summary = "the bytes differ (\(data.count) bytes, the golden \(expected.count))"
            case .bytes(let data):
                result.status = .failed
                result.summary = TextComparison.summary(expected: expected, actual: data)
            }
        case .missing:
            result.status = .new
            result.summary = "no golden"
        case .refused(let reason):
            // Never recorded over, never copied into the artifacts.
            result.status = .error
            result.summary = "cannot read the golden: \(reason)"
            return result
        }

        if let mode = recording, mode.selects(result.status, identical: identical) {
            do {
                try store.write(try output.data(compression: .compact), to: output.path, format: output.format)
                result.recorded = result.status == .new ? .created : .updated
                return result
            } catch {
                result.status = .error
                result.summary = "cannot record the golden: \(error)"
                return result
            }
        }
        // Outputs within the tolerance keep their actual bytes too, so
        // `golden record --from RESULT --update all` can take them.
        let withinTolerance = result.status == .passed && !identical
        if result.status == .failed || result.status == .new || withinTolerance {
            result.artifacts = writeArtifacts(output, expected: result.status == .failed ? expectedData : nil, diffImage: diffImage)
        }
        return result
    }

    /// What comparing an output image with its golden found; `identical`
    /// when every pixel is equal, whatever the PNG bytes.
    private typealias ImageVerdict = (status: CheckedOutput.Status, summary: String, pixels: CheckedOutput.PixelCounts?,
                                      diffImage: RasterImage?, identical: Bool)

    /// Decodes both images and compares them.
    private func compareImages(_ expected: Data, _ actual: Data, points: Size, options: (PixelSize) -> DiffOptions) -> ImageVerdict {
        let actualImage: RasterImage
        do {
            actualImage = try ImageDecoder.decode(actual)
        } catch {
            return (.error, "the output is not a readable image: \(error)", nil, nil, false)
        }
        return compareImages(expected, actualImage, points: points, options: options)
    }

    /// Decodes the golden and compares it with the actual pixels, with the
    /// options for the actual image's size; the diff image is drawn only for
    /// a failure. A golden of the same screen at
    /// another scale fails with a re-record hint rather than a meaningless
    /// all-pixels diff.
    private func compareImages(_ expected: Data, _ actualImage: RasterImage, points: Size,
                               options: (PixelSize) -> DiffOptions) -> ImageVerdict {
        let expectedImage: RasterImage
        do {
            expectedImage = try ImageDecoder.decode(expected)
        } catch {
            return (.failed, "the golden is not a readable image: \(error)", nil, nil, false)
        }
        if expectedImage.hasSamePixels(as: actualImage) { return (.passed, "identical", nil, nil, true) }
        if let mismatch = ScaleMismatch(expected: (expectedImage.width, expectedImage.height),
                                        actual: (actualImage.width, actualImage.height), points: points) {
            return (.failed, mismatch.summary, nil, nil, false)
        }
        let options = options(PixelSize(width: actualImage.width, height: actualImage.height))
        var comparison = ImageDiff.compare(expectedImage, actualImage, options: options)
        if !comparison.result.passed {
            comparison = ImageDiff.compare(expectedImage, actualImage, options: options, outputs: .diffImage)
        }
        let result = comparison.result
        let counts = CheckedOutput.PixelCounts(differing: result.differingPixels, antialiased: result.antialiasedPixels,
                                               compared: result.comparedPixels, ratio: result.diffRatio,
                                               expectedSize: "\(result.expectedSize)", actualSize: "\(result.actualSize)",
                                               changedRegion: result.differingBounds?.pixelRegionText,
                                               changeFingerprint: result.differingPixels == 0 ? nil : Self.hex(result.changeFingerprint))
        return (result.passed ? .passed : .failed, result.summary, counts, comparison.diffImage, false)
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Best effort: a reviewer's copy that cannot be written must not turn a
    /// verdict into a crash; the result then simply lacks that file.
    private func writeArtifacts(_ output: VariantOutput, expected: Data?, diffImage: RasterImage?) -> CheckedOutput.Artifacts {
        var result = CheckedOutput.Artifacts()
        func put(_ data: Data, _ kind: String) -> String? {
            do {
                let folder = OutputFolder(artifacts.appendingPathComponent(kind), budget: outputBudget)
                try folder.write(data, to: output.path)
                return relative(folder.url.appendingPathComponent(output.path))
            } catch {
                return nil
            }
        }
        // Compact, like a golden: `golden record --from` may take it as one.
        result.actual = (try? output.data(compression: .compact)).flatMap { put($0, "actual") }
        if let expected { result.expected = put(expected, "expected") }
        if let diffImage, let png = try? PNGEncoder.encode(diffImage) { result.diff = put(png, "diff") }
        return result
    }

    private func relative(_ url: URL) -> String {
        let base = resultFolder.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    private func entry(_ variant: Variant, _ rendered: RenderedVariant, format: String, comparison: OutputComparison, path: String,
                       status: CheckedOutput.Status, summary: String) -> CheckedOutput {
        CheckedOutput(path: path, variant: variant.name, campaign: variant.campaign.key, campaignFile: variant.campaign.displayPath,
                      device: variant.device.id, orientation: variant.orientation.rawValue, language: variant.language ?? "default",
                      textSize: variant.textSize.shortName, format: format, comparison: comparison, status: status, summary: summary, golden: nil,
                      pixels: nil, artifacts: nil, recorded: nil, seconds: nil, isPluginFailure: nil, displayed: rendered.display.displayed,
                      notDisplayedReason: rendered.display.reason)
    }
}
