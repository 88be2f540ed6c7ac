import Foundation
import HTMLSnapshot
import Imaging
import Testing
import TestSupport

/// Headless Chromium draws HTML messages; skipped where Debian's chromium is not installed.
@Suite(.serialized) struct HTMLSnapshotterTests {
    static let snapshotter = HTMLSnapshotter.locate(fontsDirectory: Repository.root.appendingPathComponent("fonts"))

    func draw(_ html: String, width: Double, height: Double, scale: Double) throws -> (Data, RasterImage)? {
        guard let snapshotter = Self.snapshotter else { return nil }
        let data = try snapshotter.snapshot(html: html, width: width, height: height, scale: scale)
        return (data, try ImageDecoder.decode(data))
    }

    static let page = "<!DOCTYPE html><html><body style=\"margin:0;height:100%;background:#000\"><p style=\"color:#fff;font:16px sans-serif\">Hi</p></body></html>"

    @Test func aPageIsDrawnAtTheFramesSizeTimesTheScale() throws {
        guard let (_, image) = try draw(Self.page, width: 120, height: 300, scale: 3) else { return }
        #expect(image.width == 360 && image.height == 900)
        #expect(image.rgba(x: 350, y: 890) == (0, 0, 0, 255))
    }

    @Test func aShortBannerIsNotBlank() throws {
        // Chromium paints nothing into a very short window; the snapshotter draws taller and cuts.
        guard let (_, image) = try draw(Self.page, width: 300, height: 60, scale: 2) else { return }
        #expect(image.width == 600 && image.height == 120)
        #expect(image.rgba(x: 590, y: 110) == (0, 0, 0, 255), "the body fills the banner's height")
    }

    @Test func theSamePageGivesTheSameBytes() throws {
        guard let (first, _) = try draw(Self.page, width: 100, height: 220, scale: 2),
              let (second, _) = try draw(Self.page, width: 100, height: 220, scale: 2) else { return }
        #expect(first == second)
    }

    @Test func scriptsDoNotRun() throws {
        let html = "<!DOCTYPE html><html><body style=\"margin:0;height:100%;background:#000\">"
            + "<script>document.body.style.background='#f00'</script></body></html>"
        guard let (_, image) = try draw(html, width: 100, height: 220, scale: 1) else { return }
        #expect(image.rgba(x: 50, y: 50) == (0, 0, 0, 255))
    }
}
