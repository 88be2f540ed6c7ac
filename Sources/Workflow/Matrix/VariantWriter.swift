import Foundation
import PreviewKit

/// Writes a rendered variant's outputs below a folder, as `preview-cli
/// matrix` does: `<folder>/<campaign>/<variant>.<ext>`, all of a variant's
/// files as one atomic set (see `AtomicFile.writeAll`). Safe to call from
/// several worker threads at once.
public struct VariantWriter: Sendable {
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// Writes the outputs; returns why not when they cannot be written.
    public func write(_ rendered: RenderedVariant) -> String? {
        guard !rendered.outputs.isEmpty else { return nil }
        do {
            let files = try rendered.outputs.map { (try $0.data(), folder.appendingPathComponent($0.path)) }
            for directory in Set(files.map { $0.1.deletingLastPathComponent() }) { try Folders.ensure(directory) }
            try AtomicFile.writeAll(files)
            return nil
        } catch {
            return "\(error)"
        }
    }
}
