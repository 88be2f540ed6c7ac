import Foundation
import Testing

@Suite struct DevicesCommandTests {
    @Test func printsAnAlignedTable() throws {
        let result = try PreviewCLI.run(["devices"])
        #expect(result.exitCode == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("ID ") == true)
        let iphone15 = try #require(lines.first { $0.hasPrefix("iphone-15 ") })
        for cell in ["iPhone 15", "393 x 852", "3x", "1179 x 2556", "59,0,34,0", "0,59,21,59"] {
            #expect(iphone15.contains(cell), "\(cell) in \(iphone15)")
        }
        // Aligned: every row's name column starts where the header's does.
        let nameColumn = try #require(lines.first?.range(of: "NAME")).lowerBound.utf16Offset(in: lines[0])
        for id in ["iphone-se", "iphone-16e", "iphone-15", "iphone-16", "iphone-16-pro", "iphone-15-pro-max", "iphone-16-pro-max", "ipad-mini", "ipad-air-11", "ipad-pro-13"] {
            let row = try #require(lines.first { $0.hasPrefix(id + " ") }, "\(id)")
            #expect(row.dropFirst(nameColumn).first?.isLetter == true)
            #expect(row.dropFirst(nameColumn - 1).first == " ")
        }
    }

    @Test func jsonParsesAndHoldsTheCatalog() throws {
        let result = try PreviewCLI.run(["devices", "--json"])
        #expect(result.exitCode == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["defaultDevice"] as? String == "iphone-15")
        let devices = try #require(object["devices"] as? [[String: Any]])
        #expect(devices.compactMap { $0["id"] as? String } == ["iphone-se", "iphone-16e", "iphone-15", "iphone-16", "iphone-16-pro", "iphone-15-pro-max", "iphone-16-pro-max", "ipad-mini", "ipad-air-11", "ipad-pro-13"])
        let iphone15 = try #require(devices.first { $0["id"] as? String == "iphone-15" })
        let pixels = try #require(iphone15["pixels"] as? [String: Any])
        #expect(pixels["width"] as? Int == 1179 && pixels["height"] as? Int == 2556)
        let safeArea = try #require(iphone15["safeArea"] as? [String: [String: Double]])
        #expect(safeArea["landscape"]?["left"] == 59)
        #expect(safeArea["portrait"]?["top"] == 59)
        #expect(iphone15["homeIndicator"] as? [String: Double] == ["portraitWidth": 140, "landscapeWidth": 219])
        #expect(devices.first { $0["id"] as? String == "iphone-se" }?["homeIndicator"] == nil, "a Home button")
    }
}
