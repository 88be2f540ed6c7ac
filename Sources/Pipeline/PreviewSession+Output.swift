import CairoRenderer
import Foundation
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
    /// - Parameters:
    ///   - inspectingFrame: lent the PNG output's drawn frame before it is encoded
    ///     (`PNGRenderer.render(_:images:options:inspectingFrame:inspectingWhileEncoding:)`).
    ///   - inspectingWhileEncoding: lend it on another thread while the frame is encoded.
    public func render(_ preview: LaidOutPreview, plan: OutputPlan,
                       inspectingFrame: (@Sendable (UnsafeRawBufferPointer, Int, Int, Int) -> Void)? = nil,
                       inspectingWhileEncoding: Bool = false) throws(OutputError) -> [RenderedOutput] {
        var outputs: [RenderedOutput] = []
        for item in plan.items {
            let data: Data
            do {
                if let inspectingFrame, let png = item.renderer as? PNGRenderer {
                    data = try png.render(preview.tree, images: preview.artwork, options: plan.options, inspectingFrame: inspectingFrame,
                                          inspectingWhileEncoding: inspectingWhileEncoding)
                } else {
                    data = try item.renderer.render(preview.tree, images: preview.artwork, options: plan.options)
                }
            } catch {
                throw .renderFailed(format: item.renderer.name, underlying: error)
            }
            if item.destination == .standardOutput, !plan.standardOutputRequested, !item.renderer.outputKind.isPrintable(data) {
                throw .notPrintable(format: item.renderer.name)
            }
            outputs.append(RenderedOutput(format: item.renderer.name, destination: item.destination, data: data))
        }
        return outputs
    }
}
