import Foundation
import TestSupport
import Testing

/// A team's own devices from the command line: `--device-file` on render,
/// matrix, lint and devices; `"deviceFiles"` in preview.json through golden
/// record and check; a bad device file is exit status 2 with located lines.
@Suite struct DeviceFileEndToEndTests {
    static func repo(_ path: String) -> String { Repository.root.appendingPathComponent(path).path }
    static let deviceFile = repo("examples/devices/team-devices.json")

    @Test func renderDrawsOnADeviceOfADeviceFile() throws {
        let scratch = try ScratchFolder()
        let output = scratch.path("mini.png")
        let result = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "--device-file", Self.deviceFile,
                                         "--device", "iphone-13-mini", "-o", output, "--values", Self.repo("examples/values.json")])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout == "wrote \(output) (1125x2436, iphone-13-mini portrait default ltr l)\n", "\(result)")
    }

    @Test func withoutTheFileTheDeviceIsUnknown() throws {
        let result = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "--device", "iphone-13-mini", "-o", "-"])
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stderr.contains("--device") && result.stderr.contains("--device-file"), "\(result)")
        let misspelt = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "--device", "iphone-15-pr0-max", "-o", "-"])
        #expect(misspelt.stderr.contains("did you mean 'iphone-15-pro-max'?"), "\(misspelt)")
    }

    @Test func aBadDeviceFileIsExitTwoWithALocatedLine() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("devices.json", #"{"devices": [{"id": "iphone-15"}]}"#)
        for command in [["render", Self.repo("examples/welcome-modal.json"), "-o", "-"], ["matrix", Self.repo("examples/welcome-modal.json"),
                        "-o", scratch.path("out")], ["lint", Self.repo("examples/welcome-modal.json")], ["devices"]] {
            let result = try PreviewCLI.run(command + ["--device-file", file.path])
            #expect(result.exitCode == 2, "\(command[0]): \(result)")
            #expect(result.stderr.contains("devices.json: devices[0].id: expected an id no built-in device has"), "\(command[0]): \(result)")
            #expect(result.stdout.isEmpty || command[0] == "lint", "\(command[0]): \(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out")), "nothing is written")
    }

    @Test func matrixAndLintTakeTheDevicesOfADeviceFile() throws {
        let scratch = try ScratchFolder()
        let matrix = try PreviewCLI.run(["matrix", Self.repo("examples/welcome-modal.json"), "--device-file", Self.deviceFile,
                                         "--devices", "iphone-13-mini,iphone-se", "--formats", "a11y", "--no-contact-sheet",
                                         "-o", scratch.path("out")], timeout: 300)
        #expect(matrix.exitCode == 0, "\(matrix)")
        let files = Set(try FileManager.default.subpathsOfDirectory(atPath: scratch.path("out")))
        #expect(files.isSuperset(of: ["welcome-modal/iphone-13-mini-portrait-en-l.a11y.txt", "welcome-modal/iphone-se-portrait-en-l.a11y.txt"]),
                "\(files.sorted())")
        let lint = try PreviewCLI.run(["lint", Self.repo("examples/flawed/flawed-modal.json"), "--device-file", Self.deviceFile,
                                       "--devices", "iphone-13-mini", "--format", "json"])
        #expect(lint.exitCode == 1, "\(lint)")
        #expect(lint.stdout.contains("iphone-13-mini-portrait-en-l"), "\(lint.stdout.prefix(2000))")
    }

    @Test func devicesListsTheFilesDevicesAfterTheBuiltInOnes() throws {
        let result = try PreviewCLI.run(["devices", "--json", "--device-file", Self.deviceFile])
        #expect(result.exitCode == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let ids = (object["devices"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.count == 11 && ids.last == "iphone-13-mini", "\(ids)")
    }

    @Test func previewJSONDeviceFilesReachTheGoldenCommands() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.copyItem(atPath: Self.repo("examples/welcome-modal.json"), toPath: scratch.path("welcome-modal.json"))
        try FileManager.default.copyItem(atPath: Self.repo("examples/assets"), toPath: scratch.path("assets"))
        try FileManager.default.createDirectory(atPath: scratch.path("devices"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.deviceFile, toPath: scratch.path("devices/team.json"))
        _ = try scratch.write("preview.json", """
            { "campaigns": ["welcome-modal.json"], "goldens": "goldens", "deviceFiles": ["devices/team.json"],
              "matrix": { "devices": ["iphone-13-mini"], "formats": ["png", "a11y"] } }
            """)
        let recorded = try PreviewCLI.run(["golden", "record"], in: scratch.url, environment: ["CI": ""], timeout: 300)
        #expect(recorded.exitCode == 0, "\(recorded)")
        let goldens = Set(try FileManager.default.subpathsOfDirectory(atPath: scratch.path("goldens")))
        #expect(goldens.isSuperset(of: ["welcome-modal/iphone-13-mini-portrait-en-l.png", "welcome-modal/iphone-13-mini-portrait-en-l.a11y.txt"]),
                "\(goldens.sorted())")
        let checked = try PreviewCLI.run(["golden", "check"], in: scratch.url, timeout: 300)
        #expect(checked.exitCode == 0, "\(checked)")
        #expect(checked.stdout.hasPrefix("golden check: all 2 outputs match their goldens; 1 variant"), "\(checked)")
        // The file's path is the repository's: one leading out of its folder is refused.
        _ = try scratch.write("preview.json", #"{ "campaigns": ["welcome-modal.json"], "deviceFiles": ["../team.json"] }"#)
        let outside = try PreviewCLI.run(["golden", "check"], in: scratch.url, timeout: 300)
        #expect(outside.exitCode == 2, "\(outside)")
        #expect(outside.stderr.contains("preview.json: deviceFiles[0]: expected a device file inside the folder of preview.json"), "\(outside)")
    }
}
