import Foundation
import LogText
import NumberText

/// An external renderer (`preview-renderer-NAME`) that did not produce a result.
/// Every message names the plugin and its path, and carries the end of what
/// it wrote to standard error, which is usually the real explanation.
public enum PluginError: Error, Equatable, CustomStringConvertible {
    case launchFailed(name: String, path: String, reason: String)
    case exitedWithStatus(name: String, path: String, status: Int32, stderrTail: String)
    case killedBySignal(name: String, path: String, signal: Int32, stderrTail: String)
    /// Exit status 0, but nothing on standard output.
    case emptyOutput(name: String, path: String, stderrTail: String)
    /// Still running after `seconds`; it and every process it started were killed.
    case timedOut(name: String, path: String, seconds: Double, stderrTail: String)
    case outputTooLarge(name: String, path: String, limitBytes: Int)

    public var description: String {
        switch self {
        case .launchFailed(let name, let path, let reason):
            "plugin '\(name)' (\(path)) could not be started: \(reason)"
        case .exitedWithStatus(let name, let path, let status, let tail):
            "plugin '\(name)' (\(path)) failed with exit status \(status)" + Self.quoted(tail)
        case .killedBySignal(let name, let path, let signal, let tail):
            "plugin '\(name)' (\(path)) was killed by signal \(signal)" + Self.quoted(tail)
        case .emptyOutput(let name, let path, let tail):
            "plugin '\(name)' (\(path)) exited successfully but wrote nothing to standard output" + Self.quoted(tail)
        case .timedOut(let name, let path, let seconds, let tail):
            "plugin '\(name)' (\(path)) did not finish within \(Self.seconds(seconds)) and was killed "
                + "(raise the limit with --plugin-timeout)" + Self.quoted(tail)
        case .outputTooLarge(let name, let path, let limit):
            "plugin '\(name)' (\(path)) wrote more than \(limit >> 20) MB (or the plugins running at once more than "
                + "\(PluginOutputBudget.totalBytes >> 20) MB together) and was killed"
        }
    }

    /// The plugin's last lines, each indented on its own line and escaped
    /// (`logSafe`): a plugin often echoes the campaign it failed on, and its
    /// words must not reach the terminal or the CI log as escape sequences
    /// or workflow commands.
    private static func quoted(_ tail: String) -> String {
        let trimmed = tail.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "" : "; its standard error ends with:\n" + trimmed.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + String($0).logSafe }.joined(separator: "\n")
    }

    private static func seconds(_ value: Double) -> String {
        NumberText.plain(value) + " s"
    }
}
