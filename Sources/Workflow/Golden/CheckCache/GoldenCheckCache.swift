import BoxTreeModel
import Foundation
import InputFiles
import Pipeline
import TextShaping

/// `golden check`'s memory of the PNG frames it found identical to their
/// goldens, so an unchanged variant is not drawn again.
///
/// Drawing is deterministic: the same box tree, artwork pixels, fonts and
/// code give the same pixels. So when a frame was drawn and found identical
/// to its golden, the check records a key over everything that decided it:
///
/// - the code: the build IDs of this program and of every library loaded in
///   it (Cairo, pixman, Pango, HarfBuzz, FreeType, libjpeg-turbo...), and the
///   font files' bytes (``RenderIdentity``);
/// - the variant's box tree, encoded exactly (every number round-trips);
/// - the decoded pixels of every artwork file the tree draws;
/// - the format, the output's path and the golden file's bytes.
///
/// A later check that computes the same key knows the frame it would draw is
/// identical to the golden and skips drawing and comparing; layout, lint and
/// the artwork's budgets and confinement run as always, since the key needs
/// them. Anything else (a new build, another font, an edited golden, a
/// changed campaign) gives another key, and the frame is drawn. Only
/// identical verdicts are remembered, never a pass within a tolerance or a
/// failure. Keys are SHA-256 digests, so no input can be made to collide
/// with a remembered one.
///
/// One small file per golden (`<folder>/<SHA-256 of format and path>`,
/// holding the key), written atomically; a damaged or foreign entry is only
/// a miss. The folder is trusted like the goldens themselves: whoever can
/// write it can make a check pass, so a CI cache restored into it must come
/// from runs of the same trust (docs/ci.md, "The check cache").
public struct GoldenCheckCache: Sendable {
    public let folder: URL
    /// The code's and fonts' digest, computed once for the run that holds this cache.
    private let identity = RenderIdentity()

    public init(folder: URL) {
        self.folder = folder.standardizedFileURL
    }

    /// What the cache knows about one PNG output.
    enum Lookup {
        /// Identical to its golden: no need to draw.
        case verified
        /// Draw and compare; `key` is what to remember if it is identical
        /// (`nil` when no key can be made, see ``RenderIdentity``).
        case unverified(key: String?)
    }

    /// The largest entry read back: a key is 64 hex digits.
    static let maxEntryBytes = 256

    func lookup(_ preview: LaidOutPreview, fonts: FontSystem, format: String, path: String, golden: GoldenFolders) -> Lookup {
        guard let goldenFolder = golden.folder(for: format),
              case .data(let goldenBytes) = OutputFolder(goldenFolder).read(path, limit: GoldenCheck.maxGoldenBytes),
              let key = key(preview, fonts: fonts, format: format, path: path, golden: goldenBytes) else {
            return .unverified(key: nil)
        }
        guard let entry = entryName(format: format, path: path),
              case .data(let remembered) = OutputFolder(folder).read(entry, limit: Self.maxEntryBytes),
              remembered == Data(key.utf8) else {
            return .unverified(key: key)
        }
        return .verified
    }

    /// Records that the frame with `key` was identical to its golden. Best
    /// effort: a cache that cannot be written costs only speed.
    func remember(key: String, format: String, path: String) {
        guard let entry = entryName(format: format, path: path) else { return }
        try? OutputFolder(folder).write(Data(key.utf8), to: entry)
    }

    func key(_ preview: LaidOutPreview, fonts: FontSystem, format: String, path: String, golden: Data) -> String? {
        guard let drawing = identity.digest(fontsDirectory: fonts.fontsDirectory, cjkFonts: fonts.cjkFontFiles) else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let tree = try? encoder.encode(preview.tree), let digest = try? SHA256.begin() else { return nil }
        do {
            try digest.update(field: "messagepreview golden-check cache 1")
            try digest.update(field: drawing)
            try digest.update(field: format)
            try digest.update(field: path)
            try digest.update(tree)
            for file in preview.tree.allBoxes.compactMap(\.image?.file) {
                guard let pixels = preview.artwork.pixelDigest(file: file) else { return nil }
                try digest.update(field: file)
                try digest.update(field: pixels)
            }
            try digest.update(field: "golden")
            try digest.update(golden)
            return try digest.finish()
        } catch {
            return nil
        }
    }

    /// One file per output, named by a digest of its format and path.
    private func entryName(format: String, path: String) -> String? {
        try? SHA256.hex(of: Data((format + "\n" + path).utf8))
    }
}
