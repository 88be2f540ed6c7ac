import BoxTreeModel
import JSONReading
import Foundation
@testable import Layout
import Testing
import TestSupport

/// Device files: what they add to a catalog, and that every kind of bad
/// input is one located line (file, JSON path, expected, found), never a crash.
@Suite struct DeviceFileDecoderTests {
    static let good = """
    {"devices": [{"id": "acme-phone", "name": "Acme Phone 2", "kind": "phone",
                  "screen": {"width": 412, "height": 892}, "scale": 3,
                  "safeArea": {"portrait": {"top": 48, "bottom": 24}, "landscape": {"left": 48, "bottom": 24, "right": 48}},
                  "statusBarHeight": 40, "cornerRadius": 36}]}
    """

    func add(_ json: String, to catalog: DeviceCatalog = .builtIn) throws(InputProblems) -> DeviceCatalog {
        try DeviceFileDecoder.adding(Data(json.utf8), file: "devices.json", to: catalog)
    }

    /// The problem lines of a file that must not be read.
    func problems(_ json: String, to catalog: DeviceCatalog = .builtIn) -> [String] {
        do {
            _ = try add(json, to: catalog)
            Issue.record("read, but problems were expected")
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    /// `good` with one device member replaced (or removed, for `nil`).
    func device(_ key: String, _ value: String?) -> String {
        var members = [
            ("id", "\"acme-phone\""), ("name", "\"Acme Phone 2\""), ("screen", "{\"width\": 412, \"height\": 892}"), ("scale", "3"),
            ("safeArea", "{\"portrait\": {\"top\": 48, \"bottom\": 24}, \"landscape\": {\"left\": 48, \"right\": 48}}"),
            ("statusBarHeight", "40"),
        ]
        if let index = members.firstIndex(where: { $0.0 == key }) {
            if let value { members[index].1 = value } else { members.remove(at: index) }
        } else if let value {
            members.append((key, value))
        }
        return "{\"devices\": [{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}]}"
    }

    @Test func aGoodFileAddsItsDevicesAfterTheBuiltInOnes() throws {
        let catalog = try add(Self.good)
        #expect(catalog.ids == DeviceCatalog.builtIn.ids + ["acme-phone"])
        #expect(catalog.customDevices.map(\.id) == ["acme-phone"])
        let device = try #require(catalog.device(named: "Acme-Phone"))
        #expect(device == Device(id: "acme-phone", name: "Acme Phone 2", portraitSize: Size(width: 412, height: 892), scale: 3,
                                 safeAreaPortrait: EdgeInsets(top: 48, bottom: 24),
                                 safeAreaLandscape: EdgeInsets(top: 0, left: 48, bottom: 24, right: 48),
                                 statusBarHeight: 40, isPad: false, screenCornerRadius: 36,
                                 homeIndicator: HomeIndicatorSize(portraitWidth: 147, landscapeWidth: 230)))
        #expect(device.pixelSize(.landscape) == (width: 2676, height: 1236))
        // The built-in catalog is a value: adding made a new one.
        #expect(DeviceCatalog.builtIn.device(named: "acme-phone") == nil)
    }

    @Test func theHomeIndicatorIsTheTypicalOneUnlessTheFileSaysOtherwise() throws {
        // No Home button (a bottom inset in portrait): the built-in phones' bar, scaled to the screen.
        let typical = try #require(try add(device("kind", nil)).device(named: "acme-phone"))
        #expect(typical.homeIndicator == HomeIndicatorSize(portraitWidth: 147, landscapeWidth: 230))
        let pad = try #require(try add(device("kind", "\"pad\"")).device(named: "acme-phone"))
        #expect(pad.homeIndicator == HomeIndicatorSize(portraitWidth: 320, landscapeWidth: 320))
        let homeButton = device("safeArea", "{\"portrait\": {\"top\": 20}, \"landscape\": {}}")
        #expect(try #require(try add(homeButton).device(named: "acme-phone")).homeIndicator == nil)
        let none = try #require(try add(device("homeIndicator", "false")).device(named: "acme-phone"))
        #expect(none.homeIndicator == nil)
        let given = device("homeIndicator", "{\"portraitWidth\": 120, \"landscapeWidth\": 200}")
        #expect(try #require(try add(given).device(named: "acme-phone")).homeIndicator == HomeIndicatorSize(portraitWidth: 120, landscapeWidth: 200))
    }

