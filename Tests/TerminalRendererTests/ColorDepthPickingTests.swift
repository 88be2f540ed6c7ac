import Testing
import TerminalRenderer

@Suite struct ColorDepthPickingTests {
    func pick(_ choice: ColorChoice, _ environment: [String: String], tty: Bool = true) -> TerminalColorDepth {
        TerminalColorDepth.pick(choice: choice, environment: environment, isTerminal: tty)
    }

    @Test func neverIsPlainWhateverTheEnvironmentSays() {
        #expect(pick(.never, ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .none)
        #expect(pick(.never, [:], tty: false) == .none)
    }

    @Test func autoReadsCOLORTERMThenTERM() {
        #expect(pick(.auto, ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(pick(.auto, ["TERM": "xterm", "COLORTERM": "24bit"]) == .trueColor)
        #expect(pick(.auto, ["TERM": "xterm", "COLORTERM": "TrueColor"]) == .trueColor)
        #expect(pick(.auto, ["TERM": "xterm-direct"]) == .trueColor)
        #expect(pick(.auto, ["TERM": "xterm-256color"]) == .ansi256)
        #expect(pick(.auto, ["TERM": "tmux-256color", "COLORTERM": "yes"]) == .ansi256)
        #expect(pick(.auto, ["TERM": "xterm"]) == .ansi16)
        #expect(pick(.auto, ["TERM": "linux"]) == .ansi16)
        #expect(pick(.auto, ["COLORTERM": "truecolor"]) == .trueColor)
    }

    @Test func autoIsPlainWithoutATerminalOrATERM() {
        #expect(pick(.auto, ["TERM": "xterm-256color", "COLORTERM": "truecolor"], tty: false) == .none)
        #expect(pick(.auto, [:]) == .none)
        #expect(pick(.auto, ["TERM": ""]) == .none)
        #expect(pick(.auto, ["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
    }

    @Test func autoHonoursNO_COLORUnlessEmpty() {
        #expect(pick(.auto, ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"]) == .none)
        #expect(pick(.auto, ["TERM": "xterm-256color", "NO_COLOR": "0"]) == .none)
        #expect(pick(.auto, ["TERM": "xterm-256color", "NO_COLOR": ""]) == .ansi256)
    }

    @Test func alwaysColoursPipesAndOverridesNO_COLOR() {
        #expect(pick(.always, ["TERM": "xterm-256color", "NO_COLOR": "1"], tty: false) == .ansi256)
        #expect(pick(.always, ["COLORTERM": "truecolor", "NO_COLOR": "1"], tty: false) == .trueColor)
        // With nothing announced, the basic 16 colours every colour terminal has.
        #expect(pick(.always, [:], tty: false) == .ansi16)
        #expect(pick(.always, ["TERM": "dumb"]) == .ansi16)
    }

    @Test func choicesAndDepthsHaveTheirCommandLineNames() {
        #expect(ColorChoice.allCases.map(\.rawValue) == ["auto", "always", "never"])
        #expect(TerminalColorDepth.allCases.map(\.rawValue) == ["none", "16", "256", "truecolor"])
    }
}
