#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LogText

/// Where the tool writes: stdout for results and requested help, stderr for
/// errors and diagnostics. Colour is decided per stream, because
/// `preview-cli --help | less` must not receive escape codes even though
/// stderr is still a terminal.
struct Console: Sendable {
    let colorsOutput: Bool
    let colorsErrors: Bool

    /// The process's own streams; colour only on a terminal, and never when
    /// `NO_COLOR` is set to a non-empty value (https://no-color.org: an empty
    /// one does not count, as in the ansi renderer) or the terminal is dumb.
    static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Console {
        let allowed = (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        return Console(colorsOutput: allowed && isatty(STDOUT_FILENO) == 1,
                       colorsErrors: allowed && isatty(STDERR_FILENO) == 1)
    }

    func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// The width of the terminal standard output is, or `nil` when it is not
    /// a terminal; 80 when the terminal does not say.
    static func standardOutputTerminalColumns() -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// Bytes as they are: a renderer's output printed to standard output.
    func out(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }

    /// Text as it is, for what this program wrote itself; anything holding
    /// input goes through `error`, `warning` or `note`.
    private func err(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// `preview-cli: error: MESSAGE`, then the hint on its own line (usage errors
    /// point at the help that explains them).
    func error(_ message: String, hint: String? = nil) {
        let label = colorsErrors ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
        err("preview-cli: \(label) \(Self.escaped(message))\n" + (hint.map { $0 + "\n" } ?? ""))
    }

    /// `preview-cli: warning: MESSAGE`.
    func warning(_ message: String) {
        let label = colorsErrors ? "\u{1B}[1;33mwarning:\u{1B}[0m" : "warning:"
        err("preview-cli: \(label) \(Self.escaped(message))\n")
    }

    /// `preview-cli: note: MESSAGE`: something worth knowing about the preview.
    func note(_ text: String) {
        let label = colorsErrors ? "\u{1B}[1;36mnote:\u{1B}[0m" : "note:"
        err("preview-cli: \(label) \(Self.escaped(text))\n")
    }

    /// `preview-cli: MESSAGE`, a line of its own kind (`not displayed: …`).
    func plain(_ message: String) {
        err("preview-cli: \(Self.escaped(message))\n")
    }

    /// The last guard of standard error: every message line passes through
    /// `logSafe` once more (escaping is idempotent, so text escaped where it
    /// was made is unchanged). Input a message quotes was escaped where the
    /// message was made, so it cannot start a line; a message's own line
    /// breaks (a plugin's quoted standard error) are kept, and no line, its
    /// continuation lines included, can carry an escape sequence or start a
    /// workflow command.
    private static func escaped(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).logSafe }.joined(separator: "\n")
    }
}
