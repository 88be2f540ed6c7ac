import BoxTreeModel
import Foundation
import BoxTreeModel
import Layout
import TestSupport
import Testing

/// docs/devices.md states the device catalog; every device, in both
/// orientations, must be listed with the code's values.
@Suite struct DeviceCatalogDocumentationTests {
    static let document = (try? String(contentsOf: Repository.root.appendingPathComponent("docs/devices.md"), encoding: .utf8)) ?? ""

    /// Whether the document holds `text` (a helper, so a failure names the text rather than the whole document).
    static func documents(_ text: String) -> Bool { document.contains(text) }

    /// `393`, not `393.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func size(_ size: Size) -> String { "\(number(size.width)) x \(number(size.height))" }

    @Test func everyDeviceIsInTheCatalogTable() {
        for device in DeviceCatalog.builtIn.devices {
            let row = "| `\(device.id)` | \(device.name) | \(Self.size(device.portraitSize)) | \(Self.number(device.scale)) | "
                + "\(Self.number(device.statusBarHeight)) | \(device.isPad ? "iPad" : "phone") |"
            #expect(Self.documents(row), "the document lacks the row \(row)")
        }
        #expect(Self.documents("`\(DeviceCatalog.defaultDevice.id)` is the default"))
    }

    @Test func everyDevicesHomeIndicatorIsInItsTable() {
        for device in DeviceCatalog.builtIn.devices {
            let widths = device.homeIndicator.map { [Self.number($0.portraitWidth), Self.number($0.landscapeWidth)] }
                ?? ["none (Home button)", "none"]
            let row = "| `\(device.id)` | \(widths[0]) | \(widths[1]) |"
            #expect(Self.documents(row), "the document lacks the row \(row)")
        }
    }

    @Test func everyDeviceIsListedInBothOrientations() {
        for device in DeviceCatalog.builtIn.devices {
            for orientation in [Orientation.portrait, .landscape] {
                let pixels = device.pixelSize(orientation)
                let safe = device.safeArea(orientation)
                let insets = [safe.top, safe.left, safe.bottom, safe.right].map(Self.number).joined(separator: ", ")
                let row = "| `\(device.id)` | \(orientation.rawValue) | \(Self.size(device.screenSize(orientation))) | "
                    + "\(pixels.width) x \(pixels.height) | \(insets) |"
                #expect(Self.documents(row), "the document lacks the row \(row)")
            }
        }
    }
}
