import BoxTreeModel
import Dispatch
import Foundation
import Layout
import TestSupport
import Testing
@testable import TextShaping

/// Font systems shaping at the same moment on different threads (a matrix's
/// workers, parallel tests) break and measure text exactly as one alone
/// does (FontSystem+FirstMetrics.swift).
@Suite struct ConcurrentFontSystemsTests {
    /// The welcome modal's Japanese body at the largest text size in an iPad's
    /// modal: Pango's safe distance decides whether 待っ stays on the first line
    /// (っ cannot start one), so a font whose metrics were computed while
    /// another font system computed its own broke it otherwise.
    static let paragraph = "1250ポイントが待っています。日曜日までに受け取ってゴールドランクに到達し、送料無料を手に入れましょう。"
    static let font = FontSpec(style: .body, size: 53, weight: .regular)
    static let width = 492.0
    static let others = [("Welcome back, Sara! Your 1,250 points are waiting until Sunday.", FontSpec(style: .body, size: 40, weight: .regular)),
                         ("أهلاً بعودتك يا سارة، نقاطك بانتظارك حتى يوم الأحد", FontSpec(style: .title1, size: 44, weight: .bold))]

    static func measured(_ fonts: FontSystem) -> [String] {
        let measurer = PangoTextMeasurer(fontSystem: fonts)
        return ([(paragraph, font)] + others).flatMap { text, font in
            measurer.lines(for: text, font: font, maxWidth: width, alignment: .left, direction: .leftToRight)
                .map { "\($0.text) \($0.width.bitPattern)" }
        }
    }

    @Test func fontSystemsShapingAtOnceBreakAsOneAlone() throws {
        let alone = Self.measured(try FontSystem(fontsDirectory: TestFonts.directory))
        #expect(alone.first?.hasPrefix("1250ポイントが ") == true, "\(alone)")

        let count = 32
        let systems = try (0..<count).map { _ in try FontSystem(fontsDirectory: TestFonts.directory) }
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var byThread: [[String]] = []
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let lines = Self.measured(systems[index])
            results.lock.withLock { results.byThread.append(lines) }
        }
        let differing = results.byThread.filter { $0 != alone }
        #expect(results.byThread.count == count)
        #expect(differing.isEmpty, "\(differing.count) of \(count) font systems broke otherwise, e.g. \(differing.first ?? [])")
    }
}