    @Test func theBuiltInHomeIndicatorsAreTheTypicalOnes() {
        for device in DeviceCatalog.builtIn.devices {
            #expect(device.homeIndicator == HomeIndicatorSize.typical(portraitSize: device.portraitSize, isPad: device.isPad,
                                                                        safeAreaPortrait: device.safeAreaPortrait), "\(device.id)")
        }
    }

    @Test func kindAndCornerRadiusAreOptional() throws {
        let device = try #require(try add(device("kind", "\"pad\"")).device(named: "acme-phone"))
        #expect(device.isPad && device.screenCornerRadius == 0)
    }

    @Test func theExampleFileReads() throws {
        let catalog = try DeviceFileDecoder.adding(contentsOf: Repository.examples.appendingPathComponent("devices/team-devices.json"),
                                                   to: .builtIn)
        #expect(catalog.customDevices.map(\.id) == ["iphone-13-mini"])
    }

    @Test func twoFilesAddUp() throws {
        let first = try add(Self.good)
        let second = try add(device("id", "\"acme-tablet\""), to: first)
        #expect(second.customDevices.map(\.id) == ["acme-phone", "acme-tablet"])
    }

    @Test func anIdMayNotBeTaken() {
        #expect(problems(device("id", "\"iphone-15\"")) == [
            "devices.json: devices[0].id: expected an id no built-in device has ('preview-cli devices' lists them), found string \"iphone-15\"",
        ])
        #expect(problems(device("id", "\"all\"")).first?.contains("an id no built-in device has") == true)
        let once = (try? add(Self.good)) ?? .builtIn
        // The same device given twice (preview.json's file and --device-file) is one device…
        #expect((try? add(Self.good, to: once)) == once)
        // …another with its id is refused, whether in an earlier file or earlier in this one.
        #expect(problems(Self.good.replacingOccurrences(of: "Acme Phone 2", with: "Acme Phone 3"), to: once) == [
            "devices.json: devices[0].id: expected an id no other device has, found string \"acme-phone\" (a device of an earlier file, with other values)",
        ])
        let twice = "{\"devices\": [" + String(device("id", "\"a-b\"").dropFirst(13).dropLast(2)) + ", "
            + String(device("id", "\"a-b\"").dropFirst(13).dropLast(2)) + "]}"
        #expect(problems(twice) == [
            "devices.json: devices[1].id: expected an id no other device has, found string \"a-b\" (given to a device before this one in this file)",
        ])
    }

    @Test func anIdIsAFileNameSafeWord() {
        for bad in ["\"Acme\"", "\"a\"", "\"1phone\"", "\"acme_phone\"", "\"acme--phone\"", "\"acme-\"", "\"../x\"",
                    "\"acmé\""] {
            #expect(problems(device("id", bad)) == [
                "devices.json: devices[0].id: expected \(DeviceFileDecoder.idExpectation), found string \(bad)",
            ], "\(bad)")
        }
        let long = problems(device("id", "\"\(String(repeating: "a", count: 41))\""))
        #expect(long.count == 1 && long[0].hasPrefix("devices.json: devices[0].id: expected \(DeviceFileDecoder.idExpectation), found string"))
        #expect(DeviceFileDecoder.isValidID("a2") && DeviceFileDecoder.isValidID("acme-phone-2"))
    }

    @Test func everyRequiredKeyIsNamedWhenMissing() {
        for key in ["id", "name", "screen", "scale", "safeArea", "statusBarHeight"] {
            let lines = problems(device(key, nil))
            #expect(lines.count == 1 && lines[0].hasPrefix("devices.json: devices[0].\(key): expected ") && lines[0].hasSuffix("found nothing (key missing)"),
                    "\(key): \(lines)")
        }
    }

    @Test func valuesOutOfRangeAreErrorsAtTheirPath() {
        let cases: [(String, String, String)] = [
            ("scale", "2.5", "devices[0].scale: expected whole pixels per point: 1, 2, 3 or 4, found number 2.5"),
            ("scale", "5", "devices[0].scale: expected whole pixels per point: 1, 2, 3 or 4, found number 5"),
            ("statusBarHeight", "-1", "devices[0].statusBarHeight: expected the status bar's height in points, from 0 to 100, found number -1"),
            ("screen", "{\"width\": 100, \"height\": 892}", "devices[0].screen.width: expected points, from 240 to 2000, found number 100"),
            ("screen", "{\"width\": 412, \"height\": 1e9}", "devices[0].screen.height: expected points, from 240 to 2000, found number 1e9"),
            ("screen", "{\"width\": 892, \"height\": 412}",
             "devices[0].screen: expected the portrait screen: a width no larger than its height, found 892 x 412"),
            ("kind", "\"watch\"", "devices[0].kind: expected \"phone\" or \"pad\""),
            ("name", "\"two\\nlines\"", "devices[0].name: expected \(DeviceFileDecoder.nameExpectation)"),
            ("cornerRadius", "300", "devices[0].cornerRadius: expected the screen's corner radius in points, from 0 to 150"),
            ("safeArea", "{\"portrait\": {\"top\": -4}, \"landscape\": {}}", "devices[0].safeArea.portrait.top: expected points, from 0 to 200"),
            ("safeArea", "{\"portrait\": {\"left\": 200, \"right\": 200}, \"landscape\": {}}",
             "devices[0].safeArea.portrait: expected insets that leave at least 200 pt of the 412 x 892 pt screen each way"),
            ("safeArea", "{\"portrait\": {}}", "devices[0].safeArea.landscape: expected the landscape insets"),
            ("safeArea", "{\"portrait\": {}, \"landscape\": {}, \"upsideDown\": {}}", "devices[0].safeArea.upsideDown: "),
            ("safeArea", "[]", "devices[0].safeArea: expected {\"portrait\": {...}, \"landscape\": {...}}"),
            ("screens", "1", "devices[0].screens: "),
            ("homeIndicator", "true", "devices[0].homeIndicator: expected \(DeviceFileDecoder.homeIndicatorExpectation)"),
            ("homeIndicator", "{\"portraitWidth\": 500, \"landscapeWidth\": 200}",
             "devices[0].homeIndicator.portraitWidth: expected the bar's width in points, from 20 to 412 (the screen's width), found number 500"),
            ("homeIndicator", "{\"portraitWidth\": 140}", "devices[0].homeIndicator.landscapeWidth: expected the bar's width in points"),
        ]
        for (key, value, expected) in cases {
            let lines = problems(device(key, value))
            #expect(lines.count == 1 && lines[0].hasPrefix("devices.json: " + expected), "\(key) = \(value): \(lines)")
        }
    }

    @Test func everyProblemIsReportedAtOnce() {
        let lines = problems("""
        {"devices": [{"id": "iphone-se", "name": "", "screen": {"width": 412, "height": 892}, "scale": 0,
                      "safeArea": {"portrait": {}, "landscape": {}}, "statusBarHeight": 400}]}
        """)
        #expect(lines.map { $0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces) }
            == ["devices[0].id", "devices[0].name", "devices[0].scale", "devices[0].statusBarHeight"])
    }

    @Test func theFileItselfIsChecked() {
        #expect(problems("[]") == ["devices.json: $: expected an object such as {\"devices\": [...]} (a device file), found an array"])
        #expect(problems("{}") == ["devices.json: devices: expected an array of 1 to 32 device objects, found nothing (key missing)"])
        #expect(problems("{\"devices\": []}") == ["devices.json: devices: expected an array of 1 to 32 device objects, found an array of 0"])
        #expect(problems("{\"devices\": [1]}").first?.hasPrefix("devices.json: devices[0]: expected a device object") == true)
        #expect(problems("{\"devices\": [], \"device\": 1}").first?.contains("device") == true)
        #expect(problems("not json").count == 1)
    }

    @Test func countsAreCapped() {
        let many = "{\"devices\": [" + Array(repeating: "{}", count: 33).joined(separator: ",") + "]}"
        #expect(problems(many) == ["devices.json: devices: expected an array of 1 to 32 device objects, found an array of 33"])
        var catalog = DeviceCatalog.builtIn
        for file in 0..<2 {
            let devices = (0..<32).map { index in
                device("id", "\"dev-\(file)-\(index)\"").dropFirst(13).dropLast(2)
            }
            catalog = (try? add("{\"devices\": [" + devices.joined(separator: ",") + "]}", to: catalog)) ?? catalog
        }
        #expect(catalog.customDevices.count == DeviceFileDecoder.maximumCustomDevices)
        #expect(problems(Self.good, to: catalog) == [
            "devices.json: devices: expected at most 64 custom devices in all (0 more here), found an array of 1",
        ])
    }

    @Test func aLargeFileIsRefusedUnread() throws {
        let folder = try ScratchFolder()
        let url = folder.url.appendingPathComponent("huge.json")
        try Data(repeating: 0x20, count: DeviceFileDecoder.maximumFileSize + 1).write(to: url)
        #expect(throws: InputProblems.self) { try DeviceFileDecoder.adding(contentsOf: url, to: .builtIn) }
    }
}
