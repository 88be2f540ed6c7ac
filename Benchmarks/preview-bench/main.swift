import Assets
import CampaignModel
import CairoRenderer
import Dispatch
import Foundation
import Imaging
import Layout
import Pipeline
import RenderCore

// Times the render pipeline stage by stage on one campaign and prints medians.
// Usage: preview-bench [CAMPAIGN.json] [--runs N] [--device ID] [--lang CODE]
// The goal it checks: a whole render (decode, layout, drawing, PNG encoding)
// costs at most 1.5 times the PNG encoding of the same frame alone.

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}
let runs = Int(option("--runs") ?? "") ?? 40
let deviceID = option("--device") ?? "iphone-15"
let language = option("--lang")
let campaignPath = arguments.first ?? "examples/welcome-modal.json"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("preview-bench: \(message)\n".utf8))
    exit(2)
}

guard let device = DeviceCatalog.builtIn.device(named: deviceID) else { fail("unknown device \(deviceID)") }
let campaignURL = URL(fileURLWithPath: campaignPath)
let session: PreviewSession
do { session = try PreviewSession() } catch { fail("\(error)") }
let assets = campaignURL.deletingLastPathComponent().appendingPathComponent("assets")
let environment = Environment(device: device, language: language, values: ["player_name": "Sara", "points": "1250"])

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func median(_ samples: [UInt64]) -> Double {
    let sorted = samples.sorted()
    return Double(sorted[sorted.count / 2]) / 1_000_000
}

var decodeTimes: [UInt64] = [], layoutTimes: [UInt64] = [], drawTimes: [UInt64] = []
var encodeTimes: [UInt64] = [], wholeTimes: [UInt64] = []
var size = (0, 0)
do {
    for run in 0..<(runs + 3) {
        // Stage by stage.
        let stageStart = now()
        let decoded = try session.loadCampaign(at: campaignURL)
        let decoded_ = now()
        let preview = session.layout(decoded.campaign, campaignFile: campaignURL, assetsDirectory: assets, environment: environment)
        let laidOut = now()
        let renderer = PNGRenderer(fontSystem: session.fontSystem)
        var drawn: UInt64 = 0
        _ = try renderer.withFrame(preview.tree, images: preview.artwork) { pixels, width, height, stride in
            drawn = now()
            size = (width, height)
            return try PNGEncoder.encode(pixels: pixels, width: width, height: height, stride: stride, opaque: true)
        }
        let encoded = now()
        // The whole render, end to end, as the CLI does it.
        let start = now()
        let whole = try session.loadCampaign(at: campaignURL)
        // A fresh artwork store, as a new `preview-cli render` process decodes its artwork afresh.
        let store = ArtworkStore(campaignDirectory: campaignURL.deletingLastPathComponent(), assetsDirectory: assets)
        let tree = LayoutEngine(theme: session.theme, measurer: session.measurer, artwork: store).layout(whole.campaign, in: environment)
        _ = try renderer.render(tree, images: store, options: RenderOptions())
        let wholeEnd = now()
        if run >= 3 {  // the first runs warm caches (fonts, glyphs, artwork)
            decodeTimes.append(decoded_ - stageStart)
            layoutTimes.append(laidOut - decoded_)
            drawTimes.append(drawn - laidOut)
            encodeTimes.append(encoded - drawn)
            wholeTimes.append(wholeEnd - start)
        }
    }
} catch {
    fail("\(error)")
}

let encode = median(encodeTimes)
let whole = median(wholeTimes)
func line(_ label: String, _ value: Double) -> String { label.padding(toLength: 26, withPad: " ", startingAt: 0) + String(format: "%8.2f ms", value) }
print("preview-bench: \(campaignPath) on \(device.id), \(size.0)x\(size.1) px at \(Int(device.scale))x, median of \(runs) runs")
print(line("  campaign decoding", median(decodeTimes)))
print(line("  layout", median(layoutTimes)))
print(line("  drawing", median(drawTimes)))
print(line("  PNG encoding", encode))
print(line("  whole render", whole) + "   (decode + layout + drawing + encoding)")
print(String(format: "  whole / encoding alone   %8.2f     (goal: at most 1.50)", whole / encode))
