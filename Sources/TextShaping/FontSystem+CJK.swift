import Foundation
import Layout

/// The Noto Sans CJK fonts, looked up only when a text may need them.
///
/// A text is shaped with the CJK font map when it holds a CJK character
/// (`CJKText`) or any character the families ahead of Noto Sans CJK in the
/// fallback order (Inter, Noto Sans Arabic, Noto Sans Hebrew) cannot draw,
/// since Pango tries the CJK fonts next for such a character (Inter has no
/// ♪, so an English "Sing along ♪" draws its note with them when they are
/// installed, as it always did). Every other text is shaped with the bundled
/// fonts alone, where the two maps agree to the byte: a character those
/// families draw never reaches the CJK fonts. So with the package installed
/// every text draws exactly as before, and which map shapes a text depends
/// on the text alone, never on what the font system shaped before (a line
/// and the paragraph it came from may use different maps and still measure
/// alike).
///
/// Without the package the bundled map shapes everything: Droid Sans
/// Fallback then draws the Han and kana it has, Hangul mostly as boxes, and
/// `unavailableFonts(for:language:)` says what to install (lint's
/// `missing-glyphs` reports it). A symbol such as ♪ is then drawn by a
/// bundled fallback that has it or, like ♪, as a box that `missing-glyphs`
/// lists: it is not CJK text, so there is no package to name.
extension FontSystem {
    /// Whether the CJK font map has been looked for, and what was found.
    enum CJKFontMapState {
        case notLookedUp
        case loaded(ShapingFontMap)
        /// The paths of the collections that are not there.
        case missing([String])
        /// The collections are there but cannot be used (why).
        case unusable(String)
    }

    /// The font map to shape `text` with. Call with the lock held.
    func fontMap(for text: String) -> ShapingFontMap {
        guard mayNeedCJKFonts(text), let map = cjkFontMap() else { return bundled }
        return map
    }

    /// Whether `text` holds a CJK character or a character that the families
    /// ahead of the CJK one cannot draw (see the type's comment). Characters
    /// Pango draws with the font of the run they are in (controls, format
    /// characters such as bidi marks and joiners, spaces) pick no font, so
    /// they decide nothing.
    func mayNeedCJKFonts(_ text: String) -> Bool {
        // Inter draws all of printable ASCII: the common case needs no lookup.
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        return text.unicodeScalars.contains { scalar in
            CJKText.isCJK(scalar) || (!Self.picksNoFont(scalar) && !bundled.coversLeading(scalar))
        }
    }

    /// The characters for which Pango's itemizer keeps the current run's font
    /// instead of looking for one (pango/itemize.c): controls, format
    /// characters, surrogates and space separators but the Ogham space mark.
    static func picksNoFont(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate: true
        case .spaceSeparator: scalar.value != 0x1680
        default: false
        }
    }

    /// The CJK font map, built on first use; `nil` when the collections are
    /// missing (looked for once). Call with the lock held.
    func cjkFontMap() -> ShapingFontMap? {
        switch cjk {
        case .loaded(let map): return map
        case .missing, .unusable: return nil
        case .notLookedUp:
            let missing = cjkFontFiles.missing
            guard missing.isEmpty else {
                cjk = .missing(missing)
                return nil
            }
            do {
                // The same configuration the bundled map has, plus the collections after the bundled folder.
                let links = try cjkFontFiles.linkFolder(in: cacheDirectory)
                let map = try ShapingFontMap.make(folders: [fontsDirectory, links], cacheDirectory: cacheDirectory)
                guard map.faceCount > map.firstFolderFaceCount else {
                    cjk = .unusable("fontconfig found no font in \(cjkFontFiles.paths.joined(separator: " and "))")
                    return nil
                }
                cjk = .loaded(map)
                return map
            } catch {
                // Drawn as without the package, and reported with the reason.
                cjk = .unusable(error.description)
                return nil
            }
        }
    }

    /// Whether the Noto Sans CJK fonts can be used (looking them up if they
    /// have not been yet).
    public var hasCJKFonts: Bool {
        withLock { cjkFontMap() != nil }
    }

    /// What a text needs that this machine lacks: for text that needs the CJK
    /// fonts (a CJK character, or a variant in Chinese, Japanese or Korean:
    /// `CJKText.needsCJKFonts`) when they are not installed,
    /// `FontSystemError.cjkFontsMissing` naming the language and the package;
    /// `nil` when nothing is missing. Looks the fonts up only for such text.
    public func unavailableFonts(for text: String, language: String?) -> FontSystemError? {
        guard CJKText.needsCJKFonts(text, language: language) else { return nil }
        return withLock {
            guard cjkFontMap() == nil else { return nil }
            let name = CJKText.languageName(of: text, language: language) ?? "Chinese, Japanese or Korean"
            switch cjk {
            case .missing(let paths): return .cjkFontsMissing(language: name, missing: paths)
            case .unusable(let reason): return .cjkFontsUnusable(language: name, reason: reason)
            case .notLookedUp, .loaded: return nil
            }
        }
    }
}
