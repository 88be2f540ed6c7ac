import BoxTreeModel
import CCairo
import Foundation
import Layout
import XMLWriting

/// The hermetic font setup: Pango sees only the fonts in one folder (the
/// repository's `fonts/`), never the host's, so text shapes and breaks the
/// same on every machine.
///
/// - An empty fontconfig configuration holds the folder as application fonts,
///   so generic names resolve to bundled fonts and nothing of the host leaks
///   in. Its only rules: a cache directory (`$XDG_CACHE_HOME/messagepreview`
///   or the temporary folder) and the scaling of bitmap fonts (emoji).
/// - Families, in fallback order: Inter (Latin, Cyrillic, Greek; stands in
///   for SF Pro), Noto Sans Arabic, Noto Sans Hebrew, Noto Sans CJK JP
///   (Hangul, kana and Han in Regular and Bold, taken from Debian by exact
///   path: `systemFontFiles`; Han in Japanese shapes), Droid Sans Fallback
///   (what CJK misses), Noto Color Emoji (colour bitmaps, drawn in colour by Cairo).
/// - Resolution 72 (1 pt = 1 user unit), absolute font sizes in points;
///   renderers apply the device scale as a Cairo transform.
/// - Grayscale antialiasing, no hinting, unhinted metrics and unrounded glyph
///   positions: breaks, widths and baselines are identical at 1x, 2x and 3x.
/// - A fixed Pango language (`en`), so `LANG` on the host changes nothing.
///
/// Threads: Pango and fontconfig objects are not thread-safe, so every use of
/// the Pango objects goes through one recursive lock. A `FontSystem` may be
/// shared between threads but then serializes them; for parallel rendering
/// give each worker its own `FontSystem` (creation is cheap once fontconfig
/// has cached the folder). The first shaping of each font and direction,
/// for ASCII text and for other text, runs with the calling thread bound to
/// its CPU, so the threads Pango starts for new font patterns run there
/// (FontSystem+HelperThreads.swift).
public final class FontSystem: @unchecked Sendable {
    /// The Pango family list every font description uses, in fallback order.
    /// The names are the fonts' own family names (`fc-scan fonts/*`).
    public static let familyList = "Inter, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans CJK JP, Droid Sans Fallback, Noto Color Emoji"

    /// Font sizes are clamped to this range (points) so a broken value cannot
    /// ask FreeType for an absurd glyph size.
    public static let sizeRange: ClosedRange<Double> = 1...1000

    /// The folder the fonts came from.
    public let fontsDirectory: URL
    /// How many font faces fontconfig found in the folder.
    public let faceCount: Int
    /// Every code point some bundled face has a glyph for (an `FcCharSet`),
    /// built once so coverage queries need neither the lock nor Pango.
    let coverage: OpaquePointer

    /// Per-direction Pango state. Pango takes the base direction from the
    /// context (auto-dir is off on every layout), so each direction has its
    /// own context and its own reusable layouts.
    struct DirectionalState {
        let context: OpaquePointer
        /// Measures and draws single lines; see `withLineLayout`.
        let lineLayout: OpaquePointer
        /// Breaks paragraphs into lines; only its line ranges are used.
        let paragraphLayout: OpaquePointer
    }

    private let lock = NSRecursiveLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let leftToRight: DirectionalState
    private let rightToLeft: DirectionalState
    private var descriptions: [FontSpec: OpaquePointer] = [:]
    /// What `bindForFirstShaping` has seen, and the mask to restore when the
    /// outermost `withLock` ends (see FontSystem+HelperThreads.swift).
    var shapedKinds: Set<ShapingKind> = []
    var lockDepth = 0
    var unboundCPUs: ccairo_cpu_mask?

    /// Builds the font setup over `fontsDirectory`.
    /// - Throws: `FontSystemError.noFonts` when the folder holds no font.
    public init(fontsDirectory: URL) throws {
        self.fontsDirectory = fontsDirectory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fontsDirectory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FontSystemError.noFonts(directory: fontsDirectory.path)
        }

        guard Self.emptyCurrentConfiguration else {
            throw FontSystemError.setupFailed("fontconfig refused an empty current configuration")
        }
        guard let config = FcConfigCreate() else { throw FontSystemError.setupFailed("FcConfigCreate returned NULL") }
        // The font map keeps its own reference to the configuration.
        defer { FcConfigDestroy(config) }
        // Without a writable cache directory fontconfig warns on every run.
        let cacheDirectory = Self.cacheDirectory()
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        let xml = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(XMLText.escaped(cacheDirectory.path))</cachedir>"
            + Self.bitmapScalingRules + "</fontconfig>"
        guard ccairo_fc_load_memory(config, xml) != 0 else {
            throw FontSystemError.setupFailed("fontconfig rejected the cache directory \(cacheDirectory.path)")
        }
        guard ccairo_fc_add_dir(config, fontsDirectory.path) != 0 else {
            throw FontSystemError.noFonts(directory: fontsDirectory.path)
        }
        faceCount = Int(ccairo_fc_font_count(config))
        guard faceCount > 0 else { throw FontSystemError.noFonts(directory: fontsDirectory.path) }
        let systemFonts = try Self.systemFontLinks(in: cacheDirectory)
        guard ccairo_fc_add_dir(config, systemFonts.path) != 0 else {
            throw FontSystemError.setupFailed("fontconfig could not read \(systemFonts.path)")
        }
        guard let charset = ccairo_fc_app_charset(config) else { throw FontSystemError.setupFailed("FcCharSetCreate returned NULL") }
        coverage = charset

