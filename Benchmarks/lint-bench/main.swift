import Assets
import CairoRenderer
import CampaignModel
import Dispatch
import Foundation
import Layout
import LintRunner
import LintRules
import Pipeline
import RenderCore
import Workflow

// Lints a matrix of variants of the bundled examples and renders the same
// variants to PNG, and prints both times and their ratio.
// Usage: lint-bench [EXAMPLES_DIR] [--variants N] [--runs N]
// The variants are spread evenly over every device, orientation, language
// and text size of every campaign in the folder (for examples/, the flawed
// one included). Linting is the real Linter (layout, every
// rule, the extra layouts that date text-size problems); rendering is what
// `preview-cli render` does per variant (layout, drawing, PNG encoding),
// kept in memory.

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}
let count = Int(option("--variants") ?? "") ?? 500
let runs = max(1, Int(option("--runs") ?? "") ?? 3)
let folder = arguments.first ?? "examples"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("lint-bench: \(message)\n".utf8))
    exit(2)
}

struct Job {
    var campaign: Campaign
    var source: CampaignSource
    var file: URL
    var environment: Environment
}

let found: DiscoveredCampaigns
do {
    found = try CampaignDiscovery().discover([folder], relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                                             keepingInvalid: true)
} catch { fail("\(error)") }
let assets = URL(fileURLWithPath: folder).appendingPathComponent("assets").path
let values = (try? PlaceholderValuesDecoder.decode(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent("values.json"))) ?? [:]
// HTML messages are not linted; the rest at every device, orientation, own language and text size.
let campaigns = found.campaigns.filter { $0.adobeFrame == nil }
let everything = VariantMatrix(devices: .all, orientations: .all, languages: .campaign, textSizes: .all, formats: .list([]))
var all: [Job] = []
do {
    for variant in try everything.variants(of: campaigns, allFormats: []) {
        let source = CampaignSource(file: variant.campaign.displayPath, assetsDirectory: assets)
        all.append(Job(campaign: variant.campaign.campaign, source: source, file: variant.campaign.url,
                       environment: variant.environment(values: values, drawsPlaceholderArtwork: true)))
    }
} catch { fail("\(error)") }
guard !all.isEmpty else { fail("no campaigns in \(folder)") }
// Evenly spaced picks, so every campaign, device and size is represented.
let jobs = (0..<min(count, all.count)).map { all[$0 * all.count / min(count, all.count)] }

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func seconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e9 }

let session: PreviewSession
do { session = try PreviewSession() } catch { fail("\(error)") }

// Lint: fresh services each run, so artwork is read and decoded inside the timing.
var lintTimes: [UInt64] = []
var findings = 0
for _ in 0..<runs {
    let start = now()
    let services = PreviewLintServices(session: session)
    let variants = jobs.map { job in
        LintVariant(campaign: job.campaign, source: job.source, environment: job.environment,
                    tree: services.layout(job.campaign, source: job.source, environment: job.environment))
    }
    findings = Linter(services: services).lint(variants).count
    lintTimes.append(now() - start)
}

// Layout alone, for how much of linting is the rules themselves.
var layoutTimes: [UInt64] = []
for _ in 0..<runs {
    let start = now()
    let services = PreviewLintServices(session: session)
    for job in jobs { _ = services.layout(job.campaign, source: job.source, environment: job.environment) }
    layoutTimes.append(now() - start)
}

// Render: layout, drawing and PNG encoding per variant, as `render` does
// (the session keeps decoded artwork, as a matrix worker does).
var renderTimes: [UInt64] = []
var bytes = 0
for _ in 0..<runs {
    let start = now()
    bytes = 0
    for job in jobs {
        let preview = session.layout(job.campaign, campaignFile: job.file, assetsDirectory: URL(fileURLWithPath: assets),
                                     environment: job.environment)
        do { bytes += try session.png(of: preview).count } catch { fail("\(error)") }
    }
    renderTimes.append(now() - start)
}

// Render as a matrix renderer would: artwork decoded once for the whole run,
// one PNG renderer. The fairer comparison; the ratio below uses it.
var cachedRenderTimes: [UInt64] = []
for _ in 0..<runs {
    let start = now()
    let store = ArtworkStore(campaignDirectory: URL(fileURLWithPath: folder), assetsDirectory: URL(fileURLWithPath: assets))
    let engine = LayoutEngine(theme: session.theme, measurer: session.measurer, artwork: store)
    let renderer = PNGRenderer(fontSystem: session.fontSystem)
    for job in jobs {
        do { _ = try renderer.render(engine.layout(job.campaign, in: job.environment), images: store, options: RenderOptions()) } catch { fail("\(error)") }
    }
    cachedRenderTimes.append(now() - start)
}

let lint = seconds(lintTimes.sorted()[runs / 2])
let layout = seconds(layoutTimes.sorted()[runs / 2])
let cachedRender = seconds(cachedRenderTimes.sorted()[runs / 2])
let render = seconds(renderTimes.sorted()[runs / 2])
print("variants:  \(jobs.count) (of \(all.count) in the full matrix of \(campaigns.count) campaigns), median of \(runs) runs")
print(String(format: "lint:      %.3f s  (%.2f ms per variant, %d findings)", lint, lint * 1000 / Double(jobs.count), findings))
print(String(format: "  of which layout of the variants: %.3f s; rules (and the extra layouts dating text-size problems): %.3f s", layout, lint - layout))
print(String(format: "render:    %.3f s  (%.2f ms per variant, %.1f MB of PNG), artwork decoded per variant as 'render' does",
             render, render * 1000 / Double(jobs.count), Double(bytes) / 1e6))
print(String(format: "render:    %.3f s  (%.2f ms per variant), artwork decoded once for the run", cachedRender, cachedRender * 1000 / Double(jobs.count)))
print(String(format: "ratio:     lint takes %.1f%% of the render time (render / lint = %.0fx; %.0fx against per-variant artwork)",
             lint / cachedRender * 100, cachedRender / lint, render / lint))
