import BoxTreeModel
import BundledResources
import Foundation
import MessagePreview
import TestSupport
import Testing
import TextShaping

@Suite struct PreviewerTests {
    static let welcome = Repository.examples.appendingPathComponent("welcome-modal.json")
    static let flawed = Repository.examples.appendingPathComponent("flawed/flawed-modal.json")

    @Test func theResourceBundleHoldsTheWholeFontsAndThemesFolders() throws {
        let fonts = try #require(BundledResources.fontsDirectory)
        let themes = try #require(BundledResources.themesDirectory)
        let list = { (url: URL) in Set((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []) }
        #expect(!list(Repository.fonts).isEmpty)
        #expect(list(fonts) == list(Repository.fonts))
        #expect(list(themes) == list(Repository.themes))
    }

    @Test(.enabled(if: (ProcessInfo.processInfo.environment["MESSAGEPREVIEW_FONTS"] ?? "").isEmpty))
    func fontsAreFoundInTheBundleWithoutAnEnvironmentVariable() throws {
        #expect(FontSystem.locateFontsDirectory() == BundledResources.fontsDirectory)
    }

    @Test func bytesGivenAsDataPreviewLikeTheFile() throws {
        let previewer = try Previewer()
        let environment = PreviewEnvironment(device: "iphone-se", language: "ar", textSize: .accessibilityLarge)
        let fromFile = try previewer.preview(campaignAt: Self.welcome, in: environment)
        let fromData = try previewer.preview(campaignData: try Data(contentsOf: Self.welcome), named: "welcome-modal.json",
                                             relativeTo: Repository.examples, in: environment)
        #expect(try fromFile.pngData() == fromData.pngData())
        #expect(try fromFile.accessibilityText() == fromData.accessibilityText())
        #expect(fromFile.boxTree == fromData.boxTree)
        #expect(fromFile.boxTree.environment.direction == .rightToLeft)
    }

    @Test func lintFindingsJoinTheDiagnosticsAndTheAccessibilityDump() throws {
        let preview = try Previewer().preview(campaignAt: Self.flawed)
        let codes = Set(preview.diagnostics.map(\.code))
        #expect(codes.contains("contrast"))
        #expect(codes.contains("close-contrast"))
        #expect(try preview.accessibilityText().contains("  - error close-contrast: "))
        #expect(preview.warnings.contains { $0.description.contains("imageUrl") })
    }

    @Test func aThemeByNameChangesThePicture() throws {
        let previewer = try Previewer()
        let gameball = try previewer.preview(campaignAt: Self.welcome).pngData()
        let braze = try previewer.preview(campaignAt: Self.welcome, in: PreviewEnvironment(theme: "braze")).pngData()
        #expect(gameball != braze)
        #expect(try previewer.preview(campaignAt: Self.welcome).pngData() == gameball)
    }

    @Test func anUnknownDeviceNamesTheKnownOnes() throws {
        #expect {
            _ = try Previewer().preview(campaignAt: Self.welcome, in: PreviewEnvironment(device: "iphone-3g"))
        } throws: { error in
            "\(error)".contains("unknown device \"iphone-3g\"") && "\(error)".contains("iphone-se")
        }
    }

    @Test func anInvalidCampaignListsEveryProblem() throws {
        #expect {
            _ = try Previewer().preview(campaignData: Data(#"{"id": 3, "type": "modal"}"#.utf8), named: "bad.json")
        } throws: { error in
            guard case PreviewerError.invalidCampaign(let problems) = error else { return false }
            return !problems.isEmpty && problems.allSatisfy { $0.file == "bad.json" }
        }
    }

    @Test func anUnknownFormatIsAnOutputError() throws {
        let preview = try Previewer().preview(campaignAt: Self.welcome)
        #expect(throws: PreviewerError.self) { try preview.data(format: "no-such-format-xyz") }
    }
}

/// A team's own devices through the Swift API: `Previewer(deviceFiles:)`
/// and a config's `deviceFiles`, as `--device-file` and preview.json give them.
@Suite struct PreviewerDeviceFileTests {
    static let deviceFile = Repository.examples.appendingPathComponent("devices/team-devices.json")

    @Test func aPreviewerDrawsOnTheDevicesOfItsDeviceFiles() throws {
        let preview = try Previewer(deviceFiles: [Self.deviceFile])
            .preview(campaignAt: PreviewerTests.welcome, in: PreviewEnvironment(device: "iphone-13-mini", orientation: .landscape))
        #expect(preview.boxTree.environment.device == "iphone-13-mini")
        #expect(preview.boxTree.environment.screen == Size(width: 812, height: 375))
        #expect(preview.boxTree.environment.safeArea.left == 50)
    }

    @Test func withoutThemTheDeviceIsUnknownAndTheErrorSaysWhichAreKnown() throws {
        do {
            _ = try Previewer().preview(campaignAt: PreviewerTests.welcome, in: PreviewEnvironment(device: "iphone-13-mini"))
            Issue.record("previewed on an unknown device")
        } catch {
            guard case .unknownDevice(let id, let known) = error else { throw error }
            #expect(id == "iphone-13-mini" && known.contains("iphone-15") && !known.contains("iphone-13-mini"))
        }
    }

    @Test func aBadDeviceFileIsADeviceFileError() throws {
        let folder = try ScratchFolder()
        let file = try folder.write("devices.json", #"{"devices": [{"id": "ipad-mini"}]}"#)
        do {
            _ = try Previewer(deviceFiles: [file])
            Issue.record("a bad device file was accepted")
        } catch {
            guard case .deviceFile(let problems) = error else { throw error }
            #expect(problems.description.contains("devices[0].id: expected an id no built-in device has"))
        }
    }

    @Test func aConfigsDeviceFilesAreTheContainingFoldersOwn() throws {
        let folder = try ScratchFolder()
        try FileManager.default.copyItem(at: Self.deviceFile, to: folder.url.appendingPathComponent("team.json"))
        let config = try folder.write("preview.json", #"{"deviceFiles": ["team.json"]}"#)
        let preview = try Previewer(config: config).preview(campaignAt: PreviewerTests.welcome, in: PreviewEnvironment(device: "iphone-13-mini"))
        #expect(preview.boxTree.environment.screen.height == 812)
    }
}
