import Foundation
import TestSupport
import Imaging
import Testing

/// `preview-cli render` as a user runs it: real files in, a PNG out, the
/// documented exit statuses, one clear line per problem.
@Suite struct RenderEndToEndTests {
    static let root = Repository.root
    static func repo(_ path: String) -> String { root.appendingPathComponent(path).path }

    @Test(arguments: ["welcome-modal", "level-up-slideup", "summer-sale-fullscreen"])
    func bundledExamplesRenderAndDisplay(_ name: String) throws {
        let scratch = try ScratchFolder()
        let output = scratch.path("\(name).png")
        let result = try PreviewCLI.run(["render", Self.repo("examples/\(name).json"), "-o", output,
                                         "--values", Self.repo("examples/values.json"), "--lang", "ar"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.hasPrefix("wrote \(output) (1179x2556, iphone-15 portrait ar rtl l)"), "\(result)")
        let header = try ImageDecoder.header(of: Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(header.width == 1179 && header.height == 2556)
    }

    @Test func landscapeAndOtherDevicesHaveTheirPixelSizes() throws {
        let scratch = try ScratchFolder()
        for (arguments, size) in [(["--device", "iphone-se"], (750, 1334)), (["--orientation", "landscape"], (2556, 1179)),
                                  (["--device", "ipad-air-11", "--orientation", "landscape"], (2360, 1640))] {
            let output = scratch.path("out.png")
            let result = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "-o", output, "-q"] + arguments)
            #expect(result.exitCode == 0, "\(result)")
            let header = try ImageDecoder.header(of: Data(contentsOf: URL(fileURLWithPath: output)))
            #expect(header.width == size.0 && header.height == size.1, "\(arguments)")
        }
    }

    @Test(arguments: ["malformed", "missing-id", "wrong-types", "bad-colors", "duplicate-button-ids", "not-an-object", "empty", "not-utf8"])
    func invalidCampaignsGiveOneLinePerProblemAndExit2(_ name: String) throws {
        let scratch = try ScratchFolder()
        let output = scratch.path("out.png")
        let expected = try String(contentsOfFile: Self.repo("Tests/Fixtures/campaigns/invalid/\(name).errors.txt"), encoding: .utf8)
        let result = try PreviewCLI.run(["render", "\(name).json", "-o", output],
                                        in: Self.root.appendingPathComponent("Tests/Fixtures/campaigns/invalid"))
        #expect(result.exitCode == 2, "\(result)")
        let lines = expected.split(separator: "\n").map { "preview-cli: error: \($0)" }
        #expect(result.stderr.split(separator: "\n").map(String.init) == lines, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty, "no partial or temporary file")
    }

