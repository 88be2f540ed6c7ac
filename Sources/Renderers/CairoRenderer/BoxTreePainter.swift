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

    /// Paints the tree once into each band `next` hands out (`nil` when
    /// there is none left), into the target `context(i)` makes for band `i`
    /// (a band of one image surface, set up as `paint`'s), handed back to
    /// `drawn(i)` once drawn; as `paint` with `borrowingImages`. What one band
    /// makes for the frame (a blurred shadow, a converted image) is kept for
    /// the next, and lines of text outside a band's clip are not drawn: a
    /// band costs about its share of the frame. Two threads may each paint
    /// bands of the same frame this way, `next` handing each band to one of
    /// them: each has its own session, and text is drawn under the font
    /// system's lock, taken per text box.
    func paint(_ tree: BoxTree, images: any ImageProviding, bands next: () throws -> Int?,
               context: (Int) throws -> OpaquePointer, drawn: (Int, OpaquePointer) throws -> Void) throws {
        guard var index = try next() else { return }
        let session = PaintSession(cairo: try context(index), images: images)
        try paint(tree, session: session, borrowingImages: true) {
            while true {
                var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
                cairo_clip_extents(session.cairo, &left, &top, &right, &bottom)
                session.band = (top, bottom)
                try self.paint(tree.root, session: session)
                try Self.checkStatus(session.cairo)
                try drawn(index, session.cairo)
                guard let following = try next() else { return }
                index = following
                session.cairo = try context(index)
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
        // Text takes the font system's lock itself (`TextDrawer.draw`), per
        // text box: a walk holding it throughout would keep a second
        // painting thread waiting for the whole frame.
        if borrowingImages {
            try withBorrowedImages(in: tree, session: session, body)
        } else {
            try body()
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
