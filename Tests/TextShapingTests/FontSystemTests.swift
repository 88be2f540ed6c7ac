import BoxTreeModel
import Foundation
import TestSupport
import Layout
import Testing
@testable import TextShaping

@Suite struct FontSystemTests {
    @Test func loadsEveryBundledFace() {
        // Inter (4), Noto Sans Arabic and Hebrew (2 each), Droid Sans Fallback, Noto Color Emoji, Font Awesome (Braze icons).
        #expect(TestFonts.shared.faceCount == 11)
    }

    @Test func anEmptyFolderIsAClearError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("mp-empty-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: FontSystemError.noFonts(directory: empty.path)) { try FontSystem(fontsDirectory: empty) }
        let missing = empty.appendingPathComponent("nope")
        #expect(throws: FontSystemError.noFonts(directory: missing.path)) { try FontSystem(fontsDirectory: missing) }
    }

    @Test func locatesTheRepositoryFonts() throws {
        // The test runner lives under the scratch path, outside the repository,
        // so this finds fonts/ through the environment or the current directory.
        let found = try #require(FontSystem.locateFontsDirectory())
        #expect(FileManager.default.fileExists(atPath: found.appendingPathComponent("Inter-Regular.otf").path))
    }

    @Test func scriptsResolveToTheBundledFamilies() {
        let fonts = TestFonts.shared
        let body = FontSpec(.body, .large)
        #expect(fonts.resolvedFonts(for: "Hello", font: body).allSatisfy { $0.hasPrefix("Inter") })
        #expect(fonts.resolvedFonts(for: "مرحبا", font: body, direction: .rightToLeft).allSatisfy { $0.hasPrefix("Noto Sans Arabic") })
        #expect(fonts.resolvedFonts(for: "שלום", font: body, direction: .rightToLeft).allSatisfy { $0.hasPrefix("Noto Sans Hebrew") })
        #expect(fonts.resolvedFonts(for: "你好", font: body).allSatisfy { $0.hasPrefix("Noto Sans CJK JP") })
        #expect(fonts.resolvedFonts(for: "🎉", font: body).allSatisfy { $0.hasPrefix("Noto Color Emoji") })
    }

    @Test func weightsMapToTheNearestFaceTheFontsHave() {
        let fonts = TestFonts.shared
        func face(_ text: String, _ weight: FontWeight) -> String {
            fonts.resolvedFonts(for: text, font: FontSpec(style: .body, size: 17, weight: weight), direction: .rightToLeft).first ?? ""
        }
        #expect(face("Hello", .regular) == "Inter 17")
        #expect(face("Hello", .medium) == "Inter Medium 17")
        #expect(face("Hello", .semibold) == "Inter Semi-Bold 17")
        #expect(face("Hello", .bold) == "Inter Bold 17")
        // Noto Sans Arabic and Hebrew have only Regular and Bold.
        for text in ["مرحبا", "שלום"] {
            #expect(!face(text, .regular).contains("Bold"))
            #expect(!face(text, .medium).contains("Bold"))
            #expect(face(text, .semibold).contains("Bold"))
            #expect(face(text, .bold).contains("Bold"))
        }
    }
}

extension FontSystemTests {
    @Test func searchesUpwardForTheFontsFolder() throws {
        let nested = TestFonts.repositoryRoot.appendingPathComponent("Tests/TextShapingTests", isDirectory: true)
        let found = try #require(FontSystem.searchUpward(from: nested))
        #expect(found.standardizedFileURL.path == TestFonts.directory.standardizedFileURL.path)
        #expect(FontSystem.searchUpward(from: URL(fileURLWithPath: "/proc/self", isDirectory: true)) == nil)
    }

    /// Hangul, kana and Han draw in Noto Sans CJK, Regular for body text and
    /// Bold for semibold and bold headers (CJK headers used to stay regular).
    @Test(arguments: ["안녕하세요", "おかえりなさい", "ポイント", "日曜日", "你好"])
    func cjkHasARegularAndABoldFace(_ text: String) {
        let fonts = TestFonts.shared
        #expect(fonts.resolvedFonts(for: text, font: FontSpec(style: .body, size: 17, weight: .regular)) == ["Noto Sans CJK JP 17"])
        #expect(fonts.resolvedFonts(for: text, font: FontSpec(style: .title3, size: 20, weight: .semibold)) == ["Noto Sans CJK JP Bold 20"])
        #expect(fonts.resolvedFonts(for: text, font: FontSpec(style: .title1, size: 28, weight: .bold)) == ["Noto Sans CJK JP Bold 28"])
        #expect(fonts.uncoveredCharacters(in: text).isEmpty)
    }
}
