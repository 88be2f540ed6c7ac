import Foundation
import Imaging
import Testing
@testable import Workflow

/// `pngScale`: PNG goldens drawn at fewer pixels per point than the device's
/// (smaller repositories), compared at the scale they were recorded at.
@Suite struct GoldenScaleTests {
    static let configAtScale1 = CampaignRepository.defaultConfig.replacingOccurrences(
        of: "\"goldens\": \"goldens\",", with: "\"goldens\": \"goldens\", \"pngScale\": 1,")

    func pixelSize(_ repository: CampaignRepository, _ path: String) throws -> (Int, Int) {
        let image = try ImageDecoder.decode(try Data(contentsOf: repository.url.appendingPathComponent("goldens/" + path)))
        return (image.width, image.height)
    }

    @Test func aScaleOneConfigRecordsOnePixelPerPointAndChecksIt() throws {
        let repository = try CampaignRepository(config: Self.configAtScale1)
        let workflow = try repository.workflow()
        let recorded = try workflow.run(try workflow.plan(), recording: .missing)
        #expect(recorded.outputs.count == 24 && recorded.outputs.allSatisfy { $0.recorded == .created })
        // iPhone 15 (3x) and iPhone SE (2x) both drawn at 1x: the screen in points.
        #expect(try pixelSize(repository, "welcome-modal/iphone-15-portrait-en-l.png") == (393, 852))
        #expect(try pixelSize(repository, "welcome-modal/iphone-se-portrait-en-l.png") == (375, 667))

        #expect(try workflow.run(try workflow.plan()).passed, "unchanged campaigns pass at the recorded scale")
        try repository.recolourButton()
        let failing = try workflow.run(try workflow.plan())
        #expect(failing.problems.map(\.path) == ["iphone-15-portrait-ar-l", "iphone-15-portrait-en-l", "iphone-se-portrait-ar-l",
                                                 "iphone-se-portrait-en-l"].map { "welcome-modal/\($0).png" })
        #expect(failing.problems.allSatisfy { ($0.pixels?.differing ?? 0) > 1000 }, "the button's pixels differ at 1x too")
    }

    /// Goldens recorded at the device's scale, then `pngScale` set: a clear
    /// failure naming both scales and the command that re-records, never a pass.
    @Test func goldensOfAnotherScaleFailWithAReRecordHint() throws {
        let repository = try GoldenWorkflowTests.recordedRepository()
        _ = try repository.folder.write("preview.json", Self.configAtScale1)
        let workflow = try repository.workflow()
        let result = try workflow.run(try workflow.plan())
        let pngs = result.outputs.filter { $0.format == "png" }
        #expect(pngs.count == 12 && pngs.allSatisfy { $0.status == .failed })
        let iphone15 = try #require(pngs.first { $0.path == "welcome-modal/iphone-15-portrait-en-l.png" })
        #expect(iphone15.summary == "the golden is drawn at 3x, the output at 1x (pngScale in preview.json changed?): "
                + "re-record it with `preview-cli golden record --update failed`")
        #expect(pngs.first { $0.device == "iphone-se" }?.summary.hasPrefix("the golden is drawn at 2x, the output at 1x") == true)
        #expect(result.outputs.filter { $0.format == "a11y" }.allSatisfy { $0.status == .passed }, "texts do not depend on the scale")

        #expect(try workflow.run(try workflow.plan(), recording: .failed).passed)
        #expect(try pixelSize(repository, "welcome-modal/iphone-15-portrait-en-l.png") == (393, 852))
        #expect(try workflow.run(try workflow.plan()).passed)
    }
}
