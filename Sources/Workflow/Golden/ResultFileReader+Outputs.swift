import CampaignModel
import JSONReading
import RenderCore

/// One entry of a result's `outputs`: a `CheckedOutput`, each member held to
/// its kind's cap.
extension ResultFileReader {
    static let outputKeys = [
        "path", "variant", "campaign", "campaignFile", "device", "orientation", "language", "textSize", "format", "comparison", "status",
        "summary", "golden", "pixels", "artifacts", "recorded", "seconds", "verifiedByCache", "isPluginFailure", "displayed",
        "notDisplayedReason",
    ]
    static let pixelKeys = ["differing", "antialiased", "compared", "ratio", "expectedSize", "actualSize", "changedRegion", "changeFingerprint"]
    static let artifactKeys = ["expected", "actual", "diff"]

    mutating func output(_ value: LocatedJSON) -> CheckedOutput? {
        guard let fields = object(value, known: Self.outputKeys, expected: "an output {\"path\", \"status\", ...}") else { return nil }
        func text(_ key: String, _ kind: ResultFileLimits.StringKind, expected: String) -> String? {
            required(fields, key, in: value, expected: expected).flatMap { string($0, kind) }
        }
        func optionalText(_ key: String, _ kind: ResultFileLimits.StringKind) -> String? {
            optional(fields[key]).flatMap { string($0, kind) }
        }
        let path = text("path", .path, expected: "the output's path")
        let variant = text("variant", .path, expected: "the variant's name")
        let campaign = text("campaign", .path, expected: "the campaign's name")
        let campaignFile = text("campaignFile", .path, expected: "the campaign file")
        let device = text("device", .name, expected: "a device id")
        let orientation = text("orientation", .name, expected: "an orientation")
        let language = text("language", .name, expected: "a language code")
        let textSize = text("textSize", .name, expected: "a text size")
        let format = text("format", .name, expected: "a format name")
        let comparison = required(fields, "comparison", in: value, expected: "how the output is compared: pixels, text or bytes")
            .flatMap { choice($0, OutputComparison.self) }
        let status = required(fields, "status", in: value, expected: "a verdict").flatMap { choice($0, CheckedOutput.Status.self) }
        let summary = text("summary", .text, expected: "the verdict's summary")
        let golden = optionalText("golden", .path)
        let pixels = optional(fields["pixels"]).flatMap { self.pixels($0) }
        let artifacts = optional(fields["artifacts"]).flatMap { self.artifacts($0) }
        let recorded = optional(fields["recorded"]).flatMap { choice($0, CheckedOutput.Recording.self) }
        let seconds = optional(fields["seconds"]).flatMap {
            number($0, in: 0...ResultFileLimits.maxSeconds, expected: "seconds from 0 to \(Int(ResultFileLimits.maxSeconds))")
        }
        let verifiedByCache = optional(fields["verifiedByCache"]).flatMap { bool($0) }
        let isPluginFailure = optional(fields["isPluginFailure"]).flatMap { bool($0) }
        let displayed = required(fields, "displayed", in: value, expected: "true or false").flatMap { bool($0) }
        let notDisplayedReason = optionalText("notDisplayedReason", .text)
        guard let path, let variant, let campaign, let campaignFile, let device, let orientation, let language, let textSize,
              let format, let comparison, let status, let summary, let displayed else { return nil }
        return CheckedOutput(path: path, variant: variant, campaign: campaign, campaignFile: campaignFile, device: device,
                             orientation: orientation, language: language, textSize: textSize, format: format, comparison: comparison, status: status,
                             summary: summary, golden: golden, pixels: pixels, artifacts: artifacts, recorded: recorded, seconds: seconds,
                             verifiedByCache: verifiedByCache, isPluginFailure: isPluginFailure, displayed: displayed,
                             notDisplayedReason: notDisplayedReason)
    }

    private mutating func pixels(_ value: LocatedJSON) -> CheckedOutput.PixelCounts? {
        guard let fields = object(value, known: Self.pixelKeys, expected: "the image comparison's counts") else { return nil }
        let expected = "a whole number of pixels from 0 to \(ResultFileLimits.maxPixels)"
        func count(_ key: String) -> Int? {
            required(fields, key, in: value, expected: expected).flatMap { integer($0, in: 0...ResultFileLimits.maxPixels, expected: expected) }
        }
        let differing = count("differing"), antialiased = count("antialiased"), compared = count("compared")
        let ratio = required(fields, "ratio", in: value, expected: "a fraction").flatMap { number($0, in: 0...1, expected: "a fraction from 0 to 1") }
        let expectedSize = required(fields, "expectedSize", in: value, expected: "WxH").flatMap { string($0, .name) }
        let actualSize = required(fields, "actualSize", in: value, expected: "WxH").flatMap { string($0, .name) }
        let region = optional(fields["changedRegion"]).flatMap { string($0, .name) }
        let fingerprint = optional(fields["changeFingerprint"]).flatMap { string($0, .name) }
        guard let differing, let antialiased, let compared, let ratio, let expectedSize, let actualSize else { return nil }
        return CheckedOutput.PixelCounts(differing: differing, antialiased: antialiased, compared: compared, ratio: ratio,
                                         expectedSize: expectedSize, actualSize: actualSize, changedRegion: region, changeFingerprint: fingerprint)
    }

    /// Artifact paths are only length-checked here: where they lead is
    /// checked where they are read, inside the result's folder only.
    private mutating func artifacts(_ value: LocatedJSON) -> CheckedOutput.Artifacts? {
        guard let fields = object(value, known: Self.artifactKeys, expected: "the output's artifact files") else { return nil }
        return CheckedOutput.Artifacts(expected: optional(fields["expected"]).flatMap { string($0, .path) },
                                       actual: optional(fields["actual"]).flatMap { string($0, .path) },
                                       diff: optional(fields["diff"]).flatMap { string($0, .path) })
    }
}
