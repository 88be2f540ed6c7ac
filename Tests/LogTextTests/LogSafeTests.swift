import LogText
import Testing

/// `logSafe`, the one escaping of printed text (docs/security.md, "What is
/// printed: escaped for each medium").
@Suite struct LogSafeTests {
    /// Inputs a campaign, a result file or a plugin could hand the tool.
    static let hostile = [
        "a\n::error::pwned", "\u{1B}]0;x\u{07}", "::error file=x::y", "  ::warning::w", "\u{A0}\u{3000}::notice::n", ":",
        "x ##[error]y", "##[set-output name=a;]b", "\r\n::add-mask::z", "\u{9B}31m", "\u{85}::error::nel", "a\u{2028}::b",
        "\u{202E}gnp.exe", "\u{2066}x\u{2069}", "tab\there", "\u{0}\u{7F}", "\\n::x", "#\u{1B}#[x",
    ]

    @Test func controlAndBidiCharactersAreShownEscaped() {
        #expect("a\nb\rc\td".logSafe == #"a\nb\rc\td"#)
        #expect("\u{1B}]0;x\u{07}".logSafe == #"\u{1B}]0;x\u{7}"#)
        #expect("\u{0}\u{7F}\u{80}\u{9B}\u{9F}\u{85}".logSafe == #"\u{0}\u{7F}\u{80}\u{9B}\u{9F}\u{85}"#)
        #expect("a\u{2028}b\u{2029}c".logSafe == #"a\u{2028}b\u{2029}c"#)
        #expect("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}".logSafe == #"\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}"#)
        #expect("\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}\u{FEFF}".logSafe
                == #"\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}\u{FEFF}"#)
    }

    @Test func ordinaryTextIsUnchanged() {
        for text in ["Hi, Sara! 12-day streak", "مرحبا سارة", "👩‍👩‍👧 ❤️ é e\u{301}", #"C:\path\x.png"#, "#FFFFFF on #000",
                     "[a] (b) ![c](d)", "a::b", "gameball.message.button.shop", "https://cdn.example.com/a.png?x=1#y", ""] {
            #expect(text.logSafe == text, "\(text)")
        }
    }

    /// A GitHub runner takes a line as a command when it starts with `::`
    /// after white space, or holds `##[` anywhere.
    @Test func noWorkflowCommandCanBeStarted() {
        #expect("::error::pwned".logSafe == #"\u{3A}:error::pwned"#)
        #expect("  ::warning::w".logSafe == #"  \u{3A}:warning::w"#)
        #expect("\u{A0}::x".logSafe == "\u{A0}" + #"\u{3A}:x"#)
        #expect(":".logSafe == #"\u{3A}"#, "a lone colon too: the next value printed may start with one")
        #expect("x ##[error]y".logSafe == #"x ##\u{5B}error]y"#)
        #expect("#[x] # [y]".logSafe == "#[x] # [y]")
        for text in Self.hostile {
            for line in ("ok: " + text.logSafe + "\n" + text.logSafe).split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
                #expect(!trimmed.hasPrefix("::") && !line.contains("##["), "\(text.debugDescription) gives \(line.debugDescription)")
            }
        }
    }

    @Test func hostileInputStaysOnOneLineWithoutControls() {
        for text in Self.hostile {
            let safe = text.logSafe
            #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x2028...0x202E).contains($0.value)
                || (0x2066...0x2069).contains($0.value) }, "\(text.debugDescription) gives \(safe.debugDescription)")
        }
    }

    /// A message escaped where it is made is escaped again where it is printed.
    @Test func escapingTwiceChangesNothing() {
        for text in Self.hostile {
            #expect(text.logSafe.logSafe == text.logSafe, "\(text.debugDescription)")
        }
    }
}
