import Foundation
import Pipeline

/// Writes a rendered variant's outputs below a folder, as `preview-cli
/// matrix` does: `<folder>/<campaign>/<variant>.<ext>`, all of a variant's
/// files as one atomic set (see `AtomicFile.writeAll`), never outside the
/// folder (see `OutputFolder`). Safe to call from several worker threads at once.
public struct VariantWriter: Sendable {
    public let folder: URL
    /// Charged for every variant's files; `nil` for no limit.
    public let outputBudget: OutputBudget?

    public init(folder: URL, outputBudget: OutputBudget? = nil) {
        self.folder = folder
        self.outputBudget = outputBudget
    }

    /// Writes the outputs; returns why not when they cannot be written.
    public func write(_ rendered: RenderedVariant) -> String? {
        guard !rendered.outputs.isEmpty else { return nil }
        do {
            try OutputFolder(folder, budget: outputBudget).writeAll(rendered.outputs.map { (try $0.data(), $0.path) })
            return nil
        } catch {
            return "\(error)"
        }
    }
}
