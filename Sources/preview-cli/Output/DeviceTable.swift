import BoxTreeModel
import Layout
import LogText
import NumberText

/// The device catalog as an aligned, human-readable table.
enum DeviceTable {
    static let headers = ["ID", "NAME", "POINTS", "SCALE", "PIXELS", "SAFE AREA PORTRAIT", "SAFE AREA LANDSCAPE"]
    static let footnote = "Points and pixels are portrait. Safe areas are top,left,bottom,right in points."

    static func render(_ devices: [Device]) -> String {
        let rows = devices.map { device -> [String] in
            let pixels = device.pixelSize(.portrait)
            return [device.id, device.name.logSafe, size(device.portraitSize), NumberText.plain(device.scale) + "x",
                    "\(pixels.width) x \(pixels.height)", insets(device.safeAreaPortrait), insets(device.safeAreaLandscape)]
        }
        let widths = headers.indices.map { column in ([headers] + rows).map { $0[column].count }.max() ?? 0 }
        let lines = ([headers] + rows).map { cells in
            zip(cells, widths).map { cell, width in cell + String(repeating: " ", count: width - cell.count) }
                .joined(separator: "  ")
                .trimmingTrailingSpaces()
        }
        return lines.joined(separator: "\n") + "\n\n\(footnote)\nThe default device is \(DeviceCatalog.defaultDevice.id).\n"
    }

    static func size(_ size: Size) -> String { "\(NumberText.points(size.width)) x \(NumberText.points(size.height))" }

    static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(NumberText.points).joined(separator: ",")
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
