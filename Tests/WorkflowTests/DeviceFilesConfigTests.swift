import CampaignModel
import Foundation
import Layout
import Pipeline
import Testing
import TestSupport
import Workflow

/// `"deviceFiles"` in preview.json: read before the matrices (which may name
/// their devices), held to the config's folder, their problems naming the
/// device file; and the run's variants resolved through the config's catalog.
@Suite struct DeviceFilesConfigTests {
    static let device = """
    {"devices": [{"id": "acme-phone", "name": "Acme Phone", "screen": {"width": 400, "height": 880}, "scale": 2,
                  "safeArea": {"portrait": {"top": 40, "bottom": 30}, "landscape": {"left": 40, "right": 40, "bottom": 20}},
                  "statusBarHeight": 40}]}
    """

    func problems(_ json: String, in folder: ScratchFolder, devices: DeviceCatalog = .builtIn) throws -> [String] {
        let file = try folder.write("preview.json", json)
        do {
            _ = try PreviewConfig.load(from: file, displayName: "preview.json", devices: devices)
            Issue.record("loaded, but problems were expected")
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func aMatrixMayNameTheDevicesOfTheConfigsDeviceFiles() throws {
        let folder = try ScratchFolder()
        try folder.write("devices/acme.json", Self.device)
        let config = try PreviewConfig.load(from: try folder.write("preview.json", """
        {"matrix": {"devices": ["acme-phone", "iphone-se"]}, "deviceFiles": ["devices/acme.json"]}
        """), displayName: "preview.json")
        #expect(config.render.devices.customDevices.map(\.id) == ["acme-phone"])
        #expect(config.matrices[0].devices == .list(["acme-phone", "iphone-se"]))

        let campaign = VariantMatrixTests.campaign("a")
        let variants = try config.matrices[0].variants(of: [campaign], allFormats: [], devices: config.render.devices)
        #expect(variants.map(\.name) == ["a/acme-phone-portrait-en-l", "a/iphone-se-portrait-en-l"])
        #expect(variants[0].device.portraitSize.width == 400)
        // `all` is every device the run knows, the team's included.
        var all = config.matrices[0]
        all.devices = .all
        #expect(all.count(of: [campaign], devices: config.render.devices) == DeviceCatalog.builtIn.devices.count + 1)
    }

    @Test func theCallersDevicesComeFirstAndTheFileAddsItsOwn() throws {
        let folder = try ScratchFolder()
        let callers = try DeviceFileDecoder.adding(Data(Self.device.utf8), file: "mine.json", to: .builtIn)
        // The same file given by both (--device-file and deviceFiles) is one device.
        try folder.write("acme.json", Self.device)
        let same = try PreviewConfig.load(from: try folder.write("preview.json", #"{"deviceFiles": "acme.json", "matrix": {"devices": "acme-phone"}}"#),
                                          devices: callers)
        #expect(same.render.devices == callers)
        // Another device with the caller's id is refused, at its own path, naming its own file.
        try folder.write("other.json", Self.device.replacingOccurrences(of: "Acme Phone", with: "Acme Phone Max"))
        #expect(try problems(#"{"deviceFiles": "other.json"}"#, in: folder, devices: callers) == [
            "other.json: devices[0].id: expected an id no other device has, found string \"acme-phone\" (a device of an earlier file, with other values)",
        ])
        let config = try PreviewConfig.load(from: try folder.write("preview.json", #"{"matrix": {"devices": "acme-phone"}}"#),
                                            devices: callers)
        #expect(config.render.devices == callers)
    }

    @Test func anUnknownDeviceNamesTheDeviceFilesToo() throws {
        let folder = try ScratchFolder()
        #expect(try problems(#"{"matrix": {"devices": ["acme-phone"]}}"#, in: folder).first?
            .hasPrefix("preview.json: matrix.devices[0]: expected one of iphone-se,") == true)
    }

    @Test func aDeviceFileStaysInTheConfigsFolder() throws {
        let folder = try ScratchFolder()
        let lines = try problems(#"{"deviceFiles": ["../acme.json"]}"#, in: folder)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("preview.json: deviceFiles[0]: expected a device file inside the folder of preview.json "
                                       + "(one outside it can be given on the command line only, with --device-file)") == true)
    }

    @Test func aDeviceFilesProblemsNameThatFile() throws {
        let folder = try ScratchFolder()
        try folder.write("bad.json", #"{"devices": [{"id": "Acme"}]}"#)
        let lines = try problems(#"{"deviceFiles": ["bad.json", "missing.json"], "devicefile": 1}"#, in: folder)
        #expect(lines.contains { $0.hasPrefix("bad.json: devices[0].id: expected an id of 2 to 40 lowercase letters") })
        #expect(lines.contains { $0.hasPrefix("missing.json: $: expected a readable device file") })
        #expect(lines.contains { $0.hasPrefix("preview.json: devicefile: ") && $0.contains("deviceFiles") })
        #expect(try problems(#"{"deviceFiles": 3}"#, in: folder) == [
            "preview.json: deviceFiles: expected a device file's path, or an array of them, found number 3",
        ])
    }
}
