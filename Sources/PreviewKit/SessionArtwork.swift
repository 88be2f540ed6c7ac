import Assets
import CairoRenderer
import Foundation
import Layout

/// The artwork the session's drawing renderers read pixels from. While a
/// preview renders, that is its own `ArtworkStore`, which decoded every image
/// during layout, so nothing is decoded twice; otherwise (a renderer called
/// directly with some tree) files are decoded from disk.
final class SessionArtwork: @unchecked Sendable {
    private let lock = NSLock()
    private var store: ArtworkStore?

    /// Runs `body` with `store` as the source of pixels.
    func using<T, E: Error>(_ store: ArtworkStore, _ body: () throws(E) -> T) throws(E) -> T {
        lock.withLock { self.store = store }
        defer { lock.withLock { self.store = nil } }
        return try body()
    }

    /// A loader for `BoxTreePainter` that reads through this object.
    var loader: BoxTreePainter.ImageLoader {
        { [self] content in
            guard let file = content.file else { return nil }
            if let store = lock.withLock({ self.store }) {
                return try store.image(for: ArtworkInfo(file: file, pixelWidth: content.pixelWidth, pixelHeight: content.pixelHeight))
            }
            return try BoxTreePainter.fileImageLoader(content)
        }
    }
}
