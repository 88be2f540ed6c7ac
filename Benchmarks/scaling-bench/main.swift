import BoxTreeModel
import CampaignModel
import Dispatch
import Foundation
import Layout
import LintRunner
import LintRules
import Pipeline

// How the cost of one variant grows with the size of the campaign: a modal,
// a full screen and a slide-up with N buttons (built in code, past the
// campaign reader's limit of 20), laid out with the real Pango measurer,
// linted with every rule, and encoded as box-tree JSON.
// Usage: scaling-bench [--buttons 20,160,1280] [--runs N]
// Each size is 8 times the one before: a linear cost grows about 8 times
// per step, a quadratic one 64 times. The last column is that factor.

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}
let sizes = (option("--buttons") ?? "20,160,1280").split(separator: ",").compactMap { Int($0) }
let runs = max(1, Int(option("--runs") ?? "") ?? 5)

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("scaling-bench: \(message)\n".utf8))
    exit(2)
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The median time of `body` over the runs, in milliseconds.
func median(_ body: () throws -> Void) rethrows -> Double {
    var times: [UInt64] = []
    for _ in 0..<runs {
        let start = now()
        try body()
        times.append(now() - start)
    }
    return Double(times.sorted()[runs / 2]) / 1e6
}

let session: PreviewSession
do { session = try PreviewSession() } catch { fail("\(error)") }
let source = CampaignSource(file: "scaling.json", assetsDirectory: nil)
let environment = Environment(device: DeviceCatalog.builtIn.devices[0], orientation: .portrait, textSize: .large)

print("buttons  type        layout ms  lint ms  json ms  total ms  growth")
for type in [MessageType.modal, .fullscreen, .slideup] {
    var previous: Double?
    for count in sizes {
        let buttons = (0..<count).map { Button(id: "b\($0)", text: "Button number \($0)", action: .dismiss) }
        let campaign = Campaign(id: "scaling", type: type, header: "A header", body: "A body of a few words.", buttons: buttons)
        let services = PreviewLintServices(session: session)
        var tree: BoxTree?
        let layout = median { tree = services.layout(campaign, source: source, environment: environment) }
        guard let tree else { fail("no tree") }
        let lint = median {
            _ = Linter(services: services).lint([LintVariant(campaign: campaign, source: source, environment: environment, tree: tree)])
        }
        let json = try median { _ = try tree.encodedJSON() }
        let total = layout + lint + json
        let growth = previous.map { String(format: "%.1fx", total / $0) } ?? "-"
        let name = type.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
        print(String(format: "%7d  ", count) + name + String(format: "  %9.1f  %7.1f  %7.1f  %8.1f  ", layout, lint, json, total) + growth)
        previous = total
    }
}
