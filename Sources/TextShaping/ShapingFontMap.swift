import BoxTreeModel
import CCairo
import Foundation
import XMLWriting

/// One fontconfig configuration over a list of font folders, the Pango font
/// map built on it, and the context and paragraph layout of each direction.
/// A `FontSystem` has one over the bundled fonts and, once CJK text needs it,
/// one over the bundled fonts and the Noto Sans CJK collections
/// (FontSystem+CJK.swift). Not thread-safe: used under the font system's lock.
final class ShapingFontMap {
    /// Per-direction Pango state. Pango takes the base direction from the
    /// context (auto-dir is off on every layout), so each direction has its
    /// own context (single lines get layouts of their own: `ShapedLineCache`).
    struct DirectionalState {
        let context: OpaquePointer
        /// Breaks paragraphs into lines; only its line ranges are used.
        let paragraphLayout: OpaquePointer
    }

    /// How many faces fontconfig found in the first folder.
    let firstFolderFaceCount: Int
    /// How many faces fontconfig found in all the folders.
    let faceCount: Int
    /// Every code point some face has a glyph for (an `FcCharSet`), built
    /// once so coverage queries need neither the lock nor Pango.
    let coverage: OpaquePointer
    /// The code points the faces of the `leadingFamilies` given to `init`
    /// have glyphs for (an `FcCharSet`).
    let leadingCoverage: OpaquePointer
    let leftToRight: DirectionalState
    let rightToLeft: DirectionalState
    private let fontMap: UnsafeMutablePointer<PangoFontMap>

    /// Builds a font map, one at a time in the process: fontconfig's and
    /// Pango's set-up touches process-wide state (its caches, type
    /// registration), and the CJK map is built lazily, by whichever worker
    /// meets CJK text first, outside the lock `MatrixRunner` holds while it
    /// makes sessions.
    /// - Parameter leadingFamilies: families whose coverage to keep apart
    ///   (`leadingCoverage`).
    /// - Throws: `FontSystemError.noFonts` when the first folder holds no font
    ///   (the caller checks the others: `faceCount`).
    static func make(folders: [URL], cacheDirectory: URL, leadingFamilies: [String] = []) throws(FontSystemError) -> ShapingFontMap {
        setupLock.lock()
        defer { setupLock.unlock() }
        return try ShapingFontMap(folders: folders, cacheDirectory: cacheDirectory, leadingFamilies: leadingFamilies)
    }

    private static let setupLock = NSLock()

    private init(folders: [URL], cacheDirectory: URL, leadingFamilies: [String]) throws(FontSystemError) {
        guard let config = FcConfigCreate() else { throw .setupFailed("FcConfigCreate returned NULL") }
        // The font map keeps its own reference to the configuration.
        defer { FcConfigDestroy(config) }
        // Without a writable cache directory fontconfig warns on every run.
        let xml = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(XMLText.escaped(cacheDirectory.path))</cachedir>"
            + Self.bitmapScalingRules + "</fontconfig>"
        guard ccairo_fc_load_memory(config, xml) != 0 else {
            throw .setupFailed("fontconfig rejected the cache directory \(cacheDirectory.path)")
        }
        var firstCount = 0
        for (index, folder) in folders.enumerated() {
            guard ccairo_fc_add_dir(config, folder.path) != 0 else {
                if index == 0 { throw .noFonts(directory: folder.path) }
                throw .setupFailed("fontconfig could not read \(folder.path)")
            }
            if index == 0 {
                firstCount = Int(ccairo_fc_font_count(config))
                guard firstCount > 0 else { throw .noFonts(directory: folder.path) }
            }
        }
        firstFolderFaceCount = firstCount
        faceCount = Int(ccairo_fc_font_count(config))
        guard let charset = ccairo_fc_app_charset(config) else { throw .setupFailed("FcCharSetCreate returned NULL") }
        guard let leading = FcCharSetCreate() else {
            FcCharSetDestroy(charset)
            throw .setupFailed("FcCharSetCreate returned NULL")
        }
        for family in leadingFamilies {
            guard let faces = ccairo_fc_family_charset(config, family) else { continue }
            FcCharSetMerge(leading, faces, nil)
            FcCharSetDestroy(faces)
        }
        coverage = charset
        leadingCoverage = leading

        guard let options = cairo_font_options_create() else {
            FcCharSetDestroy(charset)
            FcCharSetDestroy(leading)
            throw .setupFailed("cairo_font_options_create")
        }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)

        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcCharSetDestroy(charset)
            FcCharSetDestroy(leading)
            throw .setupFailed("Pango has no FreeType font map")
        }
        ccairo_font_map_set_config(map, config)
        fontMap = map

        func makeState(_ direction: PangoDirection) -> DirectionalState {
            let context = pango_font_map_create_context(map)!
            pango_cairo_context_set_resolution(context, 72)
            pango_cairo_context_set_font_options(context, options)
            pango_context_set_round_glyph_positions(context, 0)
            pango_context_set_language(context, pango_language_from_string("en"))
            pango_context_set_base_dir(context, direction)

            let paragraph = pango_layout_new(context)!
            pango_layout_set_auto_dir(paragraph, 0)
            pango_layout_set_single_paragraph_mode(paragraph, 1)
            pango_layout_set_wrap(paragraph, PANGO_WRAP_WORD_CHAR)
            // UILabel breaks an over-long word without a hyphen, and the lines
            // are re-measured without one, so Pango must not count one either.
            let attributes = pango_attr_list_new()!
            pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
            pango_layout_set_attributes(paragraph, attributes)
            pango_attr_list_unref(attributes)
            return DirectionalState(context: context, paragraphLayout: paragraph)
        }
        leftToRight = makeState(PANGO_DIRECTION_LTR)
        rightToLeft = makeState(PANGO_DIRECTION_RTL)
    }

    deinit {
        for state in [leftToRight, rightToLeft] {
            ccairo_object_unref(UnsafeMutableRawPointer(state.paragraphLayout))
            ccairo_object_unref(UnsafeMutableRawPointer(state.context))
        }
        FcCharSetDestroy(coverage)
        FcCharSetDestroy(leadingCoverage)
        ccairo_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    func state(_ direction: LayoutDirection) -> DirectionalState {
        direction == .rightToLeft ? rightToLeft : leftToRight
    }

    /// Whether some face of this map has a glyph for `scalar`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        FcCharSetHasChar(coverage, scalar.value) != 0
    }

    /// Whether a face of the `leadingFamilies` has a glyph for `scalar`.
    func coversLeading(_ scalar: Unicode.Scalar) -> Bool {
        FcCharSetHasChar(leadingCoverage, scalar.value) != 0
    }

    /// The one rule the otherwise empty configuration carries, from
    /// fontconfig's own `10-scale-bitmap-fonts.conf`: a bitmap-only font
    /// (Noto Color Emoji has a single 109 px strike) is scaled to the
    /// requested size through the font matrix. Without it an emoji in 15 pt
    /// text is measured and drawn at 109 pt.
    static let bitmapScalingRules = """
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <edit name="pixelsizefixupfactor" mode="assign">
            <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
          </edit>
        </match>
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
          <edit name="matrix" mode="assign">
            <times><name>matrix</name>
              <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
            </times>
          </edit>
          <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
        </match>
        """
}
