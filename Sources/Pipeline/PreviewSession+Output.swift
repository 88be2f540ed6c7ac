import CairoRenderer
import Foundation
import Imaging
import RenderCore

extension PreviewSession {
    /// Resolves format names (registered renderers first, then external
    /// plugins) and decides where each output goes. Duplicate names count once.
    public func plan(formats: [String], output: String?, options: RenderOptions = RenderOptions(),
                     plugins: PluginSearch = PluginSearch()) throws(OutputError) -> OutputPlan {
        var seen: Set<String> = []
        var chosen: [any Renderer] = []
        for name in formats where seen.insert(name).inserted {
            do {
                chosen.append(try renderers.resolve(name, plugins: plugins))
            } catch {
                throw .unknownFormat(error)
            }
        }
        return try OutputPlan(renderers: chosen, output: output, options: options)
    }

    /// Runs every renderer of `plan` on `preview`, in memory. Nothing is
    /// written: a failure of any one leaves no output at all.
    /// - Parameter thumbnailHeight: the PNG output also carries its frame's
    ///   thumbnail this many pixels tall, taken as the frame is encoded
    ///   (`PNGRenderer.render(_:images:options:thumbnailHeight:)`).
    public func render(_ preview: LaidOutPreview, plan: OutputPlan,
                       thumbnailHeight: Int? = nil) throws(OutputError) -> [RenderedOutput] {
        var outputs: [RenderedOutput] = []
        for item in plan.items {
            let data: Data
            var thumbnail: RasterImage?
            do {
                if let thumbnailHeight, let png = item.renderer as? PNGRenderer {
                    (data, thumbnail) = try png.render(preview.tree, images: preview.artwork, options: plan.options,
                                                       thumbnailHeight: thumbnailHeight)
                } else {
                    data = try item.renderer.render(preview.tree, images: preview.artwork, options: plan.options)
                }
            } catch {
                throw .renderFailed(format: item.renderer.name, underlying: error)
            }
            if item.destination == .standardOutput, !plan.standardOutputRequested, !item.renderer.outputKind.isPrintable(data) {
                throw .notPrintable(format: item.renderer.name)
            }
            outputs.append(RenderedOutput(format: item.renderer.name, destination: item.destination, data: data, thumbnail: thumbnail))
        }
        return outputs
    }
}
