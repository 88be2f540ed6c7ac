import BoxTreeModel
import CCairo
import Imaging

extension BoxTreePainter {
    /// At most this many images are drawn from their own memory in one
    /// paint (each is one nested scope); any more are copied.
    static let maxBorrowedImages = 8

    /// Runs `body` with the session's surfaces for the tree's artwork made
    /// over the decoded pixels themselves, valid for exactly that call.
    ///
    /// A surface that owns a copy of a photo is megabytes of fresh memory,
    /// and on the machines CI runs on a fresh page costs more than drawing
    /// on it (the kernel traps and clears each one). When the drawing is
    /// finished within the call, as on an image surface, the pixels can be
    /// lent instead: each image's bytes stay pinned by
    /// `withUnsafeBytes` while `body` runs, and its surface is finished
    /// before they are let go. A vector surface (PDF, SVG) may read its
    /// images later, when it is written, so it draws from copies.
    /// Artwork that cannot be had here is left to `drawImage`, which reports
    /// it as before.
    func withBorrowedImages(in tree: BoxTree, session: PaintSession, _ body: () throws -> Void) throws {
        var seen: Set<String> = []
        var lent: [(key: String, image: RasterImage)] = []
        for content in Self.artwork(in: tree.root) where lent.count < Self.maxBorrowedImages {
            guard let file = content.file, seen.insert(file).inserted,
                  let image = try? session.images.image(file: file), Self.canBorrow(image) else { continue }
            lent.append((file, image))
        }
        try lend(lent[...], session: session, body)
    }

    private func lend(_ images: ArraySlice<(key: String, image: RasterImage)>, session: PaintSession,
                      _ body: () throws -> Void) throws {
        guard let (key, image) = images.first else { return try body() }
        try image.pixels.withUnsafeBytes { raw in
            guard let base = raw.baseAddress,
                  let surface = cairo_image_surface_create_for_data(UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self)),
                                                                    CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height),
                                                                    Int32(image.stride)) else {
                return try lend(images.dropFirst(), session: session, body)
            }
            defer {
                // Finished first: nothing Cairo still holds may read the
                // bytes once this scope ends.
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                return try lend(images.dropFirst(), session: session, body)
            }
            session.surfaces[key] = .some(surface)
            session.rasters[key] = image
            defer {
                session.surfaces[key] = nil
                session.rasters[key] = nil
            }
            try lend(images.dropFirst(), session: session, body)
        }
    }

    /// Cairo draws from rows whose stride is a multiple of four bytes (its
    /// pixels are 32-bit words) and sides up to 32,767.
    private static func canBorrow(_ image: RasterImage) -> Bool {
        image.width > 0 && image.height > 0 && image.width <= 32_767 && image.height <= 32_767
            && image.stride % 4 == 0 && image.stride >= image.width * 4 && image.pixels.count >= image.stride * image.height
    }

    /// The artwork of every box, in drawing order.
    static func artwork(in box: Box) -> [ImageContent] {
        var found: [ImageContent] = []
        var stack = [box]
        while let next = stack.popLast() {
            if let image = next.image, !image.isPlaceholder { found.append(image) }
            stack.append(contentsOf: next.children.reversed())
        }
        return found
    }
}
