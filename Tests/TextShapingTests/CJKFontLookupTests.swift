import BoxTreeModel
import Foundation
import Layout
import TestSupport
import Testing
@testable import TextShaping

/// The Noto Sans CJK fonts are looked up only when a text may need them
/// (FontSystem+CJK.swift): text without them draws from `fonts/` alone, the
/// same with or without the package, and CJK text without them is a clear
/// error naming it.
@Suite struct CJKFontLookupTests {
    /// A font system on a machine without `fonts-noto-cjk`: its CJK folder is empty.
    static func withoutCJKFonts() throws -> (fonts: FontSystem, folder: ScratchFolder) {
        let folder = try ScratchFolder(prefix: "no-cjk-fonts")
        return (try FontSystem(fontsDirectory: TestFonts.directory, cjkFontFiles: CJKFontFiles(directory: folder.url)), folder)
    }

    /// A fresh font system with the installed fonts (the shared one may have shaped CJK already).
    static func withCJKFonts() throws -> FontSystem {
        try FontSystem(fontsDirectory: TestFonts.directory)
    }

    static func lookedUp(_ fonts: FontSystem) -> Bool {
        fonts.withLock { if case .notLookedUp = fonts.cjk { false } else { true } }
    }

    static let body = FontSpec(.body, .large)
    static let title = FontSpec(style: .title1, size: 28, weight: .bold)

    /// Text the bundled fonts draw: Latin, Arabic, Hebrew, with the marks and spaces they carry.
    static let bundledTexts = [
        "Welcome back, Sara! Your 1,250 points are waiting.", "Café — “quotes” … 50 % off\u{00A0}today",
        "أهلاً بعودتك يا سارة، نقاطك ١٢٥٠", "ברוך שובך, שרה", "Hello \u{200F}world\u{200D}",
    ]

    static func lines(_ fonts: FontSystem, _ text: String, _ font: FontSpec = body) -> [TextLine] {
        PangoTextMeasurer(fontSystem: fonts).lines(for: text, font: font, maxWidth: 220, alignment: .left, direction: .leftToRight)
    }

    @Test func latinArabicAndHebrewNeverLookTheCJKFontsUp() throws {
        let fonts = try Self.withCJKFonts()
        for text in Self.bundledTexts {
            _ = Self.lines(fonts, text)
            _ = Self.lines(fonts, text, Self.title)
            #expect(fonts.unavailableFonts(for: text, language: "en") == nil)
            #expect(fonts.uncoveredCharacters(in: text).isEmpty)
        }
        #expect(!Self.lookedUp(fonts), "no CJK text was shaped")
        _ = Self.lines(fonts, "おかえりなさい")
        #expect(Self.lookedUp(fonts))
        #expect(fonts.resolvedFonts(for: "おかえりなさい", font: Self.body) == ["Noto Sans CJK JP 17"])
    }

    @Test func withoutThePackageTextWithoutCJKShapesExactlyAsWithIt() throws {
        let (without, folder) = try Self.withoutCJKFonts()
        let with = try Self.withCJKFonts()
        for text in Self.bundledTexts + ["Level up 🎉 👩🏽‍🚀", "Win ★ prizes ① ※"] {
            for font in [Self.body, Self.title] {
                #expect(Self.lines(without, text, font) == Self.lines(with, text, font), "\(text)")
            }
        }
        #expect(without.unavailableFonts(for: Self.bundledTexts.joined(separator: "\n"), language: "en") == nil)
        #expect(!without.hasCJKFonts)
        withExtendedLifetime(folder) {}
    }

    @Test func cjkTextWithoutThePackageIsAnErrorNamingIt() throws {
        let (fonts, folder) = try Self.withoutCJKFonts()
        let missing = CJKFontFiles.fileNames.map { folder.url.appendingPathComponent($0).path }
        let japanese = try #require(fonts.unavailableFonts(for: "おかえりなさい、Sara", language: nil))
        #expect(japanese == .cjkFontsMissing(language: "Japanese", missing: missing))
        #expect(japanese.description.hasPrefix("text in Japanese needs the Noto Sans CJK fonts: apt-get install fonts-noto-cjk (not found: "))
        // A Korean variant needs them even where its text is still English.
        #expect(fonts.unavailableFonts(for: "Welcome back", language: "ko-KR") == .cjkFontsMissing(language: "Korean", missing: missing))
        // Shaping goes on with the bundled fallback; nothing throws or crashes.
        #expect(Self.lines(fonts, "포인트 두 배, 日曜日まで").count >= 1)
        #expect(fonts.resolvedFonts(for: "日曜日", font: Self.body).allSatisfy { $0.hasPrefix("Droid Sans Fallback") })

        let installed = try Self.withCJKFonts()
        #expect(installed.unavailableFonts(for: "おかえりなさい", language: "ja") == nil)
        #expect(installed.hasCJKFonts)
    }