        guard let options = cairo_font_options_create() else { throw FontSystemError.setupFailed("cairo_font_options_create") }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)

        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw FontSystemError.setupFailed("Pango has no FreeType font map")
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

            let line = pango_layout_new(context)!
            pango_layout_set_auto_dir(line, 0)
            pango_layout_set_single_paragraph_mode(line, 1)
            pango_layout_set_width(line, -1)

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
            return DirectionalState(context: context, lineLayout: line, paragraphLayout: paragraph)
        }
        leftToRight = makeState(PANGO_DIRECTION_LTR)
        rightToLeft = makeState(PANGO_DIRECTION_RTL)
    }

    /// Installed once per process (Swift runs a static initializer once,
    /// thread-safely) before the first font map: see
    /// `ccairo_fc_install_empty_current_config`.
    private static let emptyCurrentConfiguration: Bool = ccairo_fc_install_empty_current_config() != 0

    /// Builds the font setup over the folder `locateFontsDirectory()` finds.
    public convenience init() throws {
        guard let directory = Self.locateFontsDirectory() else {
            throw FontSystemError.noFonts(directory: "(no fonts/ folder found near the executable or the current directory)")
        }
        try self.init(fontsDirectory: directory)
    }

    deinit {
        for state in [leftToRight, rightToLeft] {
            ccairo_object_unref(UnsafeMutableRawPointer(state.lineLayout))
            ccairo_object_unref(UnsafeMutableRawPointer(state.paragraphLayout))
            ccairo_object_unref(UnsafeMutableRawPointer(state.context))
        }
        for description in descriptions.values { pango_font_description_free(description) }
        FcCharSetDestroy(coverage)
        ccairo_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Runs `body` holding the font system's lock. Every method takes the
    /// lock itself; wrap a batch of calls to take it once.
    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        lockDepth += 1
        defer {
            lockDepth -= 1
            if lockDepth == 0 { restoreCPUs() }
            lock.unlock()
        }
        return try body()
    }

    func state(_ direction: LayoutDirection) -> DirectionalState {
        direction == .rightToLeft ? rightToLeft : leftToRight
    }

    /// The cached Pango font description for `font`. Call with the lock held.
    ///
    /// Weights map one to one (400/500/600/700). Inter has all four; the Noto
    /// Arabic and Hebrew fonts only Regular and Bold, and fontconfig picks the
    /// nearest weight: semibold (600) gets **Bold** and medium (500) gets
    /// **Regular**. That is the intended mapping (iOS draws semibold Arabic
    /// visibly heavier than regular); `RendererTests` pins it.
    func fontDescription(for font: FontSpec) -> OpaquePointer {
        if let cached = descriptions[font] { return cached }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, Self.familyList)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(description, PANGO_STYLE_NORMAL)
        let size = font.size.isFinite ? min(max(font.size, Self.sizeRange.lowerBound), Self.sizeRange.upperBound) : 17
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        descriptions[font] = description
        return description
    }

    /// Describes the fonts Pango picked for each run of `text`, in visual
    /// order, e.g. `["Inter Semi-Bold 17", "Noto Sans Arabic Bold 17"]`.
    /// Useful to check fallback (a missing script shows up as hex boxes).
    public func resolvedFonts(for text: String, font: FontSpec, direction: LayoutDirection = .leftToRight) -> [String] {
        withLineLayout(text, font: font, direction: direction) { line in
            var names: [String] = []
            guard let iterator = pango_layout_get_iter(line.layout) else { return names }
            defer { pango_layout_iter_free(iterator) }
            repeat {
                guard let run = pango_layout_iter_get_run_readonly(iterator), let pangoFont = ccairo_run_font(run),
                      let description = pango_font_describe(pangoFont) else { continue }
                defer { pango_font_description_free(description) }
                if let cString = pango_font_description_to_string(description) {
                    names.append(String(cString: cString))
                    g_free(cString)
                }
            } while pango_layout_iter_next_run(iterator) != 0
            return names
        }
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

    private static func cacheDirectory() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("messagepreview/fontconfig", isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("messagepreview-fontconfig-\(getuid())", isDirectory: true)
    }
}
