import Foundation
import MessagePreview
import MessagePreviewTesting
import TestSupport
import Testing

/// A preview assertion on a team's own device: `deviceFiles` (or the config's
/// `deviceFiles`) makes its id one the assertion's `devices` may name.
@Suite struct PreviewGoldenCheckDeviceFileTests {
    static let campaign = Repository.examples.appendingPathComponent("welcome-modal.json")
    static let deviceFile = Repository.examples.appendingPathComponent("devices/team-devices.json")

    func check(in folder: ScratchFolder, deviceFiles: [URL]) -> PreviewGoldenCheck {
        var check = PreviewGoldenCheck(campaign: Self.campaign, name: "welcome", formats: [.accessibility], devices: ["iphone-13-mini"],
                                       goldens: folder.url.appendingPathComponent("goldens"), artifacts: folder.url.appendingPathComponent("artifacts"))
        check.deviceFiles = deviceFiles
        return check
    }

    @Test func anAssertionRecordsAndChecksOnACustomDevice() throws {
        let folder = try ScratchFolder(prefix: "AssertPreviewDevice")
        let recorded = try check(in: folder, deviceFiles: [Self.deviceFile]).run(recording: .all)
        #expect(recorded.outputs.map(\.path) == ["welcome/iphone-13-mini-portrait-en-l.a11y.txt"])
        #expect(try check(in: folder, deviceFiles: [Self.deviceFile]).run(recording: .never).passed)
    }

    @Test func withoutTheFileTheDeviceIsUnknown() throws {
        let folder = try ScratchFolder(prefix: "AssertPreviewDevice")
        #expect(throws: PreviewAssertionError.self) { try check(in: folder, deviceFiles: []).run(recording: .never) }
    }
}