    /// Which font map shapes a text depends on the text alone: a font system
    /// that shaped Korean first measures every text as a fresh one does.
    @Test func shapingDoesNotDependOnWhatWasShapedBefore() throws {
        let fresh = try Self.withCJKFonts()
        let used = try Self.withCJKFonts()
        _ = Self.lines(used, "안녕하세요, 포인트 두 배 🎉")
        for text in Self.bundledTexts + ["Win ★ prizes ♪ ① ※", "Sale ends 12月 — 東京", "Level up 🎉"] {
            #expect(Self.lines(fresh, text) == Self.lines(used, text), "\(text)")
        }
    }

    @Test func charactersTheLeadingFamiliesLackMayNeedTheCJKFonts() throws {
        let fonts = TestFonts.shared
        for text in Self.bundledTexts + ["Tabs\tand controls\u{0007}", "plain ASCII !\"#$%&'()*+,-./0-9:;<=>?@A-Z[\\]^_`a-z{|}~"] {
            #expect(!fonts.mayNeedCJKFonts(text), "\(text)")
        }
        for text in ["日本", "ㄅ", "「", "\u{3000}", "ＡＢＣ", "ก"] {
            #expect(fonts.mayNeedCJKFonts(text), "\(text)")
        }
    }

    /// The fast path for ASCII assumes Inter draws all of it, and the
    /// families ahead of the CJK one must all be found for the rule to hold.
    @Test func theFamiliesAheadOfCJKAreFound() {
        let fonts = TestFonts.shared
        for value in UInt32(0x20)...0x7E {
            #expect(fonts.bundled.coversLeading(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
        }
        for letter in ["ا", "ש"] {
            #expect(fonts.bundled.coversLeading(letter.unicodeScalars.first!))
        }
        #expect(!fonts.bundled.coversLeading("日"), "日 is Noto Sans CJK's (or Droid's), not Inter's")
    }
}

extension CJKFontLookupTests {
    /// Inter lacks ♪, and Noto Sans CJK came next in the fallback order: an
    /// English text with one is drawn as it always was when the package is
    /// installed, so no golden changes; without it no bundled font has it.
    @Test func aSymbolInterLacksStillReachesTheCJKFonts() throws {
        let with = try Self.withCJKFonts()
        #expect(with.resolvedFonts(for: "Sing along ♪", font: Self.body) == ["Inter 17", "Noto Sans CJK JP 17"])
        #expect(Self.lookedUp(with))
        let (without, folder) = try Self.withoutCJKFonts()
        #expect(without.resolvedFonts(for: "Sing along ♪", font: Self.body).first == "Inter 17")
        #expect(without.unavailableFonts(for: "Sing along ♪", language: "en") == nil, "not CJK text: nothing to install")
        #expect(without.uncoveredCharacters(in: "Sing along ♪") == ["♪"])
        #expect(with.uncoveredCharacters(in: "Sing along ♪").isEmpty)
        withExtendedLifetime(folder) {}
    }
}

extension CJKFontLookupTests {
    /// Workers with a font system each, meeting CJK text in different orders
    /// at the same time (each builds its CJK map lazily, concurrently with
    /// the others' shaping), measure every text alike.
    @Test func concurrentWorkersMeasureAlike() async throws {
        let texts = ["Welcome back, Sara!", "포인트 두 배 주말", "おかえりなさい、ポイント2倍", "Sing along ♪", "أهلاً بعودتك", "日曜日まで"]
        let expected = try texts.map { Self.lines(try Self.withCJKFonts(), $0) }
        let results = try await withThrowingTaskGroup(of: [[TextLine]].self) { group in
            for worker in 0..<4 {
                group.addTask {
                    let fonts = try Self.withCJKFonts()
                    // Each worker starts somewhere else in the list, so some meet CJK first and some last.
                    let order = Array(texts.indices.dropFirst(worker)) + Array(texts.indices.prefix(worker))
                    var measured = [[TextLine]](repeating: [], count: texts.count)
                    for index in order { measured[index] = Self.lines(fonts, texts[index]) }
                    return measured
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 4)
        for result in results { #expect(result == expected) }
    }
}