    @Test func anUnwritableOutputIsAnInputErrorAndLeavesNoFile() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path("taken.png"), withIntermediateDirectories: true)
        let directory = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "-o", scratch.path("taken.png")])
        #expect(directory.exitCode == 2, "\(directory)")
        #expect(directory.stderr.contains("error: output path is a directory"), "\(directory)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["taken.png"])

        // sysfs refuses new files even to root: the failure comes at the write itself.
        let refused = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "-o", "/sys/preview.png"])
        #expect(refused.exitCode == 2, "\(refused)")
        #expect(refused.stderr.contains("error: cannot write /sys/preview.png"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: "/sys/preview.png"))
    }

    @Test func aMissingOutputFolderIsAUsageError() throws {
        let result = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "-o", "/nonexistent-folder/x/out.png"])
        #expect(result.exitCode == 2, "\(result)")
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-folder"))
    }

    @Test(arguments: [
        ("Tests/Fixtures/images/truncated.png", "damaged image data"),
        ("Tests/Fixtures/images/huge-header.png", "40000 x 40000"),
        ("Tests/Fixtures/images/not-an-image.png", "not a readable PNG or JPEG"),
        ("http://cdn.example.com/hero.png", "http:// URLs are refused"),
        ("https://cdn.example.com/missing.png", "is not in the asset folder"),
    ])
    func artworkThatWouldNotLoadIsSkippedWithExit3(_ reference: String, _ reason: String) throws {
        let scratch = try ScratchFolder()
        let image = reference.contains("://") ? reference : Self.repo(reference)
        let campaign = try scratch.file("c.json", #"{"id": "art", "type": "modal", "header": "Hi", "imageURL": "\#(image)"}"#)
        try FileManager.default.createDirectory(atPath: scratch.path("assets"), withIntermediateDirectories: true)
        let output = scratch.path("out.png")
        // The fixtures are outside the campaign's folder: allowed explicitly (docs/security.md).
        let result = try PreviewCLI.run(["render", campaign, "-o", output, "--allow-artwork-from", Repository.images.path], timeout: 20)
        #expect(!result.timedOut)
        #expect(result.exitCode == 3, "\(result)")
        #expect(result.stderr.contains("preview-cli: not displayed: skipped: artwork not ready ("), "\(result)")
        #expect(result.stderr.contains(reason), "\(result)")
        #expect(FileManager.default.fileExists(atPath: output), "the preview still shows what the device would: nothing")

        let placeholder = try PreviewCLI.run(["render", campaign, "-o", output, "--placeholder-artwork"])
        #expect(placeholder.exitCode == 0, "\(placeholder)")
        #expect(placeholder.stderr.contains("a placeholder is drawn"), "\(placeholder)")
    }

    @Test func unsupportedTypeAndOrientationMismatchExit3WithTheReason() throws {
        let scratch = try ScratchFolder()
        let banner = try scratch.file("banner.json", #"{"id": "b", "type": "banner", "header": "Hi"}"#)
        let result = try PreviewCLI.run(["render", banner, "-o", scratch.path("b.png")])
        #expect(result.exitCode == 3, "\(result)")
        #expect(result.stderr.contains("unsupported message type \"banner\""), "\(result)")

        let portrait = try PreviewCLI.run(["render", Self.repo("Tests/Fixtures/campaigns/pipeline/portrait-only-modal.json"),
                                           "-o", scratch.path("p.png"), "--orientation", "landscape"])
        #expect(portrait.exitCode == 3, "\(portrait)")
        #expect(portrait.stderr.contains("campaign wants portrait and the device is landscape"), "\(portrait)")
    }

    @Test func sameInputGivesTheSameBytesAlsoInParallelProcesses() throws {
        let scratch = try ScratchFolder()
        let arguments = ["render", Self.repo("examples/welcome-modal.json"), "--lang", "ar", "--text-size", "ax2",
                         "--values", Self.repo("examples/values.json"), "-q"]
        let outputs = (0..<4).map { scratch.path("out-\($0).png") }
        let failures = NSLock()
        nonisolated(unsafe) var results: [CommandResult] = []
        DispatchQueue.concurrentPerform(iterations: outputs.count) { index in
            let result = try? PreviewCLI.run(arguments + ["-o", outputs[index]])
            failures.withLock { if let result { results.append(result) } }
        }
        #expect(results.count == 4 && results.allSatisfy { $0.exitCode == 0 })
        let bytes = try outputs.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(Set(bytes).count == 1)
    }

    @Test func warningsGoToStderrAndTheSummaryToStdout() throws {
        let scratch = try ScratchFolder()
        let result = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "-o", scratch.path("x.png")])
        #expect(result.exitCode == 0)
        #expect(result.stderr.contains("preview-cli: warning: {player_name} has no value and is removed"), "\(result)")
        #expect(result.stdout.split(separator: "\n").count == 1)
        let quiet = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "-o", scratch.path("x.png"), "--quiet"])
        #expect(quiet.stdout.isEmpty)
    }
}

/// Other vendors' payloads render through the importers, detected or named with --from.
@Suite struct VendorRenderEndToEndTests {
    @Test(arguments: ["braze-slideup", "braze-modal", "radar-modal", "firebase-modal", "adobe-banner"])
    func vendorExamplesRenderWhenDetected(_ name: String) throws {
        let scratch = try ScratchFolder()
        let result = try PreviewCLI.run(["render", RenderEndToEndTests.repo("examples/vendors/\(name).json"), "-o", scratch.path("x.png"),
                                         "--assets", RenderEndToEndTests.repo("examples/assets")])
        #expect(result.exitCode == 0, "\(result)")
        if name.hasPrefix("adobe") {
            // Headless Chromium draws the page when it is installed; else the placeholder says how to get it.
            let code = HTMLSnapshotterAvailability.chromium ? "[html-rendered]" : "[html-not-rendered]"
            #expect(result.stderr.contains(code), "\(result)")
        }
    }

