import BoxTreeModel
import Foundation
import TestSupport
import Layout
import Testing
@testable import TextShaping

@Suite struct FontSystemTests {
    @Test func loadsEveryBundledFace() {
        #expect(TestFonts.shared.faceCount == 10)
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
        #expect(fonts.resolvedFonts(for: "你好", font: body).allSatisfy { $0.hasPrefix("Droid Sans Fallback") })
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
}
