import BoxTreeModel
import CCairo
import CampaignModel
import Foundation
import Imaging
import Layout
import RenderCore
import TextShaping

/// Draws a box tree onto any Cairo context whose user space is in points:
/// the PNG renderer scales an image surface to device pixels first; an SVG
/// or PDF renderer can hand over its own surface unchanged.
///
/// Each box draws, in order: its shadow, its clip (for itself and its children),
/// fill, image, text, glyph, then its children, then its border. The border
/// comes last because Core Animation composites a layer's border above its
/// contents and sublayers.
public final class BoxTreePainter: Sendable {
    public let fontSystem: FontSystem
    public let textDrawer: TextDrawer
    /// Artwork scaled for earlier frames (`drawImage`).
    let scaledArtwork = ScaledArtworkCache()

    public init(fontSystem: FontSystem) {
        self.fontSystem = fontSystem
        self.textDrawer = TextDrawer(fontSystem: fontSystem)
    }

    /// Draws `tree.root` and its descendants. Does not clear the target:
    /// the screen box's own fill is the background.
    /// Artwork pixels come from `images` (a box without a file draws the placeholder).
    /// - Throws: `RenderError.artworkUnavailable` when `images` throws,
    ///   `RenderError.drawingFailed` when Cairo enters an error state.
    /// - Parameter borrowingImages: `true` when everything is drawn by the
    ///   time this returns (an image surface): artwork is then drawn from
    ///   its decoded pixels instead of copies (`withBorrowedImages`).
    public func paint(_ tree: BoxTree, images: any ImageProviding, on cairo: OpaquePointer, borrowingImages: Bool = false) throws {
        try paint(tree, session: PaintSession(cairo: cairo, images: images), borrowingImages: borrowingImages)
    }

    /// Walks the tree as `paint` does, with the same transforms and clips,
    /// drawing nothing: it only makes the scaled copies of the tree's
    /// artwork (`scaledArtwork`) that painting `cairo`'s frame will take.
    /// Run on a spare core while the frame's host app and scrim are drawn,
    /// it takes the copy's scaling off the drawing thread; the copy is the
    /// same either way (a function of its key). `cairo` must be a context on
    /// an image surface of the frame's size, set up as for painting.
    func prepareScaledArtwork(_ tree: BoxTree, images: any ImageProviding, on cairo: OpaquePointer) throws {
        try paint(tree, session: PaintSession(cairo: cairo, images: images, scalesArtworkOnly: true), borrowingImages: true)
    }

    /// Paints the tree once into each of `count` targets, bands of one
    /// image surface each set up as `paint`'s (`context(i)` makes band `i`'s
    /// context, `drawn(i)` takes it back once the band is drawn), as `paint`
    /// with `borrowingImages`. What one band makes for the frame (a blurred
    /// shadow, a converted image) is kept for the next, and lines of text
    /// outside a band's clip are not drawn: a band costs about its share of
    /// the frame.
    func paint(_ tree: BoxTree, images: any ImageProviding, bands count: Int,
               context: (Int) throws -> OpaquePointer, drawn: (Int, OpaquePointer) throws -> Void) throws {
        guard count > 0 else { return }
        let session = PaintSession(cairo: try context(0), images: images)
        try paint(tree, session: session, borrowingImages: true) {
            for index in 0..<count {
                if index > 0 { session.cairo = try context(index) }
                var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
                cairo_clip_extents(session.cairo, &left, &top, &right, &bottom)
                session.band = (top, bottom)
                try self.paint(tree.root, session: session)
                try Self.checkStatus(session.cairo)
                try drawn(index, session.cairo)
            }
        }
    }

    private func paint(_ tree: BoxTree, session: PaintSession, borrowingImages: Bool) throws {
        try paint(tree, session: session, borrowingImages: borrowingImages) {
            try self.paint(tree.root, session: session)
            try Self.checkStatus(session.cairo)
        }
    }

    private func paint(_ tree: BoxTree, session: PaintSession, borrowingImages: Bool, body: () throws -> Void) throws {
        defer { session.close() }
        try withoutActuallyEscaping(body) { body in
            let walk = {
                if borrowingImages {
                    try self.withBorrowedImages(in: tree, session: session, body)
                } else {
                    try body()
                }
            }
            // Text is drawn under the font system's lock, taken once for the
            // tree; a walk that draws no text must not wait for a painting thread's.
            if session.scalesArtworkOnly { try walk() } else { try fontSystem.withLock(walk) }
        }
    }

    private static func checkStatus(_ cairo: OpaquePointer) throws {
        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.drawingFailed(String(cString: cairo_status_to_string(status)))
        }
    }

    private func paint(_ box: Box, session: PaintSession) throws {
        guard box.frame.isDrawable else { return }
        let cairo = session.cairo
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if session.scalesArtworkOnly {
            if let clip = box.clip {
                Self.addRoundedRect(clip, radius: clip == box.frame ? box.cornerRadius : 0, to: cairo)
                cairo_clip(cairo)
            }
            if let image = box.image { try drawImage(image, frame: box.frame, cornerRadius: box.cornerRadius, session: session) }
            for child in box.children { try paint(child, session: session) }
            return
        }
        // The shadow falls outside the box, so it is drawn before the box's own clip.
        if let shadow = box.shadow, session.mayShow(box.frame, reach: Self.shadowReach(of: shadow)) {
            drawShadow(shadow, frame: box.frame, cornerRadius: box.cornerRadius, coveredBy: Self.opaquelyFilled(box), session: session)
        }
        if let clip = box.clip {
            // Nothing the clip holds can show in a band it misses.
            guard session.mayShow(clip, reach: 1) else { return }
            // A box clipping to its own bounds clips to its rounded corners, like
            // a UIView with clipsToBounds and a corner radius.
            let radius = clip == box.frame ? box.cornerRadius : 0
            Self.addRoundedRect(clip, radius: radius, to: cairo)
            cairo_clip(cairo)
        }
        let drawsOwn = session.mayShow(box.frame, reach: Self.inkReach(of: box))
        if drawsOwn, let fill = box.fill { drawFill(fill, frame: box.frame, cornerRadius: box.cornerRadius, on: cairo) }
        if drawsOwn, let image = box.image { try drawImage(image, frame: box.frame, cornerRadius: box.cornerRadius, session: session) }
        if let text = box.text { textDrawer.draw(text, on: cairo, ink: session.lineInk) }
        if drawsOwn, let glyph = box.glyph { drawGlyph(glyph, frame: box.frame, on: cairo) }
        for child in box.children { try paint(child, session: session) }
        if drawsOwn, let border = box.border { drawBorder(border, frame: box.frame, cornerRadius: box.cornerRadius, on: cairo) }
    }
}

extension Rect {
    /// Finite and not negative: anything else would put Cairo in an error state.
    var isDrawable: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite && width >= 0 && height >= 0
    }
}