    @Test func oneMessageOfAFetchResponseIsPickedWithMessage() throws {
        let scratch = try ScratchFolder()
        let file = RenderEndToEndTests.repo("Tests/Fixtures/vendors/firebase/fetch-response.json")
        let assets = RenderEndToEndTests.repo("examples/assets")
        let first = try PreviewCLI.run(["render", file, "--assets", assets, "--format", "json", "-o", scratch.path("first")])
        #expect(first.exitCode == 0, "\(first)")
        #expect(first.stderr.contains("the file holds 3 messages"), "\(first)")
        let second = try PreviewCLI.run(["render", file, "--assets", assets, "--message", "2", "--format", "json", "-o", scratch.path("second")])
        #expect(second.exitCode == 0, "\(second)")
        #expect(!second.stderr.contains("the file holds 3 messages"), "\(second)")
        let tree = try String(contentsOfFile: scratch.path("second.tree.json"), encoding: .utf8)
        #expect(tree.contains("7001002003004005007") && !tree.contains("7001002003004005006"), "\(tree.prefix(300))")
        let wrong = try PreviewCLI.run(["render", file, "--message", "9", "-o", scratch.path("x.png")])
        #expect(wrong.exitCode == 2)
        #expect(wrong.stderr.contains("expected --message to name one of the file's messages by number or ID"), "\(wrong)")
    }

    @Test func aFileOfNoKnownShapeSaysSoNotThatGameballKeysAreMissing() throws {
        let result = try PreviewCLI.run(["render", RenderEndToEndTests.repo("Tests/Fixtures/vendors/unknown/no-known-keys.json"), "-o", "/dev/null"])
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("neither a campaign nor a recognised vendor message"), "\(result)")
        #expect(!result.stderr.contains("id: expected"), "\(result)")
    }

    @Test func fromNamesTheVendorAndAMismatchIsAnInputError() throws {
        let scratch = try ScratchFolder()
        let braze = RenderEndToEndTests.repo("examples/vendors/braze-modal.json")
        let named = try PreviewCLI.run(["render", braze, "--from", "braze", "-o", scratch.path("x.png"),
                                        "--assets", RenderEndToEndTests.repo("examples/assets")])
        #expect(named.exitCode == 0, "\(named)")
        let wrong = try PreviewCLI.run(["render", braze, "--from", "radar", "-o", scratch.path("y.png")])
        #expect(wrong.exitCode == 2, "\(wrong)")
        #expect(wrong.stderr.contains("preview-cli: error: "), "\(wrong)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("y.png")))
    }
}

/// `render` and `lint` agree: the findings lint reports for a variant are in
/// the box-tree JSON and the accessibility dump of the same variant.
@Suite struct RenderLintAgreementTests {
    @Test func lintFindingsAppearInTheTreeAndTheAccessibilityDump() throws {
        let flawed = RenderEndToEndTests.repo("examples/flawed/flawed-modal.json")
        let a11y = try PreviewCLI.run(["render", flawed, "--format", "a11y"])
        #expect(a11y.exitCode == 0, "\(a11y)")
        #expect(a11y.stdout.contains("  - error contrast: text #A8A8A8 on #FFFFFF is 2.38:1"), "\(a11y)")
        #expect(a11y.stdout.contains("  - error close-contrast: "), "\(a11y)")
        #expect(a11y.stderr.contains("[contrast, a lint error]"), "\(a11y)")

        let json = try PreviewCLI.run(["render", flawed, "--format", "json"])
        let tree = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let codes = (tree?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(codes.contains("contrast") && codes.contains("placeholder-unknown") && codes.contains("placeholder-unresolved"))
        #expect(!codes.contains("placeholder-missing-value"), "a finding the layout already reports is not said twice")

        let lint = try PreviewCLI.run(["lint", flawed, "--langs", "en", "--format", "json"])
        let report = try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any]
        #expect(lint.stdout.contains("\"contrast\""), "\(lint)")
        #expect(report != nil)
    }
}

/// Whether this machine has the Chromium that draws HTML messages.
enum HTMLSnapshotterAvailability {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].contains { FileManager.default.isExecutableFile(atPath: $0) }
        || ProcessInfo.processInfo.environment["MESSAGEPREVIEW_CHROMIUM"] != nil
}
