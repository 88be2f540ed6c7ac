import Foundation
import TestSupport
import Imaging
import Testing

/// Well-formed `render` command lines get past validation and write a
/// preview (exit 0 or 3), with no usage or input error.
@Suite struct ValidRenderCommandLineTests {
    static let variants: [[String]] = [
        [],
        ["--device", "iphone-se", "--orientation", "landscape"],
        ["--device=ipad-air-11", "--lang", "ar", "--direction", "ltr"],
        ["--lang", "pt-BR", "--text-size", "ax5"],
        ["--text-size", "accessibilityExtraLarge", "--value", "player_name=Sam", "--value", "note=a=b", "--value", "empty="],
        ["--values", "$D/values.json", "--value", "level=9"],
        ["--assets", "$D/art", "--placeholder-artwork"],
        ["--background", "#123", "-q"],
        ["--background=#11223380"],
        ["--background", "$D/screen.png", "--quiet"],
        ["--", "$C"],
    ]

    @Test(arguments: variants)
    func isAcceptedAndHandedToTheRenderer(_ extra: [String]) throws {
        let scratch = try ScratchFolder()
        let campaign = try scratch.file("campaign.json", #"{"id": "valid", "type": "modal", "header": "Hi {player_name}", "body": "Level {level}"}"#)
        try scratch.file("values.json", #"{"player_name": "Sam", "level": 3, "vip": true}"#)
        try FileManager.default.createDirectory(atPath: scratch.path("art"), withIntermediateDirectories: true)
        let screen = RasterImage(width: 2, height: 2, stride: 8, pixels: [UInt8](repeating: 0xFF, count: 16))
        try PNGEncoder.encode(screen).write(to: URL(fileURLWithPath: scratch.path("screen.png")))
        let output = scratch.path("out.png")
        let expanded = extra.map { $0.replacingOccurrences(of: "$D", with: scratch.url.path).replacingOccurrences(of: "$C", with: campaign) }
        // With `--`, the campaign comes after it; otherwise first.
        let arguments = ["render"] + (extra.contains("--") ? [] : [campaign]) + ["-o", output] + expanded

        let result = try PreviewCLI.run(arguments)

        #expect(!result.timedOut)
        #expect([0, 3].contains(result.exitCode), "\(result)")
        #expect(FileManager.default.fileExists(atPath: output), "\(result)")
        #expect(!result.stderr.contains("error:"), "\(result)")
    }
}
