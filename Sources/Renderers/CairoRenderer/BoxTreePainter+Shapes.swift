import BoxTreeModel
import CCairo
import CampaignModel
import Layout

extension BoxTreePainter {
    /// Adds a rounded rectangle to the current path. The radius is clamped to
    /// half the shorter side, as Core Animation does.
    static func addRoundedRect(_ rect: Rect, radius: Double, to cairo: OpaquePointer) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }

    static func setSource(_ color: RGBAColor, on cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, Double(color.red) / 255, Double(color.green) / 255,
                              Double(color.blue) / 255, Double(color.alpha) / 255)
    }

    func drawFill(_ fill: Fill, frame: Rect, cornerRadius: Double, on cairo: OpaquePointer) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        switch fill {
        case .color(let color):
            guard color.alpha > 0 else { return }
            Self.setSource(color, on: cairo)
        case .linearGradient(let top, let bottom):
            guard let gradient = cairo_pattern_create_linear(0, frame.minY, 0, frame.maxY) else { return }
            defer { cairo_pattern_destroy(gradient) }
            for (offset, color) in [(0.0, top), (1.0, bottom)] {
                cairo_pattern_add_color_stop_rgba(gradient, offset, Double(color.red) / 255, Double(color.green) / 255,
                                                  Double(color.blue) / 255, Double(color.alpha) / 255)
            }
            cairo_set_source(cairo, gradient)
        }
        Self.addRoundedRect(frame, radius: cornerRadius, to: cairo)
        cairo_fill(cairo)
    }

    /// Whether the first thing `paint` draws for `tree` on a `width` x
    /// `height` pixel frame is an opaque colour over every pixel, whole: the
    /// root's fill, or (when the root draws nothing itself) its first
    /// child's, a square-cornered rectangle over the whole screen, with no
    /// shadow or clip before it, on a screen of whole pixels. Whatever the
    /// frame held before is then never seen.
    static func coversEveryPixel(_ tree: BoxTree, width: Int, height: Int) -> Bool {
        let screen = tree.environment.screen, scale = tree.environment.scale
        guard screen.width * scale == Double(width), screen.height * scale == Double(height) else { return false }
        func coversScreen(_ rect: Rect) -> Bool {
            rect.minX <= 0 && rect.minY <= 0 && rect.maxX >= screen.width && rect.maxY >= screen.height
        }
        func fillsScreen(_ box: Box) -> Bool {
            guard case .color(let color)? = box.fill, color.alpha == 255 else { return false }
            return box.shadow == nil && box.cornerRadius <= 0 && box.frame.isDrawable && coversScreen(box.frame)
                && box.clip.map(coversScreen) ?? true
        }
        let root = tree.root
        if fillsScreen(root) { return true }
        guard root.fill == nil, root.shadow == nil, root.clip == nil, root.image == nil, root.text == nil, root.glyph == nil,
              root.frame.isDrawable, let first = root.children.first else { return false }
        return fillsScreen(first)
    }

    /// Strokes the border inside the frame, like `CALayer.borderWidth`.
    func drawBorder(_ border: Border, frame: Rect, cornerRadius: Double, on cairo: OpaquePointer) {
        let width = min(border.width, frame.width / 2, frame.height / 2)
        guard width > 0, border.width.isFinite, border.color.alpha > 0 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        Self.setSource(border.color, on: cairo)
        cairo_set_line_width(cairo, width)
        let inset = Rect(x: frame.x + width / 2, y: frame.y + width / 2, width: frame.width - width, height: frame.height - width)
        Self.addRoundedRect(inset, radius: cornerRadius - width / 2, to: cairo)
        cairo_stroke(cairo)
    }
}
