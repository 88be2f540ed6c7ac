import Foundation
import Imaging
import Pipeline
import RenderCore

extension MatrixRunner {
    /// Plans by format list: made once per worker, as resolving a plugin searches folders.
    struct PlanCache {
        var plans: [[String]: Result<OutputPlan, OutputError>] = [:]
    }

    /// Lays `variant` out once (the pipeline) and renders every format from
    /// that layout; a variant without formats is only laid out (for checks
    /// of the box tree). Frames a golden check compares are kept as pixels,
    /// or skipped when the check cache proves them unchanged.
    func render(_ variant: Variant, session: PreviewSession, plans: inout PlanCache, keepingFrames: Bool = false,
                checkCache: CheckCacheUse? = nil, thumbnailHeight: Int? = nil) -> RenderedVariant {
        let preview = pipeline.preview(of: variant, session: session)
        let tree = preview.tree
        guard !variant.formats.isEmpty else { return RenderedVariant(variant: variant, tree: tree, outputs: [], failure: nil) }
        let plan: OutputPlan
        do {
            if plans.plans[variant.formats] == nil {
                plans.plans[variant.formats] = Result { () throws(OutputError) in
                    try pipeline.plan(formats: variant.formats, output: "variant", session: session)
                }
            }
            plan = try plans.plans[variant.formats]!.get()
            // The plan names files after "variant"; the variant's own name takes its place.
            func path(_ destination: OutputPlan.Destination) -> String {
                guard case .file(let path) = destination else { preconditionFailure("a planned output without a file") }
                return variant.name + path.dropFirst("variant".count)
            }
            let framed = keepingFrames ? plan.items.filter { session.drawsFrames($0.renderer) } : []
            func comparison(of format: String) -> OutputComparison {
                plan.items.first { $0.renderer.name == format }?.renderer.comparison ?? .bytes
            }
            var outputs: [VariantOutput] = []
            var thumbnail: RasterImage?
            if let encoded = framed.isEmpty ? plan : plan.excluding({ session.drawsFrames($0.renderer) }) {
                var rendered = try session.render(preview, plan: encoded, thumbnailHeight: thumbnailHeight)
                for index in rendered.indices {
                    // Taken out, so the one copy moves on to the sheet.
                    if let image = rendered[index].thumbnail.take() { thumbnail = image }
                }
                outputs = rendered.map { output in
                    VariantOutput(format: output.format, path: path(output.destination), data: output.data,
                                  comparison: comparison(of: output.format))
                }
            }
            for item in framed {
                let format = item.renderer.name, outputPath = path(item.destination)
                var lookup = GoldenCheckCache.Lookup.unverified(key: nil)
                if let checkCache {
                    lookup = checkCache.cache.lookup(preview, fonts: session.fontSystem, format: format,
                                                     path: outputPath, golden: checkCache.goldens)
                }
                switch lookup {
                case .verified:
                    outputs.append(VariantOutput(format: format, path: outputPath, content: .unchangedFrame, comparison: item.renderer.comparison))
                case .unverified(let key):
                    var output = VariantOutput(format: format, path: outputPath, content: .frame(try session.frame(of: preview)),
                                               comparison: item.renderer.comparison)
                    output.cacheKey = key
                    outputs.append(output)
                }
            }
            // In the variant's format order, whichever way each was produced.
            let order = plan.items.map(\.renderer.name)
            outputs.sort { order.firstIndex(of: $0.format)! < order.firstIndex(of: $1.format)! }
            var rendered = RenderedVariant(variant: variant, tree: tree, outputs: outputs, failure: nil)
            rendered.thumbnail = thumbnail
            return rendered
        } catch {
            return RenderedVariant(variant: variant, tree: tree, outputs: [], failure: RenderFailure(error))
        }
    }
}
