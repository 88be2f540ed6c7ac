import Testing
@testable import TerminalRenderer

@Suite struct CellWidthTests {
    @Test(arguments: [
        ("a", 1), (" ", 1), ("é", 1), ("e\u{301}", 1), ("ß", 1), ("ع", 1), ("كّ", 1), ("ש", 1),
        ("─", 1), ("░", 1), ("▀", 1), ("✕", 1), ("×", 1), ("›", 1), ("…", 1), ("ｱ", 1), ("❤", 1),
        ("中", 2), ("あ", 2), ("ア", 2), ("한", 2), ("！", 2), ("Ａ", 2), ("、", 2), ("🎉", 2), ("😀", 2),
        ("❤️", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇸🇦", 2), ("⭐", 2), ("✅", 2), ("𠀋", 2),
    ] as [(String, Int)])
    func clusterWidth(text: String, width: Int) {
        #expect(text.count == 1)
        #expect(CellWidth.of(Character(text)) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func invisibleScalarsTakeNoCells() {
        for value: UInt32 in [0x0, 0x7, 0x1B, 0x7F, 0x9B, 0x200B, 0x200D, 0x200F, 0x2066, 0xFE0F, 0xFEFF, 0x0301, 0x064B, 0x0651, 0x05B8] {
            #expect(CellWidth.of(Unicode.Scalar(value)!) == 0, "U+\(String(value, radix: 16))")
        }
    }

    @Test func stringsAddTheirClusters() {
        #expect(CellWidth.of("日本語abc") == 9)
        #expect(CellWidth.of("Level 5 unlocked 🎉") == 19)
        #expect(CellWidth.of("أهلاً") == 4)
        #expect(CellWidth.of("") == 0)
    }
}
