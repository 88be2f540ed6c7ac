import BoxTreeModel
import CCairo
import Foundation
import Layout

/// The hermetic font setup: Pango sees only the fonts in one folder (the
/// repository's `fonts/`) and, for Chinese, Japanese and Korean text, the two
/// Noto Sans CJK collections, never the host's other fonts, so text shapes and
/// breaks the same on every machine.
///
/// - An empty fontconfig configuration holds the folder as application fonts,
///   so generic names resolve to bundled fonts and nothing of the host leaks
///   in. Its only rules: a cache directory (`$XDG_CACHE_HOME/messagepreview`
///   or the temporary folder) and the scaling of bitmap fonts (emoji).
/// - Families, in fallback order: Inter (Latin, Cyrillic, Greek; stands in
///   for SF Pro), Noto Sans Arabic, Noto Sans Hebrew, Noto Sans CJK JP
///   (Hangul, kana and Han in Regular and Bold, taken from Debian by exact
///   path: `CJKFontFiles`; Han in Japanese shapes), Droid Sans Fallback
///   (what CJK misses), Noto Color Emoji (colour bitmaps, drawn in colour by Cairo).
/// - Two font maps: one over the bundled fonts, built here, and one that adds
///   the CJK collections, built the first time a text may need them
///   (FontSystem+CJK.swift). Neither the package nor its files are looked
///   for until then, so text without CJK needs only `fonts/`.
/// - Resolution 72 (1 pt = 1 user unit), absolute font sizes in points;
///   renderers apply the device scale as a Cairo transform.
/// - Grayscale antialiasing, no hinting, unhinted metrics and unrounded glyph
///   positions: breaks, widths and baselines are identical at 1x, 2x and 3x.
/// - A fixed Pango language (`en`), so `LANG` on the host changes nothing.
///
/// Threads: Pango and fontconfig objects are not thread-safe, so every use of
/// the Pango objects goes through one recursive lock (the lazy CJK font map
/// is built under it too). A `FontSystem` may be shared between threads but
/// then serializes them; for parallel rendering give each worker its own
/// `FontSystem` (creation is cheap once fontconfig has cached the folder).
/// Which map shapes a text depends on the text alone, never on what was
/// shaped before, so every worker draws the same bytes. The first shaping
/// of each font and direction, for ASCII text and for other text, runs with
/// the calling thread bound to its CPU, so the threads Pango starts for new
/// font patterns run there (FontSystem+HelperThreads.swift).
public final class FontSystem: @unchecked Sendable {
    /// The families ahead of Noto Sans CJK in the fallback order: a character
    /// their faces draw is never drawn by the CJK fonts.
    static let familiesBeforeCJK = ["Inter", "Noto Sans Arabic", "Noto Sans Hebrew"]
    /// The CJK family (the Japanese face of the collections).
    static let cjkFamily = "Noto Sans CJK JP"
    /// The fallbacks after it.
    static let familiesAfterCJK = ["Droid Sans Fallback", "Noto Color Emoji"]

    /// The Pango family list every font description uses, in fallback order.
    /// The names are the fonts' own family names (`fc-scan fonts/*`). A family
    /// a font map lacks (the CJK one in the bundled map) is skipped.
    public static let familyList = (familiesBeforeCJK + [cjkFamily] + familiesAfterCJK).joined(separator: ", ")

    /// Font sizes are clamped to this range (points) so a broken value cannot
    /// ask FreeType for an absurd glyph size.
    public static let sizeRange: ClosedRange<Double> = 1...1000

    /// The folder the fonts came from.
    public let fontsDirectory: URL
    /// Where the Noto Sans CJK collections are looked for, when text needs them.
    public let cjkFontFiles: CJKFontFiles
    /// How many font faces fontconfig found in the folder.
    public let faceCount: Int

    /// The bundled fonts alone: everything but text that may need the CJK fonts.
    let bundled: ShapingFontMap
    /// The CJK font map, once looked up (FontSystem+CJK.swift).
    var cjk: CJKFontMapState = .notLookedUp
    /// fontconfig's cache folder, where the CJK map's link folder goes too.
    let cacheDirectory: URL

    private let lock = NSRecursiveLock()
    private var descriptions: [FontSpec: OpaquePointer] = [:]
    /// Lines shaped so far (FontSystem+LineLayout.swift); used under the lock.
    let shapedLines = ShapedLineCache()
    /// Where paragraphs broke (`PangoTextMeasurer`): a campaign's variants
    /// break the same text at the same width again and again (a modal is
    /// as wide on every phone). Used under the lock.
    var paragraphBreaks = GenerationalCache<PangoTextMeasurer.BreakKey, [String]>(generationSize: 256)
    /// What `bindForFirstShaping` has seen, and the mask to restore when the
    /// outermost `withLock` ends (see FontSystem+HelperThreads.swift).
    var shapedKinds: Set<ShapingKind> = []
    /// The fonts and languages whose metrics were computed under the
    /// process-wide lock (FontSystem+FirstMetrics.swift), a reference held on each font.
    var fontsWithMetrics: Set<MetricsKey> = []
    var lockDepth = 0
    var unboundCPUs: ccairo_cpu_mask?

    /// Builds the font setup over `fontsDirectory`.
    /// - Parameter cjkFontFiles: where the Noto Sans CJK collections are
    ///   looked for once text needs them; by default `MESSAGEPREVIEW_CJK_FONTS`
    ///   or Debian's folder (`CJKFontFiles.located`). Nothing is read there yet.
    /// - Throws: `FontSystemError.noFonts` when the folder holds no font.
    public init(fontsDirectory: URL, cjkFontFiles: CJKFontFiles = .located()) throws {
        self.fontsDirectory = fontsDirectory
        self.cjkFontFiles = cjkFontFiles
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fontsDirectory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FontSystemError.noFonts(directory: fontsDirectory.path)
        }

        guard Self.emptyCurrentConfiguration else {
            throw FontSystemError.setupFailed("fontconfig refused an empty current configuration")
        }
        cacheDirectory = Self.cacheDirectory()
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        bundled = try ShapingFontMap.make(folders: [fontsDirectory], cacheDirectory: cacheDirectory,
                                     leadingFamilies: Self.familiesBeforeCJK)
        faceCount = bundled.firstFolderFaceCount
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
        for description in descriptions.values { pango_font_description_free(description) }
        for key in fontsWithMetrics { ccairo_object_unref(key.font) }
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

    private static func cacheDirectory() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("messagepreview/fontconfig", isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("messagepreview-fontconfig-\(getuid())", isDirectory: true)
    }
}
