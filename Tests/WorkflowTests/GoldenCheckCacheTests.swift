import Foundation
import Imaging
import TestSupport
import Testing
@testable import Workflow

/// The golden-check cache: a frame found identical to its golden is not
/// drawn again while nothing that decides its pixels changed, and any
/// change (campaign, golden, artwork, a damaged entry) draws it again.
@Suite struct GoldenCheckCacheTests {
    /// 3 campaigns x 1 device x 1 language, PNG and accessibility text.
    static let config = """
        {
          "campaigns": ["campaigns/"],
          "values": "campaigns/values.json",
          "goldens": "goldens",
          "matrix": { "devices": ["iphone-se"], "languages": ["en"], "formats": ["png", "a11y"] }
        }
        """

    static func cachedRepository() throws -> (CampaignRepository, GoldenWorkflow) {
        let repository = try CampaignRepository(config: Self.config)
        var workflow = try repository.workflow()
        _ = try workflow.run(try workflow.plan(), recording: .missing)
        workflow.checkCache = GoldenCheckCache(folder: GoldenWorkflow.defaultCheckCacheFolder(for: workflow.config))
        return (repository, workflow)
    }

    static func cachedPaths(_ result: GoldenRunResult) -> [String] {
        result.outputs.filter { $0.verifiedByCache == true }.map(\.path).sorted()
    }

    static let pngs = ["level-up-slideup", "summer-sale-fullscreen", "welcome-modal"].map { "\($0)/iphone-se-portrait-en-l.png" }

    @Test func aSecondCheckDrawsNoUnchangedFrame() throws {
        let (repository, workflow) = try Self.cachedRepository()
        let first = try workflow.run(try workflow.plan())
        #expect(first.passed)
        #expect(Self.cachedPaths(first).isEmpty, "the first check draws every frame")
        #expect(repository.folder.files(below: ".preview/check-cache").count == 3, "one entry per PNG golden")

        let second = try workflow.run(try workflow.plan())
        #expect(second.passed)
        #expect(Self.cachedPaths(second) == Self.pngs, "text outputs are always compared; only frames are skipped")
        for output in second.outputs where output.verifiedByCache == true {
            #expect(output.status == .passed && output.summary == "identical" && output.artifacts == nil)
        }
        // Lint still runs on a skipped frame's layout: its findings are in the box tree's diagnostics.
        #expect(second.tally == first.tally)
    }

    @Test func aChangedCampaignIsDrawnAndFails() throws {
        let (repository, workflow) = try Self.cachedRepository()
        _ = try workflow.run(try workflow.plan())
        try repository.recolourButton()
        let result = try workflow.run(try workflow.plan())
        let modal = try #require(result.outputs.first { $0.path == "welcome-modal/iphone-se-portrait-en-l.png" })
        #expect(modal.status == .failed && modal.verifiedByCache == nil)
        #expect(Self.cachedPaths(result) == Self.pngs.filter { !$0.hasPrefix("welcome-modal") })
    }

    /// The key covers the golden's bytes: a golden edited by hand (here
    /// repainted with one red pixel) is compared again, and fails.
    @Test func anEditedGoldenIsComparedAgain() throws {
        let (repository, workflow) = try Self.cachedRepository()
        _ = try workflow.run(try workflow.plan())
        let golden = repository.url.appendingPathComponent("goldens/" + Self.pngs[0])
        var image = try ImageDecoder.decode(try Data(contentsOf: golden))
        image.pixels.withUnsafeMutableBytes { $0.storeBytes(of: UInt32(0xFFFF_0000), toByteOffset: 40 * image.stride + 40 * 4, as: UInt32.self) }
        try PNGEncoder.encode(opaque: image).write(to: golden)
        let result = try workflow.run(try workflow.plan())
        let edited = try #require(result.outputs.first { $0.path == Self.pngs[0] })
        #expect(edited.status == .failed && edited.verifiedByCache == nil)
        #expect(edited.pixels?.differing == 1)
    }

    /// The key covers the artwork's decoded pixels, not its name: the same
    /// file name with other pixels is drawn again.
    @Test func changedArtworkIsDrawnAgain() throws {
        let (repository, workflow) = try Self.cachedRepository()
        _ = try workflow.run(try workflow.plan())
        let assets = repository.url.appendingPathComponent("campaigns/assets")
        let files = try FileManager.default.contentsOfDirectory(atPath: assets.path).filter { $0.hasSuffix(".png") }.sorted()
        for name in files {
            let url = assets.appendingPathComponent(name)
            var image = try ImageDecoder.decode(try Data(contentsOf: url))
            image.pixels.withUnsafeMutableBytes { raw in
                for index in stride(from: 0, to: raw.count, by: 4) { raw[index] = raw[index] ^ 0x10 }
            }
            try PNGEncoder.encode(image).write(to: url)
        }
        #expect(!files.isEmpty)
        let result = try workflow.run(try workflow.plan())
        // The slide-up's icon and the full screen's image changed; the modal's JPEG did not.
        #expect(Self.cachedPaths(result) == ["welcome-modal/iphone-se-portrait-en-l.png"])
    }

    @Test func aDamagedEntryIsOnlyAMissAndIsRewritten() throws {
        let (repository, workflow) = try Self.cachedRepository()
        _ = try workflow.run(try workflow.plan())
        for entry in repository.folder.files(below: ".preview/check-cache") {
            try Data("not a key".utf8).write(to: repository.url.appendingPathComponent(".preview/check-cache/" + entry))
        }
        let damaged = try workflow.run(try workflow.plan())
        #expect(damaged.passed && Self.cachedPaths(damaged).isEmpty)
        #expect(Self.cachedPaths(try workflow.run(try workflow.plan())) == Self.pngs)
    }

    @Test func recordingAndTheLibraryDefaultDrawEveryFrame() throws {
        let (repository, cached) = try Self.cachedRepository()
        _ = try cached.run(try cached.plan())
        let recorded = try cached.run(try cached.plan(), recording: .all)
        #expect(Self.cachedPaths(recorded).isEmpty && recorded.passed)
        let plain = try repository.workflow()
        #expect(plain.checkCache == nil)
        #expect(Self.cachedPaths(try plain.run(try plain.plan())).isEmpty)
    }

    /// What the key is made of: the code's build IDs (the program has one)
    /// and the fonts' bytes, by relative path.
    @Test func theIdentityNamesTheProgramsBuildAndTheFonts() throws {
        let code = try #require(RenderIdentity.loadedCode())
        #expect(code[0].buildID.count >= 32, "the program carries a GNU build ID")
        #expect(code.contains { $0.path.contains("libcairo") && !$0.buildID.isEmpty })
        let fonts = RenderIdentity.fontFiles(in: Repository.root.appendingPathComponent("fonts"), cjkFonts: .located())
        #expect(fonts.map(\.name).contains("Inter-Regular.otf"))
        #expect(fonts.contains { $0.path?.hasSuffix("NotoSansCJK-Regular.ttc") == true })
    }
}
