/// How many colours the ANSI output uses.
public enum TerminalColorDepth: String, Sendable, CaseIterable, Codable {
    /// Plain text: no escape sequences at all.
    case none
    /// The 16 basic colours (SGR 30-37, 90-97 and 40-47, 100-107).
    case ansi16 = "16"
    /// The xterm 256-colour palette: its 6x6x6 cube and 24-step grey ramp (SGR 38;5 / 48;5).
    case ansi256 = "256"
    /// 24-bit colour (SGR 38;2 / 48;2).
    case trueColor = "truecolor"
}

/// The `--color` choice on the command line.
public enum ColorChoice: String, Sendable, CaseIterable, Codable {
    /// Colour when writing to a terminal that supports it, unless `NO_COLOR` is set.
    case auto
    /// Colour even when writing to a file or pipe, and despite `NO_COLOR`.
    case always
    /// Never colour.
    case never
}

extension TerminalColorDepth {
    /// Picks the colour depth from the `--color` choice, the process
    /// environment and whether the output is a terminal.
    ///
    /// - `never`: `.none`.
    /// - `auto`: `.none` when the output is not a terminal, or when `NO_COLOR`
    ///   is set to anything but the empty string (no-color.org); otherwise the
    ///   depth the environment announces (below).
    /// - `always`: the depth the environment announces, and at least `.ansi16`
    ///   (the one depth every colour terminal has).
    ///
    /// The announced depth, first match wins: `.none` when `TERM` is `dumb`;
    /// `.trueColor` when `COLORTERM` is `truecolor` or `24bit`, or `TERM` ends
    /// in `-direct`; `.none` when `TERM` is unset or empty; `.ansi256` when
    /// `TERM` contains `256color`; `.ansi16` for any other `TERM`. Case is ignored.
    public static func pick(choice: ColorChoice, environment: [String: String], isTerminal: Bool) -> TerminalColorDepth {
        switch choice {
        case .never:
            return .none
        case .always:
            let announced = announced(by: environment)
            return announced == .none ? .ansi16 : announced
        case .auto:
            guard isTerminal else { return .none }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            return announced(by: environment)
        }
    }

    private static func announced(by environment: [String: String]) -> TerminalColorDepth {
        let term = (environment["TERM"] ?? "").lowercased()
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if term == "dumb" { return .none }
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if term.isEmpty { return .none }
        if term.contains("256color") { return .ansi256 }
        return .ansi16
    }
}
