import Foundation
import Imaging
import Testing
@testable import Workflow

/// The HTML report in a real browser: Debian's headless Chromium loads it
/// from disk and takes a screenshot, which must show the failing variant
/// with its images and a red diff. The screenshot is kept in the temporary
/// folder (messagepreview-report.png) for a person to look at.
@Suite(.enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install chromium, or WITH_TEST_TOOLS=1 scripts/install-deps.sh, which `make test` runs)"))
struct ReportScreenshotTests {
    @Test func chromiumShowsTheFailingVariantWithAVisibleDiff() throws {
        // The must-show case: one campaign's button changes colour, its images fail.
        let repository = try GoldenWorkflowTests.recordedRepository()
        try repository.recolourButton()
        let workflow = try repository.workflow()
        let result = try workflow.run(try workflow.plan())
        #expect(result.problems.count == 4)
        let folder = repository.url.appendingPathComponent("report")
        try GoldenReport([ReportInput(result: result, folder: workflow.config.output)]).write(to: folder)
        let page = folder.appendingPathComponent("index.html")
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("messagepreview-report.png")
        try? FileManager.default.removeItem(at: screenshot)
        try Chromium.screenshot(of: page, to: screenshot, width: 1400, height: 3200)

        let image = try ImageDecoder.decode(try Data(contentsOf: screenshot))
        #expect(image.width == 1400 && image.height == 3200)
        var failedBadge = 0, diffRed = 0, newButton = 0, oldButton = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let p = image.rgba(x: x, y: y)
                func near(_ r: Int, _ g: Int, _ b: Int) -> Bool { abs(Int(p.r) - r) < 12 && abs(Int(p.g) - g) < 12 && abs(Int(p.b) - b) < 12 }
                if near(0xD9, 0x2D, 0x20) { failedBadge += 1 }
                if near(255, 0, 0) { diffRed += 1 }
                if near(0xF5, 0x79, 0x3D) { newButton += 1 }
                if near(0x5B, 0x3D, 0xF5) { oldButton += 1 }
            }
        }
        #expect(failedBadge > 50, "the FAILED badges are drawn")
        #expect(diffRed > 500, "a diff image marks the changed button in red")
        #expect(newButton > 200, "the actual image shows the new orange button")
        #expect(oldButton > 200, "the expected image shows the old purple button")
    }
}
